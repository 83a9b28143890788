import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESTAMP_MESSAGE, TIMESTAMP_RANGE_MESSAGE } from '@flipstack/contract';
import { signedInTeams, type Caller, where } from '../helpers/callers.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Dates JavaScript takes and PostgreSQL refuses answer 400 on the field, never a 500. */
let t: TestApp;
let alice: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
});
afterAll(() => t.close());

const sale = (sold_at: unknown) => alice.post('/api/v2/sales', { sold_at, revenue_subtotal: '5.00' });

describe('dates in a body', () => {
  it.each([
    ['a bare number', '1', TIMESTAMP_MESSAGE],
    ['year 0000', '0000-01-01', TIMESTAMP_RANGE_MESSAGE],
    ['year 0000 with a time', '0000-06-01T12:00:00Z', TIMESTAMP_RANGE_MESSAGE],
    ['JavaScript’s last day', '+275760-09-13T00:00:00Z', TIMESTAMP_MESSAGE],
    ['a six-digit year', '275760-09-13', TIMESTAMP_MESSAGE],
    ['a day that does not exist', '2026-02-30', 'There is no day 2026-02-30'],
    ['29 February of a common year', '2025-02-29T10:00:00Z', 'There is no day 2025-02-29'],
    ['year 9999 moved into year 10000 by its offset', '9999-12-31T23:59:59.999-12:00', TIMESTAMP_RANGE_MESSAGE],
    ['year 0001 moved into year 0000 by its offset', '0001-01-01T00:00:00+14:00', TIMESTAMP_RANGE_MESSAGE],
  ])('%s is refused: %s', async (_name, value, message) => {
    const response = await sale(value);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ sold_at: message });
  });

  it('in optional dates and in a purchase’s items', async () => {
    const listing = await alice.post('/api/v2/listings', {
      platform_id: 1,
      title: 'x',
      price: '1.00',
      listed_at: '0000-01-01',
    });
    expect(listing.json().fieldErrors).toMatchObject({ listed_at: TIMESTAMP_RANGE_MESSAGE });
    const purchase = await alice.post('/api/v2/purchases', {
      purchased_at: '2026-01-01',
      items: [{ product_id: 1, received_at: '2026-04-31' }],
    });
    expect(purchase.json().fieldErrors).toEqual({ 'items.0.received_at': 'There is no day 2026-04-31' });
  });

  it('takes the first and the last instant PostgreSQL is given', async () => {
    for (const value of ['0001-01-01', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2024-02-29']) {
      const response = await sale(value);
      expect(response.statusCode, value).toBe(201);
      expect(response.json().sold_at).toBe(new Date(value).toISOString());
    }
  });
});

describe('dates in filters and ranges', () => {
  it.each(['1', '0', '0000-01-01', '+275760-09-13T00:00:00Z', '2026-02-30', 'now'])(
    '%s in a where filter answers 400, in the list and the export',
    async (value) => {
      for (const url of [
        `/api/v2/sales?${where({ sold_at: { gte: value } })}`,
        `/api/v2/sales/export.csv?${where({ created_at: value })}`,
      ]) {
        const response = await alice.get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().fieldErrors.where).toMatch(
          /must be an ISO 8601 date or date and time from 0001-01-01 to 9999-12-31$/,
        );
      }
    },
  );

  it.each([
    ['/api/inventory-items-detail', 'purchased_to', '0000-01-01'],
    ['/api/inventory-items-detail', 'purchased_from', '0000-12-31T23:00:00Z'],
    ['/api/inventory-items-tracking', 'to', '0000-01-01'],
    ['/api/inventory-items-tracking', 'from', '9999-12-31T23:00:00-12:00'],
  ])('%s?%s=%s answers 400 on the field', async (url, name, value) => {
    const response = await alice.get(`${url}?${name}=${encodeURIComponent(value)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [name]: 'Enter a day from 0001-01-01 to 9999-12-31' });
  });

  it('takes 9999-12-31 as the last day of a range', async () => {
    expect((await alice.get('/api/inventory-items-detail?purchased_to=9999-12-31')).statusCode).toBe(200);
    expect((await alice.get('/api/inventory-items-tracking?from=0001-01-01&to=9999-12-31')).statusCode).toBe(200);
  });

  it('answers 400 for analytics months outside 0001-01 to 9999-12', async () => {
    const response = await alice.get('/api/analytics/monthly-sales?from=0000-01&to=0000-12');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      from: 'Use a month like 2026-04, from 0001-01 to 9999-12',
      to: 'Use a month like 2026-04, from 0001-01 to 9999-12',
    });
  });
});
