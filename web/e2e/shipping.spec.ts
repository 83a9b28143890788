import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUpOwnTeam, stamp, toast } from './fixtures.ts';

async function create<T = { id: number }>(request: APIRequestContext, resource: string, body: object): Promise<T> {
  const response = await request.post(`/api/v2/${resource}`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** The day button of the date picker: '21 November 2026' (matched exactly: '1 December 2026' is also part of '11 December 2026'). */
const dayLabel = (date: Date) =>
  `${date.getDate()} ${date.toLocaleString('en-US', { month: 'long' })} ${date.getFullYear()}`;

test.describe('[SALES][SHIP]', () => {
  test('a shipping date recorded on the form takes the sale’s items off "Items to ship"', async ({ page }) => {
    const { request } = page;
    // A team of its own: the other tests sell the demo team's items in parallel, so its count would move under us.
    await signUpOwnTeam(request, 'Sam Shipper');
    const mark = stamp();

    const product = await create(request, 'products', { name: 'Steam Deck 512GB' });
    const now = new Date();
    // The browser's today is the test's, however late the clock gets meanwhile: the picker opens on now's month.
    await page.clock.setFixedTime(now);
    const purchase = await create(request, 'purchases', {
      purchased_at: new Date(now.getTime() - 7 * 86_400_000).toISOString(),
      received_at: new Date(now.getTime() - 5 * 86_400_000).toISOString(),
      subtotal: '600.00',
      items: [
        { product_id: product.id, serial_number: `DECK-A-${mark}` },
        { product_id: product.id, serial_number: `DECK-B-${mark}` },
      ],
    });
    const items = (await (await request.get(`/api/v2/purchases/${purchase.id}?with=items`)).json()).items as {
      id: number;
    }[];
    const sale = await create(request, 'sales', {
      sold_at: new Date(now.getTime() - 86_400_000).toISOString(),
      buyer: 'deck_lover',
      revenue_subtotal: '750.00',
      inventory_item_ids: items.map((item) => item.id),
    });

    // Both items wait: the card counts them and opens the sold items.
    await page.goto('/');
    await expect(page.getByTestId('card-to-ship-value')).toHaveText('2');
    await page.getByTestId('card-to-ship').click();
    await expect(page).toHaveURL(/\/inventory\?status=sold$/);
    await expect(page.getByRole('link', { name: `DECK-A-${mark}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `DECK-B-${mark}` })).toBeVisible();

    await page.goto('/sales');
    await page.getByRole('combobox', { name: 'Shipping' }).click();
    await page.getByRole('option', { name: 'To ship' }).click();
    await expect(page).toHaveURL(/where=.*shipped_at/);
    await expect(page.getByRole('row', { name: /deck_lover/ }).getByText('To ship')).toBeVisible();

    await page.goto(`/sales/${sale.id}`);
    await expect(page.getByTestId('sale-shipping')).toHaveText('To ship');
    await page.getByLabel('Shipped on').click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('button', { name: dayLabel(now), exact: true }).click();
    await picker.getByRole('spinbutton', { name: 'Hours' }).fill('00');
    await picker.getByRole('spinbutton', { name: 'Minutes' }).fill('05');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByLabel('Shipped on')).toHaveText(/00:05$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Sale updated successfully')).toBeVisible();
    await expect(page.getByTestId('sale-shipping')).toHaveText(`Shipped ${now.toLocaleDateString()}`);

    const saved = await (await request.get(`/api/v2/sales/${sale.id}?with=items`)).json();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 5);
    expect(saved.shipped_at).toBe(midnight.toISOString());
    expect(saved.items.map((item: { status: string }) => item.status)).toEqual(['shipped', 'shipped']);

    await page.goto('/');
    await expect(page.getByTestId('card-to-ship-value')).toHaveText('0');
  });
});
