/** The parts of eBay's documented JSON the app reads (Fulfillment, Identity, Finances, Inventory). */

/** `value` in the seller's currency; a buyer's other currency is in convertedFromValue/convertedFromCurrency. */
export type Amount = { value: string; currency: string; convertedFromValue?: string; convertedFromCurrency?: string };

/** A refund as getOrders shows it: the seller's net amount, eBay-collected tax not included. */
export type EbayRefund = { amount?: Amount; refundDate?: string; refundId?: string; refundStatus?: string };

export type EbayLineItem = {
  lineItemId: string;
  legacyItemId?: string;
  /** A line of a multi-variation listing: the variation bought (its SKU is then the variation's). */
  legacyVariationId?: string;
  /** The variation's aspects, such as Size: L. */
  variationAspects?: { name: string; value: string }[];
  sku?: string;
  title: string;
  quantity: number;
  /** Before discounts: the unit price times the quantity. */
  lineItemCost?: Amount;
  /** After the line's promotions; only when it had one. */
  discountedLineItemCost?: Amount;
  total?: Amount;
  /** The line's own refunds (the order's are in paymentSummary.refunds); issued ones carry a refundDate. */
  refunds?: EbayRefund[];
};

export type EbayOrder = {
  orderId: string;
  creationDate: string;
  lastModifiedDate: string;
  orderFulfillmentStatus?: string;
  orderPaymentStatus?: string;
  cancelStatus?: { cancelState?: string };
  buyer?: { username?: string };
  pricingSummary?: {
    priceSubtotal?: Amount;
    /** Item discounts and promotions, negative. */
    priceDiscount?: Amount;
    /** Price changes after the sale, signed. */
    adjustment?: Amount;
    deliveryCost?: Amount;
    /** Shipping discounts, negative. */
    deliveryDiscount?: Amount;
    tax?: Amount;
    /** Without fieldGroups=TAX_BREAKDOWN, eBay's collect-and-remit tax is not in it. */
    total?: Amount;
  };
  totalMarketplaceFee?: Amount;
  paymentSummary?: { refunds?: EbayRefund[] };
  fulfillmentHrefs?: string[];
  lineItems: EbayLineItem[];
};

export type OrderSearchPage = { orders?: EbayOrder[]; total: number; offset: number; limit: number; next?: string };

export type ShippingFulfillment = { shipmentTrackingNumber?: string; shippedDate?: string };

export type FinanceTransaction = {
  transactionId: string;
  transactionDate: string;
  orderId?: string;
  transactionType: string;
  feeType?: string;
  /** Whether `amount` is paid to the seller (CREDIT) or taken from them (DEBIT). */
  bookingEntry: 'CREDIT' | 'DEBIT';
  amount: Amount;
  /** The selling fees of a SALE; on a REFUND, negative: the fees eBay credits back. */
  totalFeeAmount?: Amount;
  totalFeeBasisAmount?: Amount;
  /** Each line's fees (marketplaceFees; negative ones are credits). */
  orderLineItems?: {
    lineItemId: string;
    feeBasisAmount?: Amount;
    marketplaceFees?: { feeType?: string; amount?: Amount }[];
  }[];
  references?: { referenceId: string; referenceType: string }[];
  /** The payout that paid it out; absent until eBay begins paying it. */
  payoutId?: string;
  /** PAYOUT once paid out; FUNDS_PROCESSING, FUNDS_ON_HOLD … before. */
  transactionStatus?: string;
};

export type TransactionsPage = { transactions?: FinanceTransaction[]; total: number; offset: number; limit: number };

/** A seller payout (Payout in sell_finances_v1_oas3.json). */
export type EbayPayout = {
  payoutId: string;
  /** INITIATED, SUCCEEDED, RETRYABLE_FAILED, TERMINAL_FAILED or REVERSED. */
  payoutStatus: string;
  payoutDate: string;
  amount: Amount;
  /** How many Finances transactions the payout holds. */
  transactionCount?: number;
  payoutInstrument?: { instrumentType?: string; nickname?: string; accountLastFourDigits?: string };
  payoutMemo?: string;
  lastAttemptedPayoutDate?: string;
};

export type PayoutsPage = { payouts?: EbayPayout[]; total: number; offset: number; limit: number; next?: string };

export type EbayOffer = {
  offerId: string;
  sku: string;
  availableQuantity?: number;
  status?: string;
  listing?: { listingId?: string; listingStatus?: string };
  pricingSummary?: { price?: Amount };
  listingDescription?: string;
};

export type InventoryItemsPage = {
  inventoryItems?: { sku: string; product?: { title?: string } }[];
  total: number;
};

export type OffersPage = { offers?: EbayOffer[]; total: number };

export type EbayTokens = {
  accessToken: string;
  accessExpiresAt: Date;
  /** Given by the code grant only; a refresh keeps the old one. */
  refreshToken?: string;
  refreshExpiresAt?: Date;
};
