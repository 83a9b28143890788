import { platforms as contract } from '@flipstack/contract';
import { platforms as table } from '../../db/schema/index.ts';
import { defineResource } from '../kit/define.ts';
import { usedBy } from '../kit/describe.ts';

export const platforms = defineResource({
  contract,
  table,
  referencedBy: [
    usedBy('accounts', 'platform_id', 'account', 'accounts', 'this platform'),
    usedBy('sellers', 'platform_id', 'seller', 'sellers', 'this platform'),
    usedBy('purchases', 'platform_id', 'purchase', 'purchases', 'this platform'),
    usedBy('listings', 'platform_id', 'listing', 'listings', 'this platform'),
    usedBy('sales', 'platform_id', 'sale', 'sales', 'this platform'),
  ],
});
