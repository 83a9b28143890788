import { Badge } from '@mantine/core';
import { useEbayOrders } from './ebay-api.ts';

/** The page whose total is the count: one row (its route asks for it early, index-data.ts). */
export const EBAY_ORDER_COUNT = { limit: 1 };

/** The team's number of imported eBay orders for /index (GET /api/ebay/orders?limit=1 → total). */
export function EbayOrderCount() {
  const orders = useEbayOrders(EBAY_ORDER_COUNT);
  return (
    <Badge variant="light" size="lg" aria-label={`${orders.data?.total ?? 'Loading'} eBay orders`}>
      {orders.data ? orders.data.total : '…'}
    </Badge>
  );
}
