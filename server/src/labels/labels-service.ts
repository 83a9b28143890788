import type { z } from 'zod';
import { moneyFormatter, type labelsRequestSchema } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import type { Session } from '../http/session.ts';
import { tagUntaggedItems } from '../items/tag-numbers.ts';
import { readTeamSettings } from '../settings/store/settings-store.ts';
import { readLabelItems } from './label-items.ts';

/**
 * The labels of the chosen items as one PDF. Items without a tag number get the team's next ones first
 * (in the same transaction), so every label carries a tag that a scan finds again.
 */
export async function printLabels(
  db: Database,
  session: Session,
  input: z.output<typeof labelsRequestSchema>,
  origin: string,
): Promise<Uint8Array> {
  // An id given twice prints two labels of that item.
  const ids = input.inventory_item_ids;
  const money = moneyFormatter((await readTeamSettings(db, session.teamId)).currency);
  const items = await db.transaction(async (tx) => {
    await readLabelItems(tx, session.teamId, ids, () => ''); // refuses an id the team has no item of
    await tagUntaggedItems(tx, session.teamId, ids);
    return readLabelItems(tx, session.teamId, ids, money);
  });
  // The PDF and barcode libraries load with the first sheet printed.
  const { renderLabelsPdf } = await import('./label-pdf.ts');
  return renderLabelsPdf(items, input.layout, (id) => `${origin}/inventory/${id}`);
}
