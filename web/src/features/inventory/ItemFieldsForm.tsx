import { Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inventoryItems, locations, type InventoryStatus } from '@flipstack/contract';
import { MoneyInput } from '../../components/resource/MoneyInput.tsx';
import { useLeaveWarning } from '../../components/resource/useLeaveWarning.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { applyFieldErrors } from '../../lib/forms.ts';
import { useUpdate, type Loose, type RowOf } from '../../lib/resources.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { STATUS_OPTIONS } from './inventory-labels.ts';

type ItemRow = Loose<RowOf<typeof inventoryItems>>;
type Values = { status: InventoryStatus; location_id: number | null; cost: string; notes: string };

const validate = zodValidate(inventoryItems.input);

/** The full object PUT takes (spec section 7), with this form's four fields changed. */
const toInput = (row: ItemRow, values: Values) => ({
  product_id: row.product_id,
  purchase_id: row.purchase_id,
  serial_number: row.serial_number,
  tag_number: row.tag_number,
  condition: row.condition,
  listed_price: row.listed_price,
  received_at: row.received_at,
  status: values.status,
  location_id: values.location_id,
  cost: values.cost.trim() || null,
  notes: values.notes.trim() || null,
});

/** Status, location, cost and notes of the item, saved with PUT /api/v2/inventory-items/{id}. */
export function ItemFieldsForm({ row }: { row: ItemRow }) {
  const update = useUpdate(inventoryItems);
  const form = useForm<Values>({
    initialValues: { status: row.status, location_id: row.location_id, cost: row.cost ?? '', notes: row.notes ?? '' },
    validate: (values) => validate(toInput(row, values)),
  });
  const leaveWarning = useLeaveWarning(form.isDirty());
  const onSubmit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: row.id, input: toInput(row, values) });
      form.resetDirty();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="item-fields-heading">
      <form onSubmit={onSubmit} noValidate aria-label="Edit inventory item">
        <Stack gap="sm">
          <Title order={2} size="h4" id="item-fields-heading">
            Item
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Select label="Status" data={STATUS_OPTIONS} allowDeselect={false} {...form.getInputProps('status')} />
            <ReferenceSelect
              contract={locations}
              label="Location"
              canCreate
              placeholder="None"
              {...form.getInputProps('location_id')}
            />
            <MoneyInput label="Cost" {...form.getInputProps('cost')} />
          </SimpleGrid>
          <Textarea label="Notes" autosize minRows={2} maxRows={8} {...form.getInputProps('notes')} />
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save
            </Button>
          </Group>
        </Stack>
        {leaveWarning.dialog}
      </form>
    </Paper>
  );
}
