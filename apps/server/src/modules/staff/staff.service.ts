import { STAFF_SCOPES, type StaffAccess, type StaffMember, type StaffScope } from '@tessera/contracts/staff';
import type { InputOf } from '@tessera/contracts/routes/index';
import type { staffRoutes } from '@tessera/contracts/routes/staff.routes';
import type { Caller } from '../../platform/auth/caller.ts';
import { sha256Hex } from '../../platform/auth/hashing.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import { isUniqueViolation, type Executor } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId, randomSecret } from '../../platform/ids.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import { openListing, type Listing } from '../../platform/query/listing.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { createSessionToken, findMember } from '../identity/index.ts';
import { staffListing, type StaffPageAnswer } from './staff.listing.ts';
import { toWireStaffMember } from './staff.mapper.ts';
import {
  deleteStaffRow,
  findByJoinTokenHash,
  findByLoginCodeHash,
  findStaffMember,
  insertStaffMember,
  joinIfPending,
  spendLoginCode,
  staffOfMember,
  updateStaffRow,
  type StaffMemberRow,
} from './staff.store.ts';

type R = typeof staffRoutes;

/** How long a login link's one-time code works. */
export const LOGIN_LINK_TTL_MS = 30 * 60 * 1000;

/** How long an invitation's join token works. */
export const JOIN_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const staffNotFound = (staffMemberId: string) =>
  notFound('STAFF_MEMBER_NOT_FOUND', `Staff member ${staffMemberId} not found`, { staffMemberId });
/** Unknown, used and expired tokens get one answer: the token's holder learns nothing more. */
const joinTokenInvalid = () =>
  validationError([violation('joinToken', 'The join token is unknown, used or expired', 'VALIDATION')]);

