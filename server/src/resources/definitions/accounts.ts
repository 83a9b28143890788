import { accounts as contract } from '@flipstack/contract';
import { accounts as table } from '../../db/schema/index.ts';
import { defineResource } from '../kit/define.ts';
import { usedBy } from '../kit/describe.ts';

export const accounts = defineResource({
  contract,
  table,
  referencedBy: [
    usedBy('purchases', 'account_id', 'purchase', 'purchases', 'this account'),
    usedBy('listings', 'account_id', 'listing', 'listings', 'this account'),
    usedBy('sales', 'account_id', 'sale', 'sales', 'this account'),
  ],
  relations: { platform: { kind: 'one', resource: 'platforms', foreignKey: 'platform_id' } },
});
