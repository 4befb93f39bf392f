// The identity module's only entry: other modules and the app import from here, never deeper.
export { identityModule, type IdentityAppOptions } from './identity.module.ts';
// Sessions of members: what OAuth, redirects and members use to log in, out and end access.
export {
  SESSION_TOKEN_TTL_MS,
  createSessionToken,
  endMemberSessions,
  findMember,
  resolveSessionToken,
  type MemberRow,
} from './sessions.ts';
export { forgetDevices } from './factors.ts';
// The activation challenge and its email (members' CreateMember sends it in its own unit).
export { createChallenge } from './challenges.ts';
export { activationEmail } from './messages.ts';
export { emailExists, invalidEmail, isValidEmail, memberNotFound } from './identity.errors.ts';
export { readIdentitySettings } from './settings.ts';
export { ensureOwnerUser, OwnerSessionResolver } from './owner.service.ts';
// Member accounts: the rows (members module's admin routes and identity's own flows use them).
export * from './member-accounts.ts';
