import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { Migration } from 'kysely';
import type { RouteSpec } from '@tessera/contracts/routes/route';
import type { PageBootstrap } from '@tessera/contracts/site-pages';
import type { ApiKeyResolver } from './auth/api-keys.ts';
import type { RevocationList } from './auth/revocations.ts';
import type { SigningKeyCache } from './auth/signing-keys.ts';
import type { Clock } from './clock.ts';
import type { DatabaseHandle, Db } from './db.ts';
import { useDomainEventSchemas } from './domain-event-check.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { OutboxDispatcher } from './outbox.ts';
import { checkRouteRegistration, routeTable } from './route-table.ts';
import type { UnitOfWork } from './unit-of-work.ts';

/** A group of the route table (`packages/contracts/src/routes/<group>.routes.ts`), by route name. */
export type RouteGroup = Readonly<Record<string, RouteSpec>>;

/** Domain events' payload schemas by event name (`packages/contracts/src/*-events.ts`). */
export type DomainEventSchemas = Readonly<Record<string, TSchema>>;

/**
 * A module of the server, declared once: its migrations (static, so `tessera migrate` runs them
 * without building an app), the route groups it serves and the domain events it records (static,
 * so the role matrix, fuzz tests, API docs and the outbox's schema check read them from the list)
 * and its `setup`, which builds its services and answers what it adds to the app — routes, jobs,
 * subscribers, page data — and what other modules may use (`exports`). `app.ts` takes one list
 * of modules (`modules.ts`); a new module adds one line there and touches no other shared file.
 */
export interface ModuleDefinition<Name extends string = string, Exports = unknown> {
  /** Unique; also the prefix of its job kinds and subscriber names by convention. */
  readonly name: Name;
  /**
   * Migrations by name. Names are global and ordered by name across all modules and the platform
   * (`NNNN_<module>_<what>`; the number places it after what it depends on). Never rename one:
   * databases remember the names they ran.
   */
  readonly migrations?: Readonly<Record<string, Migration>>;
  /**
   * The route table groups whose routes its `setup` registers, every route of each exactly once
   * (checked when the app is ready; a group belongs to one module).
   */
  readonly routeGroups?: readonly RouteGroup[];
  /**
   * The payload schemas of the domain events it records (its contracts' `…DomainEvents` map, which
   * also adds the names to `DomainEventRegistry`); an event name belongs to one module.
   */
  readonly domainEvents?: DomainEventSchemas;
  readonly setup: (
    platform: Platform,
    modules: ModuleLookup,
  ) => ModuleParts<Exports> | Promise<ModuleParts<Exports>>;
}

/** What a module's setup adds to the app. Every part is optional. */
export interface ModuleParts<Exports = unknown> {
  /** Registers its HTTP routes (the route table group through `registerRoutes`, or hosted pages). */
  routes?: (server: FastifyInstance) => void | Promise<void>;
  /** Registers its job kinds and recurring sweeps (platform/jobs). */
  jobs?: (jobs: Jobs) => void;
  /** Subscribes its named outbox subscribers (platform/outbox.ts). */
  subscribers?: (outbox: OutboxDispatcher) => void;
  /** What the site's page carries for its first render on the paths it names. */
  pageData?: readonly PageData[];
  /** The module's public runtime surface: other modules read it with `modules.get(definition)`. */
  exports?: Exports;
  /** Releases what it holds (connections, timers) when the server closes. */
  close?: () => void | Promise<void>;
}

/**
 * One part of the site page's data block (`@tessera/contracts/site-pages`): on a navigation whose
 * path matches, `load` answers the fields it adds; nothing (or a failure, logged) leaves them out
 * and the page loads them itself.
 */
export interface PageData {
  readonly path: RegExp;
  load(
    site: { siteId: string },
    match: RegExpExecArray,
    request: FastifyRequest,
  ): Promise<Partial<PageBootstrap> | undefined>;
}

