import type { FastifyBaseLogger } from 'fastify';

/** A member got tokens after logging in on a browser where they were this visitor until now. */
export interface MemberLogin {
  siteId: string;
  memberId: string;
  visitorId: string;
}

export type MemberLoginListener = (login: MemberLogin) => Promise<void>;

/**
 * Who wants to know that a visitor became a member (the store merges the visitor's cart into the
 * member's). Told after the token exchange committed and before its answer is sent, so the site's
 * next call as the member already sees the result; a listener's failure is logged and never fails
 * the login. Modules listed after oauth register through its exports.
 */
export class MemberLogins {
  private readonly listeners: MemberLoginListener[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  onMemberLogin(listener: MemberLoginListener): void {
    this.listeners.push(listener);
  }

  async notify(login: MemberLogin): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(login);
      } catch (error) {
        this.log?.error({ err: error, siteId: login.siteId }, 'a member login listener failed');
      }
    }
  }
}
