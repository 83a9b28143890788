import { Anchor, Container, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { STORAGE_PREFIX } from '../../lib/storage.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { useInventoryPage } from './inventory-api.ts';
import { LegacyGrid } from './LegacyGrid.tsx';
import { ALL_COLUMN_KEYS, LEGACY_COLUMNS } from './legacy-columns.ts';
import { PAGE_SIZES, legacyPageQuery, legacyUrl } from './legacy-url.ts';

/** The chosen columns, kept for the next visit (a layout preference, not session data). */
const LEGACY_COLUMNS_KEY = `${STORAGE_PREFIX}inventory_legacy_columns`;

/** /inventory/legacy: every item, every column, in one dense keyboard-driven table for power users. */
export function LegacyPage() {
  const [state, setState] = useUrlState(legacyUrl);
  const { page, size, order_by: orderBy } = state;
  const [chosen, setChosen] = useLocalStorage<string[]>({
    key: LEGACY_COLUMNS_KEY,
    defaultValue: ALL_COLUMN_KEYS,
    getInitialValueInEffect: false,
  });
  const detail = useInventoryPage(legacyPageQuery(state));
  const total = detail.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / size));
  const columns = LEGACY_COLUMNS.filter((column) => chosen.includes(column.key));
  const emptyText = !detail.data
    ? detail.isError
      ? 'The items could not be loaded.'
      : 'Loading…'
    : total === 0
      ? 'No inventory items yet.'
      : 'No items on this page.';
  const goTo = (next: number) => setState({ page: next });

  return (
    <Container fluid py="md" px="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={0}>
            <Anchor component={Link} to="/inventory" size="sm" w="fit-content">
              ← Inventory
            </Anchor>
            <PageTitle>Inventory (legacy view)</PageTitle>
          </Stack>
          <Group gap="sm" align="flex-end">
            <Select
              label="Rows a page"
              data={PAGE_SIZES.map(String)}
              value={String(size)}
              allowDeselect={false}
              onChange={(value) => setState({ size: Number(value) })}
              w={110}
            />
            <ColumnChooser chosen={chosen} onChange={setChosen} />
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          Arrow keys move, Home/End go to the row&apos;s ends (Ctrl for the table&apos;s), PageUp/PageDown turn the
          page, Enter opens the item.
        </Text>
        <LegacyGrid
          rows={detail.data?.rows ?? []}
          columns={columns}
          orderBy={orderBy}
          emptyText={emptyText}
          onSort={(order_by) => setState({ order_by })}
          onPage={(delta) => {
            const next = page + delta;
            if (next < 1 || next > pages) return false;
            goTo(next);
            return true;
          }}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="legacy-range">
            {total === 0 ? 'No items' : `${(page - 1) * size + 1}–${Math.min(page * size, total)} of ${total}`}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={goTo}
            size="sm"
            aria-label="Pages"
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
            })}
          />
        </Group>
      </Stack>
    </Container>
  );
}
