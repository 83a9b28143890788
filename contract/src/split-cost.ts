import { fromCents, isMoneyText, toCents } from './money.ts';
import type { SplitMethod } from './resources/purchases.ts';

export type SplitItem = { cost?: string | null | undefined; weight?: number | null | undefined };

export type SplitResult = { costs: string[]; error?: undefined } | { costs?: undefined; error: string; index?: number };

const WEIGHT_SCALE = 1_000_000;

/**
 * Each item's share of a purchase's total — one function for the server, which stores it, and the
 * purchase form, which shows it live. Items that carry a cost keep it; the rest of the total is shared
 * over the others, equally or by weight, in integer cents by largest remainder (ties go to the earlier
 * item), so the shares always add up exactly (100.00 over 3 → 33.34, 33.33, 33.33). When no split can
 * be made it answers why (and the item at fault). A cost still being typed counts as no cost.
 */
export function splitCost(total: string, items: SplitItem[], method: SplitMethod = 'equal'): SplitResult {
  const given = items.map((item) => (item.cost && isMoneyText(item.cost) ? toCents(item.cost) : undefined));
  const open = items.map((_, index) => index).filter((index) => given[index] === undefined);
  const remaining = toCents(total) - given.reduce<bigint>((sum, cents) => sum + (cents ?? 0n), 0n);
  if (open.length === 0) return { costs: given.map((cents) => fromCents(cents!)) };
  if (remaining < 0n) return { error: 'The item costs add up to more than the purchase total.' };

  const weights: bigint[] = [];
  for (const index of open) {
    const weight = method === 'equal' ? 1 : items[index]!.weight;
    if (weight === null || weight === undefined || !(weight > 0)) return { error: 'Enter a weight for every item without a cost.', index };
    weights.push(BigInt(Math.round(weight * WEIGHT_SCALE)));
  }
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  const shares = weights.map((weight) => ({ cents: (remaining * weight) / weightSum, rest: (remaining * weight) % weightSum }));
  let leftover = remaining - shares.reduce((sum, share) => sum + share.cents, 0n);
  const byRest = shares.map((_, position) => position).sort((a, b) => (shares[b]!.rest > shares[a]!.rest ? 1 : shares[b]!.rest < shares[a]!.rest ? -1 : a - b));
  for (const position of byRest) {
    if (leftover === 0n) break;
    shares[position]!.cents += 1n;
    leftover -= 1n;
  }

  const costs = given.map((cents) => (cents === undefined ? '' : fromCents(cents)));
  open.forEach((index, position) => (costs[index] = fromCents(shares[position]!.cents)));
  return { costs };
}
