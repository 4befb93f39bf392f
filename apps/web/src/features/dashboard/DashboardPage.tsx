import { useFocusHeadingOnChange } from '../../app/useFocusHeading.ts';
import { DashboardHome } from './DashboardHome.tsx';
import { OwnerProvider } from './OwnerProvider.tsx';
import { SignInForm } from './SignInForm.tsx';
import { useOwnerSession } from './useOwnerSession.ts';

export function DashboardPage() {
  const { credentials, signIn, signOut } = useOwnerSession();
  // Signing in or out swaps the whole page without a navigation.
  useFocusHeadingOnChange(credentials !== null);
  if (!credentials) return <SignInForm onSignedIn={signIn} />;
  return (
    <OwnerProvider key={`${credentials.siteId}:${credentials.apiKey}`} credentials={credentials}>
      <DashboardHome siteId={credentials.siteId} onSignOut={signOut} />
    </OwnerProvider>
  );
}
