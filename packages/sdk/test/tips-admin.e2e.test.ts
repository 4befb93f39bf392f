import { describe, expect, it } from 'vitest';
import { tipsAdmin } from '../src/modules/tips-admin.ts';
import { listeningSite } from './support/listening-site.ts';
import { newId } from '../../../apps/server/src/platform/ids.ts';

// The staff a tip may go to, through @tessera/sdk/tips-admin over real HTTP.
describe('@tessera/sdk tips-admin staff against a Tessera server', () => {
  const site = listeningSite();
  const owner = () => site.owner({ tips: tipsAdmin }).tips;

  async function invite(email: string, name: string): Promise<string> {
    const response = await site.app.request({
      method: 'POST',
      url: '/events/v1/staff-members',
      headers: site.app.ownerHeaders(),
      payload: { staffMember: { email, name, scopes: ['CHECK_IN_GUESTS'] } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().staffMember.id as string;
  }

  it("lists the site's staff by name, by a name's start and by ids (a hundred ids go as a POST)", async () => {
    const bo = await invite('bo@example.com', 'Bo');
    const ada = await invite('ada@example.com', 'Ada');
    const tips = owner();
    expect(await tips.listTippableStaff()).toEqual([
      { id: ada, staffMemberId: ada, name: 'Ada' },
      { id: bo, staffMemberId: bo, name: 'Bo' },
    ]);
    expect((await tips.listTippableStaff({ name: 'b' })).map((one) => one.name)).toEqual(['Bo']);
    // 100 ids make a query string longer than 4000 characters: the SDK posts the same input.
    const ids = [bo, ...Array.from({ length: 99 }, () => newId())];
    expect((await tips.listTippableStaff({ ids })).map((one) => one.id)).toEqual([bo]);
  });
});
