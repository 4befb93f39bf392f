// The members module's only entry: other modules and the app import from here, never deeper.
export { membersModule } from './members.module.ts';
// Member accounts themselves are identity's (identity/member-accounts.ts): members depends on identity.
export type { MembersService } from './members.service.ts';
