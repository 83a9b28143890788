import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  EbayOrder,
  EbayPayout,
  FinanceTransaction,
  ShippingFulfillment,
} from '../../src/integrations/ebay/ebay-types.ts';
import { sampleOrder } from './ebay-sample-order.ts';
import { searchOrders } from './fake-ebay-orders.ts';
import { searchPayouts } from './fake-ebay-payouts.ts';
import { searchTransactions } from './fake-ebay-transactions.ts';

export type FakeEbayOptions = {
  clientId?: string;
  clientSecret?: string;
  ruName?: string;
  /** Where eBay sends the browser after consent (the accept URL registered for the RuName). */
  acceptUrl?: string;
  user?: { userId: string; username: string };
  accessTtlSeconds?: number;
  /** Each getOrders page waits this long (to see overlapping syncs). */
  pageDelayMs?: number;
  /** 0 (default): any free port. */
  port?: number;
};

type Failure = { status: number; retryAfter?: string; times: number };
/** A path prefix, or a pattern or test of path and query. */
type Target = string | RegExp | ((pathAndQuery: string) => boolean);

export type FakeEbay = {
  url: string;
  options: Required<Omit<FakeEbayOptions, 'acceptUrl'>> & { acceptUrl: string };
  orders: EbayOrder[];
  fulfillments: Map<string, ShippingFulfillment>;
  transactions: FinanceTransaction[];
  /** The seller's payouts (getPayouts); payoutOf makes one of transactions. */
  payouts: EbayPayout[];
  inventory: {
    sku: string;
    title: string;
    offer: { offerId: string; listingId: string; price: string; quantity: number };
  }[];
  /** Listings made on ebay.com: only the Trading API sees them (the Inventory API's are seen there too). */
  sellingList: {
    itemId: string;
    title: string;
    sku?: string;
    price: string;
    quantity: number;
    sold?: number;
    /** Another seller's listing (GetItem answers it; GetMyeBaySelling does not list it). */
    seller?: string;
    /** Trading's ListingStatus: Active (the default), Ended or Completed. */
    status?: string;
  }[];
  /** Every request: method and path with query. */
  requests: string[];
  /** When each request came (ms), in the order of `requests`. */
  requestTimes: number[];
  /** The most getOrders calls that were in flight at once. */
  maxOrdersInFlight: number;
  /** The `prompt` of each consent page asked for (eBay's `login` shows its sign-in even to a signed-in browser). */
  consentPrompts: (string | null)[];
  /** Runs before each getOrders answer is made (with its query): how a test changes orders while the app pages. */
  onOrdersPage: ((query: URLSearchParams) => void) | null;
  /** The next `times` requests to `target` answer `status` (with Retry-After when given). */
  failNext(target: Target, failure: Failure): void;
  /** A user access token as the code grant gives one (not eBay's: for tests calling this eBay themselves). */
  accessToken(): string;
  /** Every access token given so far stops working (eBay's 401 for an expired token). */
  expireAccessTokens(): void;
  /** Refresh tokens given so far are refused (the seller revoked the app). */
  revokeRefreshTokens(): void;
  /** X-EBAY-SIGNATURE for a notification body, signed as eBay does (ECDSA, SHA-1, key `kid`). */
  signNotification(body: string, keyId?: string): string;
  /** The consent page's "Agree" link for an authorize URL (what a person's click does). */
  consent(authorizeUrl: string): Promise<string>;
  close(): Promise<void>;
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
const ebayError = (message: string) => ({
  errors: [{ errorId: 1001, domain: 'OAuth', category: 'REQUEST', message, longMessage: message }],
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const PUBLIC_SCOPE = 'https://api.ebay.com/oauth/api_scope';
const scope = (name: string) => `${PUBLIC_SCOPE}/${name}`;
/** The scopes eBay's consent grants that these APIs take (eBay's OAuth scopes of the Sell and Commerce APIs). */
const KNOWN_SCOPES = [
  PUBLIC_SCOPE,
  ...[
    'sell.fulfillment',
    'sell.fulfillment.readonly',
    'sell.finances',
    'sell.inventory',
    'sell.inventory.readonly',
  ].map(scope),
  ...['sell.account', 'sell.account.readonly', 'sell.marketing', 'sell.marketing.readonly'].map(scope),
  scope('commerce.identity.readonly'),
];
/** Each API's operations and the scopes of which a token needs one (the `security` of each OpenAPI document). */
const SCOPES_BY_PATH: [string, string[]][] = [
  ['/sell/fulfillment/', [scope('sell.fulfillment'), scope('sell.fulfillment.readonly')]],
  ['/sell/finances/', [scope('sell.finances')]],
  ['/sell/inventory/', [scope('sell.inventory'), scope('sell.inventory.readonly')]],
  ['/commerce/identity/', [scope('commerce.identity.readonly')]],
  ['/commerce/notification/', [PUBLIC_SCOPE]],
];
const scopesOf = (text: string | null) => new Set((text ?? '').split(/[ +]/).filter((one) => one !== ''));

/**
 * A local eBay speaking the documented JSON: the consent page, the token endpoint (code and refresh
 * grants, Basic auth, form body), Identity, Fulfillment getOrders (fake-ebay-orders.ts: its filters, limits and
 * errors as documented) and shipping fulfillments, Finances transactions and payouts, Inventory items and offers, the
 * Notification API's public keys (client credentials grant) with signed notifications. Failures
 * on demand: any status with Retry-After, expired access tokens, revoked refresh tokens.
 */
export async function startFakeEbay(given: FakeEbayOptions = {}): Promise<FakeEbay> {
  const options = {
    clientId: 'Flipstack-test-PRD-0123456789',
    clientSecret: 'PRD-test-client-secret',
    ruName: 'Flipstack_Test-Flipstac-test-abcdef',
    acceptUrl: '',
    user: { userId: 'eBayUser1a2b3c', username: 'flipstack_seller' },
    accessTtlSeconds: 7200,
    pageDelayMs: 0,
    port: 0,
    ...given,
  };
  const codes = new Map<string, Set<string>>(); // code → the scopes consented to (one use)
  const accessTokens = new Map<string, Set<string>>(); // token → its scopes
  const refreshTokens = new Map<string, Set<string>>();
  const failures: (Failure & { target: Target })[] = [];
  let ordersInFlight = 0;
  // The Notification API's signing key: its public half is served by kid, on one line as eBay does.
  const signing = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const signingKeyId = `kid-${randomUUID()}`;
  const publicKeyPem = signing.publicKey.export({ type: 'spki', format: 'pem' }).toString().replace(/\n/g, '');

  const fake: FakeEbay = {
    url: '',
    options,
    orders: [],
    fulfillments: new Map(),
    transactions: [],
    payouts: [],
    inventory: [],
    sellingList: [],
    requests: [],
    requestTimes: [],
    maxOrdersInFlight: 0,
    onOrdersPage: null,
    consentPrompts: [],
    failNext: (target, failure) => failures.push({ target, ...failure }),
    accessToken: () => String(issueTokens(new Set(KNOWN_SCOPES), false)['access_token']),
    expireAccessTokens: () => accessTokens.clear(),
    revokeRefreshTokens: () => refreshTokens.clear(),
    signNotification(body, keyId = signingKeyId) {
      const signature = sign('sha1', Buffer.from(body), signing.privateKey).toString('base64');
      const header = { alg: 'ECDSA', kid: keyId, signature, digest: 'SHA1' };
      return Buffer.from(JSON.stringify(header)).toString('base64');
    },
    async consent(authorizeUrl) {
      const page = await (await fetch(authorizeUrl)).text();
      const href = /id="agree" href="([^"]+)"/.exec(page)?.[1];
      if (!href) throw new Error(`no consent link: ${page}`);
      return href.replaceAll('&amp;', '&');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const issueTokens = (scopes: Set<string>, withRefresh: boolean) => {
    const accessToken = `v^1.1#i^1#access-${randomUUID()}`;
    accessTokens.set(accessToken, scopes);
    const answer: Record<string, unknown> = {
      access_token: accessToken,
      expires_in: options.accessTtlSeconds,
      token_type: 'User Access Token',
    };
    if (withRefresh) {
      const refreshToken = `v^1.1#i^1#refresh-${randomUUID()}`;
      refreshTokens.set(refreshToken, scopes);
      Object.assign(answer, { refresh_token: refreshToken, refresh_token_expires_in: 47_304_000 });
    }
    return answer;
  };

  async function token(request: IncomingMessage, response: ServerResponse) {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return json(response, 401, { error: 'invalid_client', error_description: 'client authentication failed' });
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return json(response, 400, { error: 'invalid_request' });
    const form = new URLSearchParams(await readBody(request));
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (!codes.has(code) || form.get('redirect_uri') !== options.ruName) {
        return json(response, 400, {
          error: 'invalid_grant',
          error_description: 'the provided authorization grant code is invalid or was issued to another client',
        });
      }
      const scopes = codes.get(code)!;
      codes.delete(code);
      return json(response, 200, issueTokens(scopes, true));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const granted = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!granted) {
        return json(response, 400, {
          error: 'invalid_grant',
          error_description: 'the provided authorization refresh token is invalid or was issued to another client',
        });
      }
      // The refresh grant's scopes must be those consented to, or fewer.
      const asked = scopesOf(form.get('scope'));
      if ([...asked].some((scope) => !granted.has(scope)))
        return json(response, 400, { error: 'invalid_scope', error_description: 'the requested scope is invalid' });
      return json(response, 200, issueTokens(asked.size > 0 ? asked : granted, false));
    }
    if (form.get('grant_type') === 'client_credentials') {
      if (form.get('scope') !== PUBLIC_SCOPE) return json(response, 400, { error: 'invalid_scope' });
      return json(response, 200, {
        ...issueTokens(new Set([PUBLIC_SCOPE]), false),
        token_type: 'Application Access Token',
      });
    }
    return json(response, 400, { error: 'unsupported_grant_type' });
  }

  function authorize(url: URL, response: ServerResponse) {
    const scopes = scopesOf(url.searchParams.get('scope'));
    if (
      url.searchParams.get('client_id') !== options.clientId ||
      url.searchParams.get('redirect_uri') !== options.ruName
    ) {
      return response.writeHead(400, { 'content-type': 'text/html' }).end('<p>unauthorized_client</p>');
    }
    if (
      url.searchParams.get('response_type') !== 'code' ||
      scopes.size === 0 ||
      [...scopes].some((scope) => !KNOWN_SCOPES.includes(scope))
    ) {
      return response.writeHead(400, { 'content-type': 'text/html' }).end('<p>invalid_scope</p>');
    }
    fake.consentPrompts.push(url.searchParams.get('prompt'));
    const code = `v^1.1#i^1#code-${randomUUID()}`;
    const state = url.searchParams.get('state') ?? '';
    codes.set(code, scopes);
    const accept = `${options.acceptUrl}?${new URLSearchParams({ state, code, expires_in: '299' }).toString()}`;
    const link = accept.replaceAll('&', '&amp;');
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><title>Grant application access</title><main><h1>Flipstack would like access to ${options.user.username}'s eBay account</h1>` +
          `<a id="agree" href="${link}">Agree</a></main></html>`,
      );
  }

  /** A page's `href` and, where there are any, its `next` and `prev` pages: the same query at another offset. */
  function pageLinks(path: string, url: URL, page: { total: number; limit: number; offset: number }) {
    const href = `${fake.url}${path}?${url.searchParams.toString()}`;
    const at = (to: number) => {
      const other = new URL(href);
      other.searchParams.set('offset', String(to));
      return other.toString();
    };
    const { total, limit, offset } = page;
    return {
      href,
      ...(offset + limit < total ? { next: at(offset + limit) } : {}),
      ...(offset > 0 ? { prev: at(Math.max(0, offset - limit)) } : {}),
    };
  }

  async function orders(url: URL, response: ServerResponse) {
    ordersInFlight += 1;
    fake.maxOrdersInFlight = Math.max(fake.maxOrdersInFlight, ordersInFlight);
    try {
      if (options.pageDelayMs) await new Promise((resolve) => setTimeout(resolve, options.pageDelayMs));
      fake.onOrdersPage?.(url.searchParams);
      const answer = searchOrders(fake.orders, url.searchParams, Date.now());
      if (answer.status !== 200) return json(response, answer.status, answer.body);
      json(response, 200, {
        ...pageLinks('/sell/fulfillment/v1/order', url, answer.body),
        ...answer.body,
        warnings: [],
      });
    } finally {
      ordersInFlight -= 1;
    }
  }

  function transactions(url: URL, response: ServerResponse) {
    const answer = searchTransactions(fake.transactions, url.searchParams, Date.now());
    if (answer.status === 204) return response.writeHead(204).end();
    json(response, answer.status, answer.body);
  }

  function payouts(url: URL, response: ServerResponse) {
    const answer = searchPayouts(fake.payouts, url.searchParams, Date.now());
    if (answer.status === 204) return response.writeHead(204).end();
    if (answer.status !== 200) return json(response, answer.status, answer.body);
    json(response, 200, { ...pageLinks('/sell/finances/v1/payout', url, answer.body), ...answer.body });
  }

  /** The Trading API: XML in and out, the OAuth token in X-EBAY-API-IAF-TOKEN, failures as Ack=Failure with HTTP 200. */
  async function tradingCall(request: IncomingMessage, response: ServerResponse) {
    const callName = String(request.headers['x-ebay-api-call-name'] ?? '');
    const body = await readBody(request);
    const xml = (inner: string) =>
      response
        .writeHead(200, { 'content-type': 'text/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><${callName}Response xmlns="urn:ebay:apis:eBLBaseComponents">` +
            `<Timestamp>${new Date().toISOString()}</Timestamp>${inner}</${callName}Response>`,
        );
    const failure = (code: string, message: string) =>
      xml(
        `<Ack>Failure</Ack><Errors><ShortMessage>${message}</ShortMessage><LongMessage>${message}</LongMessage>` +
          `<ErrorCode>${code}</ErrorCode><SeverityCode>Error</SeverityCode></Errors>`,
      );
    if (!accessTokens.has(String(request.headers['x-ebay-api-iaf-token'] ?? '')))
      return failure('21916984', 'Invalid IAF token.');
    const everyListing: (typeof fake.sellingList)[number][] = [
      ...fake.inventory.map((item) => ({
        itemId: item.offer.listingId,
        title: item.title,
        sku: item.sku,
        price: item.offer.price,
        quantity: item.offer.quantity,
        sold: 0,
      })),
      ...fake.sellingList,
    ];
    // The seller's active listings: what GetMyeBaySelling's ActiveList holds.
    const listed = everyListing.filter((item) => !item.seller && (item.status ?? 'Active') === 'Active');
    const itemXml = (item: (typeof everyListing)[number]) =>
      `<Item><ItemID>${item.itemId}</ItemID><ListingDetails><ViewItemURL>https://www.ebay.com/itm/${item.itemId}</ViewItemURL></ListingDetails>` +
      `<Quantity>${item.quantity}</Quantity><Seller><UserID>${escapeXml(item.seller ?? options.user.username)}</UserID></Seller>` +
      `<SellingStatus><CurrentPrice currencyID="USD">${Number(item.price)}</CurrentPrice>` +
      `<ListingStatus>${item.status ?? 'Active'}</ListingStatus>` +
      `<QuantitySold>${item.sold ?? 0}</QuantitySold></SellingStatus>${item.sku ? `<SKU>${escapeXml(item.sku)}</SKU>` : ''}` +
      `<Title>${escapeXml(item.title)}</Title></Item>`;
    if (callName === 'GetMyeBaySelling') {
      const perPage = Number(/<EntriesPerPage>(\d+)<\/EntriesPerPage>/.exec(body)?.[1] ?? 25);
      const pageNumber = Number(/<PageNumber>(\d+)<\/PageNumber>/.exec(body)?.[1] ?? 1);
      const page = listed.slice((pageNumber - 1) * perPage, pageNumber * perPage);
      return xml(
        `<Ack>Success</Ack><ActiveList><ItemArray>${page.map(itemXml).join('')}</ItemArray><PaginationResult>` +
          `<TotalNumberOfPages>${Math.ceil(listed.length / perPage)}</TotalNumberOfPages>` +
          `<TotalNumberOfEntries>${listed.length}</TotalNumberOfEntries></PaginationResult></ActiveList>`,
      );
    }
    if (callName === 'GetItem') {
      const itemId = /<ItemID>(\d+)<\/ItemID>/.exec(body)?.[1];
      const item = everyListing.find((one) => one.itemId === itemId);
      if (!item) return failure('17', 'Item cannot be accessed.');
      return xml(`<Ack>Success</Ack>${itemXml(item)}`);
    }
    return failure('2', `Unsupported API call ${callName}.`);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-ebay');
      fake.requests.push(`${request.method} ${url.pathname}${url.search}`);
      fake.requestTimes.push(Date.now());
      const pathAndQuery = `${url.pathname}${url.search}`;
      const failure = failures.find(
        ({ target, times }) =>
          times > 0 &&
          (typeof target === 'string'
            ? url.pathname.startsWith(target)
            : typeof target === 'function'
              ? target(pathAndQuery)
              : target.test(pathAndQuery)),
      );
      if (failure) {
        failure.times -= 1;
        return json(
          response,
          failure.status,
          ebayError('injected failure'),
          failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
        );
      }
      if (url.pathname === '/oauth2/authorize') return authorize(url, response);
      if (url.pathname === '/__control/orders' && request.method === 'POST') {
        // Not eBay's: how a browser test places a new order on this eBay.
        const { sku } = JSON.parse(await readBody(request)) as { sku?: string };
        const now = new Date().toISOString();
        const order = sampleOrder({
          orderId: `77-${Date.now()}-${fake.orders.length}`,
          creationDate: now,
          lastModifiedDate: now,
          ...(sku ? { sku } : {}),
        });
        fake.orders.push(order);
        return json(response, 201, order);
      }
      if (url.pathname === '/identity/v1/oauth2/token' && request.method === 'POST') return token(request, response);
      if (url.pathname === '/ws/api.dll' && request.method === 'POST') return tradingCall(request, response);
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const scopes = accessTokens.get(bearer);
      if (!scopes) return json(response, 401, ebayError('Invalid access token'));
      const needed = SCOPES_BY_PATH.find(([prefix]) => url.pathname.startsWith(prefix))?.[1];
      if (needed && !needed.some((scope) => scopes.has(scope)))
        return json(response, 403, {
          errors: [
            {
              errorId: 1100,
              domain: 'ACCESS',
              category: 'REQUEST',
              message: 'Access denied',
              longMessage: 'Insufficient permissions to fulfill the request.',
            },
          ],
        });
      if (url.pathname === '/commerce/identity/v1/user/')
        return json(response, 200, {
          ...options.user,
          accountType: 'INDIVIDUAL',
          registrationMarketplaceId: 'EBAY_US',
        });
      if (url.pathname === '/sell/fulfillment/v1/order') return orders(url, response);
      if (url.pathname.startsWith('/commerce/notification/v1/public_key/')) {
        const keyId = decodeURIComponent(url.pathname.slice('/commerce/notification/v1/public_key/'.length));
        if (keyId !== signingKeyId) return json(response, 404, ebayError('public key not found'));
        return json(response, 200, { algorithm: 'ECDSA', digest: 'SHA1', key: publicKeyPem });
      }
      const fulfillment = fake.fulfillments.get(url.pathname);
      if (fulfillment) return json(response, 200, fulfillment);
      if (url.pathname === '/sell/finances/v1/transaction') return transactions(url, response);
      if (url.pathname === '/sell/finances/v1/payout') return payouts(url, response);
      if (url.pathname === '/sell/inventory/v1/inventory_item') {
        // getInventoryItems' offset is "the page number to retrieve", from 0.
        const limit = Number(url.searchParams.get('limit') ?? 25);
        const page = Number(url.searchParams.get('offset') ?? 0);
        if (!(limit >= 1 && limit <= 200)) return json(response, 400, ebayError(`Invalid value for limit`));
        return json(response, 200, {
          total: fake.inventory.length,
          size: limit,
          inventoryItems: fake.inventory
            .slice(page * limit, (page + 1) * limit)
            .map((item) => ({ sku: item.sku, product: { title: item.title } })),
        });
      }
      if (url.pathname.startsWith('/sell/inventory/v1/inventory_item/')) {
        const sku = decodeURIComponent(url.pathname.slice('/sell/inventory/v1/inventory_item/'.length));
        const item = fake.inventory.find((candidate) => candidate.sku === sku);
        if (!item) return json(response, 404, ebayError('SKU not found'));
        return json(response, 200, { sku: item.sku, product: { title: item.title } });
      }
      if (url.pathname === '/sell/inventory/v1/offer') {
        const item = fake.inventory.find((candidate) => candidate.sku === url.searchParams.get('sku'));
        if (!item) return json(response, 404, ebayError('SKU not found'));
        return json(response, 200, {
          total: 1,
          offers: [
            {
              offerId: item.offer.offerId,
              sku: item.sku,
              marketplaceId: 'EBAY_US',
              format: 'FIXED_PRICE',
              availableQuantity: item.offer.quantity,
              status: 'PUBLISHED',
              pricingSummary: { price: { value: item.offer.price, currency: 'USD' } },
              // The listing's description, HTML as sellers write it.
              listingDescription: `<p><b>${item.title}</b> in great condition.</p>`,
              listing: { listingId: item.offer.listingId, listingStatus: 'ACTIVE' },
            },
          ],
        });
      }
      json(response, 404, ebayError(`no such resource ${url.pathname}`));
    })().catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, ebayError(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
