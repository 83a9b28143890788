import { brands as contract } from '@flipstack/contract';
import { brands as table } from '../../db/schema/index.ts';
import { defineResource } from '../kit/define.ts';
import { usedBy } from '../kit/describe.ts';

export const brands = defineResource({
  contract,
  table,
  referencedBy: [usedBy('products', 'brand_id', 'product', 'products', 'this brand')],
});
