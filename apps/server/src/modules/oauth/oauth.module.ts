import { oauthRoutes } from '@tessera/contracts/routes/oauth.routes';
import { revokeTokenRoutes } from '@tessera/contracts/routes/sign-out.routes';
import { defineModule } from '../../platform/module.ts';
import { registerOAuthCleanup } from './cleanup.ts';
import { ClientOrigins } from './client-origins.ts';
import * as oauthMigration from './migrations/0005_oauth.ts';
import * as codeVisitor from './migrations/0047_oauth_code_visitor.ts';
import { MemberLogins } from './member-logins.ts';
import { OAuthClients } from './oauth-clients.ts';
import { registerOAuthRoutes, type TokenRateLimit } from './oauth.routes.ts';
import { OAuthService } from './oauth.service.ts';
import { TokenInfoService } from './token-info.ts';

declare module '../../platform/module.ts' {
  interface ModuleOptions {
    /** Token requests per address and window (defaults in modules/oauth/oauth.routes.ts). */
    tokenRateLimit?: TokenRateLimit;
  }
}

/** OAuth 2: tokens, token info, the site's clients (and the origins CORS allows), the purge job. */
export const oauthModule = defineModule({
  name: 'oauth',
  routeGroups: [oauthRoutes, revokeTokenRoutes],
  migrations: { '0005_oauth': oauthMigration, '0047_oauth_code_visitor': codeVisitor },
  setup(platform) {
    const { db, uow, keys, apiKeys, revocations, publicUrl, options, server } = platform;
    // Modules listed after this one subscribe (the store merges a visitor's cart at login).
    const memberLogins = new MemberLogins(server.log);
    const deps = { db, uow, keys, apiKeys, revocations, publicUrl, memberLogins };
    // One instance: the clients' writes forget what CORS answers keep (platform/cors.ts asks it).
    const clientOrigins = new ClientOrigins(db);
    return {
      routes: (server) =>
        registerOAuthRoutes(
          server,
          {
            oauth: new OAuthService(deps),
            tokenInfo: new TokenInfoService(deps),
            clients: new OAuthClients(deps, clientOrigins),
            deps,
          },
          options.tokenRateLimit,
        ),
      jobs: (jobs) => registerOAuthCleanup(jobs, db),
      exports: { clientOrigins, memberLogins },
    };
  },
});
