import type { Screen } from '../../lib/screen.ts';
import { COUNTED_RESOURCES, LIST_SCREENS, prefetchList } from '../../lib/screen-data.ts';

const HELP = { page: '', section: 'Expenses and reminders' };

/** Beyond the spec's table (docs/decisions.md): the ledger's screens, reached from /index. */
export const LEDGER_SCREENS: Screen[] = [
  {
    path: '/transactions',
    title: 'Transactions',
    page: async () => (await import('./TransactionPages.tsx')).TransactionsPage,
    prefetch: prefetchList(LIST_SCREENS.transactions),
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
        counted: COUNTED_RESOURCES.transactions,
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
    prefetch: prefetchList(LIST_SCREENS.reminders),
    help: { screen: 'Reminders', ...HELP },
    index: [
      {
        order: 13,
        group: 'Every day',
        title: 'Reminders',
        description: 'Things to do, with their due dates',
        linkLabel: 'Open reminders',
        counted: COUNTED_RESOURCES.reminders,
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
