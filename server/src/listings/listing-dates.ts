import type { Row } from '../db/raw.ts';

/** listed_at is stamped when a listing first goes active, ended_at when it ends or sells, unless given. */
export function listingDates(values: Record<string, unknown>, existing: Row | null): Record<string, unknown> {
  const status = values['status'] ?? existing?.['status'];
  const now = new Date().toISOString();
  const stamped = { ...values };
  if (status === 'active' && !values['listed_at'] && !existing?.['listed_at']) stamped['listed_at'] = now;
  if ((status === 'ended' || status === 'sold') && !values['ended_at'] && !existing?.['ended_at'])
    stamped['ended_at'] = now;
  return stamped;
}
