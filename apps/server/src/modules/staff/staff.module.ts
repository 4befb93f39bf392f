import { staffRoutes } from '@tessera/contracts/routes/staff.routes';
import { defineModule } from '../../platform/module.ts';
import { staffPermissionsHook } from '../../platform/auth/staff-permissions.ts';
import * as staffMembersTable from './migrations/0028_staff_members.ts';
import * as staffLoginLinks from './migrations/0035_staff_login_links.ts';
import * as staffOfficialShape from './migrations/0036_staff_official_shape.ts';
import { staffPermissionsOf } from './staff.permissions.ts';
import { registerStaffRoutes } from './staff.routes.ts';
import { StaffService } from './staff.service.ts';
import './staff.schema.ts';

/** Staff members of the events area: invitations, join, login link, and their permissions on the Caller. */
export const staffModule = defineModule({
  name: 'staff',
  routeGroups: [staffRoutes],
  migrations: {
    '0028_staff_members': staffMembersTable,
    '0035_staff_login_links': staffLoginLinks,
    '0036_staff_official_shape': staffOfficialShape,
  },
  setup({ server, db, uow, clock, publicUrl }) {
    const service = new StaffService({ db, uow, clock, publicUrl });
    const permissionsOf = staffPermissionsOf(db);
    // Before any route is added: a member who is staff holds their scopes when a rule names one.
    server.addHook('onRequest', staffPermissionsHook(permissionsOf));
    return {
      routes: (app) => registerStaffRoutes(app, service),
      exports: { service, permissionsOf },
    };
  },
});
