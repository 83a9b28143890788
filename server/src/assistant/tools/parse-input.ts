import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';

/** Parses like a route does: a refusal is a 400 with a message per field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.') || '_'] ??= issue.message;
  const message = Object.entries(fieldErrors)
    .map(([field, text]) => (field === '_' ? text : `${field}: ${text}`))
    .join('; ');
  throw new AppError('VALIDATION_FAILED', message, fieldErrors);
}