const loginCodeInvalid = () =>
  validationError([violation('loginCode', 'The login link is unknown, used or expired', 'VALIDATION')]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Staff members: the owner invites by email with scopes (PENDING), a logged-in member joins with
 * the join token (HAS_ACCESS), the owner pauses and resumes access. What a staff member may do
 * reaches the Caller through `permissionsOfMember` (staff.module.ts installs it).
 */
export class StaffService {
  readonly listing: Listing<null, StaffMemberRow, StaffPageAnswer>;

  constructor(private readonly deps: { db: Executor; uow: UnitOfWork; clock: Clock; publicUrl: string }) {
    this.listing = openListing(staffListing, { db: deps.db, cursorSecret: siteCursorSecrets(deps.db) });
  }

  private now(): string {
    return isoAt(this.deps.clock.now());
  }

  private unit<T>(caller: Caller, work: (unit: SiteTx) => Promise<T>): Promise<T> {
    return this.deps.uow.run(caller.siteId, work, { changes: ['staff'] });
  }

  async create(
    caller: Caller,
    input: InputOf<R['createStaffMember']>,
  ): Promise<{ staffMember: StaffMember; joinToken: string; joinLink: string }> {
    const given = input.staffMember;
    // The official create has no email: the person is then whoever joins through the join link
    // (signed in as a site member); no invitation is mailed, the owner passes the link on.
    const email = given.email?.trim().toLowerCase() ?? '';
    const violations = [
      ...(given.email !== undefined && !EMAIL.test(email)
        ? [violation('staffMember.email', 'Not a valid email address', 'FORMAT')]
        : []),
      ...eventAccessViolations(given),
    ];
    if (violations.length) throw validationError(violations);
    const { joinToken, joinLink } = this.newJoinToken();
    const now = this.now();
    const row: Omit<StaffMemberRow, 'site_id'> = {
      revision: 1,
      id: newId(),
      email,
      name: input.staffMember.name?.trim() || null,
      scopes: JSON.stringify(orderedScopes(given.scopes ?? given.permissions ?? [])),
      access: 'PENDING',
      member_id: null,
      join_token_hash: sha256Hex(joinToken),
      join_expires_date: isoAt(this.deps.clock.now() + JOIN_TOKEN_TTL_MS),
      login_code_hash: null,
      login_expires_date: null,
      created_date: now,
      updated_date: now,
    };
    try {
      await this.unit(caller, async (unit) => {
        await insertStaffMember(unit, row);
        // The invitation leaves with the row or not at all (the outbox: sent after commit, at
        // least once; the link's token is blanked from the stored copy once delivered).
        if (email) await queueMessage(unit, invitationEmail(email, row.name, joinLink));
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError(
        'CONFLICT',
        'STAFF_MEMBER_EXISTS',
        `${email} is already a staff member of this site`,
        {
          email,
        },
      );
    }
    return {
      // The official answer's loginLink at creation: the link that brings the person in.
      staffMember: toWireStaffMember({ ...row, site_id: caller.siteId }, { loginLink: joinLink }),
      joinToken,
      joinLink,
    };
  }

  async get(
    caller: Caller,
    staffMemberId: string,
    input: InputOf<R['getStaffMember']> = {},
  ): Promise<{ staffMember: StaffMember }> {
    const row = await findStaffMember(siteScope(this.deps.db, caller.siteId), staffMemberId);
    if (!row) throw staffNotFound(staffMemberId);
    return { staffMember: toWireStaffMember(row, this.loginLinkOf(row, input.fieldsets)) };
  }

  /**
   * The LOGIN_LINK fieldset: the site's check-in page, where a joined staff member signs in as the
   * member they joined with (no secret in it: a GET writes nothing and hands out no credential;
   * LoginStaffMember makes a one-time sign-in link). Null while PENDING: the join link was
   * answered once, at creation.
   */
  private loginLinkOf(row: StaffMemberRow, fieldsets: readonly string[] | undefined) {
    if (!fieldsets?.includes('LOGIN_LINK')) return {};
    return { loginLink: row.access === 'PENDING' ? null : `${this.deps.publicUrl}/check-in` };
  }

  update(
    caller: Caller,
    staffMemberId: string,
    input: InputOf<R['updateStaffMember']>,
  ): Promise<{ staffMember: StaffMember }> {
    const { status, permissions, revision, ...rest } = input.staffMember;
    // The official names stand for Tessera's (status = access, permissions = scopes).
    const patch = { ...rest, access: rest.access ?? status, scopes: rest.scopes ?? permissions };
    const violations = eventAccessViolations(patch);
    if (patch.id && patch.id !== staffMemberId) {
      violations.push(violation('staffMember.id', 'Must be the id of the path', 'VALIDATION'));
    }
    if (violations.length) throw validationError(violations);
    return this.unit(caller, async (unit) => {
      const row = await findStaffMember(unit, staffMemberId);
      if (!row) throw staffNotFound(staffMemberId);
      if (revision != null && revision !== String(row.revision)) {
        throw new AppError(
          'CONFLICT',
          'STAFF_MEMBER_REVISION_MISMATCH',
          'The staff member was changed meanwhile: read it again',
          { staffMemberId, revision: String(row.revision) },
        );
      }
      const values: Partial<StaffMemberRow> = { updated_date: this.now() };
      if (patch.name !== undefined) values.name = patch.name?.trim() || null;
      if (patch.scopes) values.scopes = JSON.stringify(orderedScopes(patch.scopes));
      if (patch.access && patch.access !== row.access) {
        // PENDING becomes HAS_ACCESS only by joining; a pending invitation cannot be paused.
        if (row.access === 'PENDING') {
          throw new AppError(
            'PRECONDITION',
            'STAFF_MEMBER_NOT_JOINED',
            'The staff member has not joined yet: access changes once they join',
            { staffMemberId },
          );
        }
        values.access = patch.access satisfies StaffAccess;
      }
      await updateStaffRow(unit, staffMemberId, values);
      return { staffMember: toWireStaffMember({ ...row, ...values, revision: row.revision + 1 }) };
    });
  }

  async delete(caller: Caller, staffMemberId: string): Promise<Record<string, never>> {
    const deleted = await this.unit(caller, (unit) => deleteStaffRow(unit, staffMemberId));
    if (!deleted) throw staffNotFound(staffMemberId);
    return {};
  }

  async query(caller: Caller, input: InputOf<R['queryStaffMembers']>): Promise<StaffPageAnswer> {
    const page = await this.listing.query(caller.siteId, null, input.query ?? {});
    if (!input.fieldsets?.includes('LOGIN_LINK')) return page;
    const links = new Map(
      page.staffMembers.map((m) => [m.id, m.access === 'PENDING' ? null : `${this.deps.publicUrl}/check-in`]),
    );
    return {
      ...page,
      staffMembers: page.staffMembers.map((m) => ({ ...m, loginLink: links.get(m.id) ?? null })),
    };
  }

  /**
   * A new invitation for a member who has not joined: a new join token (its digest replaces the old
   * one, so the previous link stops working) for another week, mailed in the same unit.
   */
  resendInvitation(
    caller: Caller,
    staffMemberId: string,
  ): Promise<{ staffMember: StaffMember; joinToken: string; joinLink: string }> {
    return this.unit(caller, async (unit) => {
      const row = await findStaffMember(unit, staffMemberId);
      if (!row) throw staffNotFound(staffMemberId);
      if (row.access !== 'PENDING') {
        throw new AppError(
          'PRECONDITION',
          'STAFF_MEMBER_ALREADY_JOINED',
          'The staff member has already joined: there is no invitation to send again',
          { staffMemberId },
        );
      }
      const { joinToken, joinLink } = this.newJoinToken();
      const values = {
        join_token_hash: sha256Hex(joinToken),
        join_expires_date: isoAt(this.deps.clock.now() + JOIN_TOKEN_TTL_MS),
        updated_date: this.now(),
      };
      await updateStaffRow(unit, staffMemberId, values);
      // A staff member made without an email gets no mail: the owner passes the new link on.
      if (row.email) await queueMessage(unit, invitationEmail(row.email, row.name, joinLink));
      // updateStaffRow raised the revision; the answer says so, and carries the new link as loginLink.
      const next = { ...row, ...values, revision: row.revision + 1 };
      return { staffMember: toWireStaffMember(next, { loginLink: joinLink }), joinToken, joinLink };
    });
  }

  private newJoinToken(): { joinToken: string; joinLink: string } {
    const joinToken = `tsj_${randomSecret(32)}`;
    return {
      joinToken,
      joinLink: `${this.deps.publicUrl}/staff/join#joinToken=${encodeURIComponent(joinToken)}`,
    };
  }

  /** The calling member accepts the invitation of `joinToken` (one use, until it expires). */
  join(caller: Caller, joinToken: string): Promise<{ staffMember: StaffMember }> {
    const memberId = caller.subjectId;
    if (caller.role !== 'MEMBER' || !memberId) throw joinTokenInvalid();
    const hash = sha256Hex(joinToken);
    return this.unit(caller, async (unit) => {
      const row = await findByJoinTokenHash(unit, hash);
      if (!row || row.access !== 'PENDING' || !row.join_expires_date) throw joinTokenInvalid();
      const now = this.now();
      if (row.join_expires_date <= now) throw joinTokenInvalid();
      const member = await findMember(unit, memberId);
      if (member?.status !== 'ACTIVE') {
        throw new AppError('PRECONDITION', 'MEMBER_NOT_ACTIVE', 'Only an active member can join as staff');
      }
      // A racing second use of the token finds the row no longer pending.
      if (!(await joinIfPending(unit, row.id, hash, { member_id: memberId, updated_date: now }))) {
        throw joinTokenInvalid();
      }
      return {
        staffMember: toWireStaffMember({
          ...row,
          access: 'HAS_ACCESS',
          member_id: memberId,
          join_token_hash: null,
          join_expires_date: null,
          updated_date: now,
          revision: row.revision + 1,
        }),
      };
    });
  }

  /**
   * A link that logs a joined staff member in once: a one-time code in its fragment (only its
   * sha256 is stored, on the staff row, so a newer link replaces an older one). The link holds no
   * credential: the page redeems the code by POST (`redeemLogin`) and posts the session token it
   * gets to the hosted login's callback, so no token is ever in a URL.
   */
  login(caller: Caller, staffMemberId: string): Promise<{ loginLink: string; expiresDate: string }> {
    return this.unit(caller, async (unit) => {
      const row = await findStaffMember(unit, staffMemberId);
      if (!row) throw staffNotFound(staffMemberId);
      if (row.access !== 'HAS_ACCESS' || !row.member_id) {
        throw new AppError(
          'PRECONDITION',
          row.access === 'PENDING' ? 'STAFF_MEMBER_NOT_JOINED' : 'STAFF_ACCESS_PAUSED',
          `The staff member's access is ${row.access}`,
          { staffMemberId },
        );
      }
      const member = await findMember(unit, row.member_id);
      if (member?.status !== 'ACTIVE') {
        throw new AppError(
          'PRECONDITION',
          'MEMBER_NOT_ACTIVE',
          'The staff member’s site member is not active',
        );
      }
      const loginCode = `tsl_${randomSecret(32)}`;
      const expiresDate = isoAt(this.deps.clock.now() + LOGIN_LINK_TTL_MS);
      await updateStaffRow(unit, staffMemberId, {
        login_code_hash: sha256Hex(loginCode),
        login_expires_date: expiresDate,
      });
      return {
        loginLink: `${this.deps.publicUrl}/staff/login#loginCode=${encodeURIComponent(loginCode)}`,
        expiresDate,
      };
    });
  }

  /**
   * The login link's page spends its code (once, before it expires, while the staff member has
   * access and its site member is active) for identity's member session token.
   */
  redeemLogin(caller: Caller, loginCode: string): Promise<{ sessionToken: string }> {
    const hash = sha256Hex(loginCode);
    return this.unit(caller, async (unit) => {
      const row = await findByLoginCodeHash(unit, hash);
      if (!row?.member_id || !row.login_expires_date || row.login_expires_date <= this.now()) {
        throw loginCodeInvalid();
      }
      const member = await findMember(unit, row.member_id);
      if (member?.status !== 'ACTIVE') throw loginCodeInvalid();
      // A racing second redeem of the same code finds it gone.
      if (!(await spendLoginCode(unit, row.id, hash))) throw loginCodeInvalid();
      return { sessionToken: await createSessionToken(unit, row.member_id) };
    });
  }

  /** What the caller may do as staff now. */
  async access(caller: Caller) {
    if (caller.role === 'OWNER') {
      return { staffMember: null, access: null, scopes: [...STAFF_SCOPES], owner: true };
    }
    if (caller.role !== 'MEMBER' || !caller.subjectId) {
      return { staffMember: null, access: null, scopes: [], owner: false };
    }
    const rows = await staffOfMember(siteScope(this.deps.db, caller.siteId), caller.subjectId);
    const row = rows.find((r) => r.access === 'HAS_ACCESS') ?? rows[0];
    if (!row) return { staffMember: null, access: null, scopes: [], owner: false };
    const staffMember = toWireStaffMember(row);
    return {
      staffMember,
      access: staffMember.access,
      scopes: staffMember.access === 'HAS_ACCESS' ? staffMember.scopes : [],
      owner: false,
    };
  }
}

/**
 * Staff act on every event of the site: the official `allEvents` is accepted as it is, and
 * `specificEvents` refused in words rather than dropped (the person would reach more than asked).
 */
function eventAccessViolations(given: { specificEvents?: unknown }) {
  return given.specificEvents === undefined
    ? []
    : [
        violation(
          'staffMember.specificEvents',
          'Staff members act on every event of the site: use allEvents',
          'VALIDATION',
        ),
      ];
}

/** Scopes in their declared order, each once. */
const orderedScopes = (scopes: readonly StaffScope[]): StaffScope[] =>
  STAFF_SCOPES.filter((scope) => scopes.includes(scope));

/** The invitation: who asked is the site; the link joins once, within its week. */
function invitationEmail(email: string, name: string | null, joinLink: string): OutgoingMessage {
  return {
    channel: 'EMAIL',
    to: email,
    subject: 'You are invited to join the event staff',
    body: [
      name ? `Hello ${name},` : 'Hello,',
      '',
      'You have been invited to help run events on this site (checking guests in, selling tickets).',
      'Sign in or create an account, then open this link to accept (it works once, for 7 days):',
      '',
      joinLink,
    ].join('\n'),
  };
}
