import { Anchor, Box, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney, sumMoney } from '../../lib/money.ts';
import { useSession } from '../../lib/session.ts';
import { useMonthlyPurchases, useMonthlySales } from '../analytics/analytics-api.ts';
import { chartPoints, mergeMonths } from '../analytics/monthly-rows.ts';
import {
  ON_HAND_STATUSES,
  dashboardComparison,
  dashboardMonths,
  useDueReminders,
  useInventoryTotals,
} from './dashboard-api.ts';
import { monthLabel } from '../../lib/month-label.ts';
import { NeedsAttention } from './NeedsAttention.tsx';
import { change } from './figure-math.ts';
import { StatCard } from './StatCard.tsx';
import { LazyMonthlyChart as MonthlyChart } from '../analytics/lazy-chart.ts';
import { useAfterRender } from '../../components/deferred/use-after-render.ts';
import { useProfitAndLoss } from '../reports/reports-api.ts';

// The chart (about 130 KB gzip) loads once both reports are in and the month's figures are on screen; its
// place is kept at its height meanwhile, so nothing below it moves.
const CHART_HEIGHT = 240;

function Change({
  current,
  previous,
  against,
  format,
}: {
  current: number;
  previous: number;
  against: string;
  format: (value: number) => string;
}) {
  const { delta, percent } = change(current, previous);
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  return (
    <>{`${sign}${format(Math.abs(delta))}${percent === null ? '' : ` (${sign}${Math.abs(percent)}%)`} vs ${against}`}</>
  );
}

/**
 * This month so far against the same days of the last, stock on hand, items to ship, reminders due, what needs
 * attention and the last 12 months.
 */
export function DashboardFigures() {
  const currency = useCurrency();
  const timeZone = useSession((session) => session.teamSettings?.time_zone);
  const range = dashboardMonths(timeZone);
  const thisMonth = range.to;
  const sales = useMonthlySales(range);
  const purchases = useMonthlyPurchases(range);
  const before = dashboardComparison(timeZone);
  const salesBefore = useMonthlySales(before.query);
  const purchasesBefore = useMonthlyPurchases(before.query);
  const onHand = useInventoryTotals(ON_HAND_STATUSES);
  const toShip = useInventoryTotals('sold');
  const due = useDueReminders();
  const net = useProfitAndLoss(range);
  const rows = mergeMonths(purchases.data?.rows, sales.data?.rows, net.data?.months);
  const now = rows.find((row) => row.month === thisMonth);
  const [then] = mergeMonths(purchasesBefore.data?.rows, salesBefore.data?.rows);
  const money = (value: number) => formatMoney(value.toFixed(2), currency);
  const figure = (
    pick: (row: (typeof rows)[number] | undefined) => number,
    format: (value: number) => string,
    isLoaded: boolean,
    isCompared: boolean,
  ) => ({
    // The figure shows as soon as the month is in; its comparison follows with last month's same days.
    value: isLoaded ? format(pick(now)) : '…',
    hint: isCompared ? (
      <Change current={pick(now)} previous={pick(then)} against={before.label} format={format} />
    ) : undefined,
  });
  const salesLoaded = Boolean(sales.data);
  const purchasesLoaded = Boolean(purchases.data);
  const salesCompared = salesLoaded && Boolean(salesBefore.data);
  const purchasesCompared = purchasesLoaded && Boolean(purchasesBefore.data);
  const isChartWanted = useAfterRender(salesCompared && purchasesCompared);

  const count = (value: number) => String(value);

  return (
    <Stack gap="lg">
      <section aria-labelledby="month-heading">
        <Title order={2} size="h4" id="month-heading" mb="sm">
          {`This month · ${monthLabel(thisMonth, 'long')}`}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="md">
          <StatCard
            label="Revenue"
            to="/analytics"
            testId="card-revenue"
            {...figure((row) => Number(row?.sales?.revenue_total ?? 0), money, salesLoaded, salesCompared)}
          />
          <StatCard
            label="Profit"
            to="/analytics"
            testId="card-profit"
            {...figure((row) => Number(row?.sales?.profit ?? 0), money, salesLoaded, salesCompared)}
          />
          <StatCard
            label="Net profit"
            to="/reports"
            testId="card-net-profit"
            value={now?.net ? formatMoney(now.net.net_profit, currency) : '…'}
            hint={
              now?.net &&
              `Profit ${formatMoney(sumMoney(now.net.sales_profit, now.net.other_income), currency)} − expenses ${formatMoney(now.net.expenses, currency)} − mileage ${formatMoney(now.net.mileage, currency)}`
            }
          />
          <StatCard
            label="Items sold"
            to="/sales"
            testId="card-items-sold"
            {...figure((row) => row?.sales?.items ?? 0, count, salesLoaded, salesCompared)}
          />
          <StatCard
            label="Spend"
            to="/purchases"
            testId="card-spend"
            {...figure((row) => Number(row?.purchases?.spend ?? 0), money, purchasesLoaded, purchasesCompared)}
          />
        </SimpleGrid>
      </section>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <StatCard
          label="Inventory on hand (cost)"
          to="/inventory/tracking"
          testId="card-on-hand"
          value={onHand.data ? formatMoney(onHand.data.totals.cost, currency) : '…'}
          hint={onHand.data && `${onHand.data.totals.count} unsold items`}
        />
        <StatCard
          label="Items to ship"
          to="/inventory?status=sold"
          testId="card-to-ship"
          value={toShip.data ? String(toShip.data.totals.count) : '…'}
          hint="Sold, not shipped yet"
        />
        <StatCard
          label="Reminders due"
          to="/reminders"
          testId="card-reminders"
          value={due.data ? String(due.data.total) : '…'}
          hint={due.data?.rows[0] ? `Next: ${due.data.rows[0].title}` : 'Nothing due today'}
        />
      </SimpleGrid>
      <NeedsAttention />
      <Paper withBorder p="md" component="section" aria-labelledby="year-heading">
        <Title order={2} size="h4" id="year-heading" mb="sm">
          <Anchor component={Link} to="/analytics" inherit>
            Last 12 months
          </Anchor>
        </Title>
        {isChartWanted ? (
          <MonthlyChart
            fallback={<Skeleton h={CHART_HEIGHT} />}
            data={chartPoints(rows, (key) => monthLabel(key))}
            height={CHART_HEIGHT}
          />
        ) : (
          <Box h={CHART_HEIGHT}>
            <Text c="dimmed">Loading…</Text>
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
