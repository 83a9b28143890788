import { inventoryItems, type ListResponse } from '@flipstack/contract';
import { api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { RowOf } from '../../lib/resources.ts';
import type { PurchaseItemValues } from './purchase-values.ts';

type ItemRow = RowOf<typeof inventoryItems>;
type Place = Pick<PurchaseItemValues, 'location_id' | 'received_at'>;

const INPUT_KEYS = Object.keys(inventoryItems.input.shape) as (keyof ItemRow)[];

/** PUT takes the full object: the row's input fields with the place changed. */
export function placedItemInput(row: ItemRow, place: Place) {
  const input = Object.fromEntries(INPUT_KEYS.map((key) => [key, row[key]])) as Record<string, unknown>;
  const receivedAt = place.received_at ?? row.received_at;
  return {
    ...input,
    id: row.id,
    location_id: place.location_id ?? row.location_id,
    received_at: receivedAt,
    // Received means in stock, as a new item with a received date would be.
    status: receivedAt && row.status === 'in_transit' ? 'in_stock' : row.status,
  };
}

const hasPlace = (place: Place | undefined): place is Place => Boolean(place && (place.location_id !== null || place.received_at));

/**
 * A purchase's items take neither a location nor their own received date, so they are set on the new
 * inventory items (created in the order given, so ascending ids) right after the purchase is saved.
 */
export async function placePurchaseItems(purchaseId: number, items: Place[]): Promise<void> {
  if (!items.some(hasPlace)) return;
  try {
    const where = JSON.stringify({ purchase_id: purchaseId });
    const created = await api.get<ListResponse<ItemRow>>(`/v2/${inventoryItems.name}`, { query: { where, order_by: 'id', limit: 500 } });
    await Promise.all(
      created.rows.map((row, index) => {
        const place = items[index];
        return hasPlace(place) ? api.put(`/v2/${inventoryItems.name}/${row.id}`, placedItemInput(row, place)) : undefined;
      }),
    );
  } catch (error) {
    notify.resourceError('updating', inventoryItems.label, error);
  } finally {
    await queryClient.invalidateQueries({ queryKey: ['v2'] });
  }
}
