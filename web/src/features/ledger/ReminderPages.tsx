import { Checkbox, TextInput, Textarea } from '@mantine/core';
import { reminders } from '@flipstack/contract';
import { dateColumn } from '../../components/resource/columns.tsx';
import { DateTimeInput } from '../../components/resource/DateInputs.tsx';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import type { Loose, RowOf } from '../../lib/resources.ts';

type ReminderValues = {
  title: string;
  due_at: string | null;
  done: boolean;
  notes: string;
  // Not edited here; sent back unchanged so an edit keeps what the reminder is about.
  entity_type: string | null;
  entity_id: number | null;
};

type ReminderFormProps = { row?: Loose<RowOf<typeof reminders>>; onClose?: () => void };

/** Create (its own page) and edit (the list's drawer). */
function ReminderForm({ row, onClose }: ReminderFormProps) {
  const initialValues: ReminderValues = {
    title: row?.title ?? '',
    due_at: row?.due_at ?? null,
    done: row?.done ?? false,
    notes: row?.notes ?? '',
    entity_type: row?.entity_type ?? null,
    entity_id: row?.entity_id ?? null,
  };
  return (
    <ResourceForm
      contract={reminders}
      id={row?.id}
      initialValues={initialValues}
      toInput={(values) => ({ ...values, due_at: values.due_at ?? '' })}
      savedPath={() => '/reminders'}
      cancelPath="/reminders"
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextInput label="Title" required data-autofocus autoFocus={!row} {...form.getInputProps('title')} />
          <DateTimeInput label="Due" required {...form.getInputProps('due_at')} />
          <Textarea label="Notes" autosize minRows={3} {...form.getInputProps('notes')} />
          <Checkbox label="Done" {...form.getInputProps('done', { type: 'checkbox' })} />
        </>
      )}
    </ResourceForm>
  );
}

const DONE_OPTIONS = [
  { value: 'false', label: 'Open' },
  { value: 'true', label: 'Done' },
];

export function RemindersPage() {
  return (
    <ListPage title="Reminders" create={{ to: '/reminders/create', label: 'New reminder' }}>
      <ResourceTable
        contract={reminders}
        columns={[
          { accessor: 'title', title: 'Title' },
          dateColumn('due_at', 'Due', true),
          { accessor: 'done', title: 'Done', render: (row) => (row.done ? 'Yes' : 'No') },
          {
            accessor: 'notes',
            title: 'Notes',
            sortable: false,
            render: (row) => row.notes ?? '—',
          },
        ]}
        filters={[{ field: 'done', label: 'Done', options: DONE_OPTIONS }]}
        editForm={(row, close) => <ReminderForm row={row} onClose={close} />}
      />
    </ListPage>
  );
}

export function ReminderCreatePage() {
  return (
    <FormPage title="New reminder" back={{ to: '/reminders', label: 'Reminders' }}>
      <ReminderForm />
    </FormPage>
  );
}
