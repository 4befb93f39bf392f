import type { TSchema } from '@sinclair/typebox';
import Ajv, { type ValidateFunction } from 'ajv';
import { platformDomainEvents } from '@tessera/contracts';
import type { AnyModule } from './module.ts';
import { isIsoDateTime } from './validation.ts';

let ajv: Ajv | undefined;
const checkers = new Map<string, ValidateFunction>();

/**
 * Every domain event's payload schema, by name: the platform's own, then what each module of an
 * app declares (`defineModule({ domainEvents })`). One process may build several apps (the test
 * suite does): each adds its modules' events; an event name given two different schemas is
 * refused at once with both owners.
 */
const schemas = new Map<string, { schema: TSchema; owner: string }>();

function addSchemas(owner: string, events: Readonly<Record<string, TSchema>> | undefined): void {
  for (const [name, schema] of Object.entries(events ?? {})) {
    const known = schemas.get(name);
    if (known && known.schema !== schema) {
      throw new Error(`Domain event ${name} is declared by both ${known.owner} and ${owner}`);
    }
    schemas.set(name, { schema, owner });
  }
}
addSchemas('the platform', platformDomainEvents);

/** Adds the domain events the modules of an app declare (platform/module.ts, at assembly). */
export function useDomainEventSchemas(modules: readonly AnyModule[]): void {
  for (const module of modules) addSchemas(`module "${module.name}"`, module.domainEvents);
}

/**
 * Checks a domain event's payload against its declared schema; throws naming the event and what
 * is wrong. The test suite turns this on for every recorded event.
 */
export function assertDomainEventPayload(name: string, payload: unknown): void {
  const declared = schemas.get(name);
  if (!declared) throw new Error(`domain event ${name} has no schema in domainEvents of any module`);
  let check = checkers.get(name);
  if (!check) {
    ajv ??= new Ajv({ strict: false, allErrors: true }).addFormat('date-time', {
      type: 'string',
      validate: isIsoDateTime,
    });
    check = ajv.compile(declared.schema);
    checkers.set(name, check);
  }
  if (!check(payload)) {
    throw new Error(
      `domain event ${name}: payload does not match its schema: ${ajv!.errorsText(check.errors)}`,
    );
  }
}
