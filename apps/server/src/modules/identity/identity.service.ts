import { subjectOf, type Caller } from '../../platform/auth/caller.ts';
import type { IdentityProfile, PendingReason, StateMachineResponse } from '@tessera/contracts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { siteScope } from '../../platform/site-scope.ts';
import {
  findMember,
  findMemberByEmail,
  insertMember,
  lockMember,
  normalizeEmail,
  updateMember,
  type MemberRow,
} from './member-accounts.ts';
import { checkCaptcha, type CaptchaTokenInput } from './captcha-check.ts';
import type { IdentityDeps } from './identity.context.ts';
import {
  emailExists,
  invalidEmail,
  invalidPassword,
  isValidEmail,
  memberNotFound,
  MIN_PASSWORD_LENGTH,
  passwordMustBeReset,
  registrationClosed,
  unknownLogin,
  weakPassword,
} from './identity.errors.ts';
import { toIdentity } from './identity.mapper.ts';
import { nextLoginState } from './login-flow.ts';
import { checkPasswordUnderLockout } from './password-attempts.ts';
import { hashPassword, passwordMatches } from './secrets.ts';
import { createSessionToken, endMemberAccess } from './sessions.ts';
import { readIdentitySettings } from './settings.ts';

interface ClientContext {
  remoteIp?: string;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/i.test(e?.message ?? '')
  );
};

const deviceTokenOf = (clientMetaData: Record<string, unknown> | null | undefined): unknown =>
  clientMetaData && Object.hasOwn(clientMetaData, 'deviceToken') ? clientMetaData.deviceToken : undefined;

/** Register, login, change password, sign-on, validate email (the login state machine). */
export class IdentityService {
  constructor(private readonly deps: IdentityDeps) {}

  async register(
    caller: Caller,
    input: {
      loginId: { email: string };
      password?: string;
      profile?: IdentityProfile;
      captchaTokens?: CaptchaTokenInput[];
    },
    client: ClientContext = {},
  ): Promise<StateMachineResponse> {
    const { siteId } = caller;
    const scope = siteScope(this.deps.db, siteId);
    const settings = await readIdentitySettings(scope);
    if (!settings.registrationOpen) throw registrationClosed();
    if (settings.requireCaptcha) await checkCaptcha(this.deps.captcha, input.captchaTokens, client.remoteIp);
    const email = normalizeEmail(input.loginId.email);
    if (!isValidEmail(email)) throw invalidEmail();
    if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    if (await findMemberByEmail(scope, email)) throw emailExists();
    // Hashing is slow on purpose: done before the transaction so it holds no lock meanwhile.
    const passwordHash = input.password !== undefined ? await hashPassword(input.password) : null;

    const reasons: PendingReason[] = [];
    if (settings.requireOwnerApproval) reasons.push('PENDING_ADMIN_APPROVAL_REQUIRED');
    if (settings.requireEmailVerification) reasons.push('PENDING_EMAIL_VERIFICATION_REQUIRED');
    const id = newId();
    try {
      return await this.deps.uow.run(
        siteId,
        async (tx) => {
          await insertMember(tx, {
            id,
            email,
            passwordHash,
            status: reasons.length ? 'PENDING' : 'ACTIVE',
            reasons,
            emailVerified: false,
            profile: input.profile ?? {},
          });
          const member = (await findMember(tx, id))!;
          // A new member proves nothing more at registration: no second factor asked yet.
          return nextLoginState(tx, member, { mfaDone: true });
        },
        { changes: ['members', 'identity'] },
      );
    } catch (error) {
      // Two registrations of one email at once: the unique index lets one win.
      if (isUniqueViolation(error)) throw emailExists();
      throw error;
    }
  }

  async login(
    caller: Caller,
    input: {
      loginId: { email: string };
      password?: string | null;
      captchaTokens?: CaptchaTokenInput[];
      clientMetaData?: Record<string, unknown> | null;
    },
    client: ClientContext = {},
  ): Promise<StateMachineResponse> {
    const { siteId } = caller;
    const scope = siteScope(this.deps.db, siteId);
    const settings = await readIdentitySettings(scope);
    if (settings.requireCaptcha) await checkCaptcha(this.deps.captcha, input.captchaTokens, client.remoteIp);
    const email = normalizeEmail(input.loginId.email);
    const password = input.password ?? '';
    const member = isValidEmail(email) ? await findMemberByEmail(scope, email) : undefined;
    if (!member || member.status === 'DELETED') {
      await passwordMatches(null, password); // same time as a wrong password: no account probing by timing
      throw unknownLogin();
    }
    if (!member.password_hash) throw passwordMustBeReset();
    // Reserved before hashing (one conditional statement): parallel guesses cannot overrun the limit.
    await checkPasswordUnderLockout(scope, 'members', member, password, {
      lockout: this.deps.lockout,
      wrong: invalidPassword,
    });
    return this.deps.uow.run(
      siteId,
      async (tx) => {
        const current = await lockMember(tx, member.id);
        if (!current) throw unknownLogin();
        return nextLoginState(tx, current, { deviceToken: deviceTokenOf(input.clientMetaData) });
      },
      { changes: ['members', 'identity'] },
    );
  }

  async changePassword(caller: Caller, newPassword: string): Promise<void> {
    const { siteId } = caller;
    const memberId = subjectOf(caller);
    if (newPassword.length < MIN_PASSWORD_LENGTH) throw weakPassword('newPassword');
    const member = await findMember(siteScope(this.deps.db, siteId), memberId);
    if (!member || member.status !== 'ACTIVE') throw memberNotFound();
    const passwordHash = await hashPassword(newPassword);
    await this.deps.uow.run(
      siteId,
      async (tx) => {
        await updateMember(tx, memberId, { passwordHash });
        await endMemberAccess(tx, memberId, this.deps.revocations);
      },
      { changes: ['members', 'identity'] },
    );
  }

  /** The owner signs a member on (creating an active member for a new email). */
  async signOn(
    caller: Caller,
    input: { loginId: { email: string }; profile?: IdentityProfile; verifyEmail?: boolean },
  ): Promise<{ sessionToken: string; identity: ReturnType<typeof toIdentity> }> {
    const { siteId } = caller;
    const email = normalizeEmail(input.loginId.email);
    if (!isValidEmail(email)) throw invalidEmail();
    try {
      return await this.deps.uow.run(
        siteId,
        async (tx) => {
          let member: MemberRow | undefined = await findMemberByEmail(tx, email);
          if (!member) {
            const id = newId();
            await insertMember(tx, {
              id,
              email,
              passwordHash: null,
              status: 'ACTIVE',
              reasons: [],
              emailVerified: input.verifyEmail === true,
              profile: input.profile ?? {},
            });
            member = (await findMember(tx, id))!;
          }
          if (member.status !== 'ACTIVE') {
            throw new AppError('PRECONDITION', 'MEMBER_NOT_ACTIVE', `The member is ${member.status}`);
          }
          return { sessionToken: await createSessionToken(tx, member.id), identity: toIdentity(member) };
        },
        { changes: ['members', 'identity'] },
      );
    } catch (error) {
      if (isUniqueViolation(error)) return this.signOn(caller, input);
      throw error;
    }
  }

  validateEmail(email: string): { valid: boolean; formatInvalid: boolean } {
    const valid = isValidEmail(normalizeEmail(email));
    return { valid, formatInvalid: !valid };
  }
}
