import { fillPlaceholders, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle, Transaction } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/raw.ts';
import { detailWhere, detailWhereValues } from '../../src/inventory/detail-filters.ts';
import { pagingOf } from '../../src/inventory/detail-paging.ts';
import { detailPageIds, listDetailJson, pageSizes } from '../../src/inventory/detail-repository.ts';
import { getResource } from '../../src/resource-registry.ts';
import { parseListQuery } from '../../src/resources/kit/list-query.ts';
import { markColumn, markValues, pastMarkRanges } from '../../src/resources/kit/keyset.ts';
import { listPageQuery } from '../../src/resources/list-statements.ts';
import { relatedRows } from '../../src/resources/relations.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/*
 * A list page in its default order must read its 50 rows from an index in that order. Sorted
 * `desc nulls last` over an ascending index, PostgreSQL read a team's every row and top-N sorted
 * them, a cost that grows with the history; /v2 now sorts a column without empty values plainly. Checked for the lists whose tables grow with the history.
 */
const ROWS = 10_000;
// Three rows in four are the big team's.
const TEAM = '1 + (g % 4 = 0)::int';
let database: DatabaseHandle;
type Executor = Database | Transaction;

type PlanNode = {
  'Node Type': string;
  'Index Cond'?: string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
};

/** The page's own plan: a row's computed column (e.g. its first photo) is a sub-plan of its own. */
function nodes(plan: PlanNode): PlanNode[] {
  const children = (plan.Plans ?? []).filter((child) => child['Parent Relationship'] !== 'SubPlan');
  return [plan, ...children.flatMap(nodes)];
}

/**
 * The page's plans as listRows runs it, a prepared statement: the custom plan PostgreSQL makes for the
 * first calls, and the generic plan it may keep after (for every team, whatever its size).
 */
async function firstPagePlans(resource: string, teamId: number, orderBy?: string): Promise<PlanNode[][]> {
  const definition = getResource(resource);
  const page = listPageQuery(database.db, definition, parseListQuery(definition, { order_by: orderBy }));
  return pagePlans(page, { team: teamId, limit: 50, offset: 0 });
}

/**
 * The plans of the page past the 1,250th row's mark, as listRows runs it with `after`: the rows past the
 * mark within its stretch and, when the mark is before the edge of a field's empty values, the next
 * stretch from its start (`then`).
 */
async function pastMarkPlans(
  resource: string,
  teamId: number,
  orderBy?: string,
): Promise<{ past: PlanNode[][]; then: PlanNode[][] }> {
  const definition = getResource(resource);
  const parsed = parseListQuery(definition, { order_by: orderBy });
  const [row] = await listPageQuery(database.db, definition, parsed)
    .prepare('')
    .execute({ team: teamId, limit: 1, offset: ROWS / 8 - 1 });
  const mark = parsed.order.map((_, index) => (row as Record<string, string | null>)[markColumn(index)] ?? null);
  const { past, then } = pastMarkRanges(parsed.order, mark, (index) => sql`${sql.placeholder(markColumn(index))}`);
  const values = { team: teamId, limit: 50, offset: 0, ...markValues(mark) };
  return {
    past: await pagePlans(listPageQuery(database.db, definition, parsed, past), values),
    then: then ? await pagePlans(listPageQuery(database.db, definition, parsed, then), values) : [],
  };
}

