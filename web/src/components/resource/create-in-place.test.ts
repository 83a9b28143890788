import { accounts, brands, sales, sellers, shippingServices } from '@flipstack/contract';
import { describe, expect, it } from 'vitest';
import { fieldLabel, planCreate, shouldOfferCreate } from './create-in-place.ts';

describe('planCreate', () => {
  it('creates a row that needs only its name at once', () => {
    expect(planCreate(brands, 'Pixel')).toEqual({ input: { name: 'Pixel' }, missing: [] });
    expect(planCreate(sellers, 'Elm St garage sale')).toEqual({ input: { name: 'Elm St garage sale' }, missing: [] });
  });

  it('asks for what the name and the form leave empty', () => {
    expect(planCreate(accounts, 'Main store')?.missing).toEqual(['platform_id']);
    expect(planCreate(accounts, 'Main store', { platform_id: null })?.missing).toEqual(['platform_id']);
    expect(planCreate(accounts, 'Main store', { platform_id: 3 })).toEqual({
      input: { name: 'Main store', platform_id: 3 },
      missing: [],
    });
    expect(planCreate(shippingServices, 'Ground')?.missing).toEqual(['carrier']);
  });

  it('offers nothing for a resource without a name', () => {
    expect(planCreate(sales, '5')).toBeNull();
  });
});

describe('shouldOfferCreate', () => {
  it('is offered for a name no row has, in any case', () => {
    expect(shouldOfferCreate('pixel 7', ['Pixel 7 Pro'])).toBe(true);
    expect(shouldOfferCreate('pixel 7', ['Pixel 7 '])).toBe(false);
    expect(shouldOfferCreate('', [])).toBe(false);
  });

  it('labels a field by its name', () => {
    expect(fieldLabel('platform_id')).toBe('Platform');
  });
});
