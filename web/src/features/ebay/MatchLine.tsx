import { SoldItemPicker } from '../inventory/SoldItemPicker.tsx';
import { useMatchLine } from './ebay-api.ts';

/** Picks the unsold item an eBay order line sold and completes the order's sale with it. */
export function MatchLine({ lineId, title }: { lineId: number; title: string }) {
  const match = useMatchLine();
  return (
    <SoldItemPicker title={title} isPending={match.isPending} onMatch={(itemId) => match.mutate({ lineId, itemId })} />
  );
}
