import { DESCRIBE_READS } from './describe-reads.ts';
import { DESCRIBE_WRITES } from './describe-writes.ts';
import { type Format, formatFor } from './format.ts';
import { textOf } from './item-words.ts';

const DESCRIBE = { ...DESCRIBE_READS, ...DESCRIBE_WRITES };

/** The built-in assistant's sentence about one tool result, money in the team's currency and months in words. */
export function describeResult(
  name: string,
  args: Record<string, unknown>,
  ok: boolean,
  result: unknown,
  format: Format = formatFor(),
): string {
  if (!ok)
    return `I could not do that: ${textOf((result as { error?: unknown } | null)?.error) || 'the request was refused'}.`;
  return DESCRIBE[name]?.(args, result as Record<string, unknown>, format) ?? 'Done.';
}
