import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { rowsOf } from '../../src/db/raw.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { connectEbay, consentOnEbay, cookieOf, ebayConfig } from '../helpers/ebay.ts';
import { startFakeEbay, type FakeEbay } from '../helpers/fake-ebay.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let fake: FakeEbay;
let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  fake = await startFakeEbay();
  // A slow poll: these tests look at the connection, not at the background sync.
  t = await buildTestApp(ebayConfig(fake, { pollSeconds: 3600 }));
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const accountsOf = async (caller: Caller) => (await caller.get('/api/ebay/accounts')).json();

describe('GET /api/ebay/login-url', () => {
  it("redirects to eBay's sign-in and consent with the client id, the RuName, the least scopes and a random state this browser holds", async () => {
    const response = await alice.get('/api/ebay/login-url');
    expect(response.statusCode).toBe(302);
    const url = new URL(String(response.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth2/authorize`);
    expect(url.searchParams.get('client_id')).toBe(fake.options.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(fake.options.ruName);
    expect(url.searchParams.get('prompt')).toBe('login');
    expect(url.searchParams.get('scope')!.split(' ')).toEqual([
      'https://api.ebay.com/oauth/api_scope',
      'https://api.ebay.com/oauth/api_scope/sell.fulfillment.readonly',
      'https://api.ebay.com/oauth/api_scope/sell.finances',
      'https://api.ebay.com/oauth/api_scope/sell.inventory.readonly',
      'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
    ]);
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[\w-]{43}$/);
    const cookie = response.cookies.find((one) => one.name === 'flipstack_ebay_state')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/ebay/callback', maxAge: 900 });
    // The cookie is signed and names the state; the state itself names no user or team.
    expect(cookie.value.split('.')).toHaveLength(3);
    expect(Buffer.from(cookie.value.split('.')[1]!, 'base64url').toString()).toContain(state);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ebay/login-url' })).statusCode).toBe(401);
  });
});

describe('GET /api/ebay/callback', () => {
  it('connects the account: tokens kept sealed, the eBay account created, then /ebay-orders', async () => {
    expect(await connectEbay(t, alice, fake)).toBe('/ebay-orders?connected=flipstack_seller');
    const { rows, configured } = await accountsOf(alice);
    expect(configured).toBe(true);
    expect(rows).toMatchObject([
      { ebay_username: 'flipstack_seller', status: 'connected', account_name: 'eBay flipstack_seller' },
    ]);
    const accounts = (await alice.get('/api/v2/accounts?with=platform')).json().rows;
    expect(accounts).toMatchObject([{ username: 'flipstack_seller', platform: { name: 'eBay' } }]);

    // No token of the local eBay is readable anywhere in the database.
    const [dump] = await rowsOf<{ text: string }>(
      t.database.db,
      sql`select string_agg(row_to_json(c)::text, ' ') as text from ebay_connections c`,
    );
    expect(dump!.text).not.toContain('access-');
    expect(dump!.text).not.toContain('refresh-');
    expect(dump!.text).toMatch(/"access_token":"v1\.[\w-]+\.[\w-]+\.[\w-]+"/);
  });

  it('connecting the same eBay user again updates the one connection', async () => {
    await connectEbay(t, alice, fake);
    expect((await accountsOf(alice)).rows).toHaveLength(1);
  });

  it("a seller whose eBay username changed keeps the one account: eBay's user id names it", async () => {
    const lena = (await signedInTeams(t, 1))[0]!;
    await connectEbay(t, lena, fake);
    const before = (await accountsOf(lena)).rows[0];
    fake.options.user.username = 'flipstack_seller_2026';
    try {
      expect(await connectEbay(t, lena, fake)).toBe('/ebay-orders?connected=flipstack_seller_2026');
    } finally {
      fake.options.user.username = 'flipstack_seller';
    }
    const rows = (await accountsOf(lena)).rows;
    expect(rows).toMatchObject([
      {
        account_id: before.account_id,
        ebay_username: 'flipstack_seller_2026',
        account_name: 'eBay flipstack_seller_2026',
      },
    ]);
  });

  it('another team never sees the account', async () => {
    expect((await accountsOf(bob)).rows).toEqual([]);
    const id = (await accountsOf(alice)).rows[0].id as number;
    expect((await bob.delete(`/api/ebay/accounts/${id}`)).statusCode).toBe(404);
    expect((await bob.post(`/api/ebay/accounts/${id}/sync`, {})).statusCode).toBe(404);
  });

  it('a forged or missing state goes back to /ebay/login with a reason, and connects nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ebay/callback?code=abc&state=forged' });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(/^\/ebay\/login\?error=This\+eBay\+sign-in\+was\+not\+started/);
    expect((await accountsOf(bob)).rows).toEqual([]);
  });

  it('a consent link started by someone else connects nothing in the browser that follows it (login CSRF)', async () => {
    // Bob starts a connection and sends eBay's consent link to Alice; her browser comes back with his state.
    const { callbackUrl } = await consentOnEbay(t, bob, fake);
    const aliceCookie = cookieOf(await alice.get('/api/ebay/login-url'), 'flipstack_ebay_state')!;
    const browsers: Record<string, string>[] = [{}, { flipstack_ebay_state: aliceCookie }];
    for (const cookies of browsers) {
      const response = await t.app.inject({ method: 'GET', url: callbackUrl, cookies });
      expect(decodeURIComponent(String(response.headers.location)).replaceAll('+', ' ')).toContain(
        'This eBay sign-in was not started in this browser.',
      );
    }
    expect((await accountsOf(bob)).rows).toEqual([]);
  });

  it('a state serves once', async () => {
    const kate = (await signedInTeams(t, 1))[0]!;
    const { callbackUrl, stateCookie } = await consentOnEbay(t, kate, fake);
    const follow = () =>
      t.app.inject({ method: 'GET', url: callbackUrl, cookies: { flipstack_ebay_state: stateCookie! } });
    const first = await follow();
    expect(String(first.headers.location)).toBe('/ebay-orders?connected=flipstack_seller');
    expect(cookieOf(first, 'flipstack_ebay_state')).toBe('');
    const again = await follow();
    expect(decodeURIComponent(String(again.headers.location)).replaceAll('+', ' ')).toContain(
      'This eBay sign-in link expired or was already used.',
    );
  });

  it('the local eBay issues tokens with the scopes consented to, and refuses a call outside them', async () => {
    fake.options.acceptUrl = `${t.config.publicUrl}/api/ebay/callback`;
    const authorize = new URL(`${fake.url}/oauth2/authorize`);
    authorize.search = new URLSearchParams({
      client_id: fake.options.clientId,
      redirect_uri: fake.options.ruName,
      response_type: 'code',
      scope: 'https://api.ebay.com/oauth/api_scope/sell.fulfillment.readonly',
      state: 'test',
    }).toString();
    const code = new URL(await fake.consent(authorize.toString())).searchParams.get('code')!;
    const granted = await fetch(`${fake.url}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.options.clientId}:${fake.options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: fake.options.ruName }),
    });
    const token = ((await granted.json()) as { access_token: string }).access_token;
    const call = (path: string) => fetch(`${fake.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await call('/sell/fulfillment/v1/order')).status).toBe(200);
    expect((await call('/sell/finances/v1/transaction')).status).toBe(403);
    expect((await call('/commerce/identity/v1/user/')).status).toBe(403);
  });

  it('a declined consent says so', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ebay/callback?error=access_denied' });
    expect(decodeURIComponent(String(response.headers.location)).replaceAll('+', ' ')).toContain(
      'You did not grant Flipstack access on eBay.',
    );
  });

  it('a code eBay refuses is reported, not a 5xx', async () => {
    const start = await bob.get('/api/ebay/login-url');
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/ebay/callback?code=not-issued&state=${encodeURIComponent(state)}`,
      cookies: { flipstack_ebay_state: cookieOf(start, 'flipstack_ebay_state')! },
    });
    expect(String(response.headers.location)).toMatch(/^\/ebay\/login\?error=eBay\+refused/);
  });
});

