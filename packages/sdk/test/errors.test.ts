import { describe, expect, it } from 'vitest';
import {
  ApplicationError,
  SystemError,
  TesseraApiError,
  ValidationError,
  errorFromResponse,
} from '../src/index.ts';

const json = (status: number, body: unknown, init: { statusText?: string; requestId?: string } = {}) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: init.statusText,
    headers: {
      'content-type': 'application/json',
      ...(init.requestId ? { 'x-wix-request-id': init.requestId } : {}),
    },
  });

describe('errorFromResponse', () => {
  it('maps validation errors with violations sorted by field name', async () => {
    const error = await errorFromResponse(
      json(
        400,
        {
          message: 'invalid request',
          details: {
            validationError: {
              fieldViolations: [
                { field: 'event.title', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' },
                {
                  field: 'event.location.type',
                  description: 'must be VENUE or ONLINE',
                  violatedRule: 'INVALID_ENUM_VALUE',
                },
                {
                  field: 'event.dateAndTimeSettings',
                  description: 'is required',
                  violatedRule: 'REQUIRED_FIELD',
                  data: { a: 1 },
                },
              ],
            },
          },
        },
        { statusText: 'Bad Request', requestId: 'req-1' },
      ),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(TesseraApiError);
    expect(error.message).toBe(
      'INVALID_ARGUMENT: event.dateAndTimeSettings is required, event.location.type must be VENUE or ONLINE, event.title must not be empty',
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.requestId).toBe('req-1');
    expect((error as ValidationError).fieldViolations.map((v) => v.field)).toEqual([
      'event.dateAndTimeSettings',
      'event.location.type',
      'event.title',
    ]);
    expect(error.details.validationError?.fieldViolations[0]).toEqual({
      field: 'event.dateAndTimeSettings',
      description: 'is required',
      violatedRule: 'REQUIRED_FIELD',
      data: { a: 1 },
    });
  });

  it('combines message and description of application errors', async () => {
    const error = await errorFromResponse(
      json(
        404,
        {
          message: 'Event not found',
          details: {
            applicationError: {
              description: 'no event with id 42',
              code: 'EVENT_NOT_FOUND',
              data: { id: '42' },
            },
          },
        },
        { statusText: 'Not Found', requestId: 'req-2' },
      ),
    );
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.message).toBe('Event not found: no event with id 42');
    expect(error.code).toBe('EVENT_NOT_FOUND');
    expect(error.status).toBe(404);
    expect(error.requestId).toBe('req-2');
    expect(error.details).toEqual({
      applicationError: { description: 'no event with id 42', code: 'EVENT_NOT_FOUND', data: { id: '42' } },
    });
  });

  it('does not repeat a description equal to the message', async () => {
    const error = await errorFromResponse(
      json(403, {
        message: 'Forbidden',
        details: { applicationError: { description: 'Forbidden', code: 'PERMISSION_DENIED' } },
      }),
    );
    expect(error.message).toBe('Forbidden');
    expect(error.code).toBe('PERMISSION_DENIED');
  });

  it('keeps numeric-string identity codes', async () => {
    const error = await errorFromResponse(
      json(400, {
        message: 'login failed',
        details: { applicationError: { description: 'invalid password', code: '-19976' } },
      }),
    );
    expect(error.code).toBe('-19976');
  });

  it('turns other 4xx into application errors named after the status text', async () => {
    const error = await errorFromResponse(new Response('nope', { status: 401, statusText: 'Unauthorized' }));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.message).toBe('Unauthorized');
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.details.applicationError).toEqual({
      description: 'Unauthorized',
      code: 'UNAUTHORIZED',
      data: {},
    });

    const withMessage = await errorFromResponse(
      json(429, { message: 'slow down' }, { statusText: 'Too Many Requests' }),
    );
    expect(withMessage.message).toBe('slow down');
    expect(withMessage.code).toBe('TOO_MANY_REQUESTS');
  });

  it('uses UNKNOWN when a 4xx has no status text', async () => {
    const error = await errorFromResponse(new Response(null, { status: 418 }));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.message).toBe('UNKNOWN');
    expect(error.code).toBe('UNKNOWN');
    expect((error as ApplicationError).description).toBe('UNKNOWN');
  });

  it('reports anything else as a system error with the request id', async () => {
    const withId = await errorFromResponse(
      json(500, { message: 'boom' }, { statusText: 'Internal Server Error', requestId: 'req-9' }),
    );
    expect(withId).toBeInstanceOf(SystemError);
    expect(withId.message).toBe('System error occurred, request id: req-9');
    expect(withId.status).toBe(500);
    expect(withId.code).toBe('INTERNAL_SERVER_ERROR');

    const withoutId = await errorFromResponse(
      new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(withoutId.message).toBe('System error occurred');
    expect(withoutId.requestId).toBeUndefined();
  });

  it('treats a non-200 success status as a system error', async () => {
    const error = await errorFromResponse(new Response('{}', { status: 201 }));
    expect(error).toBeInstanceOf(SystemError);
  });
});
