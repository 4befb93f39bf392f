import { Type } from '@sinclair/typebox';
import { endpoint } from '@tessera/contracts/routes/endpoint';
import { route } from '@tessera/contracts/routes/route';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appModules } from '../../src/modules.ts';
import { notFound } from '../../src/platform/errors.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import {
  assembleModules,
  defineModule,
  type AnyModule,
  type Platform,
  type RouteGroup,
} from '../../src/platform/module.ts';
import { recordDomainEvent } from '../../src/platform/outbox.ts';
import { registerRoutes } from '../../src/platform/routing.ts';
import { routeTable } from '../../src/platform/route-table.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// A new module touches no shared file but the list (issue 13 item 9): everything below — its
// route group, migration, domain event, subscriber and job — is declared in this file only, and
// the app built from `[...appModules, tasksModule]` serves, checks and runs all of it.

const Task = Type.Object(
  { id: Type.String(), title: Type.String(), done: Type.Boolean() },
  { additionalProperties: false },
);
const TaskAnswer = Type.Object({ task: Task }, { additionalProperties: false });
const TaskParams = Type.Object({ taskId: Type.String({ maxLength: 50 }) }, { additionalProperties: false });

/** The module's route group, as a contracts `<group>.routes.ts` declares one. */
const tasksRoutes = {
  createTask: route(
    endpoint({ operationId: 'FixtureCreateTask', method: 'POST', path: '/_fixture/v1/tasks' }),
    {
      tags: ['Fixture tasks'],
      access: 'owner',
      input: Type.Object(
        { title: Type.String({ minLength: 1, maxLength: 100 }) },
        { additionalProperties: false },
      ),
      response: TaskAnswer,
    },
  ),
  getTask: route(
    endpoint({ operationId: 'FixtureGetTask', method: 'GET', path: '/_fixture/v1/tasks/:taskId' }),
    { tags: ['Fixture tasks'], access: 'visitor', params: TaskParams, response: TaskAnswer },
  ),
};

/** Its domain event, as a contracts `<group>-events.ts` declares one (with the registry entry below). */
const tasksDomainEvents = {
  fixture_task_created: Type.Object(
    { taskId: Type.String(), title: Type.String(), timestamp: Type.String({ format: 'date-time' }) },
    { additionalProperties: false },
  ),
};

declare module '@tessera/contracts/domain-events' {
  interface DomainEventRegistry {
    fixtureTasks: typeof tasksDomainEvents;
  }
}

const FINISH_JOB = 'fixture-tasks.finish';

