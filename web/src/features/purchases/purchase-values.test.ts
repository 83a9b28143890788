import { describe, expect, it } from 'vitest';
import { placedItemInput } from './place-purchase-items.ts';
import { newItem, purchaseInput, purchaseValues, splitItemOf } from './purchase-values.ts';

const item = (change: Partial<ReturnType<typeof newItem>>) => ({ ...newItem(), product_id: 3, ...change });

describe('purchaseInput', () => {
  it('sends each item’s weight (as a number) only when the split is by weight, never its place', () => {
    const values = { ...purchaseValues(), split: 'weight' as const, items: [item({ weight: '1.5', location_id: 4, received_at: '2026-11-20' }), item({ cost: '9', weight: '' })] };
    expect(purchaseInput(values, true)).toMatchObject({
      split: 'weight',
      items: [
        { product_id: 3, cost: null, weight: 1.5 },
        { product_id: 3, cost: '9', weight: null },
      ],
    });
    const firstItem = (body: object) => (body as { items: object[] }).items[0];
    expect(firstItem(purchaseInput(values, true))).not.toHaveProperty('location_id');
    expect(firstItem(purchaseInput({ ...values, split: 'equal' }, true))).not.toHaveProperty('weight');
  });

  it('leaves items and split out of an edit', () => {
    const body = purchaseInput(purchaseValues(), false);
    expect(body).not.toHaveProperty('items');
    expect(body).not.toHaveProperty('split');
  });

  it('gives the split the weights it reads', () => {
    expect(splitItemOf(item({ weight: '3' }), 'weight')).toEqual({ cost: '', weight: 3 });
    expect(splitItemOf(item({ weight: '3' }), 'equal')).toEqual({ cost: '', weight: undefined });
  });
});

describe('placedItemInput', () => {
  const row = {
    id: 41, team_id: 1, created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z',
    product_id: 3, purchase_id: 9, serial_number: 'SN-1', tag_number: null, condition: null, cost: '104.00', listed_price: null,
    location_id: null, status: 'in_transit' as const, status_before_sale: null, received_at: null, notes: null,
  };

  it('sends the full object with the place set, in stock once received', () => {
    expect(placedItemInput(row, { location_id: 4, received_at: '2026-11-21' })).toEqual({
      id: 41, product_id: 3, purchase_id: 9, serial_number: 'SN-1', tag_number: null, condition: null, cost: '104.00', listed_price: null,
      location_id: 4, status: 'in_stock', received_at: '2026-11-21', notes: null,
    });
  });

  it('keeps the status and date when only the location is given', () => {
    expect(placedItemInput(row, { location_id: 4, received_at: null })).toMatchObject({ location_id: 4, status: 'in_transit', received_at: null });
  });
});
