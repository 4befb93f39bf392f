// The port through which other modules (identity: registration, login, verification, recovery)
// read and write member accounts. They import it from the members index, never the store: the
// store's other functions (listings, profiles, slugs) stay the members module's own.
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
  type MemberChanges,
  type MemberRow,
  type MemberStatus,
} from './members.store.ts';
