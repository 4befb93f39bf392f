import { describe, expect, it } from 'vitest';
import { allowGuests, rsvpEvent } from '../../../../apps/server/test/rsvps/helpers.ts';
import { listeningSite } from '../support/listening-site.ts';
import { ApplicationError, ValidationError, createClient } from '../../src/index.ts';
import { OAuthStrategy } from '../../src/oauth.ts';
import { rsvps } from '../../src/modules/rsvps.ts';

// The visitor's RSVP module against a real server, over HTTP: each client is a new visitor.
describe('@tessera/sdk rsvps against a Tessera server', () => {
  const site = listeningSite();
  const visitor = () =>
    createClient({
      baseUrl: site.baseUrl,
      auth: OAuthStrategy({ clientId: site.app.site.clientId }),
      modules: { rsvps },
    }).rsvps;
  const contact = (n: string) => ({ firstName: 'Ada', lastName: n, email: `ada.${n}@example.com` });

  it('answers an event with guests, reads, changes and withdraws the answer', async () => {
    const eventId = await rsvpEvent(site.app, { limit: 10 });
    await allowGuests(site.app, eventId, 3);
    const me = visitor();
    const form = await me.getRsvpForm(eventId);
    expect(form.controls.map((c) => c.type)).toEqual(expect.arrayContaining(['NAME', 'GUEST_CONTROL']));

    const created = await me.createRsvp({
      eventId,
      ...contact('one'),
      form: { inputValues: [{ inputName: 'additionalGuests', value: '2' }] },
    });
    expect(created).toMatchObject({ eventId, status: 'YES', totalGuests: 3, email: 'ada.one@example.com' });
    expect((await me.getRsvp(created.id)).id).toBe(created.id);

    const declined = await me.setRsvpStatus(created.id, 'NO');
    expect(declined.status).toBe('NO');
    await expect(
      me.updateRsvp(created.id, { status: 'YES' }, { revision: created.revision }),
    ).rejects.toMatchObject({ code: 'REVISION_MISMATCH' });
    const back = await me.updateRsvp(created.id, { status: 'YES' }, { revision: declined.revision });
    expect(back.status).toBe('YES');

    // Someone else's RSVP answers exactly like one that does not exist.
    const other = visitor();
    await expect(other.getRsvp(created.id)).rejects.toMatchObject({ status: 404, code: 'RSVP_NOT_FOUND' });

    await me.cancelRsvp(created.id);
    await expect(me.getRsvp(created.id)).rejects.toBeInstanceOf(ApplicationError);
  });

  it('names the bad field of a form answer', async () => {
    const eventId = await rsvpEvent(site.app);
    const error = await visitor()
      .createRsvp({ eventId, firstName: 'Ada', lastName: 'Bad', email: 'not-an-email' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations.map((v) => v.field)).toEqual([
      'rsvp.form.inputValues.email',
    ]);
  });

  it('puts an answer to a full event on its waitlist', async () => {
    const eventId = await rsvpEvent(site.app, { limit: 1, waitlistEnabled: true });
    expect((await visitor().createRsvp({ eventId, ...contact('first') })).status).toBe('YES');
    expect((await visitor().createRsvp({ eventId, ...contact('second') })).status).toBe('WAITLIST');
  });

  it("lists the caller's current RSVPs page by page, and only theirs", async () => {
    const me = visitor();
    const events = [await rsvpEvent(site.app), await rsvpEvent(site.app), await rsvpEvent(site.app)];
    for (const [i, eventId] of events.entries()) await me.createRsvp({ eventId, ...contact(`p${i}`) });
    await visitor().createRsvp({ eventId: events[0]!, ...contact('someone-else') });

    const first = await me.listCurrentRsvps({ limit: 2 });
    expect(first.items.map((r) => r.eventId)).toEqual(events.slice(0, 2));
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((r) => r.eventId)).toEqual(events.slice(2));
    expect(second.hasNext()).toBe(false);
    await expect(second.next()).rejects.toThrow('no next page');

    const one = await me.listCurrentRsvps({ eventIds: [events[1]!] });
    expect(one.items.map((r) => r.eventId)).toEqual([events[1]]);
  });

  it('reads summaries for the owner; a visitor is refused', async () => {
    const eventId = await rsvpEvent(site.app, { limit: 5 });
    await visitor().createRsvp({ eventId, ...contact('sum') });
    const owner = site.owner({ rsvps }).rsvps;
    expect(await owner.rsvpSummaries([eventId])).toEqual([
      expect.objectContaining({ eventId, yesGuestCount: 1, totalRsvpCount: 1 }),
    ]);
    await expect(visitor().rsvpSummaries([eventId])).rejects.toMatchObject({ status: 403 });
  });
});
