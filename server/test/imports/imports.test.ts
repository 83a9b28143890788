import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import writeExcelFile from 'write-excel-file/node';
import type { ImportJob } from '@flipstack/contract';
import { signedInTeams, where, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { importFile, importFixture, postImport, settledJob } from '../helpers/imports.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number };
const list = async (caller: Caller, resource: string, query = '') =>
  (await caller.get(`/api/v2/${resource}?limit=500&order_by=id&${query}`)).json<{ rows: Row[]; total: number }>();
const fixture = (name: string) => ({ name, content: importFixture(name) });

describe('POST /api/imports (preview)', () => {
  it('reads a spreadsheet export: BOM, semicolons, quoted line breaks, $1,234.50 and MM/DD/YYYY; writes nothing', async () => {
    const response = await postImport(t, alice, fixture('inventory-spreadsheet.csv'), { kind: 'inventory-items' });
    expect(response.statusCode).toBe(201);
    const job = response.json<ImportJob>();
    expect(job).toMatchObject({ status: 'preview', total_rows: 3, bad_rows: 0, errors: [], preset: null });
    expect(job.headers[0]).toBe('Item Name');
    expect(job.mapping).toMatchObject({
      product: 'Item Name',
      brand: 'Brand',
      serial_number: 'Serial',
      tag_number: 'Tag',
      cost: 'Cost',
      listed_price: 'Price',
      received_at: 'Date Received',
      location: 'Location',
      status: 'Status',
      notes: 'Notes',
    });
    expect(job.sample[0]![10]).toBe('Scratch on the back,\r\nbox included');
    expect(job.references).toEqual(
      expect.arrayContaining([
        { resource: 'products', name: 'iPhone 12 Pro', action: 'create', rows: 2 },
        { resource: 'brands', name: 'Apple', action: 'create', rows: 2 },
        { resource: 'locations', name: 'Bin 3', action: 'create', rows: 1 },
      ]),
    );
    expect((await list(alice, 'inventory-items')).total).toBe(0);
    expect((await list(alice, 'products')).total).toBe(0);
  });

  it('lists every bad row with its line and reason', async () => {
    const taken = await make(bob, 'inventory-items', { serial_number: 'SN-TAKEN' });
    expect(taken).toBeGreaterThan(0);
    await make(alice, 'inventory-items', { serial_number: 'SN-TAKEN' });
    const job = (
      await postImport(t, alice, fixture('inventory-errors.csv'), { kind: 'inventory-items' })
    ).json<ImportJob>();
    expect(job.total_rows).toBe(8);
    expect(job.bad_rows).toBe(7);
    const byLine = Object.fromEntries(job.errors.map((error) => [error.line, error.message]));
    expect(byLine[2]).toBe("Cost: 'twelve' is not an amount of money (like 1234.50)");
    expect(byLine[3]).toBe('Received: 2999-12-31 is in the future');
    expect(byLine[4]).toBeUndefined();
    expect(byLine[5]).toBe('Serial number SN-3 is also on line 4');
    expect(byLine[6]).toMatch(/^Status: 'shelved' is no status/);
    expect(byLine[7]).toBe('Product id: no product 999999 in this team');
    expect(byLine[8]).toMatch(/^Serial number SN-TAKEN is already used by inventory item #\d+$/);
    expect(byLine[9]).toBe('Product: Pick a product');
  });

  it('refuses what is not an import', async () => {
    expect((await postImport(t, alice, fixture('products.csv'), {})).statusCode).toBe(400);
    const noFile = await postImport(t, alice, null, { kind: 'products' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fieldErrors).toEqual({ file: 'Choose a CSV file' });
    const brokenXlsx = await postImport(
      t,
      alice,
      { name: 'book.xlsx', content: Buffer.from('PK\u0003\u0004rest') },
      { kind: 'products' },
    );
    expect(brokenXlsx.statusCode).toBe(400);
    expect(brokenXlsx.json().fieldErrors).toEqual({ file: 'The workbook could not be read' });
    const xls = await postImport(
      t,
      alice,
      { name: 'book.xls', content: Buffer.from('d0cf11e0a1b11ae1', 'hex') },
      { kind: 'products' },
    );
    expect(xls.statusCode).toBe(415);
    expect(xls.json().fieldErrors).toEqual({ file: 'Save the sheet as .xlsx or CSV and import that' });
    const badMapping = await postImport(t, alice, fixture('products.csv'), {
      kind: 'products',
      mapping: JSON.stringify({ name: 'Nope' }),
    });
    expect(badMapping.statusCode).toBe(400);
    expect(badMapping.json().fieldErrors).toEqual({ 'mapping.name': "The file has no column 'Nope'" });
    const job = (await postImport(t, alice, fixture('products.csv'), { kind: 'products' })).json<ImportJob>();
    expect((await bob.get(`/api/imports/${job.id}`)).statusCode).toBe(404);
    expect((await bob.post(`/api/imports/${job.id}/start`, {})).statusCode).toBe(404);
  });
});

describe('fixing rows by hand', () => {
  it('names the cell of each problem; a corrected cell is read instead of the file’s and the row imports', async () => {
    const [nina] = await signedInTeams(t, 1);
    const file = 'Product,Serial,Cost\nKindle,SN-F1,twelve\nKindle,SN-F2,$8.00\n';
    const preview = (
      await postImport(t, nina!, { name: 'stock.csv', content: file }, { kind: 'inventory-items' })
    ).json<ImportJob>();
    expect(preview.errors).toEqual([
      {
        line: 2,
        field: 'cost',
        message: "Cost: 'twelve' is not an amount of money (like 1234.50)",
        header: 'Cost',
        cell: 'twelve',
      },
    ]);
    const wrongColumn = await nina!.put(`/api/imports/${preview.id}`, { fixes: { '2': { Price: '12.00' } } });
    expect(wrongColumn.statusCode).toBe(400);
    expect(wrongColumn.json().fieldErrors).toEqual({ 'fixes.2': "The file has no column 'Price'" });
    expect((await nina!.put(`/api/imports/${preview.id}`, { fixes: { 'line 2': { Cost: '1' } } })).statusCode).toBe(
      400,
    );

    const fixed = (
      await nina!.put(`/api/imports/${preview.id}`, { fixes: { '2': { Cost: '$12.00' } } })
    ).json<ImportJob>();
    expect(fixed).toMatchObject({ bad_rows: 0, errors: [], fixes: { '2': { Cost: '$12.00' } } });
    await nina!.post(`/api/imports/${preview.id}/start`, {});
    expect(await settledJob(nina!, preview.id)).toMatchObject({ status: 'done', created: 2 });
    const items = (await list(nina!, 'inventory-items')).rows;
    expect(items.map((item) => [item['serial_number'], item['cost']])).toEqual([
      ['SN-F1', '12.00'],
      ['SN-F2', '8.00'],
    ]);
  });
});

describe('running an import', () => {
  it('writes the rows through the resources, and the same file again changes nothing', async () => {
    const [carol] = await signedInTeams(t, 1);
    const job = await importFile(t, carol!, fixture('inventory-spreadsheet.csv'), { kind: 'inventory-items' });
    expect(job).toMatchObject({ status: 'done', processed_rows: 3, created: 3, updated: 0, unchanged: 0, bad_rows: 0 });
    const items = (await list(carol!, 'inventory-items', 'with=product,location')).rows;
    expect(
      items.map((item) => [
        item['serial_number'],
        item['cost'],
        item['listed_price'],
        item['received_at'],
        item['status'],
      ]),
    ).toEqual([
      ['SN-1001', '1234.50', '1499.00', '2025-03-14T00:00:00.000Z', 'in_stock'],
      ['SN-1002', '980.00', '1099.99', '2024-12-01T00:00:00.000Z', 'listed'],
      ['SN-2001', '120.00', null, '2025-01-05T00:00:00.000Z', 'in_stock'],
    ]);
    expect(items[0]!['notes']).toBe('Scratch on the back,\r\nbox included');
    expect(items[1]!['tag_number']).toBe('T-9');
    expect(items[0]!['tag_number']).toMatch(/^FS\d{6}$/);
    expect((items[0]!['product'] as Row)['name']).toBe('iPhone 12 Pro');
    expect((items[2]!['location'] as Row)['name']).toBe('Bin 3');
    const products = (await list(carol!, 'products', 'with=brand')).rows;
    expect(products.map((product) => [product['name'], (product['brand'] as Row)['name']])).toEqual([
      ['iPhone 12 Pro', 'Apple'],
      ['Sony WH-1000XM4', 'Sony'],
    ]);

    const again = await importFile(t, carol!, fixture('inventory-spreadsheet.csv'), { kind: 'inventory-items' });
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 3 });
    expect((await list(carol!, 'inventory-items', 'with=product,location')).rows).toEqual(items);
    expect((await list(carol!, 'products')).total).toBe(2);
  });

  it('reads an .xlsx workbook: number, currency and date cells, text with line breaks; a blank row skipped', async () => {
    const [erin] = await signedInTeams(t, 1);
    const money = (value: number) => ({ value, format: '[$$-409]#,##0.00' });
    const day = (iso: string) => ({ value: new Date(iso), format: 'mm/dd/yyyy' });
    const workbook = await writeExcelFile([
      ['Item Name', 'Brand', 'Serial', 'Cost', 'Price', 'Date Received', 'Notes'],
      ['iPhone 12 Pro', 'Apple', 'SN-1001', money(1234.5), money(1499), day('2025-03-14'), 'Scratch,\nbox included'],
      [null, null, null, null, null, null, null],
      ['Sony WH-1000XM4', 'Sony', 12345, 120, null, day('2025-01-05'), '=not a formula'],
    ]).toBuffer();
    const job = await importFile(t, erin!, { name: 'stock.xlsx', content: workbook }, { kind: 'inventory-items' });
    expect(job).toMatchObject({ status: 'done', file_name: 'stock.xlsx', created: 2, bad_rows: 0 });
    const items = (await list(erin!, 'inventory-items', 'with=product')).rows;
    expect(
      items.map((item) => [
        (item['product'] as Row)['name'],
        item['serial_number'],
        item['cost'],
        item['listed_price'],
        item['received_at'],
        item['notes'],
      ]),
    ).toEqual([
      ['iPhone 12 Pro', 'SN-1001', '1234.50', '1499.00', '2025-03-14T00:00:00.000Z', 'Scratch,\nbox included'],
      ['Sony WH-1000XM4', '12345', '120.00', null, '2025-01-05T00:00:00.000Z', '=not a formula'],
    ]);
    const again = await importFile(t, erin!, { name: 'stock.xlsx', content: workbook }, { kind: 'inventory-items' });
    expect(again).toMatchObject({ status: 'done', created: 0, unchanged: 2 });
  });

  it('updates the record of a changed row by its source key column, with the mapping remembered', async () => {
    const [dave] = await signedInTeams(t, 1);
    const file = (cost: string) => ({
      name: 'stock.csv',
      content: `Ref,Product,Cost\nA-1,Kindle,$10.00\nA-2,Kindle,${cost}\n`,
    });
    const first = await importFile(t, dave!, file('$20.00'), { kind: 'inventory-items', source_key: 'Ref' });
    expect(first).toMatchObject({ created: 2, source_key: 'Ref' });
    const preview = (await postImport(t, dave!, file('$25.10'), { kind: 'inventory-items' })).json<ImportJob>();
    expect(preview.source_key).toBe('Ref');
    const started = await dave!.post(`/api/imports/${preview.id}/start`, {});
    expect(started.statusCode).toBe(202);
    const second = await settledJob(dave!, preview.id);
    expect(second).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect((await list(dave!, 'inventory-items')).rows.map((item) => item['cost'])).toEqual(['10.00', '25.10']);
    expect((await dave!.post(`/api/imports/${preview.id}/start`, {})).statusCode).toBe(409);
  });

  it('re-checks every row with a new mapping', async () => {
    const [erin] = await signedInTeams(t, 1);
    const job = (
      await postImport(t, erin!, { name: 'x.csv', content: 'Thing,Paid\nLamp,$5\n' }, { kind: 'inventory-items' })
    ).json<ImportJob>();
    expect(job.mapping).toMatchObject({ product: null, cost: null });
    expect(job.errors).toEqual([{ line: 2, field: 'product', message: 'Product: Pick a product' }]);
    const changed = await erin!.put(`/api/imports/${job.id}`, { mapping: { product: 'Thing', cost: 'Paid' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ bad_rows: 0, errors: [], mapping: { product: 'Thing', cost: 'Paid' } });
  });

  it('never matches another team’s names or ids', async () => {
    const [frank, grace] = await signedInTeams(t, 2);
    const theirs = await make(grace!, 'products', { name: 'Kindle Paperwhite' });
    const job = await importFile(
      t,
      frank!,
      { name: 'k.csv', content: 'Product,Brand\nKindle Paperwhite,Amazon\n' },
      {
        kind: 'inventory-items',
      },
    );
    expect(job.created).toBe(1);
    const [item] = (await list(frank!, 'inventory-items')).rows;
    expect(item!['product_id']).not.toBe(theirs);
    expect((await list(grace!, 'products')).rows.map((product) => product['name'])).toEqual(['Kindle Paperwhite']);
    expect((await list(grace!, 'brands')).rows.map((brand) => brand['name'])).not.toContain('Amazon');
    const byId = (
      await postImport(t, frank!, { name: 'k.csv', content: `Product id\n${theirs}\n` }, { kind: 'inventory-items' })
    ).json<ImportJob>();
    expect(byId.errors).toEqual([
      {
        line: 2,
        field: 'product_id',
        message: `Product id: no product ${theirs} in this team`,
        header: 'Product id',
        cell: String(theirs),
      },
    ]);
  });

  it('a failing batch leaves nothing of it, and starting again resumes there', async () => {
    const [heidi] = await signedInTeams(t, 1);
    const rows = Array.from({ length: 1200 }, (_, index) => `Widget,W-${index + 1},$1.25`);
    const content = `Product,Serial,Cost\n${rows.join('\n')}\n`;
    await t.database.db.execute(
      sql.raw(`create function import_test_failure() returns trigger language plpgsql as $$
        begin if new.serial_number = 'W-700' then raise exception 'the disk is full'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger import_test_failure before insert on inventory_items
        for each row execute function import_test_failure()`),
    );
    let failedId: number;
    try {
      const failed = await importFile(t, heidi!, { name: 'w.csv', content }, { kind: 'inventory-items' });
      failedId = failed.id;
      expect(failed).toMatchObject({ status: 'failed', processed_rows: 500, created: 500 });
      expect(failed.last_error).toContain('the disk is full');
      expect(failed.last_error).toContain('line 502');
      expect((await list(heidi!, 'inventory-items')).total).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger import_test_failure on inventory_items'));
      await t.database.db.execute(sql.raw('drop function import_test_failure()'));
    }
    expect((await heidi!.post(`/api/imports/${failedId}/start`, {})).statusCode).toBe(202);
    const done = await settledJob(heidi!, failedId);
    expect(done).toMatchObject({ status: 'done', processed_rows: 1200, created: 1200, last_error: null });
    expect((await list(heidi!, 'inventory-items', where({ serial_number: { eq: 'W-700' } }))).total).toBe(1);
    expect((await heidi!.get('/api/v2/inventory-items?limit=1')).json().total).toBe(1200);
  });
});

describe('export → import', () => {
  it('round-trips the inventory export exactly, money to the cent; an edited cell updates only its record', async () => {
    const [ivan] = await signedInTeams(t, 1);
    const product = await make(ivan!, 'products', { name: 'Steam Deck, 512 GB "OLED"' });
    for (const [serial, cost] of [
      ['SD-1', '0.01'],
      ['SD-2', '1234567.89'],
      ['SD-3', null],
    ] as const) {
      await make(ivan!, 'inventory-items', {
        product_id: product,
        serial_number: serial,
        cost,
        notes: serial === 'SD-1' ? '=cmd, "quoted"\nline two' : null,
        received_at: '2025-06-30',
      });
    }
    const exported = (await ivan!.get('/api/v2/inventory-items/export.csv?order_by=id')).body;
    const job = await importFile(t, ivan!, { name: 'export.csv', content: exported }, { kind: 'inventory-items' });
    expect(job).toMatchObject({
      status: 'done',
      preset: 'flipstack-inventory',
      source_key: 'id',
      created: 0,
      updated: 0,
      unchanged: 3,
    });
    expect((await ivan!.get('/api/v2/inventory-items/export.csv?order_by=id')).body).toBe(exported);

    const edited = exported.replace(',1234567.89,', ',1234567.90,');
    const second = await importFile(t, ivan!, { name: 'export.csv', content: edited }, { kind: 'inventory-items' });
    expect(second).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const dropUpdatedAt = (csv: string) => csv.split('\r\n').map((line) => line.replace(/^([^,]*,[^,]*,)[^,]*/, '$1'));
    expect(dropUpdatedAt((await ivan!.get('/api/v2/inventory-items/export.csv?order_by=id')).body)).toEqual(
      dropUpdatedAt(edited),
    );
  });
});

describe('importing sales', () => {
  const salesFile = [
    'Order #,Date Sold,Marketplace,Buyer,Sold Price,Shipping Charged,Sales Tax,Fees,Shipping Cost,Serial Number,Notes',
    '1001,03/14/2025,eBay,jane,$120.00,$9.95,$8.40,$15.60,$7.50,SN-S1,',
    '1002,03/15/2025,Mercari,bob,$45.00,,,$4.50,$5.00,"T-S2; SN-S3",two in one',
    '1003,03/16/2025,eBay,,$10.00,,,,,SN-NONE,',
    '1004,03/17/2025,ebay,,$10.00,,,,,SN-S1,',
  ].join('\n');

  it('sells the items named by serial or tag, makes the platforms by name, and a second run changes nothing', async () => {
    const [judy, other] = (await signedInTeams(t, 2)) as [Caller, Caller];
    const first = await make(judy, 'inventory-items', { serial_number: 'SN-S1', cost: '50.00' });
    const second = await make(judy, 'inventory-items', { tag_number: 'T-S2', cost: '10.00' });
    const third = await make(judy, 'inventory-items', { serial_number: 'SN-S3', cost: '12.50' });
    await make(other, 'inventory-items', { serial_number: 'SN-NONE' });

    const preview = (
      await postImport(t, judy, { name: 'sales.csv', content: salesFile }, { kind: 'sales' })
    ).json<ImportJob>();
    expect(preview).toMatchObject({ status: 'preview', total_rows: 4, bad_rows: 2 });
    expect(preview.mapping).toMatchObject({
      order_number: 'Order #',
      sold_at: 'Date Sold',
      platform: 'Marketplace',
      revenue_subtotal: 'Sold Price',
      cost_commission: 'Fees',
      cost_shipping: 'Shipping Cost',
      items: 'Serial Number',
    });
    expect(preview.errors).toEqual([
      {
        line: 4,
        field: 'items',
        message: 'Items sold: no item with serial or tag number SN-NONE in this team',
        header: 'Serial Number',
        cell: 'SN-NONE',
      },
      {
        line: 5,
        field: 'items',
        message: 'Items sold: SN-S1 is also sold on line 2',
        header: 'Serial Number',
        cell: 'SN-S1',
      },
    ]);
    expect(preview.references).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ resource: 'platforms', name: 'eBay', action: 'create' }),
        expect.objectContaining({ resource: 'platforms', name: 'Mercari', action: 'create' }),
      ]),
    );

    const job = await importFile(t, judy, { name: 'sales.csv', content: salesFile }, { kind: 'sales' });
    expect(job).toMatchObject({ status: 'done', created: 2, bad_rows: 2 });
    const sold = (await list(judy, 'sales', 'with=items,platform')).rows;
    expect(
      sold.map((sale) => [
        sale['order_number'],
        sale['sold_at'],
        (sale['platform'] as Row)['name'],
        sale['revenue_total'],
        sale['cost_total'],
        sale['cost_of_goods'],
        sale['profit'],
        (sale['items'] as Row[]).map((item) => item.id).sort((a, b) => a - b),
      ]),
    ).toEqual([
      // 120 + 9.95 + 8.40 − 8.40 taxes − 23.10 costs − 50.00 goods.
      ['1001', '2025-03-14T00:00:00.000Z', 'eBay', '138.35', '23.10', '50.00', '56.85', [first]],
      ['1002', '2025-03-15T00:00:00.000Z', 'Mercari', '45.00', '9.50', '22.50', '13.00', [second, third]],
    ]);
    expect((await list(judy, 'platforms')).total).toBe(2);
    for (const id of [first, second, third]) {
      expect((await judy.get(`/api/v2/inventory-items/${id}`)).json().status).toBe('sold');
    }

    const again = await importFile(t, judy, { name: 'sales.csv', content: salesFile }, { kind: 'sales' });
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 2, bad_rows: 2 });
    expect((await list(judy, 'sales')).total).toBe(2);
  });

  it('round-trips the sales export, negative adjustments included; an edited amount updates only its sale', async () => {
    const [kim] = await signedInTeams(t, 1);
    const platform = await make(kim!, 'platforms', { name: 'Poshmark' });
    await make(kim!, 'sales', {
      platform_id: platform,
      sold_at: '2025-05-01',
      revenue_subtotal: '19.99',
      revenue_other: '-5.00',
      buyer: 'Lee',
    });
    await make(kim!, 'sales', { sold_at: '2025-05-02', revenue_subtotal: '1234567.89', buyer: '=cmd, "quoted"' });
    const exported = (await kim!.get('/api/v2/sales/export.csv?order_by=id')).body;
    const job = await importFile(t, kim!, { name: 'export.csv', content: exported }, { kind: 'sales' });
    expect(job).toMatchObject({ status: 'done', preset: 'flipstack-sales', created: 0, updated: 0, unchanged: 2 });
    expect((await kim!.get('/api/v2/sales/export.csv?order_by=id')).body).toBe(exported);

    const edited = exported.replace(',19.99,', ',21.99,');
    expect(edited).not.toBe(exported);
    const second = await importFile(t, kim!, { name: 'export.csv', content: edited }, { kind: 'sales' });
    expect(second).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const rows = (await list(kim!, 'sales')).rows;
    expect(rows.map((sale) => [sale['revenue_subtotal'], sale['revenue_other'], sale['buyer']])).toEqual([
      ['21.99', '-5.00', 'Lee'],
      ['1234567.89', '0.00', '=cmd, "quoted"'],
    ]);
  });
});

