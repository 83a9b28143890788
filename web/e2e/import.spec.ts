import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SIGNED_IN_STATE } from './fixtures.ts';

test.use({ storageState: SIGNED_IN_STATE });

// The demo user is shared by parallel tests: every test names its own data.
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('[IMPORT]', () => {
  test('the picker offers spreadsheets and text by their names too, and says why it turns another file away', async ({
    page,
  }) => {
    await page.goto('/import');
    const input = page.getByLabel('File to import');
    const accepted = ((await input.getAttribute('accept')) ?? '').split(',');
    expect(accepted).toEqual(expect.arrayContaining(['.csv', '.tsv', '.txt', '.xlsx', 'text/csv']));
    await input.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(
      page.getByText('Error reading the file: invoice.pdf is not a CSV, TSV, text or .xlsx file'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/import$/);
  });

  test('[LIMITS] a file past the import’s limits is turned away with the limit named', async ({ page }) => {
    await page.goto('/import');
    const header = Array.from({ length: 600 }, (_, index) => `Column ${index + 1}`).join(',');
    await page.getByLabel('File to import').setInputFiles({
      name: 'too-wide.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\r\n`),
    });
    await expect(
      page.getByText(
        'Error reading the file: Line 1 has 600 columns; an import reads at most 500: delete the columns you do not import and try again',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/import$/);
  });

  test('[MAPPING] a spreadsheet whose columns are mapped by hand, checked row by row, then imported with its progress', async ({
    page,
    request,
  }) => {
    test.slow(); // an upload, three re-checks and a background job
    const product = unique('Polaroid SX-70');
    const serials = [unique('PX'), unique('PX')];
    // A mapping is remembered for files of the same columns: a column of this run's own keeps it from an earlier run's.
    const thing = unique('Thing');
    const csv =
      `${thing};Paid;Serial No;When\r\n` +
      `${product};"$1,234.50";${serials[0]};03/14/2025\r\n` +
      `${product};$12.5;${serials[1]};"12/01/2024"\r\n`;

    await page.goto('/inventory');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page).toHaveURL(/\/import\?kind=inventory-items$/);
    await page.getByLabel('File to import').setInputFiles({
      name: 'cameras.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}`),
    });

    await expect(page.getByTestId('import-summary')).toHaveText('2 rows, 2 with errors');
    const firstRows = page.getByRole('table', { name: 'First rows of the file' });
    await expect(firstRows.getByRole('cell', { name: '$1,234.50' })).toBeVisible();
    const problems = page.getByRole('table', { name: 'Rows with errors' });
    await expect(problems.getByRole('row', { name: '2 Product: Pick a product' })).toBeVisible();

    for (const [field, column] of [
      ['Product', thing],
      ['Cost', 'Paid'],
      ['Received', 'When'],
    ] as const) {
      const select = page.getByRole('combobox', { name: `Column for ${field}`, exact: true });
      await select.click();
      await page.getByRole('option', { name: column, exact: true }).click();
      await expect(select).toHaveValue(column);
    }
    await expect(page.getByTestId('import-summary')).toHaveText('2 rows, 0 with errors');
    await expect(problems).toHaveCount(0);
    const names = page.getByRole('table', { name: 'Names matched or created' });
    await expect(names.getByRole('row', { name: `${product} Product created 2` })).toBeVisible();

    const scan = await new AxeBuilder({ page }).analyze();
    expect(scan.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(page.getByTestId('import-progress')).toHaveText(
      '2 of 2 rows: 2 created, 0 updated, 0 unchanged, 0 skipped',
    );
    await expect(page.getByText('Import done')).toBeVisible();

    const items = await request.get(
      `/api/v2/inventory-items?order_by=serial_number&where=${encodeURIComponent(JSON.stringify({ serial_number: { in: serials } }))}`,
    );
    const rows = ((await items.json()) as { rows: Record<string, unknown>[] }).rows;
    expect(rows.map((row) => [row['serial_number'], row['cost'], row['received_at']]).sort()).toEqual(
      [
        [serials[0], '1234.50', '2025-03-14T00:00:00.000Z'],
        [serials[1], '12.50', '2024-12-01T00:00:00.000Z'],
      ].sort(),
    );

    await page.getByRole('link', { name: 'Open inventory items' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
  });

  test('[FIX] expenses: a bad cell corrected on the page is checked again and imported', async ({ page, request }) => {
    test.slow(); // an upload, a re-check and a background job
    const what = unique('Bubble mailers');
    const csv = `Date,Description,Amount\r\n01/05/2025,${what} A,twelve\r\n01/06/2025,${what} B,$3.00\r\n`;

    await page.goto('/transactions');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page).toHaveURL(/\/import\?kind=transactions$/);
    await page.getByLabel('File to import').setInputFiles({
      name: 'expenses.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(page.getByTestId('import-summary')).toHaveText('2 rows, 1 with errors');
    const cell = page.getByRole('textbox', { name: 'Line 2, Amount' });
    await expect(cell).toHaveValue('twelve');
    await cell.fill('$12.00');
    await page.getByRole('button', { name: 'Check the corrected rows' }).click();
    await expect(page.getByTestId('import-summary')).toHaveText('2 rows, 0 with errors');
    await expect(page.getByRole('table', { name: 'Rows with errors' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('Import done')).toBeVisible();
    const answer = await request.get(`/api/v2/transactions?q=${encodeURIComponent(what)}&order_by=occurred_at`);
    const rows = ((await answer.json()) as { rows: Record<string, unknown>[] }).rows;
    expect(rows.map((row) => [row['description'], row['type'], row['amount']])).toEqual([
      [`${what} A`, 'expense', '12.00'],
      [`${what} B`, 'expense', '3.00'],
    ]);
  });

  test('[HISTORY] another tool’s export keeps its history: recognised, its left-out columns named, its sales made', async ({
    page,
    request,
  }, testInfo) => {
    test.slow(); // an upload and a background job
    const [boots, scarf] = [unique('Frye Boots'), unique('Hermes Scarf')];
    const csv =
      'Title,Brand,Category,SKU,Condition,Price,Cost of Goods,Status,Quantity,Date Listed,Date Sold,Sold Price,Marketplaces,Marketplace Sold,Marketplace Fees,Shipping Expense,Internal Notes,Labels\r\n' +
      `${boots},Frye,Shoes,${boots},Pre-owned,$120.00,$30.00,Sold,1,01/10/2025,02/14/2025,$110.00,eBay,eBay,$14.50,$12.40,,boots\r\n` +
      `${scarf},Hermes,Accessories,${scarf},Pre-owned,$250.00,$40.00,Active,2,03/01/2025,,,Poshmark,,,,,\r\n`;

    await page.goto('/import?kind=inventory-items');
    await page.getByLabel('File to import').setInputFiles({
      name: 'vendoo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(page.getByTestId('import-summary')).toHaveText('2 rows, 0 with errors');
    await expect(page.getByText('Recognised: Vendoo export')).toBeVisible();
    await expect(page.getByTestId('import-unmapped')).toContainText('Columns not imported: Labels: no field reads it');
    await expect(page.getByRole('combobox', { name: 'Column for Sold', exact: true })).toHaveValue('Date Sold');
    await expect(page.getByRole('combobox', { name: 'Column for Quantity', exact: true })).toHaveValue('Quantity');
    await page.screenshot({ path: testInfo.outputPath('history-preview.png'), fullPage: true });

    const scan = await new AxeBuilder({ page }).analyze();
    expect(scan.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('Import done')).toBeVisible();
    const listings = async (title: string) => {
      const answer = await request.get(`/api/v2/listings?q=${encodeURIComponent(title)}&with=items`);
      return ((await answer.json()) as { rows: Record<string, unknown>[] }).rows.map((row) => [
        row['status'],
        (row['items'] as Record<string, unknown>[]).map((item) => item['status']),
      ]);
    };
    expect(await listings(boots)).toEqual([['sold', ['shipped']]]);
    expect(await listings(scarf)).toEqual([['active', ['listed', 'listed']]]);
  });

  test('[MARKETPLACE] a Mercari sales report becomes sales: one found by its title, one matched by hand, one a new item; imported again it changes nothing', async ({
    page,
    request,
  }) => {
    test.slow(); // two uploads and their background jobs
    const [shoes, cards, mug] = [unique('Nike Air Max'), unique('Card lot'), unique('Mug')];
    const tag = unique('T');
    const make = async (resource: string, data: Record<string, unknown>) => {
      const answer = await request.post(`/api/v2/${resource}`, { data });
      expect(answer.status()).toBe(201);
      return ((await answer.json()) as { id: number }).id;
    };
    const received = new Date().toISOString();
    const shoesItem = await make('inventory-items', {
      product_id: await make('products', { name: shoes }),
      cost: '20.00',
      received_at: received,
    });
    const cardsItem = await make('inventory-items', {
      product_id: await make('products', { name: unique('Pokemon cards') }),
      tag_number: tag,
      cost: '5.00',
      received_at: received,
    });
    const [shoesId, cardsId, mugId] = [unique('m'), unique('m'), unique('m')];
    const csv =
      'Item Id,Sold Date,Canceled Date,Completed Date,Item Title,Order Status,Shipped to State,Shipped from State,Item Price,Buyer Shipping Fee,Seller Shipping Fee,Mercari Selling Fee,Payment Processing Fee,Net Seller Proceeds,Sales Tax Charged to Buyer,Merchant Fees Charged to Buyer\r\n' +
      `${shoesId},03/04/2025,,03/09/2025,${shoes},Completed,CA,NY,85.00,0.00,7.45,8.50,2.97,66.08,7.44,0.00\r\n` +
      `${cardsId},03/10/2025,,03/15/2025,${cards},Completed,TX,NY,40.00,6.99,0.00,4.00,1.86,34.14,3.20,0.00\r\n` +
      `${mugId},03/12/2025,,03/16/2025,${mug},Completed,WA,NY,18.00,0.00,5.20,1.80,0.84,10.16,1.50,0.00\r\n`;
    const importReport = async () => {
      await page.goto('/import?kind=marketplace-sales');
      await page.getByLabel('File to import').setInputFiles({
        name: 'mercari-sales.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await expect(page.getByText('Recognised: Mercari sales report')).toBeVisible();
      await expect(page.getByTestId('import-summary')).toHaveText('3 rows, 0 with errors');
      await page.getByRole('button', { name: 'Import 3 rows' }).click();
      await expect(page.getByText('Import done')).toBeVisible();
    };
    const saleOf = async (itemId: number) => {
      const answer = await request.get(`/api/v2/inventory-items/${itemId}?with=sale_links`);
      const links = ((await answer.json()) as { sale_links: { sale_id: number }[] }).sale_links;
      if (links.length !== 1) return links.length;
      const sale = await request.get(`/api/v2/sales/${links[0]!.sale_id}`);
      const row = (await sale.json()) as Record<string, string>;
      return [row['revenue_subtotal'], row['cost_commission'], row['cost_payment'], row['cost_shipping']];
    };

    await importReport();
    // The shoes are found by their product's name and sold with Mercari's fees and label.
    expect(await saleOf(shoesItem)).toEqual(['85.00', '8.50', '2.97', '7.45']);

    await page.getByRole('link', { name: 'Open marketplace sales' }).click();
    await expect(page).toHaveURL(/\/marketplace-sales$/);
    const lines = page.getByRole('table', { name: 'Marketplace sales' });
    await expect(lines.getByText(cards)).toBeVisible();
    await expect(lines.getByText(mug)).toBeVisible();
    await expect(lines.getByText(shoes)).toHaveCount(0);

    // The card lot is the tagged unit in stock, picked by hand.
    const picker = page.getByRole('combobox', { name: `Item sold as “${cards}”` });
    await picker.click();
    await picker.fill(tag);
    await page.getByRole('option', { name: new RegExp(tag) }).click();
    await page.getByRole('row').filter({ hasText: cards }).getByRole('button', { name: 'Match' }).click();
    await expect(lines.getByText(cards)).toHaveCount(0);
    expect(await saleOf(cardsItem)).toEqual(['40.00', '4.00', '1.86', '0.00']);

    // The mug was never in Flipstack: recorded in place, with a new product, and matched.
    await page.getByRole('row').filter({ hasText: mug }).getByRole('button', { name: 'New item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New item' });
    const product = dialog.getByRole('combobox', { name: 'Product' });
    await product.click();
    await product.fill(mug);
    await page.getByRole('option', { name: `Create “${mug}”` }).click();
    await expect(product).toHaveValue(mug);
    await dialog.getByRole('textbox', { name: 'Cost' }).fill('3.00');
    await dialog.getByRole('button', { name: 'Create and match' }).click();
    await expect(page.getByText('Every imported sale is matched to an inventory item.')).toBeVisible();
    const mugProducts = await request.get(`/api/v2/products?q=${encodeURIComponent(mug)}`);
    const mugProduct = ((await mugProducts.json()) as { rows: { id: number }[] }).rows[0]!.id;
    const mugItems = await request.get(
      `/api/v2/inventory-items?where=${encodeURIComponent(JSON.stringify({ product_id: mugProduct }))}`,
    );
    const mugItem = ((await mugItems.json()) as { rows: { id: number }[] }).rows[0];
    expect(await saleOf(mugItem!.id)).toEqual(['18.00', '1.80', '0.84', '5.20']);

    // The same report again: every line is known, no sale is made twice.
    await importReport();
    await expect(page.getByTestId('import-progress')).toContainText('0 created');
    for (const item of [shoesItem, cardsItem, mugItem!.id]) expect(await saleOf(item)).toHaveLength(4);
  });
});
