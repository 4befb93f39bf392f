import type { RouteSpec } from '@tessera/contracts/routes/index';
import type { TestApp } from '../test-app.ts';

/** Fixtures the samples point at (created once per test app). */
export interface SampleFixtures {
  app: TestApp;
  eventId: string;
  categoryId: string;
  slug: string;
  /** A fresh event for calls that consume one (publish, cancel, delete, update). */
  freshEvent(options?: { draft?: boolean }): Promise<string>;
}

/** A valid call of a route: its path parameters and payload. */
export interface Sample {
  params?: Record<string, string>;
  input?: Record<string, unknown>;
  /**
   * For a route of a resource that belongs to a member or visitor (`ownerOrSubjectOf`): whom
   * this sample's resource belongs to. The role matrix calls as them and expects to pass.
   */
  subject?: { role: 'MEMBER' | 'VISITOR'; id: string };
}

export type SampleCall = (fx: SampleFixtures) => Promise<Sample> | Sample;

/**
 * One sample per route of a route group, keyed by operation id: the compiler refuses a domain
 * file that lacks a route of its group or names a route of another.
 */
export type SamplesOf<G extends Record<string, RouteSpec>> = {
  readonly [K in keyof G as G[K]['operationId']]: SampleCall;
};
