import { Link, NavLink, Outlet, useNavigation } from 'react-router';

export function Layout() {
  const navigation = useNavigation();
  return (
    <div className="shell">
      <header className="topbar">
        <Link to="/" className="brand">
          Events
        </Link>
        {navigation.state === 'loading' && <span className="topbar-progress" aria-label="Loading" />}
        <nav className="topbar-nav" aria-label="Site">
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
