import { TextInput } from '@mantine/core';
import { platforms } from '@flipstack/contract';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import type { Loose, RowOf } from '../../lib/resources.ts';

type PlatformFormProps = { row?: Loose<RowOf<typeof platforms>>; onClose?: () => void };

/** Create (its own page) and edit (the list's drawer). */
function PlatformForm({ row, onClose }: PlatformFormProps) {
  return (
    <ResourceForm
      contract={platforms}
      id={row?.id}
      initialValues={{ name: row?.name ?? '', url: row?.url ?? '', fee_percent: row?.fee_percent ?? '' }}
      toInput={(values) => ({ ...values, fee_percent: values.fee_percent.trim() || null })}
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
        </>
      )}
    </ResourceForm>
  );
}

export function PlatformsPage() {
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
            render: (row) => (row.fee_percent ? `${String(row.fee_percent)} %` : '—'),
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
