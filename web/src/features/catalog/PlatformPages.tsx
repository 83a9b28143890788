import { TextInput } from '@mantine/core';
import { platforms } from '@flipstack/contract';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import type { Loose, RowOf } from '../../lib/resources.ts';
import { MoneyInput } from '../../components/resource/MoneyInput.tsx';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';

type PlatformFormProps = { row?: Loose<RowOf<typeof platforms>>; onClose?: () => void };

/** Create (its own page) and edit (the list's drawer). */
function PlatformForm({ row, onClose }: PlatformFormProps) {
  return (
    <ResourceForm
      contract={platforms}
      id={row?.id}
      initialValues={{
        name: row?.name ?? '',
        url: row?.url ?? '',
        fee_percent: row?.fee_percent ?? '',
        fee_fixed: row?.fee_fixed ?? '',
      }}
      toInput={(values) => ({
        ...values,
        fee_percent: values.fee_percent.trim() || null,
        fee_fixed: values.fee_fixed.trim() || null,
      })}
      savedPath={() => '/platforms'}
      cancelPath="/platforms"
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextInput label="Name" required data-autofocus autoFocus={!row} {...form.getInputProps('name')} />
          <TextInput label="Web address" type="url" placeholder="https://www.ebay.com" {...form.getInputProps('url')} />
          <TextInput
            label="Fee (%)"
            inputMode="decimal"
            description="What the platform keeps of a sale, e.g. 13.25"
            {...form.getInputProps('fee_percent')}
          />
          <MoneyInput
            label="Fee per order"
            description="Charged once per order beside the percentage, e.g. 0.30"
            {...form.getInputProps('fee_fixed')}
          />
        </>
      )}
    </ResourceForm>
  );
}

/** '13.25 % + $0.30', '13.25 %', '$0.30' or '—'. */
function platformFee(percent: string | null | undefined, fixed: string | null | undefined, currency: string) {
  const parts = [percent ? `${percent} %` : '', fixed && Number(fixed) !== 0 ? formatMoney(fixed, currency) : ''];
  return parts.filter(Boolean).join(' + ') || '—';
}

export function PlatformsPage() {
  const currency = useCurrency();
  return (
    <ListPage title="Platforms" create={{ to: '/platforms/create', label: 'New platform' }}>
      <ResourceTable
        contract={platforms}
        columns={[
          { accessor: 'name', title: 'Name' },
          { accessor: 'url', title: 'Web address', render: (row) => row.url ?? '—' },
          {
            accessor: 'fee_percent',
            title: 'Fee',
            textAlign: 'right',
            render: (row) => platformFee(row.fee_percent, row.fee_fixed, currency),
          },
        ]}
        editForm={(row, close) => <PlatformForm row={row} onClose={close} />}
      />
    </ListPage>
  );
}

export function PlatformCreatePage() {
  return (
    <FormPage title="New platform" back={{ to: '/platforms', label: 'Platforms' }}>
      <PlatformForm />
    </FormPage>
  );
}
