import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import type { SplitResult } from '@flipstack/contract';
import { ItemFields } from './ItemFields.tsx';
import { newItem, type PurchaseValues } from './purchase-values.ts';

type PurchaseItemsEditorProps = { form: UseFormReturnType<PurchaseValues>; split: SplitResult };

/** The items bought, added in place; each shows the cost it will get from the split, live. */
export function PurchaseItemsEditor({ form, split }: PurchaseItemsEditorProps) {
  const currency = useCurrency();
  const { items, split: method } = form.getValues();
  return (
    <Stack gap="sm" component="section" aria-label="Items">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Items
        </Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('items', newItem())}
        >
          Add item
        </Button>
      </Group>
      {form.errors['items'] && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {form.errors['items']}
        </Text>
      )}
      {items.map((item, index) => (
        <Paper key={item.key} withBorder p="sm" role="group" aria-label={`Item ${index + 1}`}>
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              {`Item ${index + 1}`}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" data-testid={`split-${index}`}>
                {`Cost: ${split.costs?.[index] ? formatMoney(split.costs[index], currency) : '—'}`}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove item ${index + 1}`}
                onClick={() => form.removeListItem('items', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          <ItemFields
            field={(name) => form.getInputProps(`items.${index}.${name}`)}
            isInNewPurchase
            hasWeight={method === 'weight'}
          />
        </Paper>
      ))}
      {items.length === 0 && <Text c="dimmed">No items yet: add each thing you bought.</Text>}
    </Stack>
  );
}
