import type { JournalFormat, JournalResponse } from '@flipstack/contract';
import { csvLine } from '../resources/csv.ts';

/** QuickBooks Online's journal entry import: lines of one entry share a JournalNo; dates MM/DD/YYYY. */
export const QUICKBOOKS_HEADER = [
  'JournalNo',
  'JournalDate',
  'AccountName',
  'Debits',
  'Credits',
  'Description',
  'Name',
];

/**
 * Xero's manual journal import: lines of one journal share a Narration and a Date (dd/mm/yyyy); a
 * positive Amount is a debit, a negative one a credit.
 */
export const XERO_HEADER = [
  'Narration',
  'Date',
  'Description',
  'AccountCode',
  'TaxRate',
  'Amount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
];
/** The tax rate of a line no sales tax applies to, as a US organisation's Xero names it. */
export const XERO_TAX_RATE = 'Tax Exempt';

const blankZero = (amount: string) => (amount === '0.00' ? '' : amount);

function quickbooksRows(journal: JournalResponse): unknown[][] {
  return journal.entries.flatMap(({ number, date, lines }) => {
    const [year, month, day] = date.split('-');
    return lines.map((line) => [
      number,
      `${month}/${day}/${year}`,
      line.account,
      blankZero(line.debit),
      blankZero(line.credit),
      line.description,
      '',
    ]);
  });
}

function xeroRows(journal: JournalResponse): unknown[][] {
  return journal.entries.flatMap(({ narration, date, lines }) => {
    const [year, month, day] = date.split('-');
    return lines.map((line) => [
      narration,
      `${day}/${month}/${year}`,
      `${line.account}: ${line.description}`,
      line.code,
      XERO_TAX_RATE,
      line.debit === '0.00' ? `-${line.credit}` : line.debit,
      '',
      '',
      '',
      '',
    ]);
  });
}

/** The journal as the chosen program's import file, without a byte-order mark (importers read it as text). */
export function journalCsv(journal: JournalResponse, format: JournalFormat): string {
  const [header, rows] =
    format === 'quickbooks' ? [QUICKBOOKS_HEADER, quickbooksRows(journal)] : [XERO_HEADER, xeroRows(journal)];
  return [header, ...rows].map(csvLine).join('');
}
