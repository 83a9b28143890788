import { products as contract } from '@flipstack/contract';
import { products as table } from '../../db/schema/index.ts';
import { defineResource } from '../kit/define.ts';
import { firstImageField } from '../kit/computed.ts';
import { counted } from '../kit/describe.ts';

export const products = defineResource({
  contract,
  table,
  computed: { image_file_id: firstImageField('products', table) },
  referencedBy: [
    {
      resource: 'inventory-items',
      foreignKey: 'product_id',
      describe: (n) => `${counted(n, 'inventory item is', 'inventory items are')} this product`,
    },
  ],
  relations: {
    brand: { kind: 'one', resource: 'brands', foreignKey: 'brand_id' },
    category: { kind: 'one', resource: 'categories', foreignKey: 'category_id' },
    items: { kind: 'many', resource: 'inventory-items', foreignKey: 'product_id' },
  },
});
