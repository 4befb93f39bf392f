import { eventFormsRoutes } from '@tessera/contracts/routes/event-forms.routes';
import { formDomainEvents } from '@tessera/contracts/form-events';
import { defineModule } from '../../platform/module.ts';
import { registerEventFormRoutes } from './event-forms.routes.ts';
import { EventFormsService } from './event-forms.service.ts';
import * as eventForms from './migrations/0025_event_forms.ts';

/** The registration form of events: controls, messages, draft and publish; answers checked against it. */
export const eventFormsModule = defineModule({
  name: 'event-forms',
  routeGroups: [eventFormsRoutes],
  domainEvents: formDomainEvents,
  migrations: { '0025_event_forms': eventForms },
  setup({ db, uow, clock }) {
    const forms = new EventFormsService({ db, uow, clock });
    return {
      routes: (server) => registerEventFormRoutes(server, forms),
      exports: { forms },
    };
  },
});
