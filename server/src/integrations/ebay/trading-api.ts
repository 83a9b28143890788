import type { XMLParser } from 'fast-xml-parser';
import { readMoney } from '@flipstack/contract';
import type { EbayConfig } from '../../config.ts';
import { EbayError } from './ebay-error.ts';
import { fetchWithRetry, type RetryPolicy } from './ebay-http.ts';

/** An active listing as the Trading API describes it, whether made on ebay.com or through the Inventory API. */
export type TradingItem = {
  itemId: string;
  title: string;
  sku: string | null;
  price: string;
  quantityAvailable: number;
  url: string;
  /** The seller's eBay username (Trading's UserID) and the listing's state (Active, Ended, Completed). */
  seller: string | null;
  listingStatus: string | null;
};
export type SellingPage = { items: TradingItem[]; totalEntries: number; totalPages: number };

const COMPATIBILITY_LEVEL = '1349';
const SITE_US = '0';
/** Trading API error codes for a token eBay no longer accepts (expired, revoked, invalid). */
const TOKEN_ERRORS = new Set(['931', '932', '16110', '21916984', '21917053']);
/** Trading API error codes for an item that is not there (or not the seller's). */
const NOT_FOUND_ERRORS = new Set(['17', '21919301']);

let parser: XMLParser | undefined;
/** The XML reader, loaded at the first Trading API answer: a server with no eBay account never loads it. */
async function xmlParser(): Promise<XMLParser> {
  if (parser) return parser;
  const { XMLParser } = await import('fast-xml-parser');
  return (parser ??= new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    // XML may write any character as a numeric reference (&#60;); eBay's titles carry them.
    htmlEntities: true,
    isArray: (name) => name === 'Item' || name === 'Errors',
  }));
}

type XmlItem = {
  ItemID?: string;
  Title?: string;
  SKU?: string;
  Quantity?: string;
  QuantityAvailable?: string;
  SellingStatus?: { CurrentPrice?: string; QuantitySold?: string; ListingStatus?: string };
  Seller?: { UserID?: string };
  ListingDetails?: { ViewItemURL?: string };
};
type XmlAnswer = {
  Ack?: string;
  Errors?: { ErrorCode?: string; ShortMessage?: string; LongMessage?: string; SeverityCode?: string }[];
  ActiveList?: {
    ItemArray?: { Item?: XmlItem[] };
    PaginationResult?: { TotalNumberOfEntries?: string; TotalNumberOfPages?: string };
  };
  Item?: XmlItem[];
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * eBay's Trading API (XML over HTTPS, OAuth token in X-EBAY-API-IAF-TOKEN): the calls that see every
 * listing of a seller, including those made on ebay.com that the Inventory API never knew.
 */
export function createTradingApi(config: EbayConfig, retry: RetryPolicy) {
  async function call(callName: string, accessToken: string, body: string): Promise<XmlAnswer> {
    const response = await fetchWithRetry(
      `${config.apiUrl}/ws/api.dll`,
      {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          'x-ebay-api-call-name': callName,
          'x-ebay-api-siteid': SITE_US,
          'x-ebay-api-compatibility-level': COMPATIBILITY_LEVEL,
          'x-ebay-api-iaf-token': accessToken,
        },
        body:
          `<?xml version="1.0" encoding="utf-8"?>` +
          `<${callName}Request xmlns="urn:ebay:apis:eBLBaseComponents">${body}</${callName}Request>`,
      },
      retry,
    );
    const text = await response.text();
    if (response.status === 403) throw new EbayError('forbidden', `eBay does not allow ${callName}`, 403);
    if (!response.ok) throw new EbayError('rejected', `eBay answered ${response.status}`, response.status);
    const xml = await xmlParser();
    let answer: XmlAnswer | undefined;
    try {
      answer = (xml.parse(text) as Record<string, XmlAnswer | undefined>)[`${callName}Response`];
    } catch {
      answer = undefined;
    }
    if (!answer) throw new EbayError('rejected', `eBay's ${callName} answer could not be read`, 502);
    if (answer.Ack === 'Failure' || answer.Ack === 'PartialFailure') {
      const error = answer.Errors?.find((one) => one.SeverityCode !== 'Warning') ?? answer.Errors?.[0];
      const message = error?.LongMessage ?? error?.ShortMessage ?? `${callName} failed`;
      if (TOKEN_ERRORS.has(error?.ErrorCode ?? ''))
        throw new EbayError('unauthorized', `eBay refused the access token: ${message}`, 401);
      const status = NOT_FOUND_ERRORS.has(error?.ErrorCode ?? '') ? 404 : 400;
      throw new EbayError('rejected', `eBay refused ${callName}: ${message}`, status);
    }
    return answer;
  }

  return {
    /** One page of the seller's active listings (GetMyeBaySelling's ActiveList). */
    async activeListings(accessToken: string, pageNumber: number, entriesPerPage: number): Promise<SellingPage> {
      const answer = await call(
        'GetMyeBaySelling',
        accessToken,
        `<ActiveList><Include>true</Include><Pagination><EntriesPerPage>${entriesPerPage}</EntriesPerPage>` +
          `<PageNumber>${pageNumber}</PageNumber></Pagination></ActiveList><DetailLevel>ReturnAll</DetailLevel>`,
      );
      const list = answer.ActiveList;
      return {
        items: (list?.ItemArray?.Item ?? []).map(tradingItem).filter((item) => item.itemId !== ''),
        totalEntries: Number(list?.PaginationResult?.TotalNumberOfEntries ?? 0),
        totalPages: Number(list?.PaginationResult?.TotalNumberOfPages ?? 0),
      };
    },

    /** One listing by its eBay item id (GetItem). */
    async item(accessToken: string, itemId: string): Promise<TradingItem> {
      const answer = await call('GetItem', accessToken, `<ItemID>${escapeXml(itemId)}</ItemID>`);
      const item = answer.Item?.[0];
      if (!item) throw new EbayError('rejected', `eBay has no listing ${itemId}`, 404);
      return tradingItem(item);
    },
  };
}

function tradingItem(item: XmlItem): TradingItem {
  const itemId = String(item.ItemID ?? '').trim();
  const quantity = Number(item.Quantity ?? 0);
  const sold = Number(item.SellingStatus?.QuantitySold ?? 0);
  const available = item.QuantityAvailable === undefined ? quantity - sold : Number(item.QuantityAvailable);
  const price = readMoney(String(item.SellingStatus?.CurrentPrice ?? '0'));
  return {
    itemId,
    title: String(item.Title ?? '').trim() || itemId,
    sku: item.SKU ? String(item.SKU).trim() || null : null,
    price: price.value ?? '0.00',
    quantityAvailable: Number.isFinite(available) ? Math.max(0, available) : 0,
    url: item.ListingDetails?.ViewItemURL ?? `https://www.ebay.com/itm/${itemId}`,
    seller: item.Seller?.UserID ? String(item.Seller.UserID) : null,
    listingStatus: item.SellingStatus?.ListingStatus ? String(item.SellingStatus.ListingStatus) : null,
  };
}
