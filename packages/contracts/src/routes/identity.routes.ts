import { Empty } from '../common.ts';
import { MemberIdParams } from '../members.ts';
import {
  ChangePasswordRequest,
  ConfirmFactorRequest,
  EnrollCodeFactorRequest,
  EnrollTotpResponse,
  FactorPathParams,
  FactorResponse,
  IdentitySettingsResponse,
  ListDevMailboxRequest,
  ListDevMailboxResponse,
  ListFactorsResponse,
  LoginRequest,
  OwnerLoginRequest,
  OwnerLoginResponse,
  RecoverRequest,
  RecoveryTokenStatusRequest,
  RecoveryTokenStatusResponse,
  RegisterRequest,
  RemoveFactorRequest,
  ResendRequest,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
  SignOnRequest,
  SignOnResponse,
  StateMachineResponse,
  UpdateIdentitySettingsRequest,
  ValidateEmailRequest,
  ValidateEmailResponse,
  VerificationStartRequest,
  VerificationStartResponse,
  VerifyDuringAuthenticationRequest,
  VerifyFactorRequest,
} from '../identity.ts';
import * as endpoints from './identity.endpoints.ts';
import { route } from './route.ts';

const tags = ['Identity'] as const;
const tesseraTags = ['Identity (Tessera)'] as const;

/**
 * Calls whose request (passwords, codes) or answer (session and state tokens, TOTP secrets) carries a
 * secret are never kept under an `Idempotency-Key`: a kept answer would sit in the database for a day.
 */
const SECRETS_NEVER_KEPT = false;

/** Identity: login states, verification, recovery (visitors of a site), and owner settings. */
export const identityRoutes = {
  registerV2: route(endpoints.registerV2, {
    idempotency: SECRETS_NEVER_KEPT,
    tags,
    access: 'visitor',
    description:
      'Answers a login state: SUCCESS (with a session token), REQUIRE_OWNER_APPROVAL, REQUIRE_EMAIL_VERIFICATION.',
    input: RegisterRequest,
    response: StateMachineResponse,
  }),
  validateEmail: route(endpoints.validateEmail, {
    tags,
    access: 'visitor',
    input: ValidateEmailRequest,
    response: ValidateEmailResponse,
  }),
  loginV2: route(endpoints.loginV2, {
    idempotency: SECRETS_NEVER_KEPT,
    tags,
    access: 'visitor',
    input: LoginRequest,
    response: StateMachineResponse,
  }),
  changePassword: route(endpoints.changePassword, {
    idempotency: SECRETS_NEVER_KEPT,
    tags,
    access: 'member',
    input: ChangePasswordRequest,
    response: Empty,
  }),
  signOn: route(endpoints.signOn, {
    idempotency: SECRETS_NEVER_KEPT,
    tags,
    access: 'owner',
    description: 'The owner signs a member on (creating them when new) and gets a session token.',
    input: SignOnRequest,
    response: SignOnResponse,
  }),
  verifyFactor: route(endpoints.verifyFactor, {
    idempotency: SECRETS_NEVER_KEPT,
    tags,
    access: 'visitor',
    description: 'Finishes a REQUIRE_MFA login with the code of one factor (totp, email, sms, call).',
    params: FactorPathParams,
    input: VerifyFactorRequest,
    response: StateMachineResponse,
  }),
  startVerification: route(endpoints.startVerification, {
    idempotency: SECRETS_NEVER_KEPT,
    tags,
    access: 'owner',
    description: "Sends a code to a member's email; `verificationId` is the state token to verify it with.",
    input: VerificationStartRequest,
    response: VerificationStartResponse,
  }),
  verifyDuringAuthentication: route(endpoints.verifyDuringAuthentication, {
    idempotency: SECRETS_NEVER_KEPT,
    tags,
    access: 'visitor',
    input: VerifyDuringAuthenticationRequest,
    response: StateMachineResponse,
  }),
  resendDuringAuthentication: route(endpoints.resendDuringAuthentication, {
    tags,
    access: 'visitor',
    input: ResendRequest,
    response: Empty,
  }),
  sendRecoveryEmail: route(endpoints.sendRecoveryEmail, {
    tags,
    access: 'visitor',
    description: 'Answers the same whether or not the email belongs to a member.',
    input: SendRecoveryEmailRequest,
    response: Empty,
  }),
  sendActivationEmail: route(endpoints.sendActivationEmail, {
    tags,
    access: 'owner',
    input: SendActivationEmailRequest,
    response: Empty,
  }),
  recover: route(endpoints.recover, {
    tags,
    access: 'visitor',
    input: RecoverRequest,
    response: Empty,
    idempotency: SECRETS_NEVER_KEPT,
  }),
  recoveryTokenStatus: route(endpoints.recoveryTokenStatus, {
    tags: tesseraTags,
    access: 'visitor',
    description:
      'Whether a recovery or activation link can still set a password (unused, unexpired, its member able to log in); the link is not used up.',
    input: RecoveryTokenStatusRequest,
    response: RecoveryTokenStatusResponse,
    // A read: nothing to keep under an Idempotency-Key (and the answer changes when the link is used).
    idempotency: false,
  }),
  getIdentitySettings: route(endpoints.getIdentitySettings, {
    tags: tesseraTags,
    access: 'owner',
    response: IdentitySettingsResponse,
  }),
  updateIdentitySettings: route(endpoints.updateIdentitySettings, {
    tags: tesseraTags,
    access: 'owner',
    input: UpdateIdentitySettingsRequest,
    response: IdentitySettingsResponse,
  }),
  listDevMailbox: route(endpoints.listDevMailbox, {
    tags: tesseraTags,
    access: 'owner',
    description: 'Messages kept instead of sent (no SMTP_URL), newest first.',
    input: ListDevMailboxRequest,
    response: ListDevMailboxResponse,
  }),
  ownerLogin: route(endpoints.ownerLogin, {
    tags: tesseraTags,
    access: 'public',
    description: 'The owner signs in to the dashboard; the token works as `Authorization` on owner routes.',
    input: OwnerLoginRequest,
    response: OwnerLoginResponse,
  }),
  enrollTotp: route(endpoints.enrollTotp, {
    idempotency: SECRETS_NEVER_KEPT,
    tags: tesseraTags,
    access: 'member',
    response: EnrollTotpResponse,
  }),
  enrollCodeFactor: route(endpoints.enrollCodeFactor, {
    tags: tesseraTags,
    access: 'member',
    input: EnrollCodeFactorRequest,
    response: FactorResponse,
  }),
  confirmFactor: route(endpoints.confirmFactor, {
    idempotency: SECRETS_NEVER_KEPT,
    tags: tesseraTags,
    access: 'member',
    input: ConfirmFactorRequest,
    response: FactorResponse,
  }),
  listFactors: route(endpoints.listFactors, {
    tags: tesseraTags,
    access: 'member',
    response: ListFactorsResponse,
  }),
  removeFactor: route(endpoints.removeFactor, {
    idempotency: SECRETS_NEVER_KEPT,
    tags: tesseraTags,
    access: 'member',
    description:
      "Turns a second factor off. Asks for the member's current password (-19976 when wrong, counted toward the login lockout; -19973 for a member without a password).",
    input: RemoveFactorRequest,
    response: Empty,
  }),
  unlockMemberSecondFactor: route(endpoints.unlockMemberSecondFactor, {
    tags: tesseraTags,
    access: 'owner',
    description:
      "Unlocks a member's second factor after too many wrong codes (MFA_LOCKED); the count starts over.",
    params: MemberIdParams,
    response: Empty,
  }),
};
