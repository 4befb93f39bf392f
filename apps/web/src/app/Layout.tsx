import { lazy, Suspense, useState } from 'react';
import { NavLink, Outlet, useNavigation } from 'react-router';
import { useMemberSession } from '@tessera/react';
import { loadOwnerCredentials } from '../features/dashboard/index.ts';
import { CartLink } from '../features/shop/index.ts';
import { takeLoggedOutNote } from './logout-notice.ts';
import { SiteBrand } from './SiteBrand.tsx';
import { useFocusOnNavigation } from './useFocusHeading.ts';

// The member's menu (their name needs the members module) loads only once a member is logged in.
const MemberMenu = lazy(async () => ({ default: (await import('./MemberMenu.tsx')).MemberMenu }));

/** "You are logged out." (or that the account was deleted) once, on the page a logout comes back to. */
function LoggedOutNote() {
  const [note, setNote] = useState(takeLoggedOutNote);
  if (!note) return null;
  return (
    <div className="site-note" role="status">
      <span>{note}</span>
      <button type="button" className="site-note-close" onClick={() => setNote(null)}>
        Dismiss
      </button>
    </div>
  );
}

export function Layout() {
  const navigation = useNavigation();
  const { loggedIn } = useMemberSession();
  // Only a browser the owner signed in with links to the dashboard; visitors never see it.
  const [owner] = useState(() => loadOwnerCredentials() !== null);
  useFocusOnNavigation();
  return (
    <div className="shell">
      <header className="topbar">
        <SiteBrand />
        {navigation.state === 'loading' && (
          <span className="topbar-progress" role="progressbar" aria-label="Loading page" />
        )}
        <nav className="topbar-nav" aria-label="Site">
          <CartLink />
          {owner && (
            <NavLink to="/dashboard" className="topbar-link">
              Dashboard
            </NavLink>
          )}
          {loggedIn ? (
            <Suspense fallback={<span className="member-menu-placeholder" />}>
              <MemberMenu />
            </Suspense>
          ) : (
            <NavLink to="/login" className="topbar-link">
              Log in
            </NavLink>
          )}
        </nav>
      </header>
      <LoggedOutNote />
      <main className="content">
        <Outlet />
      </main>
    </div>
  );
}
