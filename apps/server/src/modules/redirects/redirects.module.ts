import { defineModule } from '../../platform/module.ts';
import { registerHostedLogin } from './hosted-login.ts';
import { registerRedirectRoutes } from './redirects.routes.ts';
import { RedirectSessions } from './redirects.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleOptions {
    /** The hosted login page (e.g. the web app's `/login`); the server's fallback page by default. */
    loginPagePath?: string;
  }
}

/** Redirect sessions and the hosted login, authorize and logout pages. */
export const redirectsModule = defineModule({
  name: 'redirects',
  setup(platform) {
    const { db, uow, keys, apiKeys, revocations, publicUrl, options } = platform;
    const deps = { db, uow, keys, apiKeys, revocations, publicUrl };
    return {
      routes(server) {
        registerRedirectRoutes(server, new RedirectSessions(deps));
        registerHostedLogin(server, deps, { loginPagePath: options.loginPagePath });
      },
    };
  },
});
