import { moneyFormatter } from '@flipstack/contract';
import { MONTHS } from './words.ts';

/** How the built-in assistant writes money and months for a team. */
export type Format = { money: (amount: unknown) => string; month: (key: unknown) => string };

const MONTH_NAMES = MONTHS.map((name) => name.charAt(0).toUpperCase() + name.slice(1));

/** Money in the team's currency ("$1,234.50", "€12.00"); months in words ("December 2026"). */
export function formatFor(currency = 'USD'): Format {
  const inCurrency = moneyFormatter(currency);
  return {
    money: (amount) => {
      const isAmount = (typeof amount === 'number' || typeof amount === 'string') && !Number.isNaN(Number(amount));
      return isAmount && amount !== '' ? inCurrency(String(amount)) : 'unknown';
    },
    month: (key) => {
      const match = /^(\d{4})-(\d{2})$/.exec(String(key));
      return match ? `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : String(key);
    },
  };
}
