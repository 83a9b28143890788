import type { EbayConfig } from '../../config.ts';
import { EbayError } from './ebay-error.ts';
import { DEFAULT_RETRY, fetchWithRetry, readJson, type RetryPolicy } from './ebay-http.ts';
import { createTradingApi } from './trading-api.ts';
import type {
  EbayTokens,
  InventoryItemsPage,
  OffersPage,
  OrderSearchPage,
  PayoutsPage,
  ShippingFulfillment,
  TransactionsPage,
} from './ebay-types.ts';

/**
 * What the app asks the seller to grant, and no more: reading orders and fulfillments, Finances
 * (labels, ad fees; it has no read-only scope), reading inventory, and who the seller is. The public
 * scope is what eBay's user tokens carry for the Trading API's calls.
 */
export const EBAY_SCOPES = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment.readonly',
  'https://api.ebay.com/oauth/api_scope/sell.finances',
  'https://api.ebay.com/oauth/api_scope/sell.inventory.readonly',
  'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
];
/** Finances transactions a page asks for (getTransactions takes up to 1000). */
const TRANSACTIONS_PAGE_LIMIT = 200;
/** getPayouts' documented maximum. */
export const PAYOUTS_PAGE_LIMIT = 200;
/** getOrders' documented maximum: a larger limit is refused (error 31100). */
export const ORDERS_PAGE_LIMIT = 200;
const MARKETPLACE = 'EBAY_US';

type TokenAnswer = {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
};

export type EbayClient = ReturnType<typeof createEbayClient>;

