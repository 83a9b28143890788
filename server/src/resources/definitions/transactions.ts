import { transactions as contract } from '@flipstack/contract';
import { transactions as table } from '../../db/schema/index.ts';
import { defineResource } from '../kit/define.ts';

export const transactions = defineResource({
  contract,
  table,
  relations: {
    purchase: { kind: 'one', resource: 'purchases', foreignKey: 'purchase_id' },
    sale: { kind: 'one', resource: 'sales', foreignKey: 'sale_id' },
  },
});
