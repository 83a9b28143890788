import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { create } from '../helpers/post.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
});
afterAll(() => t.close());

const trip = async (id: number) => (await alice.get(`/api/v2/mileage-trips/${id}`)).json();

describe('/api/v2/mileage-rates and /api/v2/mileage-trips', () => {
  it('gives a new team the IRS business rates of 2024 and 2025', async () => {
    const rates = (await alice.get('/api/v2/mileage-rates?order_by=starts_on')).json().rows;
    expect(
      rates.map((rate: { country: string; starts_on: string; rate_per_mile: string }) => [
        rate.country,
        rate.starts_on,
        rate.rate_per_mile,
      ]),
    ).toEqual([
      ['US', '2024-01-01', '0.6700'],
      ['US', '2025-01-01', '0.7000'],
    ]);
  });

  it('values a trip at its country’s rate for its day, and again when a rate changes', async () => {
    const in2024 = await create(alice, 'mileage-trips', { trip_date: '2024-12-31', purpose: 'Auction', miles: '100' });
    const in2025 = await create(alice, 'mileage-trips', { trip_date: '2025-01-01', purpose: 'Auction', miles: '100' });
    const before = await create(alice, 'mileage-trips', { trip_date: '2023-06-01', purpose: 'Early', miles: '10' });
    const abroad = await create(alice, 'mileage-trips', {
      trip_date: '2025-05-01',
      purpose: 'Car boot',
      miles: '33.3',
      country: 'gb',
    });
    expect(await trip(in2024)).toMatchObject({ rate_per_mile: '0.6700', amount: '67.00' });
    expect(await trip(in2025)).toMatchObject({ rate_per_mile: '0.7000', amount: '70.00' });
    // No rate on or before its day: worth nothing, and says so.
    expect(await trip(before)).toMatchObject({ rate_per_mile: null, amount: '0.00' });
    expect(await trip(abroad)).toMatchObject({ country: 'GB', rate_per_mile: null, amount: '0.00' });

    // 33.3 × 0.45 = 14.985, rounded to the cent.
    await create(alice, 'mileage-rates', { country: 'GB', starts_on: '2011-04-06', rate_per_mile: '0.45' });
    expect(await trip(abroad)).toMatchObject({ rate_per_mile: '0.4500', amount: '14.99' });
    const [us2025] = (await alice.get('/api/v2/mileage-rates?where={"starts_on":"2025-01-01"}')).json().rows;
    const changed = await alice.put(`/api/v2/mileage-rates/${us2025.id}`, { ...us2025, rate_per_mile: '0.655' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await trip(in2025)).toMatchObject({ rate_per_mile: '0.6550', amount: '65.50' });
  });

  it('refuses bad trips and a second rate for one country and day, with a message on the field', async () => {
    const bad = await alice.post('/api/v2/mileage-trips', {
      trip_date: '2025-02-30',
      purpose: '',
      miles: '-3',
      country: 'USA',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['country', 'miles', 'purpose', 'trip_date']);
    const twice = await alice.post('/api/v2/mileage-rates', {
      country: 'US',
      starts_on: '2024-01-01',
      rate_per_mile: '0.5',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fieldErrors).toEqual({
      starts_on: 'US already has a rate starting on 2024-01-01: change that one.',
    });
  });
});
