import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { inventoryItemSpecs, type InventoryItemStory } from '@flipstack/contract';
import { useConfirmDelete } from '../../components/resource/useConfirmDelete.ts';
import { useCreate, useUpdate } from '../../lib/resources.ts';

type Spec = InventoryItemStory['specs'][number];
type Draft = { key: string; value: string };

/** One key/value row, saved with PUT when changed; deleted after the spec's confirmation. */
function SpecRow({ spec, itemId }: { spec: Spec; itemId: number }) {
  const [draft, setDraft] = useState<Draft>({ key: spec.key, value: spec.value });
  const update = useUpdate(inventoryItemSpecs);
  const { confirmDelete, isDeleting } = useConfirmDelete(inventoryItemSpecs);
  const isDirty = draft.key !== spec.key || draft.value !== spec.value;
  const save = () => update.mutate({ id: spec.id, input: { inventory_item_id: itemId, ...draft } });

  return (
    <Group
      component="form"
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      onSubmit={(event) => {
        event.preventDefault();
        if (isDirty) save();
      }}
    >
      <TextInput
        aria-label={`Name of spec ${spec.key}`}
        value={draft.key}
        onChange={(event) => setDraft({ ...draft, key: event.currentTarget.value })}
        w="40%"
      />
      <TextInput
        aria-label={`Value of ${spec.key}`}
        value={draft.value}
        onChange={(event) => setDraft({ ...draft, value: event.currentTarget.value })}
        flex={1}
      />
      <ActionIcon
        type="submit"
        size="lg"
        variant={isDirty ? 'filled' : 'default'}
        disabled={!isDirty}
        loading={update.isPending}
        aria-label={`Save ${spec.key}`}
      >
        <IconCheck size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        size="lg"
        variant="default"
        loading={isDeleting}
        aria-label={`Delete ${spec.key}`}
        onClick={() => void confirmDelete(spec.id).catch(() => undefined)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function AddSpec({ itemId }: { itemId: number }) {
  const [draft, setDraft] = useState<Draft>({ key: '', value: '' });
  const create = useCreate(inventoryItemSpecs);
  return (
    <Group
      component="form"
      gap="xs"
      wrap="wrap"
      align="flex-start"
      onSubmit={(event) => {
        event.preventDefault();
        if (!draft.key.trim()) return;
        create.mutate({ inventory_item_id: itemId, ...draft }, { onSuccess: () => setDraft({ key: '', value: '' }) });
      }}
    >
      {/* On a phone the name takes its own line, so its placeholder is not cut. */}
      <TextInput
        aria-label="New spec name"
        placeholder="e.g. Battery health"
        value={draft.key}
        onChange={(event) => setDraft({ ...draft, key: event.currentTarget.value })}
        w={{ base: '100%', xs: '40%' }}
      />
      <TextInput
        aria-label="New spec value"
        placeholder="e.g. 91%"
        value={draft.value}
        onChange={(event) => setDraft({ ...draft, value: event.currentTarget.value })}
        flex={1}
      />
      <Button
        type="submit"
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        loading={create.isPending}
        disabled={!draft.key.trim()}
      >
        Add
      </Button>
    </Group>
  );
}

/** Free facts about the item (capacity, colour, battery health), edited in place through /v2/inventory-item-specs. */
export function ItemSpecs({ itemId, specs }: { itemId: number; specs: Spec[] }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="specs-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="specs-heading">
          Specs
        </Title>
        {specs.length === 0 && <Text c="dimmed">No specs yet.</Text>}
        {specs.map((spec) => (
          <SpecRow key={`${spec.id}:${spec.key}:${spec.value}`} spec={spec} itemId={itemId} />
        ))}
        <AddSpec itemId={itemId} />
      </Stack>
    </Paper>
  );
}
