import type { Policy } from '@tessera/contracts/policies';
import type { PolicyRow } from './policies.store.ts';

/** The one wire shape of a policy (`revision` is a string on the wire). */
export const toWirePolicy = (row: PolicyRow): Policy => ({
  id: row.id,
  revision: String(row.revision),
  createdDate: row.created_date,
  updatedDate: row.updated_date,
  name: row.name,
  body: row.body,
  eventId: row.event_id,
});
