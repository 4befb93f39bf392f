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
      registerV2: ({ caller, input, request }) => identity.register(caller, input, { remoteIp: request.ip }),
      validateEmail: async ({ input }) => identity.validateEmail(input.email),
      loginV2: ({ caller, input, request }) => identity.login(caller, input, { remoteIp: request.ip }),
      changePassword: async ({ caller, input }) => {
        await identity.changePassword(caller, input.newPassword);
        return {};
      },
      signOn: ({ caller, input }) => identity.signOn(caller, input),
      verifyFactor: ({ caller, params, input }) =>
        verification.verifyFactor(caller, params.factorType, input),
      startVerification: ({ caller, input }) => verification.start(caller, input.identityId),
      verifyDuringAuthentication: ({ caller, input }) =>
        verification.verifyDuringAuthentication(caller, input),
      resendDuringAuthentication: async ({ caller, input }) => {
        await verification.resend(caller, input.stateToken);
        return {};
      },
      sendRecoveryEmail: async ({ caller, input }) => {
        await recovery.sendRecoveryEmail(caller, input.email);
        return {};
      },
      sendActivationEmail: async ({ caller, input }) => {
        await recovery.sendActivationEmail(caller, input.identityId);
        return {};
      },
      recover: async ({ caller, input }) => {
        await recovery.recover(caller, input.recoveryToken, input.password);
        return {};
      },
      recoveryTokenStatus: async ({ caller, input }) => ({
        usable: await recovery.isUsable(caller, input.recoveryToken),
      }),
      getIdentitySettings: async ({ caller }) => ({
        settings: await readIdentitySettings(siteScope(deps.db, caller.siteId)),
      }),
      updateIdentitySettings: async ({ caller, input }) => ({
        settings: await deps.uow.run(caller.siteId, (tx) => updateIdentitySettings(tx, input.settings), {
          changes: ['identity'],
        }),
      }),
      listDevMailbox: async ({ caller, input }) => ({
        messages: await listMailbox(siteScope(deps.db, caller.siteId), input),
      }),
      ownerLogin: ({ input, request }) => {
        const header = request.headers['wix-site-id'];
        const siteId = input.siteId ?? (typeof header === 'string' && header ? header : undefined);
        return ownerLogin.login({ ...input, siteId });
      },
      enrollTotp: ({ caller }) => mfa.enrollTotp(caller),
      enrollCodeFactor: ({ caller, input }) => mfa.enrollCodeFactor(caller, input.factorType, input.target),
      confirmFactor: ({ caller, input }) => mfa.confirmFactor(caller, input.factorId, input.code),
      listFactors: ({ caller }) => mfa.listFactors(caller),
      removeFactor: async ({ caller, input }) => {
        await mfa.removeFactor(caller, input.factorId, input.password);
        return {};
      },
      unlockMemberSecondFactor: async ({ caller, params }) => {
        await mfa.unlockMember(caller, params.id);
        return {};
      },
    });
  });
}
