import { sellers as contract } from '@flipstack/contract';
import { sellers as table } from '../../db/schema/index.ts';
import { defineResource } from '../kit/define.ts';
import { counted } from '../kit/describe.ts';

export const sellers = defineResource({
  contract,
  table,
  referencedBy: [
    {
      resource: 'purchases',
      foreignKey: 'seller_id',
      describe: (n) => `${counted(n, 'purchase was', 'purchases were')} bought from this seller`,
    },
  ],
  relations: { platform: { kind: 'one', resource: 'platforms', foreignKey: 'platform_id' } },
});
