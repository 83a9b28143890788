import { describe, expect, it } from 'vitest';
import { newItem, purchaseInput, purchaseValues, splitItemOf, withPurchasedAt } from './purchase-values.ts';

const item = (change: Partial<ReturnType<typeof newItem>>) => ({ ...newItem(), product_id: 3, ...change });

describe('purchaseInput', () => {
  it('sends each item’s place, and its weight (as a number) only when the split is by weight', () => {
    const values = {
      ...purchaseValues(),
      split: 'weight' as const,
      items: [item({ weight: '1.5', location_id: 4, received_at: '2026-11-20' }), item({ cost: '9', weight: '' })],
    };
    expect(purchaseInput(values, true)).toMatchObject({
      split: 'weight',
      items: [
        { product_id: 3, cost: null, weight: 1.5, location_id: 4, received_at: '2026-11-20' },
        { product_id: 3, cost: '9', weight: null, location_id: null, received_at: null },
      ],
    });
    const firstItem = (body: object) => (body as { items: object[] }).items[0];
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

describe('a purchase bought in hand', () => {
  it('is received when it is bought unless its Received date is cleared', () => {
    const values = purchaseValues();
    expect(values.received_at).toBe(values.purchased_at);
    expect(purchaseInput(values, true)).toMatchObject({ received_at: values.purchased_at });
  });

  it('keeps an edited purchase’s Received date as it is, empty too', () => {
    const row = { id: 1, purchased_at: '2026-11-20T10:00:00.000Z', received_at: null } as never;
    expect(purchaseValues(row).received_at).toBeNull();
  });

  it('moves Received with Purchased while they are the same, and not once it has a date (or none) of its own', () => {
    const at = '2026-11-20T10:00:00.000Z';
    const before = '2026-11-19T15:30:00.000Z';
    expect(withPurchasedAt({ purchased_at: at, received_at: at }, before)).toEqual({
      purchased_at: before,
      received_at: before,
    });
    expect(withPurchasedAt({ purchased_at: at, received_at: '2026-11-22' }, before).received_at).toBe('2026-11-22');
    expect(withPurchasedAt({ purchased_at: at, received_at: null }, before).received_at).toBeNull();
  });
});
