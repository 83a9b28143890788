/** The parts of eBay's documented JSON the app reads (Fulfillment, Identity, Finances, Inventory). */

export type Amount = { value: string; currency: string };

export type EbayLineItem = {
  lineItemId: string;
  legacyItemId?: string;
  sku?: string;
  title: string;
  quantity: number;
  lineItemCost?: Amount;
  total?: Amount;
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
    deliveryCost?: Amount;
    deliveryDiscount?: Amount;
    tax?: Amount;
    total?: Amount;
  };
  totalMarketplaceFee?: Amount;
  paymentSummary?: { refunds?: { amount?: Amount; refundStatus?: string }[] };
  fulfillmentHrefs?: string[];
  lineItems: EbayLineItem[];
};

export type OrderSearchPage = { orders?: EbayOrder[]; total: number; offset: number; limit: number; next?: string };

export type ShippingFulfillment = { shipmentTrackingNumber?: string; shippedDate?: string };

export type FinanceTransaction = {
  transactionId: string;
  orderId?: string;
  transactionType: string;
  feeType?: string;
  bookingEntry: 'CREDIT' | 'DEBIT';
  amount: Amount;
  references?: { referenceId: string; referenceType: string }[];
};

export type TransactionsPage = { transactions?: FinanceTransaction[]; total: number; offset: number; limit: number };

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
