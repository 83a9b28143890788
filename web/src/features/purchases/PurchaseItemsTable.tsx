import { Anchor, Badge, Group } from '@mantine/core';
import type { InventoryStatus } from '@flipstack/contract';
import { Link } from 'react-router';
import { RecordTable } from '../../components/resource/RecordTable.tsx';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { rowLabel } from '../../lib/row-labels.ts';
import { PrintLabelsButton } from '../labels/PrintLabelsButton.tsx';
import { AddPurchaseItem } from './AddPurchaseItem.tsx';
import type { PurchaseRow } from './purchase-values.ts';

type ItemRow = {
  id: number;
  product_id: number;
  cost: string | null;
  status: InventoryStatus;
  serial_number: string | null;
  tag_number: string | null;
};

/** The items a purchase created (with their product and the cost the split gave them) and any added since. */
export function PurchaseItemsTable({ purchase }: { purchase: PurchaseRow }) {
  const items = (purchase['items'] as ItemRow[] | undefined) ?? [];
  const currency = useCurrency();
  const named = (purchase['products'] as { id: number; name: string }[] | undefined) ?? [];
  const productName = (id: number) => named.find((product) => product.id === id)?.name ?? `#${id}`;
  return (
    <RecordTable<ItemRow>
      title="Items"
      rows={items}
      empty="This purchase has no items."
      action={
        <Group gap="sm">
          {items.length > 0 && (
            <PrintLabelsButton ids={items.map((item) => item.id)} label={`Print labels (${items.length})`} />
          )}
          <AddPurchaseItem purchase={purchase} />
        </Group>
      }
      columns={[
        {
          title: 'Item',
          render: (item) => (
            <Anchor component={Link} to={`/inventory/${item.id}`}>
              {rowLabel('inventory-items', item)}
            </Anchor>
          ),
        },
        { title: 'Cost', align: 'right', render: (item) => formatMoney(item.cost, currency) },
        {
          title: 'Product',
          render: (item) => (
            <Anchor component={Link} to={`/products/${item.product_id}`}>
              {productName(item.product_id)}
            </Anchor>
          ),
        },
        { title: 'Status', render: (item) => <Badge variant="light">{item.status.replace('_', ' ')}</Badge> },
      ]}
    />
  );
}
