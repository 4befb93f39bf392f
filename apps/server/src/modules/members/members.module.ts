import { membersRoutes } from '@tessera/contracts/routes/members.routes';
import { dataVersions } from '../../platform/data-versions.ts';
import { defineModule } from '../../platform/module.ts';
import { MembersBulk } from './members.bulk.ts';
import { registerMemberRoutes } from './members.routes.ts';
import { MembersService } from './members.service.ts';
import * as memberSlugAndActivity from './migrations/0012_member_slug_and_activity.ts';

/** Members: profiles, the owner's member management and bulk actions. */
export const membersModule = defineModule({
  name: 'members',
  routeGroups: [membersRoutes],
  migrations: { '0012_member_slug_and_activity': memberSlugAndActivity },
  setup({ db, database, uow, revocations, publicUrl }) {
    const dataVersion = dataVersions(database);
    const members = new MembersService({ db, uow, revocations, publicUrl, dataVersion });
    return {
      routes: (server) => registerMemberRoutes(server, members, new MembersBulk({ uow, revocations })),
      exports: { members },
    };
  },
});
