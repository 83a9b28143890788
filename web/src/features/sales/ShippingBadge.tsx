import { Badge } from '@mantine/core';
import { formatDate } from '../../lib/format.ts';
import { statusColor } from '../inventory/inventory-labels.ts';

/** 'Shipped 02/04/2026' or 'To ship', with the dot colours of the items' statuses (shipped, sold). */
export function ShippingBadge({ shippedAt }: { shippedAt: string | null | undefined }) {
  return (
    <Badge
      variant="dot"
      color={statusColor(shippedAt ? 'shipped' : 'sold')}
      miw="max-content"
      data-testid="sale-shipping"
    >
      {shippedAt ? `Shipped ${formatDate(shippedAt)}` : 'To ship'}
    </Badge>
  );
}