describe('tokens', () => {
  it('an expired access token is refreshed by itself; a refused refresh marks the account "needs reconnect"', async () => {
    const carol = (await signedInTeams(t, 1))[0]!;
    await connectEbay(t, carol, fake);
    fake.expireAccessTokens();
    const before = fake.requests.filter((line) => line.includes('/oauth2/token')).length;
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date().toISOString();
    const id = (await accountsOf(carol)).rows[0].id as number;
    const fetched = await carol.get(`/api/ebay/accounts/${id}/fetch?from=${from}&to=${to}`);
    expect(fetched.statusCode).toBe(200);
    expect(fake.requests.filter((line) => line.includes('/oauth2/token')).length).toBe(before + 1);

    fake.expireAccessTokens();
    fake.revokeRefreshTokens();
    const refused = await carol.get(`/api/ebay/accounts/${id}/fetch?from=${from}&to=${to}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('needs to be reconnected');
    expect((await accountsOf(carol)).rows[0]).toMatchObject({ status: 'needs_reconnect' });

    // Reconnecting brings it back.
    await connectEbay(t, carol, fake);
    expect((await accountsOf(carol)).rows[0]).toMatchObject({ status: 'connected', last_sync_error: null });
  });

  it('disconnect deletes the tokens', async () => {
    const dave = (await signedInTeams(t, 1))[0]!;
    await connectEbay(t, dave, fake);
    const id = (await accountsOf(dave)).rows[0].id as number;
    expect((await dave.delete(`/api/ebay/accounts/${id}`)).json()).toEqual({ disconnected: true });
    expect((await accountsOf(dave)).rows).toEqual([]);
    const [left] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ebay_connections where team_id = ${dave.teamId}`,
    );
    expect(left!.n).toBe(0);
  });
});

