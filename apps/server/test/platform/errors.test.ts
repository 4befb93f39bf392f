import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  AppError,
  envelopeOf,
  notFound,
  validationError,
  violation,
  violationsFromAjv,
} from '../../src/platform/errors.ts';
import { compileSort } from '../../src/platform/query/sort.ts';

describe('violationsFromAjv', () => {
  it('maps schema keywords to rule kinds and JSON pointers to dotted fields', () => {
    const violations = violationsFromAjv([
      { keyword: 'required', instancePath: '/event', params: { missingProperty: 'title' } },
      {
        keyword: 'maxLength',
        instancePath: '/event/title',
        params: { limit: 120 },
        message: 'must NOT have more than 120 characters',
      },
      { keyword: 'enum', instancePath: '/event/location/type', params: { allowedValues: ['VENUE'] } },
      { keyword: 'format', instancePath: '/event/a~1b', params: { format: 'date-time' } },
      { keyword: 'type', instancePath: '/event/x', params: { type: 'null' } },
      { keyword: 'anyOf', instancePath: '/event/x', params: {} },
      { keyword: 'maximum', instancePath: '/query/paging/limit', params: { limit: 1000 } },
      { keyword: 'maximum', instancePath: '/query/paging/limit', params: { limit: 1000 } },
    ]);
    expect(violations).toEqual([
      {
        field: 'event.title',
        description: 'must not be empty',
        violatedRule: 'REQUIRED_FIELD',
        data: { missingProperty: 'title' },
      },
      expect.objectContaining({ field: 'event.title', violatedRule: 'MAX_LENGTH', data: { limit: 120 } }),
      expect.objectContaining({ field: 'event.location.type', violatedRule: 'INVALID_ENUM_VALUE' }),
      expect.objectContaining({
        field: 'event.a/b',
        violatedRule: 'FORMAT',
        data: { format: 'date-time', type: 'DATE-TIME' },
      }),
      expect.objectContaining({ field: 'query.paging.limit', violatedRule: 'MAX' }),
    ]);
  });

  it('names the whole body, path or query string when the pointer is empty', () => {
    const rootError = { keyword: 'type', instancePath: '', params: { type: 'object' } };
    expect(violationsFromAjv([rootError])[0].field).toBe('body');
    expect(violationsFromAjv([rootError], 'params')[0].field).toBe('path');
    expect(violationsFromAjv([rootError], 'querystring')[0].field).toBe('query');
  });
});

describe('envelopeOf', () => {
  it('wraps violations in validationError, sorted by field', () => {
    const envelope = envelopeOf(
      validationError([
        violation('event.title', 'must not be empty', 'REQUIRED_FIELD'),
        violation('event.a', 'bad', 'FORMAT'),
      ]),
    );
    expect(envelope.message).toMatch(/^INVALID_ARGUMENT: /);
    expect(envelope.details.validationError!.fieldViolations.map((v) => v.field)).toEqual([
      'event.a',
      'event.title',
    ]);
    expect(envelope.details.applicationError).toBeUndefined();
  });

  it('wraps other failures in applicationError with their status', () => {
    const error = notFound('EVENT_NOT_FOUND', 'Event x not found', { eventId: 'x' });
    expect(error.status).toBe(404);
    expect(envelopeOf(error)).toEqual({
      message: 'Event x not found',
      details: {
        applicationError: {
          description: 'Event x not found',
          code: 'EVENT_NOT_FOUND',
          data: { eventId: 'x' },
        },
      },
    });
    const statuses = (
      ['INVALID', 'UNAUTHENTICATED', 'PERMISSION_DENIED', 'CONFLICT', 'PRECONDITION'] as const
    ).map((kind) => new AppError(kind, 'C', 'd').status);
    expect(statuses).toEqual([400, 401, 403, 409, 428]);
  });
});

describe('compileSort', () => {
  const fields = {
    title: { kind: 'string' as const, sql: sql.ref('t.title') },
    tags: { kind: 'string' as const, members: () => sql<boolean>`1 = 1`, sortable: false },
  };
  const tie = sql.ref('t.id');

  it('ends with the tie-breaker in the direction of the last term', () => {
    expect(compileSort([{ fieldName: 'title', order: 'DESC' }], fields, [], tie)).toHaveLength(2);
    expect(compileSort(undefined, fields, [{ fieldName: '_title' }], tie)).toHaveLength(2);
  });

  it('refuses unknown and unsortable fields with the index of the term', () => {
    for (const [sort, field] of [
      [[{ fieldName: 'nope' }], 'query.sort[0].fieldName'],
      [[{ fieldName: 'title' }, { fieldName: 'tags' }], 'query.sort[1].fieldName'],
    ] as const) {
      try {
        compileSort([...sort], fields, [], tie);
        expect.unreachable();
      } catch (error) {
        expect((error as AppError).violations?.[0]).toMatchObject({
          field,
          violatedRule: 'FIELD_NOT_ALLOWED',
        });
      }
    }
  });
});
