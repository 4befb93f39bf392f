import type { identityRoutes } from '@tessera/contracts/routes/index';
import { ensureOwnerUser } from '../../../src/modules/identity/owner.service.ts';
import { insertTestMember, uniqueEmail } from '../../identity/fixtures.ts';
import type { SamplesOf } from './types.ts';

/** Identity (modules/identity): registration, login, second factors, recovery, owner login. */
export const identitySamples: SamplesOf<typeof identityRoutes> = {
  RegisterV2: () => ({ input: { loginId: { email: uniqueEmail('sample') }, password: 'sample-password' } }),
  ValidateEmail: () => ({ input: { email: 'someone@example.com' } }),
  LoginV2: () => ({ input: { loginId: { email: 'nobody@example.com' }, password: 'sample-password' } }),
  ChangePassword: () => ({ input: { newPassword: 'another-password' } }),
  SignOn: () => ({ input: { loginId: { email: uniqueEmail('signon') } } }),
  Verify: () => ({
    params: { factorType: 'totp' },
    input: { stateToken: 'tst_unknown', totpData: { code: '123456' } },
  }),
  Start: async (fx) => ({ input: { identityId: await insertTestMember(fx.app.db, fx.app.site.siteId) } }),
  VerifyDuringAuthentication: () => ({ input: { code: '123456', stateToken: 'tst_unknown' } }),
  ResendDuringAuthentication: () => ({ input: { stateToken: 'tst_unknown' } }),
  SendRecoveryEmail: () => ({ input: { email: 'nobody@example.com' } }),
  SendActivationEmail: async (fx) => ({
    input: { identityId: await insertTestMember(fx.app.db, fx.app.site.siteId) },
  }),
  Recover: () => ({ input: { recoveryToken: 'trc_unknown', password: 'new-password' } }),
  RecoveryTokenStatus: () => ({ input: { recoveryToken: 'trc_unknown' } }),
  GetIdentitySettings: () => ({ input: {} }),
  UpdateIdentitySettings: () => ({ input: { settings: { registrationOpen: true } } }),
  ListDevMailbox: () => ({ input: {} }),
  OwnerLogin: async (fx) => {
    const email = 'sample-owner@example.com';
    await ensureOwnerUser(fx.app.db, fx.app.site.siteId, { email, password: 'sample-owner-password' });
    return { input: { email, password: 'sample-owner-password', siteId: fx.app.site.siteId } };
  },
  EnrollTotpFactor: () => ({ input: {} }),
  EnrollCodeFactor: () => ({ input: { factorType: 'EMAIL' } }),
  ConfirmFactor: () => ({ input: { factorId: 'no-such-factor', code: '123456' } }),
  ListFactors: () => ({ input: {} }),
  RemoveFactor: () => ({ input: { factorId: 'no-such-factor', password: 'sample-password' } }),
  UnlockMemberSecondFactor: async (fx) => ({
    params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) },
  }),
};
