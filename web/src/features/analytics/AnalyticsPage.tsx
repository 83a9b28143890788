import { useDeferredValue, useMemo } from 'react';
import { Anchor, Button, Container, Grid, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconDownload } from '@tabler/icons-react';
import { platforms } from '@flipstack/contract';
import { LoadError, loadFailureOf } from '../../components/LoadError.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { useUrlState } from '../../lib/url-state.ts';
import { useSession } from '../../lib/session.ts';
import { monthLabel } from '../../lib/month-label.ts';
import { ANALYTICS_FILTERS, monthlyQuery, useMonthlyPurchases, useMonthlySales } from './analytics-api.ts';
import { downloadCsv, toCsv } from '../../lib/csv-file.ts';
import { CSV_HEADER, chartPoints, csvRow, mergeMonths } from './monthly-rows.ts';
import { MonthlyTable } from './MonthlyTable.tsx';
import { PlatformBreakdown } from './PlatformBreakdown.tsx';
import { LazyMonthlyChart as MonthlyChart } from './lazy-chart.ts';
import { useProfitAndLoss } from '../reports/reports-api.ts';
import { MonthRangeInputs } from '../../components/MonthRangeInputs.tsx';
import { KpisSection } from './KpisSection.tsx';

/** /analytics: monthly revenue, spend, profit and net profit (chart and table), sales by platform, KPIs by group; range and platform in the URL. */
export function AnalyticsPage() {
  const timeZone = useSession((session) => session.teamSettings?.time_zone);
  const [filters, setFilters] = useUrlState(ANALYTICS_FILTERS);
  // The server's default range, shown in the inputs; the URL carries only what the user chose.
  const query = monthlyQuery(filters, timeZone);
  const purchases = useMonthlyPurchases(query);
  const sales = useMonthlySales(query);
  // Expenses and mileage belong to no platform: net profit is the whole team's, shown without a platform picked.
  const isNetShown = !filters.platform_id;
  const net = useProfitAndLoss({ from: query.from, to: query.to }, { enabled: isNetShown });
  const netData = isNetShown ? net.data : undefined;
  const rows = useMemo(
    () => mergeMonths(purchases.data?.rows, sales.data?.rows, netData?.months),
    [purchases.data, sales.data, netData],
  );
  // The chart draws in a render of its own, which React splits into short tasks: drawn with the table, the
  // months' arrival was one long task that blocked input.
  const chartRows = useDeferredValue(rows);
  const isFetching = purchases.isFetching || sales.isFetching;
  const failure = loadFailureOf(purchases, sales);
  const exportCsv = () => downloadCsv(`analytics-${query.from}-${query.to}.csv`, toCsv(CSV_HEADER, rows.map(csvRow)));

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <PageTitle>Analytics</PageTitle>
        <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Filters">
          <MonthRangeInputs from={query.from} to={query.to} onChange={setFilters} />
          <ReferenceSelect
            contract={platforms}
            label="Platform"
            placeholder="All platforms"
            value={filters.platform_id ? Number(filters.platform_id) : null}
            onChange={(id) => setFilters({ platform_id: id ? String(id) : undefined })}
            w={{ base: '100%', xs: 220 }}
          />
          {isFetching && <Loader size="sm" mb={8} aria-label="Loading" />}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={exportCsv}
            disabled={rows.length === 0}
            ml={{ base: 0, sm: 'auto' }}
          >
            Export CSV
          </Button>
        </Group>
        {failure ? (
          <LoadError title="Analytics could not be loaded" failure={failure} />
        ) : (
          <>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, lg: filters.platform_id ? 12 : 8 }}>
                <Paper withBorder p="md" component="section" aria-label="Revenue, spend and profit by month">
                  <MonthlyChart fallback={<Skeleton h={300} />} data={chartPoints(chartRows, monthLabel)} />
                </Paper>
              </Grid.Col>
              {!filters.platform_id && (
                <Grid.Col span={{ base: 12, lg: 4 }}>
                  <PlatformBreakdown platforms={sales.data?.by_platform} />
                </Grid.Col>
              )}
            </Grid>
            <MonthlyTable
              rows={rows}
              totals={{ purchases: purchases.data?.totals, sales: sales.data?.totals, net: netData?.total }}
            />
            <Text size="sm" c="dimmed">
              {isNetShown
                ? 'Net profit is profit less expenses and mileage (from Transactions and Mileage), with other income; '
                : 'Expenses and mileage belong to no platform: net profit shows with all platforms; '}
              <Anchor component={Link} to={`/reports?from=${query.from}&to=${query.to}`} inherit>
                the profit and loss report
              </Anchor>
              {' shows every part.'}
            </Text>
          </>
        )}
        <KpisSection from={query.from} to={query.to} />
      </Stack>
    </Container>
  );
}
