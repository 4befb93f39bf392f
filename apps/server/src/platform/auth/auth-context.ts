import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export type CallerKind = 'ANONYMOUS' | 'VISITOR' | 'MEMBER' | 'OWNER';

export interface AuthContext {
  kind: CallerKind;
  siteId: string | null;
  /** Visitor or member id for token callers; API key id for owners. */
  subjectId?: string;
  clientId?: string;
}

export const anonymous: AuthContext = { kind: 'ANONYMOUS', siteId: null };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** The route reads no credentials (token endpoint, health, key set). */
    public?: boolean;
  }
}

/** The caller's site; every call except the token endpoint needs one. */
export function requireSite(request: FastifyRequest): string {
  const { siteId } = request.auth;
  if (!siteId) {
    throw new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', 'Missing or invalid Authorization header');
  }
  return siteId;
}

/** Owner calls: an API key of the site. */
export function requireOwner(request: FastifyRequest): string {
  const siteId = requireSite(request);
  if (request.auth.kind !== 'OWNER') {
    throw new AppError('PERMISSION_DENIED', 'PERMISSION_DENIED', 'This call requires an owner API key');
  }
  return siteId;
}

export const isOwner = (request: FastifyRequest): boolean => request.auth.kind === 'OWNER';
