import { z } from 'zod';
import { defineResource } from './define.ts';
import { idSchema, optionalText, referenceInputSchema, requiredReference, requiredText, rowBase } from './common.ts';

/** The user's own selling accounts on a platform (e.g. two eBay stores). */
export const accounts = defineResource({
  name: 'accounts',
  label: 'account',
  row: z.object({ ...rowBase, platform_id: idSchema, name: z.string(), username: z.string().nullable() }),
  input: z.object({
    platform_id: requiredReference('a platform'),
    name: requiredText('a name', 120),
    username: optionalText(120),
  }),
  filterable: ['id', 'platform_id', 'name', 'username', 'created_at'],
  sortable: ['id', 'name', 'username', 'created_at', 'updated_at'],
  searchable: ['name', 'username'],
  relations: ['platform'],
  defaultOrder: 'name,id',
});

/** Who the user buys from. */
export const sellers = defineResource({
  name: 'sellers',
  label: 'seller',
  row: z.object({
    ...rowBase,
    name: z.string().nullable(),
    username: z.string().nullable(),
    platform_id: idSchema.nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  input: z
    .object({
      name: optionalText(120),
      username: optionalText(120),
      platform_id: referenceInputSchema.nullable().optional(),
      email: z
        .email({ message: 'Enter an email address like name@example.com' })
        .max(200)
        .nullable()
        .optional()
        .or(z.literal('').transform(() => null)),
      phone: optionalText(40),
      notes: optionalText(2000),
    })
    .refine((seller) => Boolean(seller.name || seller.username), {
      message: 'Enter a name or a username',
      path: ['name'],
    }),
  filterable: ['id', 'name', 'username', 'platform_id', 'email', 'created_at'],
  sortable: ['id', 'name', 'username', 'email', 'created_at', 'updated_at'],
  searchable: ['name', 'username', 'email', 'notes'],
  relations: ['platform'],
  defaultOrder: 'name,username,id',
});