describe('importing listings', () => {
  it('makes listings with their platform and items (an item may be cross-listed); statuses read from their words', async () => {
    const [mona] = await signedInTeams(t, 1);
    const phone = await make(mona!, 'inventory-items', { serial_number: 'SN-L1' });
    const cable = await make(mona!, 'inventory-items', { serial_number: 'SN-L2' });
    const charger = await make(mona!, 'inventory-items', { tag_number: 'T-L3' });
    const file = [
      'Title,Marketplace,Price,Item Number,Status,Start Date,Serial Number',
      'iPhone 12 Pro 128GB,eBay,$499.00,110555000901,Live,03/01/2025,SN-L1',
      'iPhone 12 Pro 128GB,Mercari,$479.00,,Active,03/02/2025,SN-L1',
      'Bundle of two,eBay,$60.00,110555000902,Expired,02/01/2025,"SN-L2;T-L3"',
      'Nope,eBay,$1.00,,On hold,,',
    ].join('\n');
    const job = await importFile(t, mona!, { name: 'listings.csv', content: file }, { kind: 'listings' });
    expect(job).toMatchObject({ status: 'done', created: 3, bad_rows: 1 });
    expect(job.errors).toEqual([
      { line: 5, field: 'status', message: "Status: 'On hold' is no status (use one of draft, active, ended, sold)" },
    ]);
    const rows = (await list(mona!, 'listings', 'with=platform,items')).rows;
    expect(
      rows.map((listing) => [
        listing['title'],
        (listing['platform'] as Row)['name'],
        listing['price'],
        listing['external_id'],
        listing['status'],
        listing['listed_at'],
        (listing['items'] as Row[]).map((item) => item.id).sort((a, b) => a - b),
      ]),
    ).toEqual([
      ['iPhone 12 Pro 128GB', 'eBay', '499.00', '110555000901', 'active', '2025-03-01T00:00:00.000Z', [phone]],
      ['iPhone 12 Pro 128GB', 'Mercari', '479.00', null, 'active', '2025-03-02T00:00:00.000Z', [phone]],
      ['Bundle of two', 'eBay', '60.00', '110555000902', 'ended', '2025-02-01T00:00:00.000Z', [cable, charger]],
    ]);
    expect((await mona!.get(`/api/v2/inventory-items/${phone}`)).json().status).toBe('listed');
    const again = await importFile(t, mona!, { name: 'listings.csv', content: file }, { kind: 'listings' });
    expect(again).toMatchObject({ status: 'done', created: 0, unchanged: 3, bad_rows: 1 });
  });
});

