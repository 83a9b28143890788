import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';

export type ChartPoint = { month: string; Revenue: number; Spend: number; Profit: number };

const SERIES = [
  { name: 'Revenue', color: 'indigo.6', type: 'bar' as const },
  { name: 'Spend', color: 'orange.6', type: 'bar' as const },
  { name: 'Profit', color: 'teal.7', type: 'line' as const },
];

/** Bars for revenue and spend, a line for profit. Its own chunk: recharts stays out of the first load. */
export function MonthlyChart({ data, height = 300, isCompact = false }: { data: ChartPoint[]; height?: number; isCompact?: boolean }) {
  const currency = useCurrency();
  const money = (value: number) => formatMoney(value.toFixed(2), currency);
  return (
    <CompositeChart
      h={height}
      data={data}
      dataKey="month"
      series={SERIES}
      withLegend={!isCompact}
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={money}
      withYAxis={!isCompact}
      yAxisProps={{ width: 80, tickFormatter: (value: number) => formatMoney(String(value), currency).replace(/\.00$/, '') }}
      maxBarWidth={28}
      curveType="monotone"
      role="img"
      aria-label={`Revenue and spend by month as bars, profit as a line; ${data.length} months`}
    />
  );
}
