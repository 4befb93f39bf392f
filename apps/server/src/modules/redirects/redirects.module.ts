import { redirectsRoutes } from '@tessera/contracts/routes/redirects.routes';
import { logoutRoutes } from '@tessera/contracts/routes/sign-out.routes';
import { defineModule } from '../../platform/module.ts';
import * as sessionSubjects from './migrations/0034_redirect_session_subjects.ts';
import { registerHostedLogin } from './hosted-login.ts';
import { registerRedirectRoutes } from './redirects.routes.ts';
import { RedirectSessions } from './redirects.service.ts';
import { VisitorTransfer } from './visitor-transfer.ts';

declare module '../../platform/module.ts' {
  interface ModuleOptions {
    /** The hosted login page (e.g. the web app's `/login`); the server's fallback page by default. */
    loginPagePath?: string;
  }
}

/** Redirect sessions and the hosted login, authorize and logout pages. */
export const redirectsModule = defineModule({
  name: 'redirects',
  routeGroups: [redirectsRoutes, logoutRoutes],
  migrations: { '0034_redirect_session_subjects': sessionSubjects },
  setup(platform) {
    const { db, uow, keys, apiKeys, revocations, publicUrl, options, clock } = platform;
    const deps = { db, uow, keys, apiKeys, revocations, publicUrl };
    return {
      routes(server) {
        registerRedirectRoutes(server, new RedirectSessions(deps, clock), new VisitorTransfer(deps, clock));
        registerHostedLogin(server, deps, { loginPagePath: options.loginPagePath });
      },
    };
  },
});