describe('importing purchases with their items', () => {
  const purchasesFile = (secondCost = '$110.50') =>
    [
      'Order #,Purchase Date,Bought From,Marketplace,Item,Brand,Serial Number,Cost,Shipping,Condition',
      'A-100,03/01/2025,Goodwill,eBay,iPhone 12,Apple,SN-P1,$100.00,$12.00,Used',
      `a-100,,,,iPhone 12,Apple,SN-P2,${secondCost},,Used`,
      'B-200,03/05/2025,Jane Doe,,AirPods Pro,Apple,SN-P3,$45.25,,New',
      'C-300,,,,Pixel 7,Google,SN-P4,$80.00,,Used',
      ',03/06/2025,Goodwill,,Lamp,,SN-P5,$1.00,,',
      'Z-1,,,,Desk,,SN-P6,$30.00,,',
    ].join('\n');

  it('makes a purchase of the rows of each order number, its items bought with it; again changes nothing', async () => {
    const [mia] = (await signedInTeams(t, 1)) as [Caller];
    // A purchase the team made by hand gains the file's item and keeps its money.
    const byHand = await make(mia, 'purchases', {
      order_number: 'Z-1',
      purchased_at: '2025-02-01',
      subtotal: '500.00',
      seller_id: null,
    });

    const preview = (
      await postImport(t, mia, { name: 'purchases.csv', content: purchasesFile() }, { kind: 'purchases' })
    ).json<ImportJob>();
    expect(preview.mapping).toMatchObject({
      order_number: 'Order #',
      purchased_at: 'Purchase Date',
      seller: 'Bought From',
      platform: 'Marketplace',
      product: 'Item',
      serial_number: 'Serial Number',
      cost: 'Cost',
      shipping: 'Shipping',
    });
    expect(preview).toMatchObject({ total_rows: 6, bad_rows: 2 });
    expect(preview.errors.map((error) => [error.line, error.field, error.message])).toEqual([
      [5, 'purchased_at', 'Purchased: order C-300 is new here and no row of it gives its date'],
      [6, 'order_number', 'Order number: every row needs one (rows with the same number are one purchase)'],
    ]);
    expect(preview.references).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ resource: 'purchases', name: 'A-100', action: 'create', rows: 2 }),
        expect.objectContaining({ resource: 'purchases', name: 'Z-1', action: 'match' }),
        expect.objectContaining({ resource: 'sellers', name: 'Goodwill', action: 'create' }),
      ]),
    );

    const byItem = { kind: 'purchases', source_key: 'Serial Number' };
    const job = await importFile(t, mia, { name: 'purchases.csv', content: purchasesFile() }, byItem);
    expect(job).toMatchObject({ status: 'done', created: 4, bad_rows: 2 });
    const bought = (await list(mia, 'purchases', 'with=seller,platform')).rows;
    expect(
      bought.map((purchase) => [
        purchase['order_number'],
        purchase['purchased_at'],
        (purchase['seller'] as Row | null)?.['name'] ?? null,
        (purchase['platform'] as Row | null)?.['name'] ?? null,
        purchase['subtotal'],
        purchase['shipping'],
        purchase['total'],
        purchase['item_count'],
      ]),
    ).toEqual([
      ['Z-1', '2025-02-01T00:00:00.000Z', null, null, '500.00', '0.00', '500.00', 1],
      ['A-100', '2025-03-01T00:00:00.000Z', 'Goodwill', 'eBay', '210.50', '12.00', '222.50', 2],
      ['B-200', '2025-03-05T00:00:00.000Z', 'Jane Doe', null, '45.25', '0.00', '45.25', 1],
    ]);
    expect(bought[0]!.id).toBe(byHand);
    const items = (await list(mia, 'inventory-items')).rows;
    expect(items.map((item) => [item['serial_number'], item['purchase_id'], item['cost'], item['status']])).toEqual([
      ['SN-P1', bought[1]!.id, '100.00', 'in_stock'],
      ['SN-P2', bought[1]!.id, '110.50', 'in_stock'],
      ['SN-P3', bought[2]!.id, '45.25', 'in_stock'],
      // The purchase made by hand is not received yet: its new item is on the way too.
      ['SN-P6', byHand, '30.00', 'in_transit'],
    ]);

    const again = await importFile(t, mia, { name: 'purchases.csv', content: purchasesFile() }, byItem);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 4 });
    expect((await list(mia, 'purchases')).total).toBe(3);

    // A cost corrected in the file (rows keyed by serial number): the item follows, and so does the
    // subtotal of the purchase the import made.
    const changed = purchasesFile('$120.50');
    const corrected = await importFile(t, mia, { name: 'purchases.csv', content: changed }, byItem);
    expect(corrected).toMatchObject({ status: 'done', created: 0, updated: 1, unchanged: 3 });
    expect((await mia.get(`/api/v2/purchases/${bought[1]!.id}`)).json()).toMatchObject({
      subtotal: '220.50',
      total: '232.50',
    });
  });

  it('keeps an order whose rows fill more than one batch as one purchase', async () => {
    const [noah] = (await signedInTeams(t, 1)) as [Caller];
    const rows = Array.from({ length: 501 }, (_, index) => `LOT-9,2025-04-0${1 + (index % 2)},Lot ${index},$1.10`);
    const file = ['Order,Date,Item,Cost', ...rows].join('\n');
    const job = await importFile(t, noah, { name: 'lot.csv', content: file }, { kind: 'purchases' });
    expect(job).toMatchObject({ status: 'done', created: 501, bad_rows: 0 });
    const bought = (await list(noah, 'purchases')).rows;
    expect(bought.map((purchase) => [purchase['order_number'], purchase['item_count'], purchase['subtotal']])).toEqual([
      ['LOT-9', 501, '551.10'],
    ]);
  });
});

