import { fromCents, isMoneyText, toCents } from './money.ts';

export type SplitItem = { cost?: string | null | undefined };

export type SplitResult = { costs: string[]; error?: undefined } | { costs?: undefined; error: string };

/**
 * The browser's copy of server/src/purchases/split-cost.ts (method 'equal'), so the purchase form shows
 * what the server will store: items with a cost keep it; the rest of the total is shared equally over the
 * others in integer cents by largest remainder (100.00 over 3 → 33.34, 33.33, 33.33; the earlier item
 * gets the extra cent).
 */
export function splitCost(total: string, items: SplitItem[]): SplitResult {
  const given = items.map((item) => (item.cost && isMoneyText(item.cost) ? toCents(item.cost) : undefined));
  const open = given.flatMap((cents, index) => (cents === undefined ? [index] : []));
  const remaining = toCents(total) - given.reduce<bigint>((sum, cents) => sum + (cents ?? 0n), 0n);
  if (open.length === 0) return { costs: given.map((cents) => fromCents(cents ?? 0n)) };
  if (remaining < 0n) return { error: 'The item costs add up to more than the purchase total.' };

  // Equal weights: each open item gets the floor share, the first `leftover` items one cent more.
  const count = BigInt(open.length);
  const share = remaining / count;
  const leftover = remaining % count;
  const costs = given.map((cents) => (cents === undefined ? '' : fromCents(cents)));
  open.forEach((index, position) => (costs[index] = fromCents(share + (BigInt(position) < leftover ? 1n : 0n))));
  return { costs };
}
