import { Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadError, loadFailureOf } from '../../components/LoadError.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useSession } from '../../lib/session.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { downloadCsv, toCsv } from '../../lib/csv-file.ts';
import { ProfitAndLossTable } from './ProfitAndLossTable.tsx';
import { profitAndLossCsv } from './profit-and-loss-lines.ts';
import { REPORT_RANGE, rangePresets, reportRange } from './report-range.ts';
import { useProfitAndLoss } from './reports-api.ts';
import { MonthRangeInputs } from '../../components/MonthRangeInputs.tsx';

/** /reports: the profit and loss statement of whole months in the team's time zone, with its CSV. */
export function ReportsPage() {
  const timeZone = useSession((session) => session.teamSettings?.time_zone);
  const [chosen, setChosen] = useUrlState(REPORT_RANGE);
  const range = reportRange(chosen, timeZone);
  const report = useProfitAndLoss(range);
  const failure = loadFailureOf(report);
  const exportCsv = () => {
    if (!report.data) return;
    const { header, rows } = profitAndLossCsv(report.data);
    downloadCsv(`profit-and-loss-${range.from}-${range.to}.csv`, toCsv(header, rows));
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <PageTitle>Reports</PageTitle>
        <Title order={2} size="h3">
          Profit and loss
        </Title>
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
          {report.isFetching && <Loader size="sm" mb={8} aria-label="Loading" />}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={exportCsv}
            disabled={!report.data}
            ml={{ base: 0, sm: 'auto' }}
          >
            Export CSV
          </Button>
        </Group>
        {failure ? (
          <LoadError title="The report could not be loaded" failure={failure} />
        ) : report.data ? (
          <ProfitAndLossTable report={report.data} />
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
