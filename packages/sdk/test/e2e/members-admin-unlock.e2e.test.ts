import { beforeAll, describe, expect, it } from 'vitest';
import { listeningSite } from '../support/listening-site.ts';
import { membersAdmin } from '../../src/index.ts';

// `unlockMemberSecondFactor` of `@tessera/sdk/members-admin` against a real server: a member whose
// second factor locked after wrong codes (MFA_LOCKED) can finish a login again once it is called.
describe('@tessera/sdk/members-admin: unlocking a second factor', () => {
  // One wrong code locks: the test needs no long run of guesses.
  const site = listeningSite({ app: { identity: { rateLimits: false, lockout: { maxMfaFailures: 1 } } } });
  const owner = () => site.owner({ membersAdmin }).membersAdmin;
  const post = async (url: string, payload: unknown) =>
    site.app.request({ method: 'POST', url, headers: await site.app.visitorHeaders(), payload });
  const login = (email: string) =>
    post('/_api/iam/authentication/v2/login', { loginId: { email }, password: 'correct-horse' });

  beforeAll(async () => {
    await owner().updateIdentitySettings({ mfaPolicy: 'REQUIRED' });
  });

  it('a locked member gets REQUIRE_MFA again after the owner unlocks; unknown ids are 404', async () => {
    const email = 'locked-out@example.com';
    const registered = await post('/_api/iam/authentication/v2/register', {
      loginId: { email },
      password: 'correct-horse',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const memberId = registered.json().identity.id as string;
    const first = await login(email);
    expect(first.json().state).toBe('REQUIRE_MFA');
    const wrong = await post('/_api/iam/authentication/v2/email/verify', {
      stateToken: first.json().stateToken,
      emailData: { code: 'nope00' },
    });
    expect(wrong.json().details.applicationError.code).toBe('MFA_LOCKED');
    expect((await login(email)).json().details.applicationError.code).toBe('MFA_LOCKED');

    await owner().unlockMemberSecondFactor(memberId);
    expect((await login(email)).json().state).toBe('REQUIRE_MFA');
    await expect(owner().unlockMemberSecondFactor('no-such-member')).rejects.toMatchObject({ status: 404 });
  });
});