const tasksModule = defineModule({
  name: 'fixture-tasks',
  routeGroups: [tasksRoutes],
  domainEvents: tasksDomainEvents,
  migrations: {
    '9001_fixture_tasks': {
      async up(db) {
        await db.schema
          .createTable('fixture_tasks')
          .addColumn('site_id', 'text', (c) => c.notNull())
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('done', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('fixture_tasks_pk', ['site_id', 'id'])
          .execute();
      },
    },
  },
  setup({ db, uow, clock, jobs }) {
    const read = async (siteId: string, id: string) => {
      const { rows } = await sql<{ id: string; title: string; done: number }>`
        SELECT id, title, done FROM fixture_tasks WHERE site_id = ${siteId} AND id = ${id}`.execute(db);
      if (!rows[0]) throw notFound('TASK_NOT_FOUND', `Task ${id} not found`);
      return { task: { id: rows[0].id, title: rows[0].title, done: rows[0].done === 1 } };
    };
    return {
      routes: (server) =>
        registerRoutes(server, tasksRoutes, {
          createTask: async ({ caller, input }) => {
            const id = `task-${Math.random().toString(36).slice(2, 10)}`;
            await uow.run(
              caller.siteId,
              async (unit) => {
                await sql`INSERT INTO fixture_tasks (site_id, id, title, done)
                  VALUES (${unit.siteId}, ${id}, ${input.title}, 0)`.execute(unit.db);
                await recordDomainEvent(unit.db, {
                  siteId: unit.siteId,
                  name: 'fixture_task_created',
                  entityFqdn: 'tessera.fixture.task',
                  entityId: id,
                  payload: { taskId: id, title: input.title, timestamp: new Date(clock.now()).toISOString() },
                });
              },
              { changes: [] },
            );
            // What was written: after the commit the subscriber's job may finish the task at once.
            return { task: { id, title: input.title, done: false } };
          },
          getTask: ({ caller, params }) => read(caller.siteId, params.taskId),
        }),
      // A created task is finished by a job the subscriber enqueues (in its own unit of work).
      subscribers: (outbox) =>
        outbox.subscribe('fixture-tasks', async (event) => {
          if (event.name !== 'fixture_task_created') return;
          await uow.run(
            event.siteId,
            (unit) =>
              jobs.enqueue(unit, {
                kind: FINISH_JOB,
                runAt: clock.now(),
                payload: { taskId: event.entityId },
                key: `finish:${event.entityId}`,
              }),
            { changes: [] },
          );
        }),
      jobs: (registry) =>
        registry.register(FINISH_JOB, async (job) => {
          const { taskId } = job.payload as { taskId: string };
          await sql`UPDATE fixture_tasks SET done = 1 WHERE site_id = ${job.siteId} AND id = ${taskId}`.execute(
            db,
          );
        }),
    };
  },
});

const modules: readonly AnyModule[] = [...appModules, tasksModule];

describe('a module declared in one file', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ app: { modules } });
    // What `tessera migrate` does with the list: only the new module's migration is pending.
    expect(await migrateToLatest(app.db, modules)).toEqual(['9001_fixture_tasks']);
  });
  afterAll(() => app?.close());

  it('serves its route group through the table: access rule, input schema, answer', async () => {
    const created = await app.request({
      method: 'POST',
      url: '/_fixture/v1/tasks',
      headers: app.ownerHeaders(),
      payload: { title: 'Water the plants' },
    });
    expect(created.statusCode).toBe(200);
    const { task } = created.json();
    expect(task).toMatchObject({ title: 'Water the plants', done: false });

    const visitor = await app.request({
      method: 'POST',
      url: '/_fixture/v1/tasks',
      headers: await app.visitorHeaders(),
      payload: { title: 'Not mine to add' },
    });
    expect(visitor.statusCode).toBe(403);
    const invalid = await app.request({
      method: 'POST',
      url: '/_fixture/v1/tasks',
      headers: app.ownerHeaders(),
      payload: { title: '', __proto__: { x: 1 } },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('records its domain event (checked against its schema), delivers it to its subscriber, runs its job', async () => {
    const created = await app.request({
      method: 'POST',
      url: '/_fixture/v1/tasks',
      headers: app.ownerHeaders(),
      payload: { title: 'Feed the cat' },
    });
    const { id } = created.json().task as { id: string };
    await app.outbox.drain();
    await app.jobs.runDue();
    const read = await app.request({
      method: 'GET',
      url: `/_fixture/v1/tasks/${id}`,
      headers: await app.visitorHeaders(),
    });
    expect(read.json().task).toEqual({ id, title: 'Feed the cat', done: true });
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM outbox WHERE entity_id = ${id}`.execute(app.db);
    expect(rows.map((r) => r.name)).toEqual(['fixture_task_created']);
  });

  it("joins the app's route table, which the role matrix, fuzz tests and docs read", async () => {
    const operations = routeTable(modules).map((r) => r.operationId);
    expect(operations).toContain('FixtureCreateTask');
    expect(operations).toContain('FixtureGetTask');
    const docs = await app.request({ method: 'GET', url: '/docs/json' });
    expect(Object.keys(docs.json().paths)).toContain('/_fixture/v1/tasks/{taskId}');
  });
});

describe("the modules' declarations are checked when the app starts", () => {
  /** Sets the modules up on a bare server (routes only) and makes it ready. */
  async function start(list: readonly AnyModule[]) {
    const server = Fastify({ logger: false });
    try {
      await assembleModules(list, { server } as unknown as Platform);
      await server.ready();
    } finally {
      await server.close();
    }
  }
  const answer = async () => ({ task: { id: 'x', title: 'x', done: false } });
  /** A module that declares `declares` and registers the routes `registers` (of the tasks group). */
  const moduleOf = (name: string, declares: readonly RouteGroup[], registers: Partial<typeof tasksRoutes>) =>
    defineModule({
      name,
      routeGroups: declares,
      setup: () => ({
        routes: (server) =>
          // Only the routes of `registers` are registered (the handlers of the others go unused).
          registerRoutes(server, registers as typeof tasksRoutes, { createTask: answer, getTask: answer }),
      }),
    });

  it('refuses a declared route that no module registers', async () => {
    await expect(
      start([moduleOf('half', [tasksRoutes], { createTask: tasksRoutes.createTask })]),
    ).rejects.toThrow('FixtureGetTask is registered 0 times');
  });

  it('refuses a route registered by a module that does not declare its group', async () => {
    await expect(start([moduleOf('undeclared', [], tasksRoutes)])).rejects.toThrow(
      'FixtureCreateTask is registered, but no module declares its group (routeGroups)',
    );
  });

  it('refuses a group declared by two modules, and an event name given two schemas', async () => {
    const again = defineModule({ name: 'again', routeGroups: [tasksRoutes], setup: () => ({}) });
    await expect(start([moduleOf('first', [tasksRoutes], tasksRoutes), again])).rejects.toThrow(
      'A route group is declared by both module "first" and module "again"',
    );
    const twin = defineModule({
      name: 'twin',
      domainEvents: { fixture_task_created: Type.Object({}) },
      setup: () => ({}),
    });
    await expect(start([tasksModule, twin])).rejects.toThrow(
      'Domain event fixture_task_created is declared by both module "fixture-tasks" and module "twin"',
    );
  });

  it('starts when every declared route is registered exactly once', async () => {
    await expect(start([moduleOf('whole', [tasksRoutes], tasksRoutes)])).resolves.toBeUndefined();
  });
});
