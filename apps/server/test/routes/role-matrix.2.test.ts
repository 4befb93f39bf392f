import { describeRoleMatrixShard } from './role-matrix.ts';

// A shard of the role matrix (role-matrix.ts): its routes are every n-th route of the table.
describeRoleMatrixShard(import.meta.filename);
