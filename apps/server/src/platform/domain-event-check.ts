import Ajv, { type ValidateFunction } from 'ajv';
import { domainEvents, type DomainEventName } from '@tessera/contracts';
import { isIsoDateTime } from './validation.ts';

let ajv: Ajv | undefined;
const checkers = new Map<string, ValidateFunction>();

/**
 * Checks a domain event's payload against its schema in the contracts (`domainEvents`); throws
 * naming the event and what is wrong. The test suite turns this on for every recorded event.
 */
export function assertDomainEventPayload(name: string, payload: unknown): void {
  if (!Object.hasOwn(domainEvents, name))
    throw new Error(`domain event ${name} has no schema in domainEvents`);
  let check = checkers.get(name);
  if (!check) {
    ajv ??= new Ajv({ strict: false, allErrors: true }).addFormat('date-time', {
      type: 'string',
      validate: isIsoDateTime,
    });
    check = ajv.compile(domainEvents[name as DomainEventName]);
    checkers.set(name, check);
  }
  if (!check(payload)) {
    throw new Error(
      `domain event ${name}: payload does not match its schema: ${ajv!.errorsText(check.errors)}`,
    );
  }
}
