import { endpoint } from './endpoint.ts';
import type { identityRoutes } from './identity.routes.ts';

// Identity (routes.md "Identity: authentication", "verification and recovery") and Tessera's own
// identity routes (owner settings, development mailbox, owner login, MFA enrolment).

const auth = '/_api/iam/authentication';
export const registerV2 = endpoint({
  operationId: 'RegisterV2',
  method: 'POST',
  path: `${auth}/v2/register`,
});
export const validateEmail = endpoint({
  operationId: 'ValidateEmail',
  method: 'POST',
  path: `${auth}/v2/validate-email`,
});
export const loginV2 = endpoint({ operationId: 'LoginV2', method: 'POST', path: `${auth}/v2/login` });
export const changePassword = endpoint({
  operationId: 'ChangePassword',
  method: 'POST',
  path: `${auth}/v2/change-password`,
});
export const signOn = endpoint({ operationId: 'SignOn', method: 'POST', path: `${auth}/v2/sign-on` });
export const verifyFactor = endpoint({
  operationId: 'Verify',
  method: 'POST',
  path: `${auth}/v2/:factorType/verify`,
});

const verification = '/_api/iam/verification/v1';
export const startVerification = endpoint({
  operationId: 'Start',
  method: 'POST',
  path: `${verification}/start`,
});
export const verifyDuringAuthentication = endpoint({
  operationId: 'VerifyDuringAuthentication',
  method: 'POST',
  path: `${verification}/auth/verify`,
});
export const resendDuringAuthentication = endpoint({
  operationId: 'ResendDuringAuthentication',
  method: 'POST',
  path: `${verification}/auth/resend`,
});

const recovery = '/_api/iam/recovery/v1';
export const sendRecoveryEmail = endpoint({
  operationId: 'SendRecoveryEmail',
  method: 'POST',
  path: `${recovery}/send-email`,
});
export const sendActivationEmail = endpoint({
  operationId: 'SendActivationEmail',
  method: 'POST',
  path: `${recovery}/activation-email`,
});
export const recover = endpoint({ operationId: 'Recover', method: 'POST', path: `${recovery}/recover` });

const tessera = '/_api/tessera/v1';
export const getIdentitySettings = endpoint({
  operationId: 'GetIdentitySettings',
  method: 'GET',
  path: `${tessera}/identity-settings`,
  postFallback: true,
});
export const updateIdentitySettings = endpoint({
  operationId: 'UpdateIdentitySettings',
  method: 'PATCH',
  path: `${tessera}/identity-settings`,
});
export const listDevMailbox = endpoint({
  operationId: 'ListDevMailbox',
  method: 'GET',
  path: `${tessera}/dev-mailbox`,
  postFallback: true,
});
export const ownerLogin = endpoint({
  operationId: 'OwnerLogin',
  method: 'POST',
  path: `${tessera}/owner/login`,
});
export const enrollTotp = endpoint({
  operationId: 'EnrollTotpFactor',
  method: 'POST',
  path: `${tessera}/mfa/totp/enroll`,
});
export const enrollCodeFactor = endpoint({
  operationId: 'EnrollCodeFactor',
  method: 'POST',
  path: `${tessera}/mfa/factors`,
});
export const confirmFactor = endpoint({
  operationId: 'ConfirmFactor',
  method: 'POST',
  path: `${tessera}/mfa/factors/confirm`,
});
export const listFactors = endpoint({
  operationId: 'ListFactors',
  method: 'GET',
  // No POST fallback: POST on this path enrols a factor (and the list takes no parameters).
  path: `${tessera}/mfa/factors`,
});
export const removeFactor = endpoint({
  operationId: 'RemoveFactor',
  method: 'POST',
  path: `${tessera}/mfa/factors/remove`,
});
export const recoveryTokenStatus = endpoint({
  operationId: 'RecoveryTokenStatus',
  method: 'POST',
  // POST, not GET: the token stays out of URLs and access logs.
  path: `${tessera}/recovery/token-status`,
});
export const unlockMemberSecondFactor = endpoint({
  operationId: 'UnlockMemberSecondFactor',
  method: 'POST',
  path: `${tessera}/members/:id/mfa/unlock`,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    identity: typeof identityRoutes;
  }
}
