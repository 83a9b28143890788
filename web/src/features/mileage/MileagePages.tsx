import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { mileageTrips } from '@flipstack/contract';
import { moneyColumn } from '../../components/resource/columns.tsx';
import { FormPage } from '../../components/resource/FormPage.tsx';
import { ListPage } from '../../components/resource/ListPage.tsx';
import { ResourceTable } from '../../components/resource/ResourceTable.tsx';
import { formatDay, useCurrency } from '../../lib/format.ts';
import { TripForm } from './TripForm.tsx';
import { perMile } from './per-mile.ts';

/** /mileage: the team's business trips, each valued at the rate of its day. */
export function MileagePage() {
  const currency = useCurrency();
  return (
    <ListPage title="Mileage" create={{ to: '/mileage/create', label: 'New trip' }}>
      <Button component={Link} to="/mileage/rates" variant="default" w="fit-content">
        Mileage rates
      </Button>
      <ResourceTable
        contract={mileageTrips}
        columns={[
          { accessor: 'trip_date', title: 'Date', render: (row) => formatDay(row.trip_date) },
          { accessor: 'purpose', title: 'Purpose' },
          { accessor: 'from_place', title: 'From', sortable: false },
          { accessor: 'to_place', title: 'To', sortable: false },
          { accessor: 'miles', title: 'Miles', textAlign: 'right' },
          {
            accessor: 'rate_per_mile',
            title: 'Rate',
            sortable: false,
            textAlign: 'right',
            render: (row) =>
              row.rate_per_mile ? `${perMile(row.rate_per_mile)} / mi · ${row.country}` : `No ${row.country} rate`,
          },
          moneyColumn('amount', 'Value', currency),
        ]}
        editForm={(row, close) => <TripForm row={row} onClose={close} />}
      />
    </ListPage>
  );
}

export function TripCreatePage() {
  return (
    <FormPage title="New trip" back={{ to: '/mileage', label: 'Mileage' }}>
      <TripForm />
    </FormPage>
  );
}
