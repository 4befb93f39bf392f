import { Outlet } from 'react-router';
import { useFocusHeadingOnChange } from '../../app/useFocusHeading.ts';
import { DashboardNav } from './DashboardNav.tsx';
import { OwnerProvider } from './OwnerProvider.tsx';
import { SignInForm } from './SignInForm.tsx';
import { useOwnerSession } from './useOwnerSession.ts';

/** Every dashboard page: the sign-in until the owner is signed in, then the navigation and the page. */
export function DashboardLayout() {
  const { credentials, signIn, signOut, sessionEnded, ended } = useOwnerSession();
  // Signing in or out swaps the whole page without a navigation.
  useFocusHeadingOnChange(credentials !== null);
  if (!credentials) return <SignInForm onSignedIn={signIn} sessionEnded={ended} />;
  return (
    <OwnerProvider
      key={JSON.stringify(credentials)}
      credentials={credentials}
      signOut={signOut}
      onUnauthenticated={sessionEnded}
    >
      <DashboardNav />
      <Outlet />
    </OwnerProvider>
  );
}
