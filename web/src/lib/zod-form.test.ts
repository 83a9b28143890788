import { purchases, sellers } from '@flipstack/contract';
import { describe, expect, it } from 'vitest';
import { zodValidate } from './zod-form.ts';

describe('zodValidate', () => {
  it('puts each issue of the contract schema on its field path, nested ones too', () => {
    const validate = zodValidate(purchases.input);
    expect(validate({ purchased_at: '2026-11-21T10:00:00Z', subtotal: '1.234', items: [{ product_id: null, cost: '5' }] })).toEqual({
      subtotal: 'Enter an amount like 12.34',
      'items.0.product_id': 'Pick a product',
    });
  });

  it('reports refinements on the path they name, and nothing for valid values', () => {
    const validate = zodValidate(sellers.input);
    expect(validate({ name: '', username: '' })).toEqual({ name: 'Enter a name or a username' });
    expect(validate({ name: 'Joe' })).toEqual({});
  });
});
