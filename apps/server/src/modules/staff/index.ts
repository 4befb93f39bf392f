// The staff module's only entry: other modules and the app import from here, never deeper.
export { staffModule } from './staff.module.ts';
export type { StaffService } from './staff.service.ts';
