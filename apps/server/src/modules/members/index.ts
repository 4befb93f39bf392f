// The members module's only entry: other modules and the app import from here, never deeper.
export { membersModule } from './members.module.ts';
export * from './member-accounts.ts';
export type { MembersService } from './members.service.ts';
