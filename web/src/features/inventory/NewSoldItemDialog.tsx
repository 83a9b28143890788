import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { inventoryItems, products } from '@flipstack/contract';
import dayjs from 'dayjs';
import { DateInput } from '../../components/resource/DateInputs.tsx';
import { MoneyInput } from '../../components/resource/MoneyInput.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { ApiError } from '../../lib/api.ts';
import { useCreate } from '../../lib/resources.ts';
import { zodValidate } from '../../lib/zod-form.ts';

type Values = { product_id: number | null; serial_number: string; cost: string; received_at: string | null };

/**
 * Records the unit a marketplace line sold when Flipstack never had it (bought before the switch, or sold
 * before it was entered): product (created in place), serial, cost and the day it came in. The new item is
 * handed to `onCreated`, which completes the line's sale with it.
 */
export function NewSoldItemDialog({
  title,
  onCreated,
  onClose,
}: {
  title: string;
  onCreated: (itemId: number) => void;
  onClose: () => void;
}) {
  const create = useCreate(inventoryItems);
  const [values, setValues] = useState<Values>({
    product_id: null,
    serial_number: '',
    cost: '',
    received_at: dayjs().format('YYYY-MM-DD'),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((now) => ({ ...now, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // In hand, since it sold: in stock whatever the received day says.
    const input = {
      ...values,
      status: 'in_stock' as const,
      received_at: values.received_at ?? '',
      cost: values.cost === '' ? null : values.cost,
    };
    const problems = zodValidate(inventoryItems.input)(input);
    if (Object.keys(problems).length > 0) return setErrors(problems);
    try {
      const row = await create.mutateAsync(input);
      if (row) onCreated(row.id);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
    }
  };
  return (
    <Modal opened onClose={onClose} title="New item">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Sold as “{title}”. It is recorded in stock, then sold by this line.
          </Text>
          <ReferenceSelect
            contract={products}
            label="Product"
            required
            canCreate
            data-autofocus
            value={values.product_id}
            error={errors['product_id']}
            onChange={(id) => set('product_id', id)}
          />
          <TextInput
            label="Serial number"
            value={values.serial_number}
            error={errors['serial_number']}
            onChange={(event) => set('serial_number', event.currentTarget.value)}
          />
          <MoneyInput label="Cost" value={values.cost} error={errors['cost']} onChange={(cost) => set('cost', cost)} />
          <DateInput
            label="Received"
            value={values.received_at}
            error={errors['received_at']}
            onChange={(day) => set('received_at', day)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create and match
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
