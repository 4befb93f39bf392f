// The port through which the members module reads and writes member accounts (its admin routes),
// as identity's own registration, login, verification and recovery do. Identity owns the rows
// (its migration made the table); members depends on identity, never the other way round.
export {
  findMember,
  findMemberByEmail,
  insertMember,
  lockMember,
  normalizeEmail,
  profileOf,
  reasonsOf,
  statusFor,
  updateMember,
  type ActivityStatus,
  type MemberChanges,
  type MemberRow,
  type MemberStatus,
} from './member-accounts.store.ts';
export { MAX_SLUG_LENGTH, normalizeSlug, requireSlug, slugHolder, slugTaken } from './member-slugs.ts';
