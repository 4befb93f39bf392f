import type { AppError } from '../errors.ts';
import type { AuthContext } from './auth-context.ts';

/** A member or visitor a resource belongs to (the `subjectId` of their access tokens). */
export interface OwningSubject {
  role: 'MEMBER' | 'VISITOR';
  id: string;
}

/**
 * How a module finds whom its resources belong to, for the route table's
 * `{ ownerOrSubjectOf: <name>, param }` rule (one lookup per name, given to `registerRoutes`).
 */
export interface SubjectLookup {
  /**
   * The members or visitors `resourceId` belongs to on the site — several when, say, a
   * visitor's cart was taken over by the member who logged in; none for no such resource.
   */
  subjectsOf(
    siteId: string,
    resourceId: string,
  ): Promise<readonly OwningSubject[]> | readonly OwningSubject[];
  /** The resource's own "not found": what everyone else gets, whether it exists or not. */
  notFound(): AppError;
}

/**
 * Lets the call go on only when the caller is a member or visitor the resource belongs to;
 * anyone else gets the resource's 404, so a refusal tells nothing about someone else's
 * resource (not even that it exists), exactly like asking for an id that does not exist.
 */
export async function assertOwningSubject(
  auth: AuthContext,
  lookup: SubjectLookup,
  resourceId: unknown,
): Promise<void> {
  const { role, siteId, subjectId } = auth;
  if ((role === 'MEMBER' || role === 'VISITOR') && siteId && subjectId && typeof resourceId === 'string') {
    const subjects = await lookup.subjectsOf(siteId, resourceId);
    if (subjects.some((subject) => subject.role === role && subject.id === subjectId)) return;
  }
  throw lookup.notFound();
}
