// The policies module's only entry: other modules and the app import from here, never deeper.
export { policiesModule } from './policies.module.ts';
export type { PoliciesService } from './policies.service.ts';
