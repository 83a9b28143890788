import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { UNSOLD_STATUSES, inventoryItems } from '@flipstack/contract';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { itemLabel } from './ItemPicker.tsx';
import { NewSoldItemDialog } from './NewSoldItemDialog.tsx';

/**
 * Picks the unsold item an order line sold (search by serial, tag or #id) and hands it to `onMatch`: the eBay
 * orders and the marketplace lines to match both complete their sale with it. A unit Flipstack never had is
 * recorded in place ("New item") and matched at once.
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
  const [isCreating, setIsCreating] = useState(false);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
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
      <Button size="xs" variant="subtle" onClick={() => setIsCreating(true)}>
        New item
      </Button>
      {isCreating && (
        <NewSoldItemDialog
          title={title}
          onClose={() => setIsCreating(false)}
          onCreated={(id) => {
            setIsCreating(false);
            onMatch(id);
          }}
        />
      )}
    </Group>
  );
}
