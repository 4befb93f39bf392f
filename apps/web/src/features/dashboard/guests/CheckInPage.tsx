import { usePageTitle } from '../../../app/usePageTitle.ts';
import { OwnerProvider } from '../OwnerProvider.tsx';
import { useOwnerSession } from '../useOwnerSession.ts';
import { CheckInDesk } from './CheckInDesk.tsx';
import { StaffGate } from './StaffGate.tsx';

/**
 * `/check-in`: the door screen for the owner (signed in to the dashboard in this browser) and for
 * staff granted CHECK_IN_GUESTS (logged in as site members). Both run the same desk; only the
 * client differs — the owner's key, or the member's tokens whose staff scopes the server applies.
 */
export function CheckInPage() {
  usePageTitle('Check-in');
  const { credentials, signOut, sessionEnded } = useOwnerSession();
  if (credentials) {
    return (
      <OwnerProvider
        key={JSON.stringify(credentials)}
        credentials={credentials}
        signOut={signOut}
        onUnauthenticated={sessionEnded}
      >
        <CheckInDesk />
      </OwnerProvider>
    );
  }
  return (
    <StaffGate title="Check-in" scope="CHECK_IN_GUESTS" next="/check-in">
      <CheckInDesk />
    </StaffGate>
  );
}
