import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDerived, DERIVED_FILES, derivedStatements } from '../../src/db/derived/index.ts';
import { rowsOf } from '../../src/db/raw.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { CHECKED_FIGURES, figureDrift, NO_DRIFT } from '../helpers/figure-drift.ts';
import { create } from '../helpers/post.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const DERIVED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/derived');

let t: TestApp;
let erin: Caller;

const names = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map((match) => match[1]!).sort();
const definedFunctions = () => names(/^CREATE OR REPLACE FUNCTION (\w+)/gm, derivedStatements().join('\n'));
const definedTriggers = () => names(/^CREATE OR REPLACE TRIGGER (\w+)/gm, derivedStatements().join('\n'));

/** Our functions (not pg_trgm's) and triggers (not the foreign keys'), as the database holds them now. */
const catalog = () =>
  rowsOf<{ kind: string; name: string; definition: string }>(
    t.database.db,
    sql`select 'function' as kind, p.proname as name, pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      union all
      select 'trigger', tgname, pg_get_triggerdef(oid) || ' ' || tgenabled::text from pg_trigger where not tgisinternal
      order by 1, 2`,
  );

/** Every row of every table that holds a kept figure. */
async function keptRows(): Promise<Record<string, unknown>> {
  const tables = [
    ...new Set(Object.values(CHECKED_FIGURES).flatMap((figures) => figures.map((f) => f.split('.')[0]!))),
  ];
  const rows: Record<string, unknown> = {};
  for (const table of tables.sort()) {
    rows[table] = await rowsOf(t.database.db, sql.raw(`select * from ${table} t order by t::text`));
  }
  return rows;
}

/** The labelled lines of a file's heading comment: `-- kept: …`, `-- triggers: …`, each with its continuation lines. */
function heading(file: string): Record<string, string> {
  const sections: Record<string, string> = {};
  let label = '';
  for (const line of readFileSync(path.join(DERIVED, file), 'utf8').split('\n')) {
    if (!line.startsWith('--')) break;
    const labelled = /^-- ([a-z ]+):\s+(.*)$/.exec(line);
    if (labelled) {
      label = labelled[1]!;
      sections[label] = labelled[2]!;
    } else if (label && line.startsWith('--   ')) sections[label] += ` ${line.slice(2).trim()}`;
    else label = '';
  }
  return sections;
}

beforeAll(async () => {
  t = await buildTestApp();
  [erin] = (await signedInTeams(t, 1)) as [Caller];
  const product = await create(erin, 'products', { name: 'Camera' });
  const purchase = await create(erin, 'purchases', { purchased_at: '2026-01-05T00:00:00Z', subtotal: '40' });
  const item = (cost: string) => create(erin, 'inventory-items', { product_id: product, purchase_id: purchase, cost });
  const [a, b, c] = [await item('10'), await item('12.5'), await item('17.5')];
  await create(erin, 'listings', {
    platform_id: await create(erin, 'platforms', { name: 'eBay' }),
    title: 'Two cameras',
    price: '99.99',
    status: 'active',
    inventory_item_ids: [b, c],
  });
  const sale = await create(erin, 'sales', {
    sold_at: '2026-02-10T00:00:00Z',
    revenue_subtotal: '30',
    inventory_item_ids: [a],
  });
  await create(erin, 'transactions', {
    type: 'refund',
    occurred_at: '2026-02-12T00:00:00Z',
    amount: '5',
    description: 'Scratch',
    sale_id: sale,
  });
  // The first monthly sales makes the team's month cells.
  expect((await erin.get('/api/analytics/monthly-sales?from=2026-01&to=2026-03')).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('derived figures (server/src/db/derived/)', () => {
  it('are the only functions and triggers of the database: none is left over from a migration', async () => {
    const held = await catalog();
    const of = (kind: string) => held.filter((row) => row.kind === kind).map((row) => row.name);
    const fix = 'move its current definition from its migration to a file of server/src/db/derived/';
    expect(
      of('function').filter((name) => !definedFunctions().includes(name)),
      `functions: ${fix}`,
    ).toEqual([]);
    expect(
      of('trigger').filter((name) => !definedTriggers().includes(name)),
      `triggers: ${fix}`,
    ).toEqual([]);
    expect(of('function')).toEqual(definedFunctions());
    expect(of('trigger')).toEqual(definedTriggers());
  });

  it('applied twice more, leave every definition and every kept figure as they were, and triggers fire once', async () => {
    const [definitions, rows] = [await catalog(), await keptRows()];
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    await applyDerived(t.database.db);
    await applyDerived(t.database.db);
    expect(await catalog()).toEqual(definitions);
    expect(await keptRows()).toEqual(rows);

    // A trigger defined twice would count a new sale twice in its month and its items twice in the totals.
    const item = await create(erin, 'inventory-items', {
      product_id: await create(erin, 'products', { name: 'Lens' }),
      cost: '8',
    });
    await create(erin, 'sales', {
      sold_at: '2026-03-01T00:00:00Z',
      revenue_subtotal: '20',
      inventory_item_ids: [item],
    });
    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
  });

  it('are applied again on a start only when they changed since the last one', async () => {
    const [trigger] = definedTriggers();
    const table = async () =>
      (
        await rowsOf<{ table: string }>(
          t.database.db,
          sql`select tgrelid::regclass::text as table from pg_trigger where tgname = ${trigger}`,
        )
      )[0]?.table;
    const on = await table();
    expect(on).toBeTruthy();
    await t.database.db.execute(sql.raw(`drop trigger ${trigger} on ${on}`));

    // Nothing to migrate and the files as they were: the start leaves the definitions alone.
    await t.database.migrate();
    expect(await table()).toBeUndefined();

    // The files changed since (their kept hash differs): the start defines everything again.
    await t.database.db.execute(sql`update drizzle.__derived set hash = 'an earlier version'`);
    await t.database.migrate();
    expect(await table()).toBe(on);
  });

  it('head each file with what it keeps, every figure checked by the drift test, and every trigger it creates', async () => {
    const checked = new Set(Object.values(CHECKED_FIGURES).flat());
    const columns = new Set(
      (
        await rowsOf<{ name: string }>(
          t.database.db,
          sql`select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public'`,
        )
      ).map((row) => row.name),
    );
    for (const file of DERIVED_FILES.filter((name) => name !== 'shared.sql')) {
      const { kept, triggers = '' } = heading(file);
      expect(kept, `${file} names what it keeps`).toBeTruthy();
      const keptFigures = names(/\b(\w+\.\w+)\b/g, kept!).filter((name) => columns.has(name));
      for (const figure of keptFigures) expect(checked, `${file}: ${figure}`).toContain(figure);
      const text = readFileSync(path.join(DERIVED, file), 'utf8');
      for (const trigger of names(/^CREATE OR REPLACE TRIGGER (\w+)/gm, text))
        expect(triggers, file).toContain(trigger);
    }
    for (const figure of checked) expect(columns, figure).toContain(figure);
  });
});
