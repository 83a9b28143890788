import { categories as contract } from '@flipstack/contract';
import { categories as table } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { defineResource } from '../kit/define.ts';
import { usedBy } from '../kit/describe.ts';

export const categories = defineResource({
  contract,
  table,
  referencedBy: [
    {
      resource: 'categories',
      foreignKey: 'parent_id',
      describe: (n) => `${n} ${n === 1 ? 'category sits' : 'categories sit'} under it`,
    },
    usedBy('products', 'category_id', 'product', 'products', 'this category'),
  ],
  relations: { parent: { kind: 'one', resource: 'categories', foreignKey: 'parent_id' } },
  hooks: {
    beforeWrite: async (_context, values, existing) => {
      if (existing && values.parent_id === existing.id) {
        throw new AppError('VALIDATION_FAILED', 'A category cannot be its own parent', {
          parent_id: 'A category cannot be its own parent',
        });
      }
      return values;
    },
  },
});
