import { describe, expect, it } from 'vitest';
import { listeningSite } from '../support/listening-site.ts';
import { ValidationError } from '../../src/index.ts';
import { oauthClientsAdmin } from '../../src/modules/oauth-clients-admin.ts';

// `@tessera/sdk/oauth-clients-admin` against a real server: the owner's OAuth clients and origins.
describe('@tessera/sdk/oauth-clients-admin against a Tessera server', () => {
  const site = listeningSite();
  const owner = () => site.owner({ oauthClientsAdmin });

  it('lists, creates, updates the origins of and deletes a client', async () => {
    const { oauthClientsAdmin: admin } = owner();
    const created = await admin.createOAuthClient({
      name: 'Kiosk',
      allowedRedirectOrigins: ['https://kiosk.example'],
    });
    const updated = await admin.updateOAuthClient(created.id, {
      allowedRedirectOrigins: ['https://kiosk.example', 'http://127.0.0.1:5173'],
    });
    expect(updated.allowedRedirectOrigins).toEqual(['https://kiosk.example', 'http://127.0.0.1:5173']);
    expect((await admin.listOAuthClients()).map((c) => c.name)).toEqual(['Public site client', 'Kiosk']);
    await admin.deleteOAuthClient(created.id);
    expect((await admin.listOAuthClients()).map((c) => c.id)).toEqual([site.app.site.clientId]);
  });

  it('a refused origin is a field violation naming the entry', async () => {
    const { oauthClientsAdmin: admin } = owner();
    const error = await admin
      .updateOAuthClient(site.app.site.clientId, { allowedRedirectOrigins: ['http://localhost:99999'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations.map((v) => v.field)).toEqual([
      'client.allowedRedirectOrigins.0',
    ]);
  });
});
