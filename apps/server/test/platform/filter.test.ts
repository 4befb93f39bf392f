import fc from 'fast-check';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type SqlBool,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { AppError } from '../../src/platform/errors.ts';
import { compileFilter, MAX_FILTER_STRING, type QueryFields } from '../../src/platform/query/filter.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

const membership = (values: unknown[], mode: 'some' | 'all' | 'none') =>
  sql<SqlBool>`member(${sql.join(values.map((v) => sql`${v}`))}, ${mode})`;

const fields: QueryFields = {
  id: { kind: 'string', sql: sql.ref('qt.id') },
  title: { kind: 'string', sql: sql.ref('qt.title') },
  kind: { kind: 'enum', values: ['X', 'Y', 'Z'], sql: sql.ref('qt.kind') },
  at: { kind: 'date', sql: sql.ref('qt.at') },
  tags: { kind: 'string', members: membership, sortable: false },
};

const offline = (postgres: boolean) =>
  new Kysely<any>({
    dialect: {
      createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (postgres ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
  });
const sqlite = offline(false);
const compiled = (filter: unknown, db = sqlite) =>
  db.selectFrom('qt').selectAll().where(compileFilter(filter, fields)).compile();

/** The violations compileFilter reports for a filter (fails the test if it compiles). */
function violationsOf(filter: unknown, path?: string) {
  try {
    compileFilter(filter, fields, path);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).violations!;
  }
  throw new Error(`filter compiled: ${JSON.stringify(filter)}`);
}

describe('compileFilter', () => {
  describe('SQL', () => {
    it('compiles a bare value to an equality with a bound parameter', () => {
      const { sql: text, parameters } = compiled({ title: "x'; DROP TABLE qt; --" });
      expect(text).toBe('select * from "qt" where "qt"."title" = ?');
      expect(parameters).toEqual(["x'; DROP TABLE qt; --"]);
      expect(compiled({ title: 'x' }, offline(true)).sql).toBe('select * from "qt" where "qt"."title" = $1');
    });

    it('matches null with IS NULL and keeps nulls in $ne and $nin', () => {
      expect(compiled({ title: null }).sql).toContain('"qt"."title" IS NULL');
      expect(compiled({ title: { $ne: 'x' } }).sql).toContain('("qt"."title" IS NULL OR "qt"."title" <> ?)');
      expect(compiled({ title: { $nin: ['x'] } }).sql).toContain(
        '("qt"."title" IS NULL OR "qt"."title" NOT IN (?))',
      );
    });

    it('escapes LIKE wildcards in $startsWith and lowercases the prefix', () => {
      const { sql: text, parameters } = compiled({ title: { $startsWith: 'A%b_c\\' } });
      expect(text).toContain(`LOWER("qt"."title") LIKE ? ESCAPE '\\'`);
      expect(parameters).toEqual(['a\\%b\\_c\\\\%']);
    });

    it('normalizes dates to UTC ISO strings', () => {
      expect(compiled({ at: { $gte: '2026-01-02T01:00:00+01:00' } }).parameters).toEqual([
        '2026-01-02T00:00:00.000Z',
      ]);
      expect(compiled({ at: { $lt: { $date: '2026-01-02T00:00:00Z' } } }).parameters).toEqual([
        '2026-01-02T00:00:00.000Z',
      ]);
    });

    it('compiles empty lists and empty filters to constants', () => {
      expect(compiled({ title: { $in: [] } }).sql).toContain('1 = 0');
      expect(compiled({ title: { $nin: [] } }).sql).toContain('1 = 1');
      expect(compiled({}).sql).toContain('1 = 1');
      expect(compiled(null).sql).toContain('1 = 1');
    });

    it('hands many-valued fields to their membership test', () => {
      expect(compiled({ tags: { $hasAll: ['a', 'b'] } }).sql).toContain('member(?, ?, ?)');
      expect(compiled({ tags: { $hasAll: ['a', 'b'] } }).parameters).toEqual(['a', 'b', 'all']);
      expect(compiled({ tags: 'a' }).parameters).toEqual(['a', 'some']);
      expect(compiled({ tags: { $nin: ['a'] } }).parameters).toEqual(['a', 'none']);
    });

    it('resolves _id to id', () => {
      expect(compiled({ _id: 'x' }).sql).toContain('"qt"."id" = ?');
    });
  });

  describe('violations', () => {
    it('refuses strings longer than MAX_FILTER_STRING (SQLite fails a LIKE pattern over 50,000 bytes)', () => {
      const long = 'x'.repeat(MAX_FILTER_STRING + 1);
      for (const filter of [
        { title: { $startsWith: long } },
        { title: long },
        { title: { $in: ['a', long] } },
        { title: { $gt: long } },
      ]) {
        expect(violationsOf(filter)[0]).toMatchObject({ violatedRule: 'MAX_SIZE' });
      }
      expect(compiled({ title: { $startsWith: 'x'.repeat(MAX_FILTER_STRING) } }).sql).toContain('LIKE');
    });

    it('refuses unknown fields and operators with parser violations', () => {
      expect(violationsOf({ nope: 1 })).toEqual([
        expect.objectContaining({
          field: 'query.filter.nope',
          violatedRule: 'FIELD_NOT_ALLOWED',
          ruleName: 'FILTER_PARSER_ERROR',
        }),
      ]);
      expect(violationsOf({ title: { $regex: 'x' } })[0].field).toBe('query.filter.title.$regex');
      expect(violationsOf({ $nor: [] })[0].field).toBe('query.filter.$nor');
      expect(violationsOf({ tags: { $gt: 'a' } })[0].field).toBe('query.filter.tags.$gt');
      expect(violationsOf({ title: { $hasSome: ['a'] } })[0].field).toBe('query.filter.title.$hasSome');
    });

    it('refuses values of the wrong kind', () => {
      expect(violationsOf({ kind: 'W' })[0]).toMatchObject({
        field: 'query.filter.kind.$eq',
        violatedRule: 'INVALID_ENUM_VALUE',
      });
      expect(violationsOf({ at: { $gt: 'yesterday' } })[0]).toMatchObject({ violatedRule: 'FORMAT' });
      expect(violationsOf({ at: { $gt: 1700000000 } })[0]).toMatchObject({ violatedRule: 'FORMAT' });
      expect(violationsOf({ title: 1 })[0].field).toBe('query.filter.title.$eq');
      expect(violationsOf({ title: { $in: 'x' } })[0].field).toBe('query.filter.title.$in');
      expect(violationsOf({ title: { $in: Array(1001).fill('x') } })[0].violatedRule).toBe('MAX_SIZE');
      expect(violationsOf({ title: { $exists: 1 } })[0].field).toBe('query.filter.title.$exists');
      expect(violationsOf({ at: { $startsWith: '2026' } })[0].field).toBe('query.filter.at.$startsWith');
      expect(violationsOf({ tags: { $hasSome: [1] } })[0].field).toBe('query.filter.tags.$hasSome');
    });

    it('refuses malformed structure', () => {
      expect(violationsOf([])[0].field).toBe('query.filter');
      expect(violationsOf('title')[0].field).toBe('query.filter');
      expect(violationsOf({ $and: [] })[0].field).toBe('query.filter.$and');
      expect(violationsOf({ $or: {} })[0].field).toBe('query.filter.$or');
      expect(violationsOf({ $and: [1] })[0].field).toBe('query.filter.$and[0]');
      expect(violationsOf({ title: {} })[0].field).toBe('query.filter.title');
    });

    it('reports every violation at once, under the given path', () => {
      const violations = violationsOf({ nope: 1, kind: 'W', $or: [{ title: 2 }] }, 'filter');
      expect(violations.map((v) => v.field).sort()).toEqual([
        'filter.$or[0].title.$eq',
        'filter.kind.$eq',
        'filter.nope',
      ]);
    });

    it('limits depth and size', () => {
      let deep: unknown = { title: 'x' };
      for (let i = 0; i < 12; i++) deep = { $not: deep };
      expect(violationsOf(deep)[0].description).toContain('nested deeper');
      const wide = { $or: Array.from({ length: 201 }, (_, i) => ({ title: `t${i}` })) };
      expect(violationsOf(wide).some((v) => v.description.includes('more than 200'))).toBe(true);
    });

    it('either compiles or throws a 400 validation error, for any JSON', () => {
      const fieldName = fc.constantFrom(
        'title',
        'kind',
        'at',
        'tags',
        '_id',
        'nope',
        '$and',
        '$or',
        '$not',
        '$eq',
      );
      const operator = fc.constantFrom(
        '$eq',
        '$ne',
        '$gt',
        '$in',
        '$nin',
        '$exists',
        '$startsWith',
        '$hasAll',
        '$x',
      );
      const anyFilter = fc.letrec((tie) => ({
        node: fc.oneof(
          { depthSize: 'small' },
          fc.jsonValue({ maxDepth: 2 }),
          fc.dictionary(
            fieldName,
            fc.oneof(
              fc.jsonValue({ maxDepth: 1 }),
              fc.dictionary(operator, fc.jsonValue({ maxDepth: 1 })),
              tie('node'),
            ),
          ),
          fc.array(tie('node'), { maxLength: 3 }).map((children) => ({ $or: children })),
        ),
      })).node;
      fc.assert(
        fc.property(anyFilter, (filter) => {
          try {
            compiled(filter);
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).kind).toBe('VALIDATION');
            for (const v of (error as AppError).violations!)
              expect(v.field.startsWith('query.filter')).toBe(true);
          }
        }),
        { numRuns: 300 },
      );
    });
  });
});

