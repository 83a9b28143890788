import { useDebouncedValue } from '@mantine/hooks';
import type { Where } from '../../lib/list-url.ts';
import { useList, type AnyContract, type Loose } from '../../lib/resources.ts';
import { rowLabel } from '../../lib/row-labels.ts';

export type ReferenceOptionsConfig = {
  /** Only these rows are offered (the chosen ones are always shown). */
  where?: Where | undefined;
  /** Relations to load for `optionLabel`, e.g. 'product'. */
  with?: string | undefined;
  optionLabel?: ((row: Loose<{ id: number }>) => string) | undefined;
};

export const PICKER_PAGE = 20;

/**
 * Options of a picker: the first 20 rows matching what is typed (server-side `q`), asked for once the
 * picker is opened, plus the chosen rows, fetched by id when they are not among them, so a chosen value
 * always shows its label. A screen of closed pickers asks only for the labels of their values.
 */
export function useReferenceOptions(
  contract: AnyContract,
  selected: number[],
  search: string,
  config: ReferenceOptionsConfig & { isOpened: boolean },
) {
  const [q] = useDebouncedValue(search.trim(), 250);
  const page = useList(
    contract,
    {
      q: q || undefined,
      limit: PICKER_PAGE,
      where: config.where ? JSON.stringify(config.where) : undefined,
      with: config.with,
    },
    { enabled: config.isOpened || q !== '' },
  );
  const rows = page.data?.rows ?? [];
  const missing = page.data ? selected.filter((id) => !rows.some((row) => row.id === id)) : selected;
  const chosen = useList(
    contract,
    { where: JSON.stringify({ id: { in: missing } }), with: config.with, limit: PICKER_PAGE },
    { enabled: missing.length > 0 },
  );
  const label = config.optionLabel ?? ((row: Loose<{ id: number }>) => rowLabel(contract.name, row));
  const all = [...(missing.length > 0 ? (chosen.data?.rows ?? []) : []), ...rows];
  return {
    data: all.map((row) => ({ value: String(row.id), label: label(row) })),
    isFetching: page.isFetching || chosen.isFetching,
    /** What the offered rows were asked for with (what was typed, after the pause). */
    query: q,
  };
}