describe("GET /api/ebay/accounts/:id/fetch within eBay's date rules", () => {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  it('a range ending later today is asked of eBay up to now, which eBay takes', async () => {
    const ivan = (await signedInTeams(t, 1))[0]!;
    await connectEbay(t, ivan, fake);
    const id = (await accountsOf(ivan)).rows[0].id as number;
    const before = fake.requests.length;
    const today = day(Date.now());
    const fetched = await ivan.get(
      `/api/ebay/accounts/${id}/fetch?from=${today}T00:00:00.000Z&to=${today}T23:59:59.999Z`,
    );
    expect(fetched.statusCode, fetched.body).toBe(200);
    const asked = fake.requests.slice(before).find((line) => line.includes('/sell/fulfillment/v1/order?'))!;
    const end = /creationdate:\[.*?\.\.(.*?)\]/.exec(decodeURIComponent(asked))![1]!;
    expect(Date.parse(end)).toBeLessThanOrEqual(Date.now());
    const imported = await ivan.post(`/api/ebay/accounts/${id}/import`, {
      from: `${today}T00:00:00.000Z`,
      to: `${today}T23:59:59.999Z`,
    });
    expect(imported.statusCode, imported.body).toBe(200);
  });

  it('a start more than two years back is refused on its field, without asking eBay', async () => {
    const judy = (await signedInTeams(t, 1))[0]!;
    await connectEbay(t, judy, fake);
    const id = (await accountsOf(judy)).rows[0].id as number;
    const before = fake.requests.length;
    const from = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString();
    const refused = await judy.get(`/api/ebay/accounts/${id}/fetch?from=${from}&to=${new Date().toISOString()}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.from).toMatch(
      /^eBay returns orders of the last two years only: start on \d{4}-\d{2}-\d{2} or later\.$/,
    );
    expect(fake.requests.length).toBe(before);
  });

  it('the local eBay answers 30850 and 30830 where eBay does', async () => {
    const ask = async (filter: string) => {
      const response = await fetch(`${fake.url}/sell/fulfillment/v1/order?filter=${encodeURIComponent(filter)}`, {
        headers: { authorization: `Bearer ${fake.accessToken()}` },
      });
      return [response.status, ((await response.json()) as { errors?: { errorId: number }[] }).errors?.[0]?.errorId];
    };
    const now = Date.now();
    const at = (ms: number) => new Date(ms).toISOString();
    expect(await ask(`creationdate:[${at(now - 60_000)}..${at(now + 3_600_000)}]`)).toEqual([400, 30850]);
    expect(await ask(`lastmodifieddate:[${at(now + 60_000)}..]`)).toEqual([400, 30850]);
    expect(await ask(`creationdate:[${at(now - 3 * 365 * 86_400_000)}..]`)).toEqual([400, 30830]);
    expect(await ask(`creationdate:[${at(now - 60_000)}..${at(now - 120_000)}]`)).toEqual([400, 30840]);
    expect(await ask(`creationdate:[..${at(now)}]`)).toEqual([400, 30820]);
    expect(await ask(`creationdate:[${at(now - 60_000)}..]`)).toEqual([200, undefined]);
  });
});

describe('Marketplace Account Deletion', () => {
  it('answers the challenge with SHA-256 of code, verification token and endpoint', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ebay/account-deletion?challenge_code=a8628072-3d33-45ee-9004-bee86830a22d',
    });
    const expected = createHash('sha256')
      .update('a8628072-3d33-45ee-9004-bee86830a22d')
      .update('verification-token-0123456789abcdef-XYZ')
      .update('http://flipstack.test/api/ebay/account-deletion')
      .digest('hex');
    expect(response.json()).toEqual({ challengeResponse: expected });
  });

  const deletionNotice = (userId: string) => ({
    metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
    notification: {
      notificationId: '49feeaeb-4982-42d9-a377-9645b8479411_33f7e043-fed8-442b-9d44-791923bd9a6d',
      eventDate: '2026-11-25T20:43:59.462Z',
      publishDate: '2026-11-25T20:43:59.679Z',
      publishAttemptCount: 1,
      data: { username: 'flipstack_seller', userId, eiasToken: 'nY+sHZ2PrBmdj6wVnY+sEWQ==' },
    },
  });
  const postNotice = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ebay/account-deletion',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-ebay-signature': signature } : {}) },
      payload: body,
    });

  it("a deletion notice signed by eBay removes that eBay user's tokens", async () => {
    const erin = (await signedInTeams(t, 1))[0]!;
    await connectEbay(t, erin, fake);
    const body = JSON.stringify(deletionNotice(fake.options.user.userId));
    const response = await postNotice(body, fake.signNotification(body));
    expect(response.statusCode, response.body).toBe(204);
    expect((await accountsOf(erin)).rows).toEqual([]);
    // The key was fetched from the Notification API with an application token.
    expect(fake.requests.filter((line) => line.includes('/commerce/notification/v1/public_key/'))).toHaveLength(1);
  });

  it('refuses (412) a notice without eBay’s signature, signed over other bytes, by an unknown key or garbled, deleting nothing', async () => {
    const frank = (await signedInTeams(t, 1))[0]!;
    await connectEbay(t, frank, fake);
    const body = JSON.stringify(deletionNotice(fake.options.user.userId));
    const other = JSON.stringify(deletionNotice('someone-else'));
    const header = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
    const attempts: [string, string | undefined][] = [
      ['no signature', undefined],
      ['signed over another notice', fake.signNotification(other)],
      ['a key eBay does not know', fake.signNotification(body, 'kid-unknown')],
      ['not base64 JSON', 'not-a-signature'],
      ['another algorithm', header({ alg: 'RSA', kid: 'k', signature: 'AAAA', digest: 'SHA256' })],
      [
        'a signature that is not DER',
        header({ ...JSON.parse(Buffer.from(fake.signNotification(body), 'base64').toString()), signature: 'AAAA' }),
      ],
    ];
    for (const [how, signature] of attempts) {
      const response = await postNotice(body, signature);
      expect(response.statusCode, how).toBe(412);
      expect(response.json().message).toBe('The notification does not carry a valid eBay signature.');
    }
    expect((await accountsOf(frank)).rows).toHaveLength(1);
    expect((await postNotice('{"metadata":', fake.signNotification('{"metadata":'))).statusCode).toBe(400);
  });
});

describe('GET /api/ebay/listings and linking', () => {
  it('lists the active eBay listings and links one to a Flipstack listing of the matching items', async () => {
    const gina = (await signedInTeams(t, 1))[0]!;
    await connectEbay(t, gina, fake);
    const account = (await accountsOf(gina)).rows[0].id as number;
    fake.inventory.push({
      sku: 'GINA-TAG-1',
      title: 'Nintendo Switch OLED White',
      offer: { offerId: '5005317010', listingId: '110555000333', price: '289.00', quantity: 1 },
    });
    const item = await make(gina, 'inventory-items', { tag_number: 'GINA-TAG-1' });

    const listed = await gina.get(`/api/ebay/listings?account=${account}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().rows).toContainEqual({
      external_id: '110555000333',
      sku: 'GINA-TAG-1',
      title: 'Nintendo Switch OLED White',
      price: '289.00',
      quantity: 1,
      url: 'https://www.ebay.com/itm/110555000333',
      listing_id: null,
      inventory_item_ids: [],
    });

    const linked = await gina.post('/api/ebay/listings/link', { account, external_id: '110555000333' });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().inventory_item_ids).toEqual([item]);
    expect((await gina.get(`/api/v2/inventory-items/${item}`)).json().status).toBe('listed');
    const row = (await gina.get(`/api/ebay/listings?account=${account}`))
      .json()
      .rows.find((one: { sku: string }) => one.sku === 'GINA-TAG-1');
    expect(row).toMatchObject({ listing_id: linked.json().listing_id, inventory_item_ids: [item] });
    expect((await gina.post('/api/ebay/listings/link', { account, external_id: '110555000333' })).statusCode).toBe(409);
    // The Inventory API's own way in: by the offer's SKU.
    expect((await gina.post('/api/ebay/listings/link', { account, sku: 'GINA-TAG-1' })).statusCode).toBe(409);

    // Another team's account answers 404; eBay failing answers 4xx/503, never a 500.
    expect((await bob.get(`/api/ebay/listings?account=${account}`)).statusCode).toBe(404);
    fake.failNext('/ws/api.dll', { status: 400, times: 1 });
    expect((await gina.get(`/api/ebay/listings?account=${account}`)).statusCode).toBe(422);
    expect((await gina.post('/api/ebay/listings/link', { account })).statusCode).toBe(400);
    const missing = await gina.post('/api/ebay/listings/link', { account, external_id: '999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().fieldErrors).toEqual({
      external_id: 'No active eBay listing of this account has this item number',
    });
  });

  it("links only the account's own active listing, by item number; by SKU, titled as its inventory item", async () => {
    const mia = (await signedInTeams(t, 1))[0]!;
    await connectEbay(t, mia, fake);
    const account = (await accountsOf(mia)).rows[0].id as number;
    fake.sellingList.push(
      { itemId: '110555000661', title: 'Another seller’s camera', price: '99', quantity: 1, seller: 'someone_else' },
      { itemId: '110555000662', title: 'An ended listing', price: '99', quantity: 1, status: 'Completed' },
    );
    for (const externalId of ['110555000661', '110555000662']) {
      const refused = await mia.post('/api/ebay/listings/link', { account, external_id: externalId });
      expect(refused.statusCode, externalId).toBe(404);
      expect(refused.json().fieldErrors).toEqual({
        external_id: 'No active eBay listing of this account has this item number',
      });
    }
    fake.inventory.push({
      sku: 'MIA-TAG-1',
      title: 'Bose QuietComfort Ultra Earbuds',
      offer: { offerId: '5005317020', listingId: '110555000663', price: '199.00', quantity: 1 },
    });
    const linked = await mia.post('/api/ebay/listings/link', { account, sku: 'MIA-TAG-1' });
    expect(linked.statusCode, linked.body).toBe(201);
    const listing = (await mia.get(`/api/v2/listings/${linked.json().listing_id}`)).json();
    expect(listing.title).toBe('Bose QuietComfort Ultra Earbuds');
  });

  it("pages the Inventory API's items by page number, as its offset is", async () => {
    const noah = (await signedInTeams(t, 1))[0]!;
    await connectEbay(t, noah, fake);
    const account = (await accountsOf(noah)).rows[0].id as number;
    for (let index = 0; index < 4; index += 1) {
      fake.inventory.push({
        sku: `NOAH-${index}`,
        title: `Item ${index}`,
        offer: { offerId: `50053171${index}`, listingId: `11055500077${index}`, price: '10.00', quantity: 1 },
      });
    }
    fake.failNext('/ws/api.dll', { status: 403, times: 1 });
    const page = (await noah.get(`/api/ebay/listings?account=${account}&limit=2&offset=2`)).json().rows as {
      external_id: string;
    }[];
    expect(page.map((row) => row.external_id)).toEqual(fake.inventory.slice(2, 4).map((item) => item.offer.listingId));
  });

  it('sees listings made on ebay.com (Trading API), links one by its item number; without Trading, the Inventory API', async () => {
    const hana = (await signedInTeams(t, 1))[0]!;
    await connectEbay(t, hana, fake);
    const account = (await accountsOf(hana)).rows[0].id as number;
    fake.sellingList.push(
      {
        itemId: '110555000444',
        title: 'Sony WH-1000XM5 <Black> & case',
        sku: 'HANA-SN-1',
        price: '248.5',
        quantity: 3,
        sold: 1,
      },
      { itemId: '110555000445', title: 'Vintage Polaroid SX-70', price: '120', quantity: 1 },
    );
    const item = await make(hana, 'inventory-items', { serial_number: 'HANA-SN-1' });
    const rows = (await hana.get(`/api/ebay/listings?account=${account}&limit=100`)).json().rows as {
      external_id: string;
    }[];
    expect(rows.filter((row) => row.external_id.startsWith('1105550004'))).toEqual([
      {
        external_id: '110555000444',
        sku: 'HANA-SN-1',
        title: 'Sony WH-1000XM5 <Black> & case',
        price: '248.50',
        quantity: 2,
        url: 'https://www.ebay.com/itm/110555000444',
        listing_id: null,
        inventory_item_ids: [],
      },
      {
        external_id: '110555000445',
        sku: '',
        title: 'Vintage Polaroid SX-70',
        price: '120.00',
        quantity: 1,
        url: 'https://www.ebay.com/itm/110555000445',
        listing_id: null,
        inventory_item_ids: [],
      },
    ]);
    const linked = await hana.post('/api/ebay/listings/link', { account, external_id: '110555000444' });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().inventory_item_ids).toEqual([item]);
    const listing = (await hana.get(`/api/v2/listings/${linked.json().listing_id}`)).json();
    expect(listing).toMatchObject({
      title: 'Sony WH-1000XM5 <Black> & case',
      price: '248.50',
      external_id: '110555000444',
    });
    const noSku = await hana.post('/api/ebay/listings/link', { account, external_id: '110555000445' });
    expect(noSku.json().inventory_item_ids).toEqual([]);

    // An app eBay does not allow the Trading API still sees the Inventory API's listings.
    fake.failNext('/ws/api.dll', { status: 403, times: 1 });
    const fallback = (await hana.get(`/api/ebay/listings?account=${account}&limit=100`)).json().rows as {
      external_id: string;
    }[];
    expect(fallback.map((row) => row.external_id)).not.toContain('110555000444');
    expect(fallback.map((row) => row.external_id)).toContain('110555000333');
  });
});