async function pagePlans(
  page: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, number | string>,
): Promise<PlanNode[][]> {
  const { sql: text, params } = page.toSQL();
  const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;
  const argument = (param: unknown) => literal(is(param, Placeholder) ? values[param.name] : param);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare list_page as ${text}`));
    const plans: PlanNode[][] = [];
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
      plans.push(await planOf(sql.raw(`execute list_page(${params.map(argument).join(', ')})`), tx));
    }
    await tx.execute(sql.raw('deallocate list_page'));
    return plans;
  });
}

async function planOf(statement: SQL, executor: Executor = database.db): Promise<PlanNode[]> {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(executor, sql`explain (format json) ${statement}`);
  // pg answers the JSON parsed, PGlite as text.
  const explained = row!['QUERY PLAN'];
  const [{ Plan }] = (typeof explained === 'string' ? JSON.parse(explained) : explained) as [{ Plan: PlanNode }];
  return nodes(Plan);
}

describe('the default-order list pages', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    // Two teams, so the index must also narrow to the caller's team.
    const spread = (column: string) => `now() - (g % 1000) * interval '1 day' as ${column}`;
    const statements = [
      `insert into teams (name) values ('Big'), ('Small')`,
      `insert into products (team_id, name) values (1, 'Thing'), (2, 'Thing')`,
      `insert into platforms (team_id, name) values (1, 'eBay'), (2, 'eBay')`,
      `insert into purchases (team_id, purchased_at, subtotal, order_number)
        select ${TEAM}, ${spread('purchased_at')}, 10, 'PO-' || g from generate_series(1, ${ROWS}) g`,
      `insert into sales (team_id, sold_at, revenue_subtotal, buyer)
        select ${TEAM}, ${spread('sold_at')}, 50, 'buyer' || g from generate_series(1, ${ROWS}) g`,
      // Half the items tagged, so the tag's order has both its stretches.
      `insert into inventory_items (team_id, product_id, purchase_id, cost, status, created_at, serial_number, tag_number)
        select ${TEAM}, ${TEAM}, g, 10, 'in_stock', ${spread('created_at')}, 'SN' || lpad(g::text, 6, '0'),
          case when g % 2 = 0 then 'T' || g end
        from generate_series(1, ${ROWS}) g`,
      `insert into listings (team_id, platform_id, title, price, created_at)
        select ${TEAM}, ${TEAM}, 'Thing', 30, ${spread('created_at')} from generate_series(1, ${ROWS}) g`,
      `insert into transactions (team_id, type, occurred_at, amount, description)
        select ${TEAM}, 'expense', ${spread('occurred_at')}, 5, 'Tape' from generate_series(1, ${ROWS}) g`,
      `insert into products (team_id, name) select ${TEAM}, 'Product ' || g from generate_series(1, ${ROWS}) g`,
      `insert into sellers (team_id, name, username)
        select ${TEAM}, case when g % 10 = 0 then null else 'Seller ' || g end, 'user' || g from generate_series(1, ${ROWS}) g`,
      // Two items in three sold, the others waiting.
      `insert into sale_inventory_items (team_id, sale_id, inventory_item_id)
        select ${TEAM}, g, g from generate_series(1, ${ROWS}) g where g % 3 <> 0`,
      `insert into listings_inventory_items (team_id, listing_id, inventory_item_id)
        select ${TEAM}, g, g from generate_series(1, ${ROWS}) g`,
    ];
    for (const statement of [...statements, 'analyze']) await database.db.execute(sql.raw(statement));
  }, 120_000);
  afterAll(() => database?.close());

  it.each([
    { resource: 'sales', index: 'sales_list_order_idx' },
    { resource: 'purchases', index: 'purchases_list_order_idx' },
    { resource: 'inventory-items', index: 'inventory_items_list_order_idx' },
    { resource: 'listings', index: 'listings_list_order_idx' },
    { resource: 'transactions', index: 'transactions_list_order_idx' },
    { resource: 'products', index: 'products_list_order_idx' },
    { resource: 'sellers', index: 'sellers_list_order_idx' },
    // In id order a big team's rows are as near in the primary key; a small team's are in the list index.
    { resource: 'sale-inventory-items', index: 'sale_inventory_items_list_order_idx|sale_inventory_items_pkey' },
    {
      resource: 'listings-inventory-items',
      index: 'listings_inventory_items_list_order_idx|listings_inventory_items_pkey',
    },
  ])('read $resource from $index with no sequential scan and no sort', async ({ resource, index }) => {
    for (const teamId of [1, 2]) {
      for (const plan of await firstPagePlans(resource, teamId)) {
        const types = plan.map((node) => node['Node Type']).join(' > ');
        expect(types, `team ${teamId}`).not.toMatch(/Seq Scan|Sort/);
        expect(
          plan.some((node) => index.split('|').includes(node['Index Name'] ?? '')),
          types,
        ).toBe(true);
      }
    }
  });

  it.each(['sales', 'purchases', 'inventory-items', 'listings', 'transactions', 'products', 'sellers'])(
    'start %s past an after mark in the index, in each order the index serves',
    async (resource) => {
      // An offset reads and drops every row before the page; a mark is a range of the order's index.
      const sortable = getResource(resource).contract.sortable;
      for (const order of [undefined, ...sortable.flatMap((name) => [name, `-${name}`])]) {
        for (const teamId of [1, 2]) {
          const { past, then } = await pastMarkPlans(resource, teamId, order);
          for (const plan of [...past, ...then]) {
            const types = plan.map((node) => node['Node Type']).join(' > ');
            expect(types, `${resource} by ${order}, team ${teamId}: ${described(plan)}`).not.toMatch(/Seq Scan|Sort/);
          }
          for (const plan of past) {
            const ranged = plan.some((node) => /[<>]/.test(node['Index Cond'] ?? ''));
            expect(ranged, `${resource} by ${order}, team ${teamId}: ${described(plan)}`).toBe(true);
          }
        }
      }
    },
    60_000,
  );

  it("reads a list's products' first items from their index, never every item of a product", async () => {
    // Product 1 has the big team's 7,500 items; `with=items` on a list page wants the first 11 of each.
    const query = relatedRows(database.db, 'inventory-items', 'product_id', 10);
    for (const plan of await pagePlans(query, { team: 1, ids: '{1,3}' })) {
      expect(plan.map((node) => node['Node Type']).join(' > '), described(plan)).not.toMatch(/Seq Scan|Bitmap/);
      const limited = plan.filter((node) => node['Node Type'] === 'Limit').map((node) => node.Plans?.[0]);
      expect(
        limited.some((node) => node?.['Index Name'] === 'inventory_items_product_order_idx'),
        described(plan),
      ).toBe(true);
    }
  });

  it.each([
    'sales',
    'purchases',
    'inventory-items',
    'listings',
    'transactions',
    'products',
    'sellers',
    'sale-inventory-items',
    'listings-inventory-items',
  ])(
    'sort %s by each sortable field, both ways, reading the page from an index',
    async (resource) => {
      // Sorted by a column no index holds, PostgreSQL read the team's every row and top-N sorted them,
      // slower with every row the team adds. The ids are the primary key's order.
      // A link row sorted by its sale, listing or item is read through that key's own index, with a short
      // sort of each one's few rows, which stays cheap at any size.
      const byKeyIndex = ['sale_id', 'listing_id', 'inventory_item_id'];
      const sortable = getResource(resource).contract.sortable.filter(
        (name) => name !== 'id' && !(resource.endsWith('-inventory-items') && byKeyIndex.includes(name)),
      );
      for (const name of sortable) {
        for (const order of [name, `-${name}`]) {
          for (const teamId of [1, 2]) {
            for (const plan of await firstPagePlans(resource, teamId, order)) {
              const types = plan.map((node) => node['Node Type']).join(' > ');
              expect(types, `${resource} by ${order}, team ${teamId}: ${described(plan)}`).not.toMatch(/Seq Scan|Sort/);
            }
          }
        }
      }
    },
    60_000,
  );

  /** The plan a prepared statement keeps for any values (genericPlanRows sets force_generic_plan for it). */
  async function genericPlanOf(statement: SQL, values: Record<string, unknown>): Promise<PlanNode[]> {
    const { sql: text, params } = new PgDialect().sqlToQuery(statement);
    return database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare generic_page as ${text}`));
      await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
      const plan = await planOf(sql.raw(`execute generic_page(${literals(params, values).join(', ')})`), tx);
      await tx.execute(sql.raw('deallocate generic_page'));
      return plan;
    });
  }

  /** The plan PostgreSQL makes for these values, as for an unnamed statement. */
  async function customPlanOf(statement: SQL, values: Record<string, unknown>): Promise<PlanNode[]> {
    const { sql: text, params } = new PgDialect().sqlToQuery(statement);
    const given = literals(params, values);
    return planOf(sql.raw(text.replace(/\$(\d+)/g, (_, position: string) => given[Number(position) - 1]!)));
  }

  const literals = (params: unknown[], values: Record<string, unknown>) =>
    fillPlaceholders(params, values).map((value) => `'${String(value).replaceAll("'", "''")}'`);

  const described = (plan: PlanNode[]) =>
    plan.map((node) => `${node['Node Type']} ${node['Relation Name'] ?? ''} ${node['Index Name'] ?? ''}`).join(' > ');

  /** The first page's values of detailPageIds' placeholders, for this team and statuses. */
  const firstPage = (teamId: number, status?: string[]) => ({
    ...detailWhereValues(teamId, { status }),
    ...pageSizes(50, 0),
    now: new Date().toISOString(),
  });

  /** The inventory screen's page as PostgreSQL plans it for these values, and as it keeps it prepared. */
  const inventoryScreenPlans = async (teamId: number, order: string, status?: string[]) => {
    const page = detailPageIds(
      detailWhere({ status }),
      { order_by: order },
      pagingOf({ order_by: order, limit: 50, offset: 0 }).start,
    );
    const values = firstPage(teamId, status);
    return [described(await customPlanOf(page, values)), described(await genericPlanOf(page, values))];
  };
  const inventoryScreenPlan = async (teamId: number, order: string) => (await inventoryScreenPlans(teamId, order))[0]!;

  it.each(['serial_number', 'status', 'cost', 'listed_value', 'created_at', 'product_name', 'purchased_at', 'sold_at'])(
    'sort the inventory screen by %s, both ways, reading the page from an index',
    async (name) => {
      // The product's name and the purchase's and sale's dates are kept on the item to be sorted so
      // (joined, a sort by one read every item of the team).
      for (const order of [name, `-${name}`]) {
        for (const teamId of [1, 2]) {
          for (const plan of await inventoryScreenPlans(teamId, order)) {
            expect(plan, `by ${order}, team ${teamId}`).not.toMatch(/Seq Scan inventory_items|Sort/);
          }
        }
      }
    },
  );

  it('keeps the dashboard’s and the inventory screen’s status pages on the index, prepared as well', async () => {
    // The dashboard asks for one item of the sold and of the unsold statuses (for their totals); the
    // statement is prepared, so the plan it keeps must hold for any team and status.
    for (const status of [['sold'], ['in_transit', 'in_stock', 'listed', 'returned']]) {
      for (const teamId of [1, 2]) {
        // The plan made for these values may differ (this data has no sold item: an empty status is read
        // from the status index and sorted); the kept one must not.
        const [, kept] = await inventoryScreenPlans(teamId, '', status);
        expect(kept, `${status.join(',')}, team ${teamId}`).not.toMatch(/Seq Scan inventory_items|Sort/);
        expect(kept).toMatch(/inventory_items_list_order_idx/);
      }
    }
  });

  it('sort the inventory screen by days in stock, both ways, from the sold and the unsold items’ own indexes', async () => {
    // An unsold item's wait grows with now, so no index holds every item's; each half's first page is
    // read from its own index and only those (at most twice a page) are merged, as pairs of wait and id.
    for (const order of ['days_in_stock', '-days_in_stock']) {
      for (const teamId of [1, 2]) {
        const plan = await inventoryScreenPlan(teamId, order);
        expect(plan, `by ${order}, team ${teamId}`).not.toMatch(
          /Seq Scan inventory_items|Bitmap Heap Scan inventory_items/,
        );
        expect(plan.match(/Sort/g), `by ${order}, team ${teamId}: ${plan}`).toHaveLength(1);
        // Each half from its index alone: the sold items' carries the dates their wait is made of (a page
        // deep in a million items read the table's page of every sold item before it only to subtract them).
        expect(plan).toMatch(
          /Index Only Scan inventory_items inventory_items_sold_wait_idx.*Index Only Scan inventory_items inventory_items_unsold_wait_idx/,
        );
      }
    }
  });

  it('reads the inventory screen’s page past a mark from the order’s index, by days in stock from each half’s', async () => {
    // The screen's next page starts past the page before's last row (`after`): one index range, however deep.
    for (const order of ['', 'cost', '-cost', 'sold_at', 'days_in_stock', '-days_in_stock']) {
      for (const teamId of [1, 2]) {
        const query = { order_by: order || undefined, limit: 50 };
        const before = JSON.parse(await listDetailJson(database.db, teamId, { ...query, offset: ROWS / 8 })) as {
          next_after: string;
        };
        const paging = pagingOf({ ...query, offset: 0, after: before.next_after });
        const page = detailPageIds(detailWhere({}), query, paging.start);
        const values = { ...firstPage(teamId), ...paging.values };
        for (const plan of [
          described(await customPlanOf(page, values)),
          described(await genericPlanOf(page, values)),
        ]) {
          expect(plan, `by ${order}, team ${teamId}`).not.toMatch(
            /Seq Scan inventory_items|Bitmap Heap Scan inventory_items/,
          );
          if (order.includes('days_in_stock')) {
            expect(plan).toMatch(/inventory_items_sold_wait_idx.*inventory_items_unsold_wait_idx/);
          } else {
            expect(plan, `by ${order}, team ${teamId}`).not.toMatch(/Sort/);
          }
        }
      }
    }
  });

  it.each(['inventory-items', 'purchases', 'sales', 'listings', 'sellers', 'products'])(
    'can find %s by q through a trigram index on each searchable column',
    async (resource) => {
      // q ORs an ILIKE per column: one column without an index makes PostgreSQL read every row of the
      // team, even to find one serial. A table this small is read whole whatever the
      // indexes, so the test reads the indexes themselves.
      const definition = getResource(resource);
      const table = getTableConfig(definition.table).name;
      const indexed = await rowsOf<{ indexdef: string }>(
        database.db,
        sql`select indexdef from pg_indexes where tablename = ${table} and indexdef like '%gin_trgm_ops%'`,
      );
      for (const column of definition.contract.searchable) {
        expect(
          indexed.some(({ indexdef }) => indexdef.includes(`(${column} `)),
          `${table}.${column}`,
        ).toBe(true);
      }
    },
  );

  it.each(['inventory-items', 'purchases', 'sales', 'listings', 'transactions', 'sellers', 'products'])(
    'can filter %s by each of its filterable columns through an index that leads with it',
    async (resource) => {
      // A filter on a column no index leads with read the team's every row to count the matches, and
      // scanned the default order's index for the page (as sales by revenue_taxes once did). A table
      // this small is read whole whatever the indexes, so the test reads the indexes themselves.
      const definition = getResource(resource);
      const { name: table, columns: tableColumns } = getTableConfig(definition.table);
      const columns = tableColumns.map((column) => column.name);
      const leading = await rowsOf<{ columns: string[] }>(
        database.db,
        sql`select array(select attname::text from unnest(i.indkey) with ordinality as k(attnum, position)
              join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by position) as columns
            from pg_index i where i.indrelid = ${table}::regclass`,
      );
      const leads = (column: string) =>
        leading.some(({ columns: [first, second] }) => first === column || (first === 'team_id' && second === column));
      for (const column of definition.contract.filterable.filter((name) => columns.includes(name))) {
        expect(leads(column), `${table}.${column}`).toBe(true);
      }
    },
  );
});
