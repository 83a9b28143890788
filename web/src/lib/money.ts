/** Money travels as strings with two decimals ("12.30"); sums are done in integer cents, never floats. */
const MONEY_TEXT = /^-?\d{1,10}(\.\d{1,2})?$/;

export const isMoneyText = (text: string): boolean => MONEY_TEXT.test(text.trim());

/** "12.3" → 1230n; anything that is not an amount counts as 0 (a field still being typed). */
export function toCents(money: string | null | undefined): bigint {
  const text = (money ?? '').trim();
  if (!isMoneyText(text)) return 0n;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

export const sumMoney = (...values: (string | null | undefined)[]): string =>
  fromCents(values.reduce<bigint>((sum, value) => sum + toCents(value), 0n));

/** "12.3" → "12.30" when it is an amount; other text is left for the validator to name. */
export const normalizeMoneyText = (text: string): string => (isMoneyText(text) ? fromCents(toCents(text)) : text.trim());

/** e.g. "$1,234.50" in the user's locale; the digits come from the string, not a float sum. */
export function formatMoney(value: string | null | undefined, currency: string, locale?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(value));
}

/** The currency's sign in the user's locale, e.g. "$", "€", "CHF". */
export function currencySymbol(currency: string, locale?: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
