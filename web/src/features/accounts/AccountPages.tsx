import { TextInput } from '@mantine/core';
import { accounts, platforms } from '@flipstack/contract';
import { relationColumn } from '../../components/resource/columns.tsx';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import type { Loose, RowOf } from '../../lib/resources.ts';
import { ACCOUNT_LIST } from './screen-data.ts';

type AccountFormProps = { row?: Loose<RowOf<typeof accounts>>; onClose?: () => void };

/** Create (its own page) and edit (the list's drawer). */
function AccountForm({ row, onClose }: AccountFormProps) {
  return (
    <ResourceForm
      contract={accounts}
      id={row?.id}
      initialValues={{ platform_id: row?.platform_id ?? null, name: row?.name ?? '', username: row?.username ?? '' }}
      savedPath={() => '/accounts'}
      cancelPath="/accounts"
      onClose={onClose}
    >
      {(form) => (
        <>
          <ReferenceSelect
            contract={platforms}
            label="Platform"
            required
            canCreate
            {...form.getInputProps('platform_id')}
          />
          <TextInput
            label="Name"
            required
            description="How you tell your accounts apart, e.g. Main eBay store"
            {...form.getInputProps('name')}
          />
          <TextInput label="Username" {...form.getInputProps('username')} />
        </>
      )}
    </ResourceForm>
  );
}

export function AccountsPage() {
  return (
    <ListPage title="Accounts" create={{ to: '/accounts/create', label: 'New account' }}>
      <ResourceTable
        contract={accounts}
        with={ACCOUNT_LIST.with}
        columns={[
          { accessor: 'name', title: 'Name' },
          { accessor: 'username', title: 'Username', render: (row) => row.username ?? '—' },
          relationColumn('platform_id', 'platform', 'platforms', 'Platform'),
        ]}
        filters={[{ field: 'platform_id', label: 'Platform', reference: platforms }]}
        editForm={(row, close) => <AccountForm row={row} onClose={close} />}
      />
    </ListPage>
  );
}

export function AccountCreatePage() {
  return (
    <FormPage title="New account" back={{ to: '/accounts', label: 'Accounts' }}>
      <AccountForm />
    </FormPage>
  );
}
