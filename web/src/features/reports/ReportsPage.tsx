import { Anchor, Button, Container, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError, loadFailureOf } from '../../components/LoadError.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useSession } from '../../lib/session.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { downloadCsv, toCsv } from '../../lib/csv-file.ts';
import { JournalExportMenu } from './JournalExportMenu.tsx';
import { ReportDownloads } from './ReportDownloads.tsx';
import { ProfitAndLossTable } from './ProfitAndLossTable.tsx';
import { profitAndLossCsv } from './profit-and-loss-lines.ts';
import { groupOf } from './report-period.ts';
import { REPORT_RANGE, rangePresets, reportQuery } from './report-range.ts';
import { api } from '../../lib/api.ts';
import { useProfitAndLoss } from './reports-api.ts';
import { MonthRangeInputs } from '../../components/MonthRangeInputs.tsx';

/** /reports: the profit and loss statement of whole months in the team's time zone, with its CSV. */
export function ReportsPage() {
  const timeZone = useSession((session) => session.teamSettings?.time_zone);
  const [chosen, setChosen] = useUrlState(REPORT_RANGE);
  const range = reportQuery(chosen, timeZone);
  const group = groupOf(chosen.group);
  const report = useProfitAndLoss(range);
  const failure = loadFailureOf(report);
  const fileStem = `profit-and-loss-${range.from}-${range.to}${group === 'month' ? '' : `-by-${group}`}`;
  const exportCsv = () => {
    if (!report.data) return;
    const { header, rows } = profitAndLossCsv(report.data, group);
    downloadCsv(`${fileStem}.csv`, toCsv(header, rows));
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <PageTitle>Reports</PageTitle>
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3">
            Profit and loss
          </Title>
          <Anchor component={Link} to="/reports/tax-year">
            Tax year: Schedule C and 1099-K
          </Anchor>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Months">
          <MonthRangeInputs from={range.from} to={range.to} onChange={setChosen} />
          {rangePresets(timeZone).map((preset) => (
            <Button
              key={preset.label}
              variant={preset.range.from === range.from && preset.range.to === range.to ? 'filled' : 'default'}
              onClick={() => setChosen(preset.range)}
            >
              {preset.label}
            </Button>
          ))}
          <SegmentedControl
            aria-label="Columns"
            data={[
              { value: 'month', label: 'Months' },
              { value: 'quarter', label: 'Quarters' },
              { value: 'year', label: 'Years' },
            ]}
            value={group}
            onChange={(value) => setChosen({ group: value === 'month' ? undefined : value })}
          />
          {report.isFetching && <Loader size="sm" mb={8} aria-label="Loading" />}
          <ReportDownloads
            onExportCsv={exportCsv}
            isReady={Boolean(report.data)}
            pdf={{
              fetchPdf: () => api.download('GET /reports/profit-and-loss.pdf', { query: range }),
              fileName: `${fileStem}.pdf`,
            }}
          >
            <JournalExportMenu range={{ from: range.from, to: range.to }} />
          </ReportDownloads>
        </Group>
        {failure ? (
          <LoadError title="The report could not be loaded" failure={failure} />
        ) : report.data ? (
          <ProfitAndLossTable report={report.data} group={group} />
        ) : (
          <Text c="dimmed">Loading…</Text>
        )}
        <Text size="sm" c="dimmed">
          {`Months in your team's time zone (${report.data?.time_zone ?? timeZone ?? 'UTC'}). Sales count in the month they were sold, with their refunds; expenses, fees and other income come from `}
          <Anchor component={Link} to="/transactions" inherit>
            Transactions
          </Anchor>
          {' and mileage from your '}
          <Anchor component={Link} to="/mileage" inherit>
            trips
          </Anchor>
          {
            ' at the rate of their day. Net profit is the profit from sales and other income, less expenses and mileage.'
          }
        </Text>
      </Stack>
    </Container>
  );
}
