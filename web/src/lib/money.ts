import { fromCents, isMoneyText, toCents as exactCents } from '@flipstack/contract';

export { fromCents, isMoneyText };

/** "12.3" → 1230n; anything that is not an amount counts as 0 (a field still being typed). */
export const toCents = (money: string | null | undefined): bigint =>
  money && isMoneyText(money) ? exactCents(money) : 0n;

export const sumMoney = (...values: (string | null | undefined)[]): string =>
  fromCents(values.reduce<bigint>((sum, value) => sum + toCents(value), 0n));

/** "12.3" → "12.30" when it is an amount; other text is left for the validator to name. */
export const normalizeMoneyText = (text: string): string =>
  isMoneyText(text) ? fromCents(toCents(text)) : text.trim();

// A formatter is slow to make (a table of 25 rows formats a few hundred amounts per render): one per currency.
const formatters = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: string, locale: string | undefined): Intl.NumberFormat {
  const key = `${locale ?? ''} ${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format;
}

/** e.g. "$1,234.50" in the user's locale; the digits come from the string, not a float sum. */
export function formatMoney(value: string | null | undefined, currency: string, locale?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  return moneyFormat(currency, locale).format(Number(value));
}

/** The currency's sign in the user's locale, e.g. "$", "€", "CHF". */
export function currencySymbol(currency: string, locale?: string): string {
  const parts = moneyFormat(currency, locale).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
