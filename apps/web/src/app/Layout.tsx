import { Link, NavLink, Outlet, useNavigation } from 'react-router';
import { SITE_NAME } from './usePageTitle.ts';
import { useFocusOnNavigation } from './useFocusHeading.ts';

export function Layout() {
  const navigation = useNavigation();
  useFocusOnNavigation();
  return (
    <div className="shell">
      <header className="topbar">
        <Link to="/" className="brand">
          {SITE_NAME}
        </Link>
        {navigation.state === 'loading' && (
          <span className="topbar-progress" role="progressbar" aria-label="Loading page" />
        )}
        <nav className="topbar-nav" aria-label="Site">
          <NavLink to="/account" className="topbar-link">
            Account
          </NavLink>
          <NavLink to="/dashboard" className="topbar-link">
            Dashboard
          </NavLink>
        </nav>
      </header>
      <main className="content">
        <Outlet />
      </main>
    </div>
  );
}
