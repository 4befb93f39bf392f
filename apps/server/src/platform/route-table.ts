import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteSpec } from '@tessera/contracts/routes/route';
import type { AnyModule } from './module.ts';

/** One route of the app's table: its name in its group and the module that declares the group. */
export interface TableRoute {
  readonly module: string;
  readonly name: string;
  readonly route: RouteSpec;
}

/**
 * The app's route table, read from its modules' `routeGroups` in list order: what the role
 * matrix, the fuzz tests, the API docs and the listings check loop over. A group declared by two
 * modules, or an operation id given twice, is refused at once with both names.
 */
export function routeEntries(modules: readonly AnyModule[]): readonly TableRoute[] {
  const groupOwner = new Map<object, string>();
  const operationOwner = new Map<string, string>();
  const entries: TableRoute[] = [];
  for (const module of modules) {
    for (const group of module.routeGroups ?? []) {
      const owner = groupOwner.get(group);
      if (owner !== undefined) {
        throw new Error(`A route group is declared by both module "${owner}" and module "${module.name}"`);
      }
      groupOwner.set(group, module.name);
      for (const [name, route] of Object.entries(group)) {
        const other = operationOwner.get(route.operationId);
        if (other !== undefined) {
          throw new Error(
            `Operation ${route.operationId} is declared by both module "${other}" and module "${module.name}"`,
          );
        }
        operationOwner.set(route.operationId, module.name);
        entries.push({ module: module.name, name, route });
      }
    }
  }
  return entries;
}

/** Every route the modules declare (the app's `allRoutes`). */
export const routeTable = (modules: readonly AnyModule[]): readonly RouteSpec[] =>
  routeEntries(modules).map((entry) => entry.route);

/**
 * Counts the table routes a module registers (`registerRoutes` marks each with its `routeSpec`)
 * and, when the app is ready, refuses to start unless every declared route was registered exactly
 * once and no route of an undeclared group was. A POST fallback (`…ByPost`) and hand-made
 * variants under another method are the same route and are not counted.
 */
export function checkRouteRegistration(server: FastifyInstance, declared: readonly RouteSpec[]): void {
  const registered = new Map<string, number>();
  server.addHook('onRoute', (options: RouteOptions) => {
    const spec = (options.config as { routeSpec?: RouteSpec } | undefined)?.routeSpec;
    if (!spec || options.method !== spec.method) return;
    registered.set(spec.operationId, (registered.get(spec.operationId) ?? 0) + 1);
  });
  server.addHook('onReady', async () => {
    const problems = registrationProblems(declared, registered);
    if (problems.length)
      throw new Error(`The modules' routes do not match their declarations: ${problems.join('; ')}`);
  });
}

function registrationProblems(
  declared: readonly RouteSpec[],
  registered: ReadonlyMap<string, number>,
): string[] {
  const problems: string[] = [];
  const declaredIds = new Set<string>();
  for (const { operationId } of declared) {
    declaredIds.add(operationId);
    const times = registered.get(operationId) ?? 0;
    if (times !== 1) problems.push(`${operationId} is registered ${times} times`);
  }
  for (const operationId of registered.keys()) {
    if (!declaredIds.has(operationId)) {
      problems.push(`${operationId} is registered, but no module declares its group (routeGroups)`);
    }
  }
  return problems;
}
