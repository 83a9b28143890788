import { Anchor, Badge } from '@mantine/core';
import { inventoryItems, listingsInventoryItems, saleInventoryItems } from '@flipstack/contract';
import { Link } from 'react-router';
import { RecordTable } from '../../components/resource/RecordTable.tsx';
import { formatDate, useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { useList, type Loose } from '../../lib/resources.ts';
import { rowLabel } from '../../lib/row-labels.ts';

type Linked = Loose<{ id: number }>;
const text = (row: Linked, field: string) => row[field] as string | null;
const uniqueBy = (rows: Linked[]) => [...new Map(rows.map((row) => [row.id, row])).values()];

/** The product's inventory items, the listings that offer them and the sales that sold them. */
export function ProductActivity({ productId }: { productId: number }) {
  const currency = useCurrency();
  const items = useList(inventoryItems, { where: JSON.stringify({ product_id: productId }), limit: 500 });
  const itemIds = items.data?.rows.map((row) => row.id) ?? [];
  const byItems = { where: JSON.stringify({ inventory_item_id: { in: itemIds } }), limit: 500 };
  const hasItems = itemIds.length > 0;
  const listingLinks = useList(listingsInventoryItems, { ...byItems, with: 'listing' }, { enabled: hasItems });
  const saleLinks = useList(saleInventoryItems, { ...byItems, with: 'sale' }, { enabled: hasItems });
  // The listing or sale each link carries (`with`), once each; none when the product has no items.
  const related = (links: Linked[] | undefined, key: string) =>
    !hasItems && items.data ? [] : links && uniqueBy(links.map((link) => link[key] as Linked).filter(Boolean));

  return (
    <>
      <RecordTable
        title="Inventory items"
        rows={items.data?.rows}
        empty="No items of this product yet; a purchase adds them."
        columns={[
          { title: 'Item', render: (row) => rowLabel('inventory-items', row) },
          { title: 'Condition', render: (row) => row.condition ?? '—' },
          { title: 'Status', render: (row) => <Badge variant="light">{row.status.replace('_', ' ')}</Badge> },
          { title: 'Cost', align: 'right', render: (row) => formatMoney(row.cost, currency) },
          {
            title: 'Purchase',
            render: (row) =>
              row.purchase_id ? (
                <Anchor component={Link} to={`/purchases/${row.purchase_id}`}>{`#${row.purchase_id}`}</Anchor>
              ) : (
                '—'
              ),
          },
          {
            title: 'Sell',
            render: (row) =>
              ['sold', 'shipped'].includes(row.status) ? (
                '—'
              ) : (
                <Anchor
                  component={Link}
                  to={`/sales/create/${row.id}`}
                  aria-label={`Sell item ${rowLabel('inventory-items', row)}`}
                >
                  Sell
                </Anchor>
              ),
          },
        ]}
      />
      <RecordTable
        title="Listings"
        rows={related(listingLinks.data?.rows, 'listing')}
        empty="Not listed anywhere."
        columns={[
          {
            title: 'Title',
            render: (row) => (
              <Anchor component={Link} to={`/listings/${row.id}`}>
                {text(row, 'title')}
              </Anchor>
            ),
          },
          { title: 'Status', render: (row) => text(row, 'status') },
          { title: 'Price', align: 'right', render: (row) => formatMoney(text(row, 'price'), currency) },
        ]}
      />
      <RecordTable
        title="Sales"
        rows={related(saleLinks.data?.rows, 'sale')}
        empty="Not sold yet."
        columns={[
          { title: 'Sale', render: (row) => <Anchor component={Link} to={`/sales/${row.id}`}>{`#${row.id}`}</Anchor> },
          { title: 'Sold', render: (row) => formatDate(text(row, 'sold_at')) },
          { title: 'Revenue', align: 'right', render: (row) => formatMoney(text(row, 'revenue_total'), currency) },
          { title: 'Profit', align: 'right', render: (row) => formatMoney(text(row, 'profit'), currency) },
        ]}
      />
    </>
  );
}
