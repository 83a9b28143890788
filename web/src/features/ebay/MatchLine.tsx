import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { UNSOLD_STATUSES, inventoryItems } from '@flipstack/contract';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { itemLabel } from '../inventory/ItemPicker.tsx';
import { useMatchLine } from './ebay-api.ts';

/** Picks the unsold item an order line sold (search by serial, tag or #id) and completes the sale with it. */
export function MatchLine({ lineId, title }: { lineId: number; title: string }) {
  const [itemId, setItemId] = useState<number | null>(null);
  const match = useMatchLine();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <ReferenceSelect
        contract={inventoryItems}
        with="product"
        optionLabel={itemLabel}
        where={{ status: { in: UNSOLD_STATUSES } }}
        aria-label={`Item sold as “${title}”`}
        placeholder="Serial, tag or #id"
        value={itemId}
        onChange={setItemId}
        size="xs"
        w={220}
      />
      <Button
        size="xs"
        disabled={itemId === null}
        loading={match.isPending}
        onClick={() => itemId && match.mutate({ lineId, itemId })}
      >
        Match
      </Button>
    </Group>
  );
}
