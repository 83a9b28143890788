import type { GlobalSearchResponse } from '@flipstack/contract';
import { describe, expect, it } from 'vitest';
import { searchGroups } from './search-results.ts';

const EMPTY: GlobalSearchResponse = { products: [], inventoryItems: [], sales: [], purchases: [], sellers: [] };
const item = { status: 'in_stock' as const, cost: null, product_id: 1, product_name: 'Switch' };
const seller = { email: null };
const purchase = {
  order_number: null,
  purchased_at: '2026-01-01T00:00:00Z',
  seller_id: null,
  seller_name: null,
  seller_username: null,
};

describe('searchGroups (spec section 2 labels)', () => {
  it('labels each group the spec way and links /{group}/{id}', () => {
    const groups = searchGroups(
      {
        products: [{ id: 1, name: 'Nintendo Switch OLED', sku: null, mpn: null, upc: null, image_file_id: null }],
        inventoryItems: [
          { id: 2, serial_number: 'XTW70012345678', tag_number: 'T-1', ...item },
          { id: 3, serial_number: null, tag_number: 'T-2', ...item },
          { id: 4, serial_number: '  ', tag_number: null, ...item },
        ],
        sales: [{ id: 5, order_number: null, buyer: null, sold_at: '2026-01-01T00:00:00Z' }],
        purchases: [{ id: 6, ...purchase }],
        sellers: [
          { id: 7, name: 'Maria L.', username: 'maria', ...seller },
          { id: 8, name: null, username: 'gadgetguy88', ...seller },
        ],
      },
      'USD',
    );
    expect(groups.map((group) => group.title)).toEqual([
      'Products',
      'Inventory Items',
      'Sales',
      'Purchases',
      'Sellers',
    ]);
    expect(groups.flatMap((group) => group.hits.map((hit) => [hit.label, hit.path]))).toEqual([
      ['Nintendo Switch OLED', '/products/1'],
      ['XTW70012345678', '/inventory/2'],
      ['T-2', '/inventory/3'],
      ['4', '/inventory/4'],
      ['#5', '/sales/5'],
      ['#6', '/purchases/6'],
      ['Maria L.', '/sellers/7'],
      ['gadgetguy88', '/sellers/8'],
    ]);
  });

  it('shows a product’s first image beside it', () => {
    const product = { sku: null, mpn: null, upc: null };
    const [group] = searchGroups(
      {
        ...EMPTY,
        products: [
          { id: 1, name: 'With a photo', image_file_id: 42, ...product },
          { id: 2, name: 'Without', image_file_id: null, ...product },
        ],
      },
      'USD',
    );
    expect(group!.hits.map((hit) => hit.image)).toEqual(['/api/serve/42?size=thumb', undefined]);
  });

  it('says what an item is, where it stands and what it cost', () => {
    const [group] = searchGroups(
      {
        ...EMPTY,
        inventoryItems: [
          { id: 2, serial_number: 'A1', tag_number: null, ...item, status: 'listed', cost: '120.50' },
          { id: 3, serial_number: 'A2', tag_number: null, ...item },
        ],
      },
      'USD',
    );
    expect(group!.hits.map((hit) => hit.detail)).toEqual(['Switch · Listed · $120.50', 'Switch · In stock']);
  });

  it('leaves out empty groups', () => {
    expect(searchGroups(EMPTY, 'USD')).toEqual([]);
    expect(
      searchGroups({ ...EMPTY, sales: [{ id: 1, order_number: 'A', buyer: null, sold_at: '' }] }, 'USD').map(
        (group) => group.key,
      ),
    ).toEqual(['sales']);
  });
});
