import type { z } from 'zod';
import type { ImportValues } from '@flipstack/contract';
import type { ResourceDefinition } from '../resources/kit/define.ts';
import { IMPORT_KIND_DEFINITIONS, type NameIds } from './kinds.ts';
import type { ImportJobRow } from './job-rows.ts';

export type RowProblem = { field: string | null; message: string };
export type InputCheck = { input: Record<string, unknown>; errors?: undefined } | { errors: RowProblem[] };

const FIELD_OF_INPUT: Record<string, string> = {
  product_id: 'product',
  location_id: 'location',
  brand_id: 'brand',
  category_id: 'category',
};

const updateSchemas = new WeakMap<ResourceDefinition, z.ZodType>();

/** A PUT of only the mapped fields: the input schema with every field optional, made once (zod compiles it on first use). */
function updateSchema(definition: ResourceDefinition): z.ZodType {
  let schema = updateSchemas.get(definition);
  if (!schema) updateSchemas.set(definition, (schema = definition.contract.input.partial()));
  return schema;
}

/**
 * The row as the resource's POST/PUT body, checked by the resource's own input schema: the same rules
 * as the API (lengths, web addresses, statuses, money bounds).
 */
export function rowInput(
  job: Pick<ImportJobRow, 'kind'>,
  definition: ResourceDefinition,
  values: ImportValues,
  ids: NameIds,
  forUpdate: boolean,
): InputCheck {
  const kind = IMPORT_KIND_DEFINITIONS[job.kind];
  const raw = kind.input(values, ids);
  for (const [key, value] of Object.entries(kind.defaults ?? {})) {
    if (raw[key] !== undefined && raw[key] !== null) continue;
    // An update leaves the record's own value.
    if (forUpdate) delete raw[key];
    else raw[key] = value;
  }
  const schema = forUpdate ? updateSchema(definition) : (definition.contract.input as z.ZodType);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { input: parsed.data as Record<string, unknown> };
  return {
    errors: parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const field = FIELD_OF_INPUT[key] ?? key;
      const label = field ? `${field.charAt(0).toUpperCase()}${field.slice(1).replaceAll('_', ' ')}: ` : '';
      return { field: field || null, message: `${label}${issue.message}` };
    }),
  };
}
