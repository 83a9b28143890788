import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Center, Text } from '@mantine/core';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';

export type ChartPoint = { month: string; Revenue: number; Spend: number; Profit: number; 'Net profit'?: number };

const SERIES = [
  { name: 'Revenue', color: 'indigo.6', type: 'bar' as const },
  { name: 'Spend', color: 'orange.6', type: 'bar' as const },
  { name: 'Profit', color: 'teal.7', type: 'line' as const },
];
const NET_SERIES = { name: 'Net profit', color: 'grape.7', type: 'line' as const, strokeDasharray: '5 5' };

/** Bars for revenue and spend, lines for profit and net profit (after expenses and mileage). Its own chunk: recharts stays out of the first load. */
export function MonthlyChart({ data, height = 300 }: { data: ChartPoint[]; height?: number }) {
  const currency = useCurrency();
  const money = (value: number) => formatMoney(value.toFixed(2), currency);
  // A flat line over an axis of $0–$4 says nothing; say it in words.
  if (data.every((point) => point.Revenue === 0 && point.Spend === 0 && point.Profit === 0 && !point['Net profit'])) {
    return (
      <Center h={height}>
        <Text c="dimmed">No sales, purchases or expenses in these months.</Text>
      </Center>
    );
  }
  return (
    <CompositeChart
      h={height}
      data={data}
      dataKey="month"
      series={data.some((point) => point['Net profit'] !== undefined) ? [...SERIES, NET_SERIES] : SERIES}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={money}
      yAxisProps={{
        width: 80,
        tickFormatter: (value: number) => formatMoney(String(value), currency).replace(/\.00$/, ''),
      }}
      maxBarWidth={28}
      // Drawn at once: the bars' and lines' entry animation ran the chart's code frame after frame while the
      // page was still loading, the largest part of the dashboard's main-thread work.
      barProps={{ isAnimationActive: false }}
      lineProps={{ isAnimationActive: false }}
      curveType="monotone"
      role="img"
      aria-label={`Revenue and spend by month as bars, profit and net profit as lines; ${data.length} months`}
    />
  );
}
