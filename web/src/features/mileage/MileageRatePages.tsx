import { Text } from '@mantine/core';
import { mileageRates } from '@flipstack/contract';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import { formatDay } from '../../lib/format.ts';
import { RateForm } from './RateForm.tsx';
import { perMile } from './per-mile.ts';

/** /mileage/rates: what a mile is worth from each start day, per country (the IRS rates come filled in). */
export function MileageRatesPage() {
  return (
    <ListPage title="Mileage rates" create={{ to: '/mileage/rates/create', label: 'New rate' }}>
      <Text size="sm" c="dimmed">
        A trip is valued at the rate of its country that started last on or before its date. The IRS standard business
        rates for 2024 and 2025 come filled in; add next year&apos;s when it is published, or another country&apos;s.
      </Text>
      <ResourceTable
        contract={mileageRates}
        columns={[
          { accessor: 'country', title: 'Country' },
          { accessor: 'starts_on', title: 'Starts on', render: (row) => formatDay(row.starts_on) },
          {
            accessor: 'rate_per_mile',
            title: 'Rate per mile',
            textAlign: 'right',
            render: (row) => perMile(row.rate_per_mile),
          },
          { accessor: 'note', title: 'Note', sortable: false },
        ]}
        editForm={(row, close) => <RateForm row={row} onClose={close} />}
      />
    </ListPage>
  );
}

export function MileageRateCreatePage() {
  return (
    <FormPage title="New mileage rate" back={{ to: '/mileage/rates', label: 'Mileage rates' }}>
      <RateForm />
    </FormPage>
  );
}
