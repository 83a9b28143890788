import { z } from 'zod';
import { defineResource } from './define.ts';
import {
  amountInputSchema,
  idSchema,
  moneySchema,
  optionalText,
  optionalUrl,
  referenceInputSchema,
  requiredText,
  rowBase,
} from './common.ts';

export const products = defineResource({
  name: 'products',
  label: 'product',
  row: z.object({
    ...rowBase,
    name: z.string(),
    brand_id: idSchema.nullable(),
    category_id: idSchema.nullable(),
    sku: z.string().nullable(),
    mpn: z.string().nullable(),
    upc: z.string().nullable(),
    description: z.string().nullable(),
    msrp: moneySchema.nullable(),
    image_url: z.string().nullable(),
    /** The first image file attached to the product (its thumbnail shows in lists and search), else null. */
    image_file_id: idSchema.nullable(),
  }),
  input: z.object({
    name: requiredText('a name', 200),
    brand_id: referenceInputSchema.nullable().optional(),
    category_id: referenceInputSchema.nullable().optional(),
    sku: optionalText(80),
    mpn: optionalText(80),
    upc: optionalText(20),
    description: optionalText(5000),
    msrp: amountInputSchema.nullable().optional(),
    image_url: optionalUrl(),
  }),
  filterable: ['id', 'name', 'brand_id', 'category_id', 'sku', 'mpn', 'upc', 'msrp', 'created_at'],
  sortable: ['id', 'name', 'sku', 'mpn', 'msrp', 'created_at', 'updated_at'],
  searchable: ['name', 'sku', 'mpn', 'upc'],
  relations: ['brand', 'category', 'items'],
  defaultOrder: 'name,id',
});