/** What the platform gives every module. Module options come from `options` (the app's). */
export interface Platform {
  server: FastifyInstance;
  database: DatabaseHandle;
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  jobs: Jobs;
  outbox: OutboxDispatcher;
  keys: SigningKeyCache;
  apiKeys: ApiKeyResolver;
  revocations: RevocationList;
  /** The server's public origin. */
  publicUrl: string;
  /** The app's options as given to `buildApp`; each module reads its own section. */
  options: ModuleOptions;
}

/**
 * The options of the modules, each adding its section by declaration merging from its own
 * index.ts (`declare module '../../platform/module.ts' { interface ModuleOptions { media?: … } }`),
 * so a new module's settings touch no shared file. `AppOptions` extends it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleOptions {}

/** Reads the exports of a module set up earlier in the list (a typed, ordered dependency). */
export interface ModuleLookup {
  get<E>(definition: ModuleDefinition<string, E>): E;
}

/** Declares a module; the identity function that gives the definition its types. */
export function defineModule<const Name extends string, Exports = undefined>(
  definition: ModuleDefinition<Name, Exports>,
): ModuleDefinition<Name, Exports> {
  return definition;
}

export type AnyModule = ModuleDefinition<string, any>;

/** The exports type of a module definition. */
export type ExportsOf<M> = M extends ModuleDefinition<string, infer E> ? E : never;

/** The modules of an app after setup, in list order. */
export interface AssembledModules extends ModuleLookup {
  readonly parts: ReadonlyArray<{ name: string; parts: ModuleParts }>;
  close(): Promise<void>;
}

/**
 * Sets up every module in list order (a module may `get` only modules before it), then adds
 * their subscribers, routes and jobs in that order. Page data is left to the caller (it serves
 * the site's pages after every route).
 */
export async function assembleModules(
  modules: readonly AnyModule[],
  platform: Platform,
): Promise<AssembledModules> {
  assertUniqueNames(modules);
  useDomainEventSchemas(modules);
  const declaredRoutes = routeTable(modules);
  const exportsOf = new Map<AnyModule, unknown>();
  const parts: Array<{ name: string; parts: ModuleParts }> = [];
  const lookupFor = (asker: string): ModuleLookup => ({
    get<E>(definition: ModuleDefinition<string, E>): E {
      if (!exportsOf.has(definition)) {
        throw new Error(
          `Module "${asker}" uses module "${definition.name}", which is not listed before it in the app's modules`,
        );
      }
      return exportsOf.get(definition) as E;
    },
  });
  for (const module of modules) {
    const built = await module.setup(platform, lookupFor(module.name));
    exportsOf.set(module, built.exports);
    parts.push({ name: module.name, parts: built });
  }
  for (const { parts: p } of parts) p.subscribers?.(platform.outbox);
  // Every declared route registered exactly once, and none of an undeclared group (on ready).
  checkRouteRegistration(platform.server, declaredRoutes);
  for (const { parts: p } of parts) await p.routes?.(platform.server);
  for (const { parts: p } of parts) p.jobs?.(platform.jobs);
  return {
    parts,
    get: lookupFor('app').get,
    async close() {
      for (const { parts: p } of [...parts].reverse()) await p.close?.();
    },
  };
}

/** Every migration of the platform and the modules; a name given twice is refused at once. */
export function migrationsOf(
  platformMigrations: Readonly<Record<string, Migration>>,
  modules: readonly AnyModule[],
): Record<string, Migration> {
  const all: Record<string, Migration> = Object.create(null);
  const owner = new Map<string, string>();
  const add = (from: string, migrations: Readonly<Record<string, Migration>> | undefined) => {
    for (const [name, migration] of Object.entries(migrations ?? {})) {
      if (owner.has(name)) {
        throw new Error(`Migration "${name}" is declared by both ${owner.get(name)} and ${from}`);
      }
      owner.set(name, from);
      all[name] = migration;
    }
  };
  add('the platform', platformMigrations);
  for (const module of modules) add(`module "${module.name}"`, module.migrations);
  return all;
}

function assertUniqueNames(modules: readonly AnyModule[]): void {
  const seen = new Set<string>();
  for (const { name } of modules) {
    if (seen.has(name)) throw new Error(`Module "${name}" is listed twice`);
    seen.add(name);
  }
}
