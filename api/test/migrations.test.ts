// The migrations under api/prisma/migrations are written as SQL (Prisma 7's CLI cannot diff offline): this
// proves a database built from them matches schema.prisma, field by field, index by index.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { getDatamodel } from '../src/generated/pothos-types.js';
import * as enums from '../src/generated/prisma/enums.js';
import { freshDatabase, type TestDatabase } from './harness.js';

const SCHEMA = readFileSync(fileURLToPath(new URL('../prisma/schema.prisma', import.meta.url)), 'utf8');
const models = getDatamodel().datamodel.models;

/** Which PostgreSQL types each Prisma scalar may become. */
const PG_TYPES: Record<string, string[]> = {
  String: ['text', 'character varying', 'uuid'],
  Int: ['integer'],
  BigInt: ['bigint'],
  Boolean: ['boolean'],
  DateTime: ['timestamp with time zone', 'timestamp without time zone', 'date'],
  Json: ['jsonb'],
  Float: ['double precision'],
};

/** The body of `model Name { ... }` in schema.prisma. */
function modelBlock(name: string): string {
  const match = SCHEMA.match(new RegExp(`model ${name} \\{([\\s\\S]*?)\\n\\}`));
  if (!match) throw new Error(`model ${name} not found`);
  return match[1];
}

type Column = {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  character_maximum_length: number | null;
};

let database: TestDatabase;
let columns: Column[];
let indexes: { tablename: string; indexdef: string }[];

beforeAll(async () => {
  // Built by the migrator itself, not copied from the run's template.
  database = await freshDatabase({ migrated: false });
  await migrate(database.db);
  columns = await database.db.session((s) =>
    s.query<Column>(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable, character_maximum_length
         FROM information_schema.columns WHERE table_schema = current_schema()`,
    ),
  );
  indexes = await database.db.session((s) =>
    s.query(`SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = current_schema()`),
  );
});
afterAll(() => database.drop());

describe('migrations match schema.prisma', () => {
  it('creates a table for every model and no other table', () => {
    const tables = new Set(columns.map((column) => column.table_name));
    tables.delete('_prisma_migrations');
    expect([...tables].sort()).toEqual(Object.keys(models).sort());
  });

  for (const [model, { fields }] of Object.entries(models)) {
    it(`gives ${model} every scalar field with its type, nullability and length`, () => {
      const block = modelBlock(model);
      const scalars = fields.filter((field) => field.kind !== 'object');
      const tableColumns = columns.filter((column) => column.table_name === model);
      expect(tableColumns.map((column) => column.column_name).sort()).toEqual(
        scalars.map((field) => field.name).sort(),
      );
      for (const field of scalars) {
        const column = tableColumns.find((candidate) => candidate.column_name === field.name)!;
        if (!field.isList)
          expect(column.is_nullable === 'NO', `${model}.${field.name} required`).toBe(field.isRequired);
        if (field.isList) {
          expect(column.data_type, `${model}.${field.name} is a list`).toBe('ARRAY');
        } else if (field.kind === 'enum') {
          expect(column.udt_name, `${model}.${field.name} enum`).toBe(field.type);
        } else {
          expect(PG_TYPES[field.type], `${model}.${field.name} type`).toContain(column.data_type);
        }
        const line = block.split('\n').find((text) => text.trim().startsWith(`${field.name} `)) ?? '';
        const varchar = line.match(/@db\.VarChar\((\d+)\)/);
        expect(column.character_maximum_length, `${model}.${field.name} length`).toBe(
          varchar ? Number(varchar[1]) : null,
        );
        if (/@db\.Uuid/.test(line)) expect(column.data_type, `${model}.${field.name} uuid`).toBe('uuid');
        if (/@db\.Date\b/.test(line)) expect(column.data_type, `${model}.${field.name} date`).toBe('date');
      }
    });

    it(`gives ${model} its unique and secondary indexes`, () => {
      const block = modelBlock(model);
      const defs = indexes.filter((index) => index.tablename === model).map((index) => index.indexdef);
      const expected: string[] = [];
      for (const field of fields.filter((f) => f.isUnique)) expected.push(`UNIQUE INDEX "${model}_${field.name}_key"`);
      for (const match of block.matchAll(/@@unique\(\[([^\]]+)\]\)/g)) {
        expected.push(
          `UNIQUE INDEX "${model}_${match[1]
            .split(',')
            .map((s) => s.trim())
            .join('_')}_key"`,
        );
      }
      for (const match of block.matchAll(/@@index\(\[([^\]]+)\]\)/g)) {
        const names = match[1].split(',').map((s) => s.trim().split('(')[0]);
        expected.push(`INDEX "${model}_${names.join('_')}_idx"`);
      }
      for (const fragment of expected)
        expect(
          defs.some((def) => def.includes(fragment)),
          fragment,
        ).toBe(true);
      // primary key + the expected ones, nothing unexplained
      expect(defs).toHaveLength(expected.length + 1);
    });
  }

  it('creates every enum with its values in order', async () => {
    for (const [name, values] of Object.entries(enums)) {
      const rows = await database.db.session((s) =>
        s.query<{ enumlabel: string }>(
          `SELECT e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = $1 ORDER BY e.enumsortorder`,
          [name],
        ),
      );
      expect(rows.map((row) => row.enumlabel)).toEqual(Object.values(values as Record<string, string>));
    }
  });

  it('applies each migration once, even when asked again', async () => {
    expect(await migrate(database.db)).toEqual([]);
    const rows = await database.db.session((s) =>
      s.query<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations"'),
    );
    expect(rows.map((row) => row.migration_name)).toEqual(readMigrations().map((m) => m.name));
  });

  it('refuses to run when an applied migration was edited', async () => {
    const [first, ...rest] = readMigrations();
    await expect(migrate(database.db, [{ ...first, checksum: 'edited' }, ...rest])).rejects.toThrow(
      /was changed after it was applied/,
    );
  });
});