describe('importing expenses and other money', () => {
  it('reads a plain expenses sheet (no type column: expenses), types by their words, and round-trips the export', async () => {
    const [lena] = await signedInTeams(t, 1);
    const sheet = [
      'Date,Vendor,Amount,Category',
      '01/05/2025,Uline poly mailers,$42.10,',
      '01/09/2025,Drive to the estate sale,$18.76,Miles',
      '01/12/2025,Payout to bank,"$1,200.00",Deposit',
      '01/13/2025,Mystery,$5.00,Lunch money',
    ].join('\n');
    const preview = (
      await postImport(t, lena!, { name: 'expenses.csv', content: sheet }, { kind: 'transactions' })
    ).json<ImportJob>();
    expect(preview.mapping).toMatchObject({ occurred_at: 'Date', description: 'Vendor', amount: 'Amount', type: null });
    const mapped = { ...preview.mapping, type: 'Category' };
    const checked = (await lena!.put(`/api/imports/${preview.id}`, { mapping: mapped })).json<ImportJob>();
    expect(checked.errors).toEqual([
      {
        line: 5,
        field: 'type',
        message: "Type: 'Lunch money' is no type (use one of expense, income, payout, refund, fee, mileage)",
        header: 'Category',
        cell: 'Lunch money',
      },
    ]);
    const job = (await lena!.post(`/api/imports/${preview.id}/start`, {})).json<ImportJob>();
    const done = await settledJob(lena!, job.id);
    expect(done).toMatchObject({ status: 'done', created: 3, bad_rows: 1 });
    const rows = (await list(lena!, 'transactions')).rows;
    expect(rows.map((row) => [row['occurred_at'], row['type'], row['amount'], row['description']])).toEqual([
      ['2025-01-05T00:00:00.000Z', 'expense', '42.10', 'Uline poly mailers'],
      ['2025-01-09T00:00:00.000Z', 'mileage', '18.76', 'Drive to the estate sale'],
      ['2025-01-12T00:00:00.000Z', 'payout', '1200.00', 'Payout to bank'],
    ]);

    const exported = (await lena!.get('/api/v2/transactions/export.csv?order_by=id')).body;
    const again = await importFile(t, lena!, { name: 'export.csv', content: exported }, { kind: 'transactions' });
    expect(again).toMatchObject({ status: 'done', preset: 'flipstack-transactions', created: 0, unchanged: 3 });
  });
});

