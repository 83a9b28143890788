import { useState } from 'react';
import { Anchor, Container, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ScheduleCLine } from '@flipstack/contract';
import { LoadError, loadFailureOf } from '../../components/LoadError.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { downloadCsv, toCsv } from '../../lib/csv-file.ts';
import { notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { CostOfGoodsTable } from './CostOfGoodsTable.tsx';
import { Form1099kTable } from './Form1099kTable.tsx';
import { ReportDownloads } from './ReportDownloads.tsx';
import { ScheduleCTable } from './ScheduleCTable.tsx';
import { api } from '../../lib/api.ts';
import { saveForm1099kGross, saveScheduleCLines, useTaxYear } from './reports-api.ts';
import { TAX_YEAR_CSV_HEADER, taxYearCsvRows } from './tax-year-csv.ts';
import { TAX_YEAR_PARAM, taxYearOf, yearChoices } from './tax-year-range.ts';

/** /reports/tax-year: Schedule C, its cost of goods from the inventory counts, and each marketplace's 1099-K. */
export function TaxYearPage() {
  const timeZone = useSession((session) => session.teamSettings?.time_zone);
  const [chosen, setChosen] = useUrlState(TAX_YEAR_PARAM);
  const year = taxYearOf(chosen, timeZone);
  const report = useTaxYear(year);
  const failure = loadFailureOf(report);
  const [isSaving, setIsSaving] = useState(false);

  const exportCsv = () => {
    if (report.data) downloadCsv(`tax-year-${year}.csv`, toCsv(TAX_YEAR_CSV_HEADER, taxYearCsvRows(report.data)));
  };
  const saving = async (save: () => Promise<void>, done: string) => {
    setIsSaving(true);
    try {
      await save();
      notify.success(done);
    } catch (error) {
      notify.resourceError('updating', 'settings', error);
    } finally {
      setIsSaving(false);
    }
  };
  const move = (name: string, line: ScheduleCLine) => {
    const chosen = report.data?.schedule_c_lines ?? {};
    void saving(() => saveScheduleCLines({ ...chosen, [name]: line }), `${name} moves to line ${line}`);
  };
  const typeGross = (platformId: number, amount: string) => {
    void saving(() => saveForm1099kGross(Number(year), platformId, amount), '1099-K gross saved');
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <PageTitle>Tax year</PageTitle>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Year"
            data={yearChoices(timeZone)}
            value={year}
            allowDeselect={false}
            onChange={(value) => value && setChosen({ year: value })}
            w={120}
          />
          {report.isFetching && <Loader size="sm" mb={8} aria-label="Loading" />}
          <Anchor component={Link} to="/reports" mb={8}>
            Profit and loss by month
          </Anchor>
          <ReportDownloads
            onExportCsv={exportCsv}
            isReady={Boolean(report.data)}
            pdf={{
              fetchPdf: () => api.download('GET /reports/tax-year.pdf', { query: { year } }),
              fileName: `tax-year-${year}.pdf`,
            }}
          />
        </Group>
        {failure ? (
          <LoadError title="The tax year could not be loaded" failure={failure} />
        ) : report.data ? (
          <>
            <Title order={2} size="h3">
              Schedule C
            </Title>
            <ScheduleCTable report={report.data} onMove={move} isSaving={isSaving} />
            <Title order={2} size="h3">
              Cost of goods sold
            </Title>
            <CostOfGoodsTable inventory={report.data.inventory} />
            <Title order={2} size="h3">
              1099-K by marketplace
            </Title>
            <Form1099kTable marketplaces={report.data.marketplaces} onTypeGross={typeGross} />
          </>
        ) : (
          <Text c="dimmed">Loading…</Text>
        )}
        <Text size="sm" c="dimmed">
          {`The year runs from 1 January to 31 December in your team's time zone (${report.data?.time_zone ?? timeZone ?? 'UTC'}). Cost of goods follows from the units held at cost at each year end. Each expense category, sale cost and mileage sits on the line chosen beside it; the choice is kept for your team. A marketplace's 1099-K counts its payments of the calendar year in UTC with the tax and shipping it collected; the steps below it lead to what you booked.`}
        </Text>
      </Stack>
    </Container>
  );
}
