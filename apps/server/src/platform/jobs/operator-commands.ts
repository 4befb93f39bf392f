import type { DatabaseHandle } from '../db.ts';
import { isoAt, systemClock } from '../clock.ts';
import { listDeadLetters, replayDeliveries } from '../outbox-deliveries.ts';
import { listDeadJobs, requeueDeadJobs } from './dead-jobs.ts';

export const operatorUsage = `  jobs dead                               list dead jobs (failed their last attempt), one JSON line each
  jobs requeue ID | --all [--kind KIND]   give dead jobs new attempts, due now
  outbox dead                             list dead outbox deliveries (per subscriber)
  outbox replay --subscriber NAME [--from OUTBOX_ID]
                                          deliver again to one subscriber: its dead letters, or
                                          every event kept from OUTBOX_ID on`;

export interface OperatorArgs {
  positionals: string[];
  all?: boolean;
  kind?: string;
  subscriber?: string;
  from?: string;
}

const positiveInteger = (text: string | undefined, what: string): number => {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) throw new Error(`${what} must be a positive integer`);
  return Number(text);
};

/**
 * `tessera jobs …` and `tessera outbox …`: what an operator needs when work fails for good.
 * Returns undefined for a command that is not one of these.
 */
export async function runOperatorCommand(
  database: DatabaseHandle,
  args: OperatorArgs,
  out: (line: string) => void,
): Promise<number | undefined> {
  const [group, action, id] = args.positionals;
  const { db } = database;
  if (group === 'jobs' && action === 'dead') {
    for (const job of await listDeadJobs(db)) out(JSON.stringify(job));
    return 0;
  }
  if (group === 'jobs' && action === 'requeue') {
    if (!args.all && id === undefined) throw new Error('jobs requeue needs a job ID or --all');
    const requeued = await requeueDeadJobs(
      db,
      systemClock,
      args.all ? { kind: args.kind } : { id: positiveInteger(id, 'job ID') },
    );
    out(`Requeued ${requeued} dead job(s).`);
    return requeued > 0 || args.all ? 0 : 1;
  }
  if (group === 'outbox' && action === 'dead') {
    for (const letter of await listDeadLetters(db)) out(JSON.stringify(letter));
    return 0;
  }
  if (group === 'outbox' && action === 'replay') {
    if (!args.subscriber) throw new Error('outbox replay needs --subscriber NAME');
    const due = await replayDeliveries(db, {
      subscriber: args.subscriber,
      now: isoAt(systemClock.now()),
      fromOutboxId: args.from === undefined ? undefined : positiveInteger(args.from, '--from'),
    });
    out(`${due} deliver${due === 1 ? 'y' : 'ies'} to ${args.subscriber} due now.`);
    return 0;
  }
  return undefined;
}
