import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { UNSOLD_STATUSES, inventoryItems } from '@flipstack/contract';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { itemLabel } from './ItemPicker.tsx';

/**
 * Picks the unsold item an order line sold (search by serial, tag or #id) and hands it to `onMatch`: the eBay
 * orders and the marketplace lines to match both complete their sale with it.
 */
export function SoldItemPicker({
  title,
  isPending,
  onMatch,
}: {
  title: string;
  isPending: boolean;
  onMatch: (itemId: number) => void;
}) {
  const [itemId, setItemId] = useState<number | null>(null);
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
      <Button size="xs" disabled={itemId === null} loading={isPending} onClick={() => itemId && onMatch(itemId)}>
        Match
      </Button>
    </Group>
  );
}
