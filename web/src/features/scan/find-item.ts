import { readScannedCode, type inventoryItems } from '@flipstack/contract';
import { fetchRows } from '../../lib/rows.ts';

const byField = (field: 'tag_number' | 'serial_number', code: string) =>
  fetchRows<typeof inventoryItems>('inventory-items', { where: JSON.stringify({ [field]: code }), limit: 2 });

/**
 * The item a scanned or typed code names: a label's QR link (/inventory/{id}), else the one item whose
 * tag or serial number is exactly the code. null when none or more than one item matches.
 */
export async function findItemByCode(text: string): Promise<number | null> {
  const scanned = readScannedCode(text);
  if (!scanned) return null;
  if (scanned.kind === 'item') return scanned.id;
  const answers = await Promise.all([byField('tag_number', scanned.code), byField('serial_number', scanned.code)]);
  const ids = new Set(answers.flatMap((answer) => answer.rows.map((row) => row.id)));
  return ids.size === 1 ? [...ids][0]! : null;
}
