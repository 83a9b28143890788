import { Badge } from '@mantine/core';
import type { InventoryStatus } from '@flipstack/contract';
import { STATUS_LABELS, statusColor } from './inventory-labels.ts';

/** The item's status: a coloured dot beside text in the body colour (coloured text on tint failed AA for teal, green and orange). */
export function StatusBadge({ status }: { status: InventoryStatus }) {
  return (
    <Badge variant="dot" color={statusColor(status)} miw="max-content">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
