import { TextInput } from '@mantine/core';
import { platforms } from '@flipstack/contract';
import { DeleteButton } from '../../components/resource/DeleteButton.tsx';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';

export function PlatformsPage() {
  return (
    <ListPage title="Platforms" create={{ to: '/platforms/create', label: 'New platform' }}>
      <ResourceTable
        contract={platforms}
        columns={[
          { accessor: 'name', title: 'Name' },
          { accessor: 'url', title: 'Web address', render: (row) => (row['url'] as string | null) ?? '—' },
          { accessor: 'fee_percent', title: 'Fee', textAlign: 'right', render: (row) => (row['fee_percent'] ? `${String(row['fee_percent'])} %` : '—') },
        ]}
        rowActions={(row) => <DeleteButton contract={platforms} id={row.id} compact={{ name: String(row['name']) }} />}
      />
    </ListPage>
  );
}

export function PlatformCreatePage() {
  return (
    <FormPage title="New platform" back={{ to: '/platforms', label: 'Platforms' }}>
      <ResourceForm
        contract={platforms}
        initialValues={{ name: '', url: '', fee_percent: '' }}
        toInput={(values) => ({ ...values, fee_percent: values.fee_percent.trim() || null })}
        savedPath={() => '/platforms'}
        cancelPath="/platforms"
      >
        {(form) => (
          <>
            <TextInput label="Name" required autoFocus {...form.getInputProps('name')} />
            <TextInput label="Web address" type="url" placeholder="https://www.ebay.com" {...form.getInputProps('url')} />
            <TextInput label="Fee (%)" inputMode="decimal" description="What the platform keeps of a sale, e.g. 13.25" {...form.getInputProps('fee_percent')} />
          </>
        )}
      </ResourceForm>
    </FormPage>
  );
}
