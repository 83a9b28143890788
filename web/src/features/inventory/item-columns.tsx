import type { InventoryDetailRow } from '@flipstack/contract';
import { MoneyCell, linkColumn, moneyColumn, type Column } from '../../components/resource/columns.tsx';
import { itemName } from './inventory-labels.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** The columns /inventory and a product's page both show of an item (rows of GET /inventory-items-detail). */
type ItemColumn = Column<InventoryDetailRow>;

export const itemPath = (row: { id: number }) => `/inventory/${row.id}`;

export const itemColumn: ItemColumn = { ...linkColumn('serial_number', 'Item', itemPath, itemName), sortable: true };

export const statusColumn: ItemColumn = {
  accessor: 'status',
  title: 'Status',
  sortable: true,
  render: (row) => <StatusBadge status={row.status} />,
};

export const costColumn = (currency: string): ItemColumn => ({
  ...moneyColumn('cost', 'Cost', currency),
  sortable: true,
});

export const profitColumn = (currency: string): ItemColumn => ({
  accessor: 'profit',
  title: 'Profit',
  textAlign: 'right',
  render: (row) => (row.sale ? <MoneyCell value={row.sale.profit} currency={currency} /> : '—'),
});
