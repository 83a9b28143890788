import { Badge } from '@mantine/core';
import type { InventoryStatus } from '@flipstack/contract';
import { STATUS_LABELS, statusColor } from './inventory-labels.ts';

const rootClass = `${Badge.classes['root--dot']} ${Badge.classes.root} mantine-Badge-root`;
const labelClass = `${Badge.classes.label} mantine-Badge-label`;

/**
 * The item's status: a coloured dot beside text in the body colour (coloured text on tint failed AA for teal,
 * green and orange). Mantine's dot Badge as its classes draw it, without the component: a table draws one a
 * row, and the component resolves its theme colour on every render.
 */
export function StatusBadge({ status }: { status: InventoryStatus }) {
  const style = { '--badge-dot-color': `var(--mantine-color-${statusColor(status)}-filled)`, minWidth: 'max-content' };
  return (
    <div className={rootClass} data-variant="dot" style={style}>
      <span className={labelClass}>{STATUS_LABELS[status]}</span>
    </div>
  );
}