// The compiled SQL, run on the test database, selects exactly what a plain JavaScript reading
// of the filter language selects (null fields included).
describe('compileFilter on the database', () => {
  let handle: DatabaseHandle;
  let db: Kysely<any>;
  const dates = ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z'];
  const titles = [null, '', 'a', 'A', 'ab', 'Ab', 'a%b', 'a_b', 'b', 'b\\c'];
  const kinds = [null, 'X', 'Y'];
  type Row = { id: string; title: string | null; kind: string | null; at: string | null };
  const rows: Row[] = [];
  for (const title of titles)
    for (const kind of kinds)
      for (const at of [null, ...dates])
        rows.push({ id: String(rows.length).padStart(3, '0'), title, kind, at });

  beforeAll(async () => {
    handle = openDatabase({ databaseUrl: await createTestDatabaseUrl(), sqliteFile: ':memory:' });
    db = handle.db as unknown as Kysely<any>;
    await db.schema
      .createTable('qt')
      .addColumn('id', 'varchar(8)', (c) => c.primaryKey())
      .addColumn('title', 'varchar(20)')
      .addColumn('kind', 'varchar(4)')
      .addColumn('at', 'varchar(32)')
      .execute();
    await db.insertInto('qt').values(rows).execute();
  });
  afterAll(() => handle.destroy());

  const norm = (field: string, value: unknown) =>
    field === 'at' && typeof value === 'string' ? new Date(value).toISOString() : value;

  function matches(row: Row, filter: Record<string, any>): boolean {
    return Object.entries(filter).every(([key, condition]) => {
      if (key === '$and') return condition.every((f: any) => matches(row, f));
      if (key === '$or') return condition.some((f: any) => matches(row, f));
      if (key === '$not') return !matches(row, condition);
      const v: any = row[key as keyof Row];
      const ops: [string, any][] =
        condition !== null && typeof condition === 'object'
          ? Object.entries(condition)
          : [['$eq', condition]];
      return ops.every(([op, raw]) => {
        const x: any = Array.isArray(raw) ? raw.map((r) => norm(key, r)) : norm(key, raw);
        switch (op) {
          case '$eq':
            return x === null ? v === null : v === x;
          case '$ne':
            return x === null ? v !== null : v !== x;
          case '$gt':
            return v !== null && v > x;
          case '$gte':
            return v !== null && v >= x;
          case '$lt':
            return v !== null && v < x;
          case '$lte':
            return v !== null && v <= x;
          case '$in':
            return v !== null && x.includes(v);
          case '$nin':
            return v === null || !x.includes(v);
          case '$exists':
            return x ? v !== null : v === null;
          case '$startsWith':
            return v !== null && v.toLowerCase().startsWith(x.toLowerCase());
          default:
            throw new Error(`no reference for ${op}`);
        }
      });
    });
  }

  const text = fc.constantFrom('', 'a', 'A', 'ab', 'a%', 'a_', 'b', 'b\\', '%', 'zz');
  const kind = fc.constantFrom('X', 'Y', 'Z');
  const date = fc.constantFrom(...dates, '2026-01-02T01:00:00+01:00', '2025-12-31T12:00:00Z');
  const op = <T>(value: fc.Arbitrary<T>, ...names: string[]) =>
    fc.tuple(fc.constantFrom(...names), value).map(([name, v]) => ({ [name]: v }));
  const titleCondition = fc.oneof(
    fc.option(text),
    op(fc.option(text), '$eq', '$ne'),
    op(text, '$gt', '$gte', '$lt', '$lte', '$startsWith'),
    op(fc.array(text, { maxLength: 3 }), '$in', '$nin'),
    op(fc.boolean(), '$exists'),
  );
  const kindCondition = fc.oneof(
    fc.option(kind),
    op(fc.option(kind), '$eq', '$ne'),
    op(fc.array(kind, { maxLength: 3 }), '$in', '$nin'),
    op(fc.boolean(), '$exists'),
  );
  const atCondition = fc.oneof(
    op(date, '$eq', '$ne', '$gt', '$gte', '$lt', '$lte'),
    op(fc.boolean(), '$exists'),
    // Two operators on one field: both must hold.
    fc.tuple(date, date).map(([from, to]) => ({ $gte: from, $lt: to })),
  );
  const leaf = fc.oneof(
    titleCondition.map((c) => ({ title: c })),
    kindCondition.map((c) => ({ kind: c })),
    atCondition.map((c) => ({ at: c })),
    fc.tuple(titleCondition, atCondition).map(([title, at]) => ({ title, at })),
  );
  const filter = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((children) => ({ $and: children })),
      fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((children) => ({ $or: children })),
      tie('node').map((child) => ({ $not: child })),
    ),
  })).node as fc.Arbitrary<Record<string, any>>;

  const select = async (f: unknown) =>
    (await db.selectFrom('qt').select('id').where(compileFilter(f, fields)).orderBy('id').execute()).map(
      (r) => r.id,
    );

  it('selects what the reference reading selects', async () => {
    await fc.assert(
      fc.asyncProperty(filter, async (f) => {
        expect(await select(f)).toEqual(rows.filter((r) => matches(r, f)).map((r) => r.id));
      }),
      { numRuns: 250 },
    );
  });

  it('splits the rows in two with $not, nulls included', async () => {
    await fc.assert(
      fc.asyncProperty(filter, async (f) => {
        const inside = await select(f);
        const outside = await select({ $not: f });
        expect([...inside, ...outside].sort()).toEqual(rows.map((r) => r.id));
      }),
      { numRuns: 100 },
    );
  });

  it('treats LIKE wildcards in $startsWith as plain characters', async () => {
    const titlesOf = async (f: unknown) =>
      (await select(f))
        .map((id) => rows.find((r) => r.id === id)!.title)
        .filter((t, i, all) => all.indexOf(t) === i);
    expect(await titlesOf({ title: { $startsWith: 'a%' } })).toEqual(['a%b']);
    expect(await titlesOf({ title: { $startsWith: 'a_' } })).toEqual(['a_b']);
    expect(await titlesOf({ title: { $startsWith: 'b\\' } })).toEqual(['b\\c']);
    expect((await titlesOf({ title: { $startsWith: 'A' } })).sort()).toEqual(
      ['A', 'Ab', 'a', 'a%b', 'a_b', 'ab'].sort(),
    );
  });
});
