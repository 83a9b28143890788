import { READ_RULES } from './read-rules.ts';
import { fixTypos } from './words.ts';
import { LOOKS_LIKE_WRITE, WRITE_RULES, type Intent } from './write-rules.ts';

export type { Intent } from './write-rules.ts';

/**
 * The request in plain English, understood, or undefined; months are taken in the team's `timeZone`.
 * Writes are tried first, and a sentence that reads like a write but is not understood as one is not
 * answered as a question: "sold the pixel 7 …" must never come back as the month's profit.
 */
export function understand(message: string, now = new Date(), timeZone = 'UTC'): Intent | undefined {
  const original = fixTypos(message)
    .replace(/[?!.]+$/, '')
    .trim();
  const text = original.toLowerCase();
  for (const rule of WRITE_RULES) {
    const intent = rule(text, original, now, timeZone);
    if (intent) return intent;
  }
  if (LOOKS_LIKE_WRITE.test(original)) return undefined;
  for (const rule of READ_RULES) {
    const intent = rule(text, original, now, timeZone);
    if (intent) return intent;
  }
  return undefined;
}