describe('importing expenses by category', () => {
  it('keeps each expense’s category, which the profit and loss report lists them by', async () => {
    const [kim] = await signedInTeams(t, 1);
    const sheet = [
      'Date,Payee,Amount,Expense Category',
      '02/03/2025,Uline,$42.10,Shipping supplies',
      '02/04/2025,USPS,$8.40,Postage',
      '02/05/2025,Staples,$3.99,',
    ].join('\n');
    const done = await importFile(t, kim!, { name: 'expenses.csv', content: sheet }, { kind: 'transactions' });
    expect(done).toMatchObject({ status: 'done', created: 3, bad_rows: 0 });
    expect(done.mapping).toMatchObject({ category: 'Expense Category' });
    const rows = (await list(kim!, 'transactions')).rows;
    expect(rows.map((row) => [row['description'], row['type'], row['category']])).toEqual([
      ['Uline', 'expense', 'Shipping supplies'],
      ['USPS', 'expense', 'Postage'],
      ['Staples', 'expense', null],
    ]);
    const report = (await kim!.get('/api/reports/profit-and-loss?from=2025-02&to=2025-02')).json<{
      total: { expenses_by_category: { category: string; amount: string }[] };
    }>();
    expect(report.total.expenses_by_category).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'Shipping supplies', amount: '42.10' }),
        expect.objectContaining({ category: 'Postage', amount: '8.40' }),
        expect.objectContaining({ category: 'Uncategorized', amount: '3.99' }),
      ]),
    );
  });
});

