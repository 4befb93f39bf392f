import {
  EventsSettingsIdParams,
  EventsSettingsResponse,
  GetEventsSettingsRequest,
  UpdateEventsSettingsRequest,
} from '../events-settings.ts';
import * as endpoints from './events-settings.endpoints.ts';
import { route } from './route.ts';

const tags = ['Events settings'] as const;
const manage = { scope: 'events.manage' } as const;

export const eventsSettingsRoutes = {
  getEventsSettings: route(endpoints.getEventsSettings, {
    tags,
    access: manage,
    description: "The site's events settings; `fields` adds site, events, fee and payment information.",
    input: GetEventsSettingsRequest,
    response: EventsSettingsResponse,
  }),
  updateEventsSettings: route(endpoints.updateEventsSettings, {
    tags,
    access: manage,
    description:
      'Changes delayed payment capture and the hold duration of reservations (events that set none); ' +
      '`revision`, when sent, must be the current one.',
    params: EventsSettingsIdParams,
    input: UpdateEventsSettingsRequest,
    response: EventsSettingsResponse,
  }),
};
