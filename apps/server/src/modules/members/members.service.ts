import type { Caller } from '../../platform/auth/caller.ts';
import type { QueryV2 } from '@tessera/contracts';
import type { CreateMemberRequest, Member } from '@tessera/contracts/members';
import type { DataVersionOf } from '../../platform/data-versions.ts';
import { siteCursorSecrets } from '../../platform/query/cursor-secrets.ts';
import { openListing, type Listing } from '../../platform/query/listing.ts';
import type { RevocationList } from '../../platform/auth/revocations.ts';
import { isUniqueViolation, type Db } from '../../platform/db.ts';
import { newId } from '../../platform/ids.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork, UnitOptions } from '../../platform/unit-of-work.ts';
import { forgetDevices } from '../identity/index.ts';
import { emailExists, invalidEmail, isValidEmail } from '../identity/index.ts';
import { endMemberSessions } from '../identity/index.ts';
import { approveRow, blockRow, deleteRow } from './member-actions.ts';
import { queueActivationEmail } from './member-activation.ts';
import { requireSlug, slugHolder, slugTaken } from '../identity/index.ts';
import { membersListing, type MembersPageAnswer } from './members.filter.ts';
import { applyMemberUpdate, toMember } from './members.mapper.ts';
import {
  findMember,
  findMemberByEmail,
  insertMember,
  lockMember,
  normalizeEmail,
  profileOf,
  reasonsOf,
  statusFor,
  updateMember,
} from '../identity/index.ts';

type MemberRow = NonNullable<Awaited<ReturnType<typeof lockMember>>>;

const memberNotFound = () => notFound('MEMBER_NOT_FOUND', 'No such member');

async function assertSlugFree(tx: SiteTx, slug: string, memberId: string): Promise<void> {
  const holder = await slugHolder(tx, slug);
  if (holder && holder !== memberId) throw slugTaken(slug);
}

/** Members: the owner's management calls and a member's own profile. */
export class MembersService {
  private readonly listing: Listing<null, MemberRow, MembersPageAnswer>;

  constructor(
    private readonly deps: {
      db: Db;
      uow: UnitOfWork;
      revocations: RevocationList;
      publicUrl: string;
      /** Data versions: with them, listing totals are reused while no member changed. */
      dataVersion?: DataVersionOf;
    },
  ) {
    this.listing = openListing(membersListing, {
      db: deps.db,
      cursorSecret: siteCursorSecrets(deps.db),
      dataVersion: deps.dataVersion,
    });
  }

  private async visible(siteId: string, memberId: string) {
    const member = await findMember(siteScope(this.deps.db, siteId), memberId);
    if (!member || member.status === 'DELETED') throw memberNotFound();
    return member;
  }

  /**
   * One unit of work on a member that exists and is not deleted, its row locked for the change
   * (every owner action and profile change starts so).
   */
  private onLiveMember<T>(
    siteId: string,
    memberId: string,
    work: (tx: SiteTx, member: MemberRow) => Promise<T>,
    options: UnitOptions,
  ): Promise<T> {
    return this.deps.uow.run(
      siteId,
      async (tx) => {
        const member = await lockMember(tx, memberId);
        if (!member || member.status === 'DELETED') throw memberNotFound();
        return work(tx, member);
      },
      options,
    );
  }

  async getMember(caller: Caller, memberId: string): Promise<Member> {
    const { siteId } = caller;
    return toMember(await this.visible(siteId, memberId));
  }

  /** ListMembers and QueryMembers: the members listing (members.filter.ts). */
  async query(
    caller: Caller,
    options: {
      filter?: Record<string, unknown> | null;
      paging?: { limit?: number | null; offset?: number | null };
      cursorPaging?: { limit?: number | null; cursor?: string | null };
      sorting?: { fieldName: string; order?: 'ASC' | 'DESC' }[];
    },
  ): Promise<MembersPageAnswer> {
    const { siteId } = caller;
    return this.listing.query(siteId, null, {
      filter: options.filter ?? undefined,
      sort: options.sorting,
      paging: options.paging as QueryV2['paging'],
      cursorPaging: options.cursorPaging as QueryV2['cursorPaging'],
    });
  }

  /** The owner updates anyone, a member only themself: the route table's rule (`member-subjects.ts`). */
  async update(
    caller: Caller,
    memberId: string,
    input: Parameters<typeof applyMemberUpdate>[1] & { id?: string },
  ) {
    const { siteId } = caller;
    if (input.id && input.id !== memberId) {
      throw validationError([
        violation('member.id', 'must match the member id in the path', 'VALIDATION', {}),
      ]);
    }
    const rawSlug = input.profile?.slug;
    const slug = rawSlug ? requireSlug(rawSlug, 'member.profile.slug') : rawSlug;
    return this.withSlugConflict(slug, () =>
      this.onLiveMember(
        siteId,
        memberId,
        async (tx, member) => {
          if (slug) await assertSlugFree(tx, slug, memberId);
          await updateMember(tx, memberId, {
            profile: applyMemberUpdate(profileOf(member), input),
            // An empty or null slug clears it; an absent one leaves it.
            ...(rawSlug !== undefined ? { slug: slug || null } : {}),
          });
          return toMember((await findMember(tx, memberId))!);
        },
        { changes: ['members'] },
      ),
    );
  }

