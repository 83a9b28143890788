import { describe, expect, it } from 'vitest';
import { newItem, purchaseInput, purchaseValues, splitItemOf } from './purchase-values.ts';

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
