import type { JournalEntry, JournalQuery, JournalResponse } from '@flipstack/contract';
import { monthRange } from '../analytics/month-range.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import { journalAccountCode } from './journal-accounts.ts';
import { journalAccountsQuery, journalLinesQuery } from './journal-sql.ts';

type LineRow = { date: string; account: string; description: string; debit: string; credit: string };
type AccountRow = {
  account: string | null;
  is_profit_and_loss: boolean | null;
  debit: string | null;
  credit: string | null;
  net_profit: string | null;
};

/** GET /reports/journal: one balanced entry per day of the range that moved money, in the team's time zone. */
export async function journal(db: Database, teamId: number, query: JournalQuery): Promise<JournalResponse> {
  const range = await monthRange(db, teamId, query);
  const [lines, accounts] = await Promise.all([
    rowsOf<LineRow>(db, journalLinesQuery(teamId, range)),
    rowsOf<AccountRow>(db, journalAccountsQuery(teamId, range)),
  ]);
  const entries = new Map<string, JournalEntry>();
  for (const { date, ...line } of lines) {
    let entry = entries.get(date);
    if (!entry) {
      entry = {
        number: `FS-${date.replaceAll('-', '')}`,
        date,
        narration: `Flipstack daily summary ${date}`,
        lines: [],
      };
      entries.set(date, entry);
    }
    entry.lines.push({ ...line, code: journalAccountCode(line.account) });
  }
  const netProfit = accounts.pop()!.net_profit!;
  return {
    from: range.from,
    to: range.to,
    time_zone: range.timeZone,
    entries: [...entries.values()],
    accounts: accounts.map((row) => ({
      account: row.account!,
      code: journalAccountCode(row.account!),
      is_profit_and_loss: row.is_profit_and_loss!,
      debit: row.debit!,
      credit: row.credit!,
    })),
    net_profit: netProfit,
  };
}
