import { useMutation } from '@tanstack/react-query';
import { useTesseraClient } from '@tessera/react';
import { membersAdmin, type HttpClient } from '@tessera/sdk';

/** Unlocks a member's two-step login after too many wrong codes (the SDK's owner call). */
export function useUnlockSecondFactor() {
  const client = useTesseraClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      membersAdmin(client as unknown as HttpClient).unlockMemberSecondFactor(memberId),
  });
}
