import type { Amount, EbayOrder } from '../../src/integrations/ebay/ebay-types.ts';
import { sampleOrder } from './ebay-sample-order.ts';

const usd = (value: string, converted?: string): Amount => ({
  value,
  currency: 'USD',
  ...(converted ? { convertedFromValue: converted, convertedFromCurrency: 'GBP' } : {}),
});
const line = (overrides: Partial<EbayOrder['lineItems'][number]>) => ({
  ...sampleOrder().lineItems[0]!,
  ...overrides,
});
const issued = '2026-11-24T09:12:44.000Z';

/**
 * getOrders answers for the money cases a seller meets, each with what Seller Hub's order earnings show
 * for it: what the buyer paid for items and delivery after the seller's discounts, less eBay's fees
 * and the refunds issued. eBay's collect-and-remit tax is neither the seller's income nor in `total`
 * (asked without TAX_BREAKDOWN). Labels and ads, and the fee credit on a refund, are Finances
 * transactions of their own, outside `earnings`; `afterFeeCredits` is the earnings once the refunds'
 * fee credits (`refunds`, as Finances posts them) are in.
 */
export type MoneyCase = {
  name: string;
  order: EbayOrder;
  sellerHub: { earnings: string; ebayCollectedTax: string; afterFeeCredits?: string };
  /** The order's completed refunds as Finances posts them: each with the fees eBay credits back. */
  refunds?: { refund: string; feeCredit: string }[];
  /** The line units eBay refunded in full, by line id: their items are not sold. */
  refundedUnits?: Record<string, number>;
};

const twoLines = (orderId: string, sku: string) =>
  sampleOrder({
    orderId,
    sku,
    pricingSummary: {
      priceSubtotal: usd('73.00'),
      deliveryCost: usd('7.95'),
      tax: usd('7.03'),
      total: usd('80.95'),
    },
    totalMarketplaceFee: usd('11.61'),
    lineItems: [
      line({ lineItemId: '10012345678901', sku: `${sku}-A`, quantity: 1, lineItemCost: usd('48.00') }),
      line({
        lineItemId: '10012345678902',
        sku: `${sku}-B`,
        title: 'Apple USB-C to Lightning Cable (1 m)',
        quantity: 2,
        lineItemCost: usd('25.00'),
        total: usd('25.00'),
      }),
    ],
  });

export const MONEY_CASES: MoneyCase[] = [
  {
    name: "eBay's sample: one item, delivery, US sales tax eBay collects",
    order: sampleOrder({ orderId: '61-00000-00001', sku: 'MONEY-1' }),
    sellerHub: { earnings: '47.62', ebayCollectedTax: '4.62' },
  },
  {
    name: "the seller's 10% promotion and free shipping",
    order: sampleOrder({
      orderId: '61-00000-00002',
      sku: 'MONEY-2',
      pricingSummary: {
        priceSubtotal: usd('48.00'),
        priceDiscount: usd('-4.80'),
        deliveryCost: usd('7.95'),
        deliveryDiscount: usd('-7.95'),
        tax: usd('3.89'),
        total: usd('43.20'),
      },
      totalMarketplaceFee: usd('6.54'),
      lineItems: [
        line({
          sku: 'MONEY-2',
          lineItemCost: usd('48.00'),
          discountedLineItemCost: usd('43.20'),
          total: usd('43.20'),
          appliedPromotions: [{ promotionId: '5012345', description: '10% off', discountAmount: usd('4.80') }],
        } as Partial<EbayOrder['lineItems'][number]>),
      ],
    }),
    sellerHub: { earnings: '36.66', ebayCollectedTax: '3.89' },
  },
  {
    name: 'a price adjusted after the sale',
    order: sampleOrder({
      orderId: '61-00000-00003',
      sku: 'MONEY-3',
      pricingSummary: {
        priceSubtotal: usd('48.00'),
        adjustment: usd('-5.00'),
        deliveryCost: usd('7.95'),
        tax: usd('4.17'),
        total: usd('50.95'),
      },
      totalMarketplaceFee: usd('7.67'),
    }),
    sellerHub: { earnings: '43.28', ebayCollectedTax: '4.17' },
  },
  {
    name: 'three units of one line',
    order: sampleOrder({
      orderId: '61-00000-00004',
      sku: 'MONEY-4',
      pricingSummary: {
        priceSubtotal: usd('60.00'),
        deliveryCost: usd('9.00'),
        tax: usd('5.52'),
        total: usd('69.00'),
      },
      totalMarketplaceFee: usd('10.17'),
      lineItems: [line({ sku: 'MONEY-4', quantity: 3, lineItemCost: usd('60.00'), total: usd('69.00') })],
    }),
    sellerHub: { earnings: '58.83', ebayCollectedTax: '5.52' },
  },
  {
    name: 'two lines, one of two units',
    order: twoLines('61-00000-00005', 'MONEY-5'),
    sellerHub: { earnings: '69.34', ebayCollectedTax: '7.03' },
  },
  {
    name: 'a unit of a line refunded, a second refund of it not issued yet',
    order: (() => {
      const order = twoLines('61-00000-00006', 'MONEY-6');
      order.orderPaymentStatus = 'PARTIALLY_REFUNDED';
      order.lineItems[1]!.refunds = [
        { amount: usd('12.50'), refundDate: issued, refundId: '5000012345' },
        { amount: usd('12.50'), refundId: '5000012346' },
      ];
      return order;
    })(),
    sellerHub: { earnings: '56.84', ebayCollectedTax: '7.03', afterFeeCredits: '58.50' },
    refunds: [{ refund: '12.50', feeCredit: '1.66' }],
    refundedUnits: { '10012345678902': 1 },
  },
  {
    name: 'the whole order refunded',
    order: sampleOrder({
      orderId: '61-00000-00007',
      sku: 'MONEY-7',
      orderPaymentStatus: 'FULLY_REFUNDED',
      paymentSummary: {
        refunds: [{ amount: usd('55.95'), refundStatus: 'REFUNDED', refundDate: issued, refundId: '5000012347' }],
      },
    }),
    // eBay credits the final value fee back, not its 0.40 fee per order.
    sellerHub: { earnings: '-8.33', ebayCollectedTax: '4.62', afterFeeCredits: '-0.40' },
    refunds: [{ refund: '55.95', feeCredit: '7.93' }],
    refundedUnits: { '10012345678901': 1 },
  },
  {
    name: 'an order refund still pending, another that failed',
    order: sampleOrder({
      orderId: '61-00000-00008',
      sku: 'MONEY-8',
      paymentSummary: {
        refunds: [
          { amount: usd('10.00'), refundStatus: 'PENDING', refundId: '5000012348' },
          { amount: usd('5.00'), refundStatus: 'FAILED' },
        ],
      },
    }),
    sellerHub: { earnings: '47.62', ebayCollectedTax: '4.62' },
  },
  {
    name: 'a UK buyer paying in pounds: the amounts in the seller’s dollars',
    order: sampleOrder({
      orderId: '61-00000-00009',
      sku: 'MONEY-9',
      pricingSummary: {
        priceSubtotal: usd('48.00', '37.80'),
        deliveryCost: usd('7.95', '6.26'),
        tax: usd('11.19', '8.81'),
        total: usd('55.95', '44.06'),
      },
    }),
    sellerHub: { earnings: '47.62', ebayCollectedTax: '11.19' },
  },
];