/** eBay's APIs as documented: OAuth (code and refresh grants), Identity, Fulfillment, Finances, Inventory, and the Trading API's listing calls. */
export function createEbayClient(config: EbayConfig, retry: RetryPolicy = DEFAULT_RETRY) {
  const isConfigured = Boolean(config.clientId && config.clientSecret && config.ruName);
  const basic = () => Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');

  async function tokenCall(form: Record<string, string>): Promise<EbayTokens> {
    const response = await fetchWithRetry(
      `${config.apiUrl}/identity/v1/oauth2/token`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${basic()}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      },
      retry,
    );
    if (response.status === 400 || response.status === 401) {
      const body = (await response.json().catch(() => ({}))) as { error?: string; error_description?: string };
      throw new EbayError('refused', body.error_description ?? body.error ?? 'eBay refused the grant', response.status);
    }
    const answer = await readJson<TokenAnswer>(response);
    const now = Date.now();
    return {
      accessToken: answer.access_token,
      accessExpiresAt: new Date(now + answer.expires_in * 1000),
      ...(answer.refresh_token ? { refreshToken: answer.refresh_token } : {}),
      ...(answer.refresh_token_expires_in
        ? { refreshExpiresAt: new Date(now + answer.refresh_token_expires_in * 1000) }
        : {}),
    };
  }

  async function get<T>(url: string, accessToken: string): Promise<T> {
    const response = await fetchWithRetry(
      url,
      {
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          'x-ebay-c-marketplace-id': MARKETPLACE,
        },
      },
      retry,
    );
    return readJson<T>(response);
  }

  const trading = createTradingApi(config, retry);

  return {
    isConfigured,

    /** The seller's active listings, wherever they were made (Trading API GetMyeBaySelling). */
    activeListings: (accessToken: string, pageNumber: number, entriesPerPage: number) =>
      trading.activeListings(accessToken, pageNumber, entriesPerPage),
    /** One listing by its eBay item id (Trading API GetItem). */
    listing: (accessToken: string, itemId: string) => trading.item(accessToken, itemId),

    /** eBay's consent page for this app, carrying our signed state. */
    authorizeUrl(state: string): string {
      const query = new URLSearchParams({
        client_id: config.clientId ?? '',
        redirect_uri: config.ruName ?? '',
        response_type: 'code',
        scope: EBAY_SCOPES.join(' '),
        state,
        // eBay's sign-in page even when the browser is signed in to eBay: a seller can connect another account.
        prompt: 'login',
      });
      return `${config.authUrl}/oauth2/authorize?${query.toString()}`;
    },

    exchangeCode: (code: string) =>
      tokenCall({ grant_type: 'authorization_code', code, redirect_uri: config.ruName ?? '' }),

    refresh: (refreshToken: string) =>
      tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken, scope: EBAY_SCOPES.join(' ') }),

    user: (accessToken: string) =>
      get<{ userId: string; username: string }>(`${config.apizUrl}/commerce/identity/v1/user/`, accessToken),

    /** One page of the orders modified (or created) in [from, to]: getOrders' lastmodifieddate or creationdate filter. */
    orders(
      accessToken: string,
      window: { from: string; to: string; field?: 'lastmodifieddate' | 'creationdate' },
      offset: number,
      limit = Math.min(ORDERS_PAGE_LIMIT, config.ordersPageLimit ?? ORDERS_PAGE_LIMIT),
    ) {
      const query = new URLSearchParams({
        filter: `${window.field ?? 'lastmodifieddate'}:[${window.from}..${window.to}]`,
        limit: String(limit),
        offset: String(offset),
      });
      return get<OrderSearchPage>(`${config.apiUrl}/sell/fulfillment/v1/order?${query.toString()}`, accessToken);
    },

    /** Orders by their ids (getOrders' orderIds, at most 50; every other parameter is then ignored). */
    ordersById(accessToken: string, orderIds: string[]) {
      const query = new URLSearchParams({ orderIds: orderIds.join(',') });
      return get<OrderSearchPage>(`${config.apiUrl}/sell/fulfillment/v1/order?${query.toString()}`, accessToken);
    },

    /** A fulfillment of an order, from the href the order names. */
    fulfillment: (accessToken: string, href: string) => get<ShippingFulfillment>(href, accessToken),

    /**
     * One page of the Finances API's transactions of a type dated in [from, to] (newest first, as eBay
     * sorts them). Its orderId filter returns the sale only, so labels and ad fees are read by type.
     */
    transactions(accessToken: string, window: { from: string; to: string; type: string }, offset: number) {
      const query = new URLSearchParams({
        filter: `transactionDate:[${window.from}..${window.to}],transactionType:{${window.type}}`,
        limit: String(TRANSACTIONS_PAGE_LIMIT),
        offset: String(offset),
      });
      return get<TransactionsPage>(`${config.apizUrl}/sell/finances/v1/transaction?${query.toString()}`, accessToken);
    },

    /** One page of the seller's payouts dated in [from, to] (oldest first, as eBay sorts them by default). */
    payouts(accessToken: string, window: { from: string; to: string }, offset: number) {
      const query = new URLSearchParams({
        filter: `payoutDate:[${window.from}..${window.to}]`,
        limit: String(Math.min(PAYOUTS_PAGE_LIMIT, config.payoutsPageLimit ?? PAYOUTS_PAGE_LIMIT)),
        offset: String(offset),
      });
      return get<PayoutsPage>(`${config.apizUrl}/sell/finances/v1/payout?${query.toString()}`, accessToken);
    },

    /** The transactions of one payout (getTransactions' payoutId filter, with which eBay ignores `limit`). */
    payoutTransactions(accessToken: string, payoutId: string, offset: number) {
      const query = new URLSearchParams({ filter: `payoutId:{${payoutId}}`, offset: String(offset) });
      return get<TransactionsPage>(`${config.apizUrl}/sell/finances/v1/transaction?${query.toString()}`, accessToken);
    },

    /** One inventory item by its SKU (its product's title, aspects …). */
    inventoryItem: (accessToken: string, sku: string) =>
      get<{ sku: string; product?: { title?: string } }>(
        `${config.apiUrl}/sell/inventory/v1/inventory_item/${encodeURIComponent(sku)}`,
        accessToken,
      ),

    /** One page of inventory items; `page` is getInventoryItems' offset, a page number from 0. */
    inventoryItems(accessToken: string, limit: number, page: number) {
      const query = new URLSearchParams({ limit: String(limit), offset: String(page) });
      return get<InventoryItemsPage>(
        `${config.apiUrl}/sell/inventory/v1/inventory_item?${query.toString()}`,
        accessToken,
      );
    },

    /** An application token (client credentials grant, the public scope): for the Notification API. */
    applicationToken: () => tokenCall({ grant_type: 'client_credentials', scope: EBAY_SCOPES[0]! }),

    /** The Notification API's public key that signed a notification (`kid` of its X-EBAY-SIGNATURE). */
    notificationPublicKey: (applicationToken: string, keyId: string) =>
      get<{ algorithm: string; digest: string; key: string }>(
        `${config.apiUrl}/commerce/notification/v1/public_key/${encodeURIComponent(keyId)}`,
        applicationToken,
      ),

    offers(accessToken: string, sku: string) {
      const query = new URLSearchParams({ sku });
      return get<OffersPage>(`${config.apiUrl}/sell/inventory/v1/offer?${query.toString()}`, accessToken);
    },
  };
}
