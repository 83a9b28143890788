import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUpOwnTeam, toast } from './fixtures.ts';

let page: Page;

/** A team of its own: the demo team's figures move with every other test that sells or spends. */
test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await signUpOwnTeam(page.request, 'Pat Profit');
});

test.afterAll(() => page.context().close());

async function create(resource: string, body: object): Promise<void> {
  const response = await page.request.post(`/api/v2/${resource}`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
}

// The team's time zone is UTC, as is this machine's: today is one day and one month for both.
const today = new Date().toISOString();
const month = today.slice(0, 7);

test.describe('[REPORTS]', () => {
  test('[MILEAGE][REPORTS] a trip recorded on /mileage and an expense take their share off the month’s net profit, on screen, in the CSV, in a balanced journal and on the tax year', async () => {
    await create('sales', {
      sold_at: today,
      revenue_subtotal: '100.00',
      revenue_taxes: '8.00',
      cost_commission: '10.00',
    });
    await create('transactions', {
      type: 'expense',
      occurred_at: today,
      amount: '12.00',
      description: 'Tape',
      category: 'Shipping supplies',
    });

    // The rates come filled in with the IRS business rates.
    await page.goto('/mileage/rates');
    await expect(page.getByRole('cell', { name: 'IRS standard business rate' })).toHaveCount(2);
    await expect(page.getByRole('cell', { name: '0.70', exact: true })).toBeVisible();

    await page.goto('/mileage');
    await page.getByRole('link', { name: 'New trip' }).click();
    await page.getByLabel('Miles (round trip)').fill('24.6');
    await page.getByLabel('Purpose').fill('Sourcing at the flea market');
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('Home');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('Flea market');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Trip created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/mileage$/);
    // 24.6 miles at $0.70 (the 2025 rate, the latest before today).
    await expect(page.getByRole('cell', { name: '$17.22' })).toBeVisible();

    await page.goto(`/reports?from=${month}&to=${month}`);
    const statement = page.getByRole('table', { name: 'Profit and loss' });
    // Total and the month: 100 − 10 commission = 90 from sales; − 12 expenses − 17.22 mileage = 60.78.
    await expect(statement.getByTestId('line-net_profit').getByRole('cell')).toHaveText(['$60.78', '$60.78']);
    await expect(statement.getByTestId('line-gross_sales').getByRole('cell').first()).toHaveText('$100.00');
    await expect(statement.getByTestId('line-expense-Shipping supplies').getByRole('cell').first()).toHaveText(
      '$12.00',
    );
    await expect(statement.getByTestId('line-mileage').getByRole('cell').first()).toHaveText('$17.22');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`profit-and-loss-${month}-${month}.csv`);
    const lines = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]!.split(',');
    const total = lines.at(-1)!.split(',');
    const cell = (name: string) => total[header.indexOf(name)];
    expect(lines).toHaveLength(3);
    expect([
      cell('month'),
      cell('gross_sales'),
      cell('expenses: Shipping supplies'),
      cell('mileage'),
      cell('net_profit'),
    ]).toEqual(['total', '100.00', '12.00', '17.22', '60.78']);

    // The month's journal for QuickBooks Online: every entry balances, and its income less its costs is the net profit.
    const journalDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export journal' }).click();
    await page.getByRole('menuitem', { name: 'QuickBooks Online' }).click();
    const journal = await journalDownload;
    expect(journal.suggestedFilename()).toBe(`journal-${month}-${month}-quickbooks.csv`);
    const [journalHeader, ...journalRows] = (await readFile(await journal.path(), 'utf8'))
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const column = (name: string) => journalHeader!.indexOf(name);
    const cents = (text: string | undefined) => Math.round(Number(text || '0') * 100);
    const byEntry = new Map<string, number>();
    for (const row of journalRows) {
      const entry = row[column('JournalNo')]!;
      byEntry.set(entry, (byEntry.get(entry) ?? 0) + cents(row[column('Debits')]) - cents(row[column('Credits')]));
    }
    expect(byEntry.size).toBeGreaterThan(0);
    expect([...byEntry.values()].every((balance) => balance === 0)).toBe(true);

    // The tax year: Schedule C's net profit is the same, its cost of goods follows from the inventory counts.
    await page.goto(`/reports/tax-year?year=${today.slice(0, 4)}`);
    const scheduleC = page.getByRole('table', { name: 'Schedule C' });
    await expect(scheduleC.getByTestId('schedule-c-1').getByRole('cell').last()).toHaveText('$100.00');
    await expect(scheduleC.getByTestId('schedule-c-31').getByRole('cell').last()).toHaveText('$60.78');
    await expect(page.getByRole('table', { name: 'Cost of goods sold' })).toBeVisible();

    // The same net profit on the dashboard's card and the analytics table.
    await page.goto('/');
    await expect(page.getByTestId('card-net-profit-value')).toHaveText('$60.78');
    await page.goto(`/analytics?from=${month}&to=${month}`);
    await expect(page.getByTestId('analytics-totals').getByRole('cell').last()).toHaveText('$60.78');
  });
});
