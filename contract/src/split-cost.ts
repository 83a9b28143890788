import { fromCents, isMoneyText, toCents } from './money.ts';
import { MONEY_MAX, MONEY_MAX_CENTS } from './storable.ts';
import type { SplitMethod } from './resources/purchases.ts';

export type SplitItem = { cost?: string | null | undefined; weight?: number | null | undefined };

/** An error names the item at fault (`index`) and its field when there is one. */
export type SplitResult =
  | { costs: string[]; error?: undefined }
  | { costs?: undefined; error: string; index?: number; field?: 'weight' | 'cost' };

const WEIGHT_SCALE = 1_000_000;
/** The smallest weight the scale keeps apart from 0 (a weight of 0 would divide the total by nothing). */
export const WEIGHT_MIN = 1 / WEIGHT_SCALE;

/**
 * Each item's share of a purchase's total — one function for the server, which stores it, and the
 * purchase form, which shows it live. Items that carry a cost keep it; the rest of the total is shared
 * over the others, equally or by weight, in integer cents by largest remainder (ties go to the earlier
 * item), so the shares always add up exactly (100.00 over 3 → 33.34, 33.33, 33.33). When no split can
 * be made it answers why (and the item at fault). A cost still being typed counts as no cost. A share
 * must fit the cost column (numeric(12,2)), and a weight below WEIGHT_MIN is no weight.
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
    if (weight === null || weight === undefined || !(weight > 0) || !Number.isFinite(weight))
      return { error: 'Enter a weight for every item without a cost.', index, field: 'weight' };
    const scaled = BigInt(Math.round(weight * WEIGHT_SCALE));
    if (scaled === 0n) return { error: `Enter a weight of at least ${WEIGHT_MIN.toFixed(6)}.`, index, field: 'weight' };
    weights.push(scaled);
  }
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  const shares = weights.map((weight) => ({
    cents: (remaining * weight) / weightSum,
    rest: (remaining * weight) % weightSum,
  }));
  let leftover = remaining - shares.reduce((sum, share) => sum + share.cents, 0n);
  const byRest = shares
    .map((_, position) => position)
    .sort((a, b) => (shares[b]!.rest > shares[a]!.rest ? 1 : shares[b]!.rest < shares[a]!.rest ? -1 : a - b));
  for (const position of byRest) {
    if (leftover === 0n) break;
    shares[position]!.cents += 1n;
    leftover -= 1n;
  }

  const tooBig = shares.findIndex((share) => share.cents > MONEY_MAX_CENTS);
  if (tooBig >= 0)
    return {
      error: `An item's share cannot be more than ${MONEY_MAX}: add items or give them costs.`,
      index: open[tooBig]!,
      field: 'cost',
    };

  const costs = given.map((cents) => (cents === undefined ? '' : fromCents(cents)));
  open.forEach((index, position) => (costs[index] = fromCents(shares[position]!.cents)));
  return { costs };
}
