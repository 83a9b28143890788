import type { SplitMethod } from '@flipstack/contract';

export type SplitItem = { cost?: string | null | undefined; weight?: number | null | undefined };

/** Why a split cannot be made; `index` names the item at fault when there is one. */
export class SplitCostError extends Error {
  readonly index: number | undefined;
  constructor(message: string, index?: number) {
    super(message);
    this.name = 'SplitCostError';
    this.index = index;
  }
}

const WEIGHT_SCALE = 1_000_000;

/**
 * Each item's cost. Items that carry a cost keep it; the rest of the total is shared over the others,
 * equally or by weight, in integer cents by largest remainder, so the shares always add up to the
 * remainder exactly (100.00 over 3 → 33.34, 33.33, 33.33; ties go to the earlier item).
 */
export function splitCost(total: string, items: SplitItem[], method: SplitMethod = 'equal'): string[] {
  const given = items.map((item) => (item.cost === null || item.cost === undefined ? undefined : toCents(item.cost)));
  const open = items.map((_, index) => index).filter((index) => given[index] === undefined);
  const remaining = toCents(total) - given.reduce<bigint>((sum, cents) => sum + (cents ?? 0n), 0n);
  if (open.length === 0) return given.map((cents) => fromCents(cents!));
  if (remaining < 0n) throw new SplitCostError('The item costs add up to more than the purchase total.');

  const weights = open.map((index) => {
    if (method === 'equal') return 1n;
    const weight = items[index]!.weight;
    if (weight === null || weight === undefined || !(weight > 0)) throw new SplitCostError('Enter a weight for every item without a cost.', index);
    return BigInt(Math.round(weight * WEIGHT_SCALE));
  });
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
  return costs;
}

/** "12.3" → 1230n; money arrives validated, at most two decimals. */
export function toCents(money: string): bigint {
  const negative = money.trim().startsWith('-');
  const [whole = '0', fraction = ''] = money.trim().replace('-', '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}
