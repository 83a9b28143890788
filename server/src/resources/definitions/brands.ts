import { brands as contract } from '@flipstack/contract';
import { brands as table } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { usedBy } from '../describe.ts';

export const brands = defineResource({
  contract,
  table,
  referencedBy: [usedBy('products', 'brand_id', 'product', 'products', 'this brand')],
});
