import { Badge } from '@mantine/core';
import { useEbayOrders } from './ebay-api.ts';

/** The team's number of imported eBay orders for /index (GET /api/ebay/orders?limit=1 → total). */
export function EbayOrderCount() {
  const orders = useEbayOrders({ limit: 1 });
  return (
    <Badge variant="light" size="lg" aria-label={`${orders.data?.total ?? 'Loading'} eBay orders`}>
      {orders.data ? orders.data.total : '…'}
    </Badge>
  );
}