  /** A member's own slug (member) or any member's (owner): normalised, unique per site. */
  async setSlug(caller: Caller, memberId: string, rawSlug: string): Promise<Member> {
    const { siteId } = caller;
    const slug = requireSlug(rawSlug, 'slug');
    return this.withSlugConflict(slug, () =>
      this.onLiveMember(
        siteId,
        memberId,
        async (tx, member) => {
          await assertSlugFree(tx, slug, memberId);
          if (member.slug !== slug) await updateMember(tx, memberId, { slug });
          return toMember((await findMember(tx, memberId))!);
        },
        { changes: ['members'] },
      ),
    );
  }

  /** Two members taking one slug at once: the unique index lets one win, the other gets the 409. */
  private async withSlugConflict<T>(slug: string | null | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (slug && isUniqueViolation(error)) throw slugTaken(slug);
      throw error;
    }
  }

  /**
   * Signs a member out everywhere: their sessions end, their access and refresh tokens stop
   * working (as when blocking) and remembered devices must pass the second factor again. The
   * member stays able to log in.
   */
  async disconnect(caller: Caller, memberId: string): Promise<Member> {
    const { siteId } = caller;
    return this.onLiveMember(
      siteId,
      memberId,
      async (tx, member) => {
        await forgetDevices(tx, memberId);
        await endMemberSessions(tx, memberId, this.deps.revocations);
        return toMember(member);
      },
      { changes: ['identity'] },
    );
  }

  /** MUTED or ACTIVE: shown as the member's `activityStatus` (spec: muted members may not post). */
  async setActivity(caller: Caller, memberId: string, activityStatus: 'ACTIVE' | 'MUTED'): Promise<Member> {
    const { siteId } = caller;
    return this.onLiveMember(
      siteId,
      memberId,
      async (tx, member) => {
        if (member.activity_status !== activityStatus) await updateMember(tx, memberId, { activityStatus });
        return toMember((await findMember(tx, memberId))!);
      },
      { changes: ['members'] },
    );
  }

  /**
   * The owner creates a member: approved (the owner vouches for it), email not yet verified, no
   * password until the member sets one through an activation or recovery link.
   */
  async create(caller: Caller, input: CreateMemberRequest): Promise<Member> {
    const { siteId } = caller;
    const email = normalizeEmail(input.member.loginEmail);
    if (!isValidEmail(email)) throw invalidEmail('member.loginEmail');
    if (await findMemberByEmail(siteScope(this.deps.db, siteId), email)) throw emailExists();
    const { contact, profile, privacyStatus } = input.member;
    const slug = profile?.slug ? requireSlug(profile.slug, 'member.profile.slug') : null;
    const id = newId();
    try {
      return await this.deps.uow.run(
        siteId,
        async (tx) => {
          if (slug) await assertSlugFree(tx, slug, id);
          await insertMember(tx, {
            slug,
            id,
            email,
            passwordHash: null,
            status: 'ACTIVE',
            reasons: [],
            emailVerified: false,
            profile: applyMemberUpdate({ privacyStatus: 'PRIVATE' }, { contact, profile, privacyStatus }),
          });
          if (input.sendActivationEmail) {
            await queueActivationEmail(tx, { id, loginEmail: email }, this.deps.publicUrl);
          }
          return toMember((await findMember(tx, id))!);
        },
        { changes: ['members'] },
      );
    } catch (error) {
      // Two creations (or a registration) of one email or slug at once: the unique index lets one win.
      if (isUniqueViolation(error)) {
        const scope = siteScope(this.deps.db, siteId);
        throw slug && (await slugHolder(scope, slug)) ? slugTaken(slug) : emailExists();
      }
      throw error;
    }
  }

  async approve(caller: Caller, memberId: string): Promise<Member> {
    const { siteId } = caller;
    return this.onLiveMember(
      siteId,
      memberId,
      async (tx, member) => {
        await approveRow(tx, member);
        return toMember((await findMember(tx, memberId))!);
      },
      { changes: ['members'] },
    );
  }

  /** Blocks a member: their sessions end and their tokens stop working at once. */
  async block(caller: Caller, memberId: string): Promise<Member> {
    const { siteId } = caller;
    return this.onLiveMember(
      siteId,
      memberId,
      async (tx) => {
        await blockRow(tx, memberId, this.deps.revocations);
        return toMember((await findMember(tx, memberId))!);
      },
      { changes: ['members', 'identity'] },
    );
  }

  async unblock(caller: Caller, memberId: string): Promise<Member> {
    const { siteId } = caller;
    return this.onLiveMember(
      siteId,
      memberId,
      async (tx, member) => {
        if (member.status !== 'BLOCKED') {
          throw new AppError('PRECONDITION', 'MEMBER_NOT_BLOCKED', 'The member is not blocked');
        }
        await updateMember(tx, memberId, { status: statusFor(reasonsOf(member)) });
        return toMember((await findMember(tx, memberId))!);
      },
      { changes: ['members'] },
    );
  }

  /** Deletes a member (member-actions.ts `deleteRow`). */
  async delete(caller: Caller, memberId: string): Promise<void> {
    const { siteId } = caller;
    await this.onLiveMember(
      siteId,
      memberId,
      async (tx) => {
        await deleteRow(tx, memberId, this.deps.revocations);
      },
      { changes: ['members', 'identity'] },
    );
  }
}
