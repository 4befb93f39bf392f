import type { FastifyInstance } from 'fastify';
import { identityRoutes } from '@tessera/contracts/routes/index';
import { listMailbox } from '../../platform/mail/dev-mailbox.ts';
import { databaseRateLimitStore } from '../../platform/rate-limit-store.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { IdentityDeps } from './identity.context.ts';
import type { IdentityService } from './identity.service.ts';
import type { MfaService } from './mfa.service.ts';
import type { OwnerLogin } from './owner.service.ts';
import { registerIdentityRateLimits, type IdentityRateLimits } from './rate-limits.ts';
import type { RecoveryService } from './recovery.service.ts';
import { readIdentitySettings, updateIdentitySettings } from './settings.ts';
import type { VerificationService } from './verification.service.ts';

export interface IdentityServices {
  deps: IdentityDeps;
  identity: IdentityService;
  verification: VerificationService;
  recovery: RecoveryService;
  mfa: MfaService;
  ownerLogin: OwnerLogin;
}

/** Identity routes, in their own plugin scope (their rate limits apply to them only). */
export async function registerIdentityRoutes(
  app: FastifyInstance,
  services: IdentityServices,
  rateLimits: IdentityRateLimits | false,
): Promise<void> {
  const { deps, identity, verification, recovery, mfa, ownerLogin } = services;
  await app.register(async (scope) => {
    await registerIdentityRateLimits(scope, rateLimits, databaseRateLimitStore(deps.db, 'identity'));
    registerRoutes(scope, identityRoutes, {
      registerV2: ({ auth, input, request }) =>
        identity.register(auth.siteId, input, { remoteIp: request.ip }),
      validateEmail: async ({ input }) => identity.validateEmail(input.email),
      loginV2: ({ auth, input, request }) => identity.login(auth.siteId, input, { remoteIp: request.ip }),
      changePassword: async ({ auth, input }) => {
        await identity.changePassword(auth.siteId, auth.subjectId!, input.newPassword);
        return {};
      },
      signOn: ({ auth, input }) => identity.signOn(auth.siteId, input),
      verifyFactor: ({ auth, params, input }) =>
        verification.verifyFactor(auth.siteId, params.factorType, input),
      startVerification: ({ auth, input }) => verification.start(auth.siteId, input.identityId),
      verifyDuringAuthentication: ({ auth, input }) =>
        verification.verifyDuringAuthentication(auth.siteId, input),
      resendDuringAuthentication: async ({ auth, input }) => {
        await verification.resend(auth.siteId, input.stateToken);
        return {};
      },
      sendRecoveryEmail: async ({ auth, input }) => {
        await recovery.sendRecoveryEmail(auth.siteId, input.email);
        return {};
      },
      sendActivationEmail: async ({ auth, input }) => {
        await recovery.sendActivationEmail(auth.siteId, input.identityId);
        return {};
      },
      recover: async ({ auth, input }) => {
        await recovery.recover(auth.siteId, input.recoveryToken, input.password);
        return {};
      },
      recoveryTokenStatus: async ({ auth, input }) => ({
        usable: await recovery.isUsable(auth.siteId, input.recoveryToken),
      }),
      getIdentitySettings: async ({ auth }) => ({
        settings: await readIdentitySettings(siteScope(deps.db, auth.siteId)),
      }),
      updateIdentitySettings: async ({ auth, input }) => ({
        settings: await deps.uow.run(auth.siteId, (tx) => updateIdentitySettings(tx, input.settings), {
          changes: ['identity'],
        }),
      }),
      listDevMailbox: async ({ auth, input }) => ({
        messages: await listMailbox(siteScope(deps.db, auth.siteId), input),
      }),
      ownerLogin: ({ input, request }) => {
        const header = request.headers['wix-site-id'];
        const siteId = input.siteId ?? (typeof header === 'string' && header ? header : undefined);
        return ownerLogin.login({ ...input, siteId });
      },
      enrollTotp: ({ auth }) => mfa.enrollTotp(auth.siteId, auth.subjectId!),
      enrollCodeFactor: ({ auth, input }) =>
        mfa.enrollCodeFactor(auth.siteId, auth.subjectId!, input.factorType, input.target),
      confirmFactor: ({ auth, input }) =>
        mfa.confirmFactor(auth.siteId, auth.subjectId!, input.factorId, input.code),
      listFactors: ({ auth }) => mfa.listFactors(auth.siteId, auth.subjectId!),
      removeFactor: async ({ auth, input }) => {
        await mfa.removeFactor(auth.siteId, auth.subjectId!, input.factorId, input.password);
        return {};
      },
      unlockMemberSecondFactor: async ({ auth, params }) => {
        await mfa.unlockMember(auth.siteId, params.id);
        return {};
      },
    });
  });
}
