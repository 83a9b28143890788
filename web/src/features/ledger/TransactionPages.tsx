import { Autocomplete, Select, SimpleGrid, TextInput } from '@mantine/core';
import { purchases, sales, transactions, TRANSACTION_TYPES, type TransactionType } from '@flipstack/contract';
import { dateColumn, moneyColumn } from '../../components/resource/columns.tsx';
import { DateTimeInput } from '../../components/resource/DateInputs.tsx';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { AttachmentsPanel } from '../files/AttachmentsPanel.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { MoneyInput } from '../../components/resource/MoneyInput.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import { formatDate, useCurrency } from '../../lib/format.ts';
import type { Loose, RowOf } from '../../lib/resources.ts';

const TYPE_LABELS: Record<TransactionType, string> = {
  expense: 'Expense',
  income: 'Income',
  payout: 'Payout',
  refund: 'Refund',
  fee: 'Fee',
  mileage: 'Mileage',
};
const TYPE_OPTIONS = TRANSACTION_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
/** Suggestions only: any category may be typed; the profit and loss report sums expenses by it. */
const CATEGORY_SUGGESTIONS = [
  'Shipping supplies',
  'Postage',
  'Software and subscriptions',
  'Advertising',
  'Office supplies',
  'Storage',
  'Travel',
  'Other',
];

// Purchases and sales have no name: '#12 · 3/4/2026'.
const purchaseLabel = (row: Loose<{ id: number }>) =>
  `#${row.id} · ${formatDate(row['purchased_at'] as string | null)}`;
const saleLabel = (row: Loose<{ id: number }>) => `#${row.id} · ${formatDate(row['sold_at'] as string | null)}`;

type TransactionValues = {
  type: TransactionType;
  occurred_at: string | null;
  amount: string;
  description: string;
  category: string;
  purchase_id: number | null;
  sale_id: number | null;
};

type TransactionFormProps = { row?: Loose<RowOf<typeof transactions>>; onClose?: () => void };

/** Create (its own page) and edit (the list's drawer). */
function TransactionForm({ row, onClose }: TransactionFormProps) {
  const initialValues: TransactionValues = {
    type: row?.type ?? 'expense',
    occurred_at: row?.occurred_at ?? new Date().toISOString(),
    amount: row?.amount ?? '',
    description: row?.description ?? '',
    category: row?.category ?? '',
    purchase_id: row?.purchase_id ?? null,
    sale_id: row?.sale_id ?? null,
  };
  return (
    <ResourceForm
      contract={transactions}
      id={row?.id}
      initialValues={initialValues}
      toInput={(values) => ({ ...values, occurred_at: values.occurred_at ?? '' })}
      savedPath={() => '/transactions'}
      cancelPath="/transactions"
      onClose={onClose}
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label="Type" required allowDeselect={false} data={TYPE_OPTIONS} {...form.getInputProps('type')} />
            <DateTimeInput label="Date" required {...form.getInputProps('occurred_at')} />
          </SimpleGrid>
          <MoneyInput
            label="Amount"
            required
            description="Always positive: the type says which way the money went"
            {...form.getInputProps('amount')}
          />
          <TextInput
            label="Description"
            required
            data-autofocus
            autoFocus={!row}
            {...form.getInputProps('description')}
          />
          <Autocomplete
            label="Category"
            description="What an expense or fee was for; the profit and loss report adds them up by it"
            data={CATEGORY_SUGGESTIONS}
            {...form.getInputProps('category')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ReferenceSelect
              contract={purchases}
              label="Purchase"
              optionLabel={purchaseLabel}
              {...form.getInputProps('purchase_id')}
            />
            <ReferenceSelect contract={sales} label="Sale" optionLabel={saleLabel} {...form.getInputProps('sale_id')} />
          </SimpleGrid>
        </>
      )}
    </ResourceForm>
  );
}

export function TransactionsPage() {
  const currency = useCurrency();
  return (
    <ListPage title="Transactions" create={{ to: '/transactions/create', label: 'New transaction' }}>
      <ResourceTable
        contract={transactions}
        columns={[
          dateColumn('occurred_at', 'Date'),
          {
            accessor: 'type',
            title: 'Type',
            render: (row) => TYPE_LABELS[row.type] ?? String(row.type),
          },
          { accessor: 'description', title: 'Description' },
          { accessor: 'category', title: 'Category' },
          moneyColumn('amount', 'Amount', currency),
          {
            accessor: 'purchase_id',
            title: 'Purchase',
            sortable: false,
            render: (row) => (row.purchase_id ? `#${String(row.purchase_id)}` : '—'),
          },
          {
            accessor: 'sale_id',
            title: 'Sale',
            sortable: false,
            render: (row) => (row.sale_id ? `#${String(row.sale_id)}` : '—'),
          },
        ]}
        filters={[{ field: 'type', label: 'Type', options: TYPE_OPTIONS }]}
        editForm={(row, close) => (
          <>
            <TransactionForm row={row} onClose={close} />
            <AttachmentsPanel entity="transactions" entityId={row.id} recordLabel="transaction" />
          </>
        )}
      />
    </ListPage>
  );
}

export function TransactionCreatePage() {
  return (
    <FormPage title="New transaction" back={{ to: '/transactions', label: 'Transactions' }}>
      <TransactionForm />
    </FormPage>
  );
}
