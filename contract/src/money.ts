/** Money travels as strings with two decimals ("12.30"); sums are done in integer cents, never floats. */
const MONEY_TEXT = /^-?\d{1,10}(\.\d{1,2})?$/;

export const isMoneyText = (text: string): boolean => MONEY_TEXT.test(text.trim());

/** "12.3" → 1230n. Only for text that isMoneyText accepts. */
export function toCents(money: string): bigint {
  const text = money.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

/**
 * '$129.50' in `currency`, written the en-US way (the server's sentences and labels); a code Intl does not
 * take prints as '129.50 XYZ'.
 */
export function moneyFormatter(currency: string): (amount: string) => string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    return (amount) => format.format(Number(amount));
  } catch {
    return (amount) => `${amount} ${currency}`;
  }
}
