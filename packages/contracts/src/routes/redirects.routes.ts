import {
  CreateRedirectSessionRequest,
  CreateRedirectSessionResponse,
  ExchangeRedirectSessionRequest,
  ExchangeRedirectSessionResponse,
} from '../redirects.ts';
import * as endpoints from './redirects.endpoints.ts';
import { route } from './route.ts';

const tags = ['Redirect sessions'] as const;
const description =
  'A URL to send the browser to: the hosted login (auth, login), logout, or a page of the site ' +
  '(checkouts, product, booking, members account). Exactly one section.';

export const redirectsRoutes = {
  createRedirectSession: route(endpoints.createRedirectSession, {
    tags,
    access: 'visitor',
    description,
    input: CreateRedirectSessionRequest,
    // Its answer carries the session's handle and sets the browser-binding cookie: never kept.
    idempotency: false,
    response: CreateRedirectSessionResponse,
  }),
  createRedirectSessionAlias: route(endpoints.createRedirectSessionAlias, {
    tags,
    access: 'visitor',
    description: `${description} Alias of /_api/redirects-api/v1/redirect-session.`,
    input: CreateRedirectSessionRequest,
    // Its answer carries the session's handle and sets the browser-binding cookie: never kept.
    idempotency: false,
    response: CreateRedirectSessionResponse,
  }),
  exchangeRedirectSession: route(endpoints.exchangeRedirectSession, {
    tags,
    access: 'visitor',
    description:
      "Trades a page redirect session's handle (the `redirectSession` parameter of its page) once, " +
      'within 30 minutes of its creation, for tokens of the visitor or member who created it, issued ' +
      "to the caller's OAuth client: a page opened from another origin continues as the same visitor. " +
      'Unknown, or of another site: 404; already traded: 409; expired: 400.',
    input: ExchangeRedirectSessionRequest,
    // Its answer carries tokens: never kept.
    idempotency: false,
    response: ExchangeRedirectSessionResponse,
  }),
};
