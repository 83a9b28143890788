import {
  products,
  purchases,
  sales,
  sellers,
  TEXT_NUL_MESSAGE,
  TEXT_SURROGATE_MESSAGE,
  TIMESTAMP_RANGE_MESSAGE,
} from '@flipstack/contract';
import { describe, expect, it } from 'vitest';
import { zodValidate } from './zod-form.ts';

describe('zodValidate', () => {
  it('puts each issue of the contract schema on its field path, nested ones too', () => {
    const validate = zodValidate(purchases.input);
    expect(
      validate({ purchased_at: '2026-11-21T10:00:00Z', subtotal: '1.234', items: [{ product_id: null, cost: '5' }] }),
    ).toEqual({
      subtotal: 'Enter an amount like 12.34',
      'items.0.product_id': 'Pick a product',
    });
  });

  it('holds the form to what the database can store, with the messages the API answers', () => {
    expect(zodValidate(products.input)({ name: 'Phone\u0000', description: 'ok \ud800', msrp: '10000000000' })).toEqual(
      {
        name: TEXT_NUL_MESSAGE,
        description: TEXT_SURROGATE_MESSAGE,
        msrp: 'Enter an amount from -9999999999.99 to 9999999999.99',
      },
    );
    expect(zodValidate(sales.input)({ sold_at: '0000-01-01', listing_id: 2147483648 })).toEqual({
      sold_at: TIMESTAMP_RANGE_MESSAGE,
      listing_id: 'Pick one (ids go up to 2147483647)',
    });
    expect(zodValidate(sales.input)({ sold_at: '2026-02-30' })).toEqual({ sold_at: 'There is no day 2026-02-30' });
  });

  it('reports refinements on the path they name, and nothing for valid values', () => {
    const validate = zodValidate(sellers.input);
    expect(validate({ name: '', username: '' })).toEqual({ name: 'Enter a name or a username' });
    expect(validate({ name: 'Joe' })).toEqual({});
  });
});
