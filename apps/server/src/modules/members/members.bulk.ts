import type { Caller } from '../../platform/auth/caller.ts';
import type { RevocationList } from '../../platform/auth/revocations.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { selectFromSite } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { approveRow, blockRow, deleteRow } from './member-actions.ts';
import { compileFilter } from '../../platform/query/filter.ts';
import { memberQueryFields } from './members.filter.ts';
import { lockMember } from '../identity/index.ts';

/**
 * Members one bulk call may change, all in one transaction. A filter matching more is refused
 * before anything is written (narrow it, e.g. by `id: {"$in": [...]}`): the call either did all
 * of its work or none, and never holds the write lock for long.
 */
export const MAX_MEMBERS_PER_BULK_CALL = 1000;

export type BulkFilterAction = 'approve' | 'block' | 'delete';

export interface BulkActionMetadata {
  totalSuccesses: number;
  totalFailures: number;
  undetailedFailures: number;
}

interface ItemResult {
  itemMetadata: {
    id: string;
    originalIndex: number;
    success: boolean;
    error?: { code: string; description: string };
  };
}

/** The bulk calls: by filter (approve, block, delete) and delete by ids. */
export class MembersBulk {
  constructor(private readonly deps: { uow: UnitOfWork; revocations: RevocationList }) {}

  /**
   * Applies `action` to every member the filter selects (the filter of QueryMembers) that the
   * action changes: pending members waiting for approval, members not yet blocked, members not
   * deleted. Done when the call answers; `jobId` names the call (there is no job to poll).
   */
  async byFilter(
    caller: Caller,
    action: BulkFilterAction,
    input: { filter: Record<string, unknown>; search?: unknown },
  ): Promise<{ jobId: string; bulkActionMetadata: BulkActionMetadata }> {
    const { siteId } = caller;
    if (input.search !== undefined && input.search !== null) {
      // Dropping an unsupported narrowing would widen a delete: refuse it instead.
      throw validationError([violation('search', 'is not supported; use filter', 'FIELD_NOT_ALLOWED', {})]);
    }
    // Compiled (and so validated) before the unit starts: a refused filter writes nothing.
    const selected = compileFilter(input.filter, memberQueryFields, 'filter');
    const changed = await this.deps.uow.run(
      siteId,
      async (tx) => {
        let query = selectFromSite(tx, 'members')
          .selectAll()
          .where('status', '!=', 'DELETED')
          .where(selected);
        if (action === 'approve') {
          query = query
            .where('status', '=', 'PENDING')
            .where('pending_reasons', 'like', '%PENDING_ADMIN_APPROVAL_REQUIRED%');
        }
        if (action === 'block') query = query.where('status', '!=', 'BLOCKED');
        const rows = await tx
          .forUpdate(
            query
              .orderBy('created_date')
              .orderBy('id')
              .limit(MAX_MEMBERS_PER_BULK_CALL + 1),
          )
          .execute();
        if (rows.length > MAX_MEMBERS_PER_BULK_CALL) throw tooMany();
        for (const row of rows) await this.apply(tx, action, row);
        return rows.length;
      },
      { changes: ['members', 'identity'] },
    );
    return { jobId: newId(), bulkActionMetadata: metadata(changed, 0) };
  }

  /** Deletes the listed members (at most 100, schema-checked); an unknown id fails alone. */
  async deleteByIds(
    caller: Caller,
    memberIds: string[],
  ): Promise<{ results: ItemResult[]; bulkActionMetadata: BulkActionMetadata }> {
    const { siteId } = caller;
    const results = await this.deps.uow.run(
      siteId,
      async (tx) => {
        const answers: ItemResult[] = [];
        for (const [originalIndex, id] of memberIds.entries()) {
          const member = await lockMember(tx, id);
          const found = member && member.status !== 'DELETED';
          if (found) await deleteRow(tx, id, this.deps.revocations);
          answers.push({
            itemMetadata: {
              id,
              originalIndex,
              success: !!found,
              ...(found ? {} : { error: { code: 'MEMBER_NOT_FOUND', description: 'No such member' } }),
            },
          });
        }
        return answers;
      },
      { changes: ['members', 'identity'] },
    );
    const successes = results.filter((r) => r.itemMetadata.success).length;
    return { results, bulkActionMetadata: metadata(successes, results.length - successes) };
  }

  private async apply(
    tx: SiteTx,
    action: BulkFilterAction,
    row: Parameters<typeof approveRow>[1],
  ): Promise<void> {
    if (action === 'approve') await approveRow(tx, row);
    else if (action === 'block') await blockRow(tx, row.id, this.deps.revocations);
    else await deleteRow(tx, row.id, this.deps.revocations);
  }
}

const metadata = (successes: number, failures: number): BulkActionMetadata => ({
  totalSuccesses: successes,
  totalFailures: failures,
  undetailedFailures: 0,
});

const tooMany = () =>
  validationError([
    violation(
      'filter',
      `selects more than ${MAX_MEMBERS_PER_BULK_CALL} members; narrow it and call again`,
      'MAX_SIZE',
      { limit: MAX_MEMBERS_PER_BULK_CALL },
    ),
  ]);
