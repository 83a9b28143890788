import type { Screen, ScreenResource } from '../../lib/screen.ts';

const TRANSACTION_LIST: ScreenResource = { name: 'transactions', label: 'transaction' };
const REMINDER_LIST: ScreenResource = { name: 'reminders', label: 'reminder' };

const HELP = { page: '', section: 'Expenses and reminders' };

/** Beyond the spec's table (docs/decisions.md): the ledger's screens, reached from /index. */
export const LEDGER_SCREENS: Screen[] = [
  {
    path: '/transactions',
    title: 'Transactions',
    page: async () => (await import('./TransactionPages.tsx')).TransactionsPage,
    loads: { list: TRANSACTION_LIST },
    help: { screen: 'Transactions', ...HELP },
    index: [
      {
        order: 1,
        group: 'Money',
        title: 'Expenses',
        description: 'Supplies, postage, fees and other costs of the business',
        to: `/transactions?${new URLSearchParams({ where: JSON.stringify({ type: 'expense' }) })}`,
        linkLabel: 'Open expenses',
      },
      {
        order: 9,
        group: 'Money',
        title: 'Transactions',
        description: 'Every money movement: expenses, fees, payouts, refunds and mileage',
        linkLabel: 'Open transactions',
        counted: TRANSACTION_LIST,
      },
    ],
  },
  {
    path: '/transactions/create',
    title: 'New transaction',
    page: async () => (await import('./TransactionPages.tsx')).TransactionCreatePage,
    help: { screen: 'New transaction', ...HELP },
  },
  {
    path: '/reminders',
    title: 'Reminders',
    page: async () => (await import('./ReminderPages.tsx')).RemindersPage,
    loads: { list: REMINDER_LIST },
    help: { screen: 'Reminders', ...HELP },
    index: [
      {
        order: 13,
        group: 'Every day',
        title: 'Reminders',
        description: 'Things to do, with their due dates',
        linkLabel: 'Open reminders',
        counted: REMINDER_LIST,
      },
    ],
  },
  {
    path: '/reminders/create',
    title: 'New reminder',
    page: async () => (await import('./ReminderPages.tsx')).ReminderCreatePage,
    help: { screen: 'New reminder', ...HELP },
  },
];