describe('ready-made mappings', () => {
  it.each([
    ['vendoo-inventory.csv', 'vendoo', 2],
    ['flipwise-inventory.csv', 'flipwise', 1],
    ['list-perfectly-inventory.csv', 'list-perfectly', 1],
    ['my-reseller-genie-inventory.csv', 'my-reseller-genie', 1],
  ])('%s is read as a %s export', async (name, preset, rows) => {
    const [caller] = await signedInTeams(t, 1);
    const job = await importFile(t, caller!, fixture(name), { kind: 'inventory-items' });
    expect(job).toMatchObject({ preset, status: 'done', created: rows, bad_rows: 0 });
    const items = (await list(caller!, 'inventory-items')).rows;
    expect(items.every((item) => typeof item['cost'] === 'string' && /^\d+\.\d\d$/.test(item['cost']))).toBe(true);
  });

  it('imports products with their brands and categories', async () => {
    const [judy] = await signedInTeams(t, 1);
    const job = await importFile(t, judy!, fixture('products.csv'), { kind: 'products' });
    expect(job).toMatchObject({ status: 'done', created: 2 });
    const products = (await list(judy!, 'products', 'with=brand,category')).rows;
    expect(
      products.map((p) => [
        p['name'],
        p['msrp'],
        p['upc'],
        (p['brand'] as Row)['name'],
        (p['category'] as Row)['name'],
      ]),
    ).toEqual([
      ['PlayStation 5', '499.99', '711719541028', 'Sony', 'Consoles'],
      ['Xbox Series X', '499.00', '889842640724', 'Microsoft', 'Consoles'],
    ]);
    expect(products[0]!['description']).toBe('Disc edition;\nwhite');
    expect((await list(judy!, 'categories')).total).toBe(1);
  });
});
