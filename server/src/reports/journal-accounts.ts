/**
 * The accounts of the exported journal, by the name QuickBooks Online matches on, with the code the Xero
 * file carries: Xero's default chart where it has such an account, else a free code beside it.
 */
export const JOURNAL_ACCOUNTS = {
  sales: { name: 'Sales', code: '200' },
  shippingIncome: { name: 'Shipping income', code: '210' },
  otherSalesIncome: { name: 'Other sales income', code: '220' },
  refunds: { name: 'Refunds and returns', code: '230' },
  otherIncome: { name: 'Other income', code: '260' },
  costOfGoods: { name: 'Cost of goods sold', code: '310' },
  sellingFees: { name: 'Selling fees', code: '320' },
  shippingLabels: { name: 'Shipping labels', code: '425' },
  otherSellingCosts: { name: 'Other selling costs', code: '330' },
  mileage: { name: 'Car and truck expenses (mileage)', code: '449' },
  clearing: { name: 'Marketplace clearing', code: '615' },
  inventory: { name: 'Inventory', code: '630' },
  bank: { name: 'Bank', code: '090' },
  ownersFunds: { name: "Owner's funds", code: '881' },
} as const;

/** Xero's default expense account for the usual categories; any other category goes to General Expenses. */
const CATEGORY_CODES: Readonly<Record<string, string>> = {
  advertising: '400',
  fees: '404',
  'shipping labels': '425',
  postage: '425',
  'shipping supplies': '425',
  'office supplies': '453',
  'software and subscriptions': '485',
  storage: '469',
  travel: '493',
};
const GENERAL_EXPENSES = '429';

const FIXED_CODES = new Map<string, string>(Object.values(JOURNAL_ACCOUNTS).map(({ name, code }) => [name, code]));

/** An account's code: its own for ours, else that of the expense category it names. */
export const journalAccountCode = (account: string): string =>
  FIXED_CODES.get(account) ?? CATEGORY_CODES[account.toLowerCase()] ?? GENERAL_EXPENSES;
