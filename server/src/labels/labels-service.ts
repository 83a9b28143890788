import type { z } from 'zod';
import type { labelsRequestSchema } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import type { Session } from '../http/session.ts';
import { tagUntaggedItems } from '../items/tag-numbers.ts';
import { readTeamSettings } from '../settings/store/settings-store.ts';
import { readLabelItems } from './label-items.ts';
import { renderLabelsPdf } from './label-pdf.ts';

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
  const ids = [...new Set(input.inventory_item_ids)];
  const { currency } = await readTeamSettings(db, session.teamId);
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const items = await db.transaction(async (tx) => {
    const found = await readLabelItems(tx, session.teamId, ids, () => '');
    await tagUntaggedItems(
      tx,
      session.teamId,
      found.map((item) => item.id),
    );
    return readLabelItems(tx, session.teamId, ids, (amount) => money.format(Number(amount)));
  });
  return renderLabelsPdf(items, input.layout, (id) => `${origin}/inventory/${id}`);
}
