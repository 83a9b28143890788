import type { EbayOrder } from '../../src/integrations/ebay/ebay-types.ts';

const usd = (value: string) => ({ value, currency: 'USD' });

/**
 * The shape of eBay's documented getOrders sample (one line, US sales tax collected and remitted by
 * eBay): subtotal 48.00, delivery 7.95, tax 4.62, marketplace fee 8.33. Asked for without
 * fieldGroups=TAX_BREAKDOWN, the order's and the line's `total` leave the collect-and-remit tax out
 * (55.95); the payment and totalDueSeller hold it (60.57).
 */
export function sampleOrder(overrides: Partial<EbayOrder> & { sku?: string; legacyItemId?: string } = {}): EbayOrder {
  const { sku = 'TAG-0001', legacyItemId = '110123456789', ...rest } = overrides;
  return {
    orderId: '12-03456-78901',
    legacyOrderId: '110123456789-2601234567001',
    creationDate: '2026-11-20T17:35:12.000Z',
    lastModifiedDate: '2026-11-20T17:40:03.000Z',
    orderFulfillmentStatus: 'NOT_STARTED',
    orderPaymentStatus: 'PAID',
    sellerId: 'flipstack_seller',
    buyer: { username: 'buyer_jane77', taxAddress: { stateOrProvince: 'CA', postalCode: '95125', countryCode: 'US' } },
    pricingSummary: {
      priceSubtotal: usd('48.00'),
      deliveryCost: usd('7.95'),
      tax: usd('4.62'),
      total: usd('55.95'),
    },
    cancelStatus: { cancelState: 'NONE_REQUESTED', cancelRequests: [] },
    paymentSummary: {
      totalDueSeller: usd('60.57'),
      refunds: [],
      payments: [{ paymentMethod: 'EBAY', paymentStatus: 'PAID', amount: usd('60.57') }],
    },
    fulfillmentHrefs: [],
    lineItems: [
      {
        lineItemId: '10012345678901',
        legacyItemId,
        sku,
        title: 'Apple AirPods Pro (2nd generation) with MagSafe Case',
        quantity: 1,
        lineItemCost: usd('48.00'),
        total: usd('55.95'),
        refunds: [],
        appliedPromotions: [],
        lineItemFulfillmentStatus: 'NOT_STARTED',
        ebayCollectAndRemitTaxes: [{ taxType: 'STATE_SALES_TAX', amount: usd('4.62'), collectionMethod: 'NET' }],
      },
    ],
    salesRecordReference: '1042',
    totalFeeBasisAmount: usd('60.57'),
    totalMarketplaceFee: usd('8.33'),
    ...rest,
  } as EbayOrder;
}

/**
 * A line of a multi-variation listing as getOrders gives it (LineItem in sell_fulfillment_v1_oas3.json):
 * the listing's legacyItemId, the variation's legacyVariationId and variationAspects, and its SKU the
 * variation's own (a seller-defined SKU per variation); one unit at `price`.
 */
export function variationLine(values: {
  lineItemId: string;
  legacyItemId: string;
  legacyVariationId: string;
  sku?: string;
  aspects: Record<string, string>;
  price: string;
}): EbayOrder['lineItems'][number] {
  return {
    lineItemId: values.lineItemId,
    legacyItemId: values.legacyItemId,
    legacyVariationId: values.legacyVariationId,
    variationAspects: Object.entries(values.aspects).map(([name, value]) => ({ name, value })),
    ...(values.sku === undefined ? {} : { sku: values.sku }),
    title: 'Organic cotton T-shirt',
    quantity: 1,
    lineItemCost: usd(values.price),
    total: usd(values.price),
    refunds: [],
    appliedPromotions: [],
    lineItemFulfillmentStatus: 'NOT_STARTED',
    soldFormat: 'FIXED_PRICE',
  } as EbayOrder['lineItems'][number];
}
