import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EventReads } from '../../src/modules/events/events.reads.ts';
import { jsonWithArrays } from '../../src/platform/serialized-json.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, queryEvents } from '../events/helpers.ts';

/**
 * The suite checks every answer against its route's response schema (test-app.ts turns it on):
 * an answer with a field the schema does not declare, such as an owner-only field leaking to
 * the wire, fails with a 500 that names it — also when the answer was written as JSON text.
 */
describe('response validation in the test suite', () => {
  let app: TestApp;
  let event: { id: string };

  beforeAll(async () => {
    app = await createTestApp();
    event = await createEvent(app, { title: 'Checked' });
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  const pagingMetadata = { count: 1, offset: 0, total: 1, tooManyToCount: false };

  async function answerOf(body: unknown) {
    const real = (await (await queryEvents(app, {})).json()).events[0];
    vi.spyOn(EventReads.prototype, 'query').mockResolvedValue(
      typeof body === 'function' ? body(real) : (body as never),
    );
    return queryEvents(app, {});
  }

  it('lets a matching answer through, as a value or as written JSON', async () => {
    const asText = await answerOf((real: object) =>
      jsonWithArrays({ events: [Buffer.from(JSON.stringify(real))] }, { pagingMetadata }),
    );
    expect(asText.statusCode, asText.body).toBe(200);
    expect(asText.json().events[0].id).toBe(event.id);
  });

  it('turns a leaked field into a 500 naming it, in a value', async () => {
    const response = await answerOf((real: object) => ({
      events: [{ ...real, ownerEmail: 'owner@example.com' }],
      pagingMetadata,
    }));
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('RESPONSE_SCHEMA_MISMATCH');
    expect(response.body).toContain('ownerEmail');
  });

  it('turns a leaked field into a 500 naming it, in written JSON', async () => {
    const response = await answerOf((real: object) =>
      jsonWithArrays(
        { events: [Buffer.from(JSON.stringify({ ...real, feedToken: 'secret' }))] },
        { pagingMetadata },
      ),
    );
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('feedToken');
    expect(response.body).not.toContain('"secret"');
  });
});
