import type { listings as contract } from '@flipstack/contract';
import type { listings } from '../db/schema/index.ts';
import type { ResourceRow, WriteValues } from '../resources/kit/define.ts';

type ListingValues = WriteValues<typeof contract>;

/** listed_at is stamped when a listing first goes active, ended_at when it ends or sells, unless given. */
export function listingDates(
  values: ListingValues,
  existing: ResourceRow<typeof contract, typeof listings> | null,
): ListingValues {
  const status = values.status ?? existing?.status;
  const now = new Date().toISOString();
  const stamped = { ...values };
  if (status === 'active' && !values.listed_at && !existing?.listed_at) stamped.listed_at = now;
  if ((status === 'ended' || status === 'sold') && !values.ended_at && !existing?.ended_at) stamped.ended_at = now;
  return stamped;
}
