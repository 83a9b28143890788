import type { z } from 'zod';

/**
 * A @mantine/form `validate` from a zod schema: each issue lands on its field path ("items.0.cost"),
 * first message wins; an issue without a path goes to the form as a whole ('').
 */
export function zodValidate<Values>(schema: z.ZodType) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issue.message;
    }
    return errors;
  };
}
