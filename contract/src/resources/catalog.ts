import { z } from 'zod';
import { defineResource } from './define.ts';
import { amountInputSchema, idSchema, optionalUrl, referenceInputSchema, requiredText, rowBase } from './common.ts';

const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/** A resource that is just a team's list of names. */
function namedList<Name extends string>(name: Name, label: string) {
  return defineResource({
    name,
    label,
    row: z.object({ ...rowBase, name: z.string() }),
    input: z.object({ name: requiredText('a name', 120) }),
    filterable: ['id', 'name', 'created_at'],
    sortable: ['id', 'name', 'created_at', 'updated_at'],
    searchable: ['name'],
    relations: [],
    defaultOrder: 'name,id',
  });
}

export const brands = namedList('brands', 'brand');

export const categories = defineResource({
  name: 'categories',
  label: 'category',
  row: z.object({ ...rowBase, name: z.string(), parent_id: idSchema.nullable() }),
  input: z.object({ name: requiredText('a name', 120), parent_id: referenceInputSchema.nullable().optional() }),
  filterable: ['id', 'name', 'parent_id', 'created_at'],
  sortable: ['id', 'name', 'created_at', 'updated_at'],
  searchable: ['name'],
  relations: ['parent'],
  defaultOrder: 'name,id',
});

export const platforms = defineResource({
  name: 'platforms',
  label: 'platform',
  row: z.object({
    ...rowBase,
    name: z.string(),
    url: z.string().nullable(),
    fee_percent: z.string().nullable(),
    /** Charged once per order beside the percentage (eBay's $0.30–$0.40 per order). */
    fee_fixed: z.string().nullable(),
  }),
  input: z.object({
    name: requiredText('a name', 120),
    url: optionalUrl('Enter a web address like https://www.ebay.com', 500),
    fee_percent: z
      .union([z.number(), z.string().trim()])
      .transform((value) => String(value))
      .refine((value) => PERCENT_PATTERN.test(value) && Number(value) <= 100, {
        message: 'Enter a percentage from 0 to 100',
      })
      .nullable()
      .optional(),
    fee_fixed: amountInputSchema.nullable().optional(),
  }),
  filterable: ['id', 'name', 'created_at'],
  sortable: ['id', 'name', 'fee_percent', 'created_at', 'updated_at'],
  searchable: ['name', 'url'],
  relations: [],
  defaultOrder: 'name,id',
});

export const locations = namedList('locations', 'location');

export const shippingServices = defineResource({
  name: 'shipping-services',
  label: 'shipping service',
  row: z.object({ ...rowBase, carrier: z.string(), name: z.string() }),
  input: z.object({ carrier: requiredText('a carrier', 80), name: requiredText('a service name', 120) }),
  filterable: ['id', 'carrier', 'name', 'created_at'],
  sortable: ['id', 'carrier', 'name', 'created_at', 'updated_at'],
  searchable: ['carrier', 'name'],
  relations: [],
  defaultOrder: 'carrier,name,id',
});
