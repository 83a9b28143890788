import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { inventoryItems } from '@flipstack/contract';
import { FormDrawer } from '../../components/resource/FormDrawer.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import { ItemFields } from './ItemFields.tsx';
import type { PurchaseRow } from './purchase-values.ts';

const blankItem = (purchase: PurchaseRow) => ({
  purchase_id: purchase.id,
  product_id: null as number | null,
  serial_number: '',
  tag_number: '',
  condition: '',
  cost: '',
  location_id: null as number | null,
  received_at: purchase.received_at,
});

/** One more item bought with an existing purchase: POST /api/v2/inventory-items with its purchase_id. */
export function AddPurchaseItem({ purchase }: { purchase: PurchaseRow }) {
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setOpen(true)}>
        Add item
      </Button>
      {isOpen && (
        <FormDrawer title={`Add an item to purchase #${purchase.id}`} onClose={close}>
          <ResourceForm
            contract={inventoryItems}
            initialValues={blankItem(purchase)}
            toInput={(values) => ({ ...values, cost: values.cost.trim() || null })}
            onClose={close}
          >
            {(form) => <ItemFields field={(name) => form.getInputProps(name)} isNarrow />}
          </ResourceForm>
        </FormDrawer>
      )}
    </>
  );
}
