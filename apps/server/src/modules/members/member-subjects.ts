import type { SubjectLookup } from '../../platform/auth/subject-access.ts';
import { memberNotFound } from '../identity/index.ts';

/**
 * `{ ownerOrSubjectOf: 'member' }`: a member's profile belongs to that member, so no row is
 * read; whether the member exists is the service's question (under its lock), asked only once
 * the caller may know the answer.
 */
export const memberSubjects: SubjectLookup = {
  subjectsOf: (_siteId, memberId) => [{ role: 'MEMBER', id: memberId }],
  // Called, not referenced: identity and members import each other's index, so a binding read
  // while the modules load may not be set yet.
  notFound: () => memberNotFound(),
};
