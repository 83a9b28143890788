import { SimpleGrid, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { mileageTrips } from '@flipstack/contract';
import { DateInput } from '../../components/resource/DateInputs.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import type { Loose, RowOf } from '../../lib/resources.ts';

type TripValues = {
  trip_date: string | null;
  purpose: string;
  from_place: string;
  to_place: string;
  miles: string;
  country: string;
};

type TripFormProps = { row?: Loose<RowOf<typeof mileageTrips>>; onClose?: () => void };

/** Create (its own page) and edit (the list's drawer): a trip is valued at its country's rate for its day. */
export function TripForm({ row, onClose }: TripFormProps) {
  const initialValues: TripValues = {
    trip_date: row?.trip_date ?? dayjs().format('YYYY-MM-DD'),
    purpose: row?.purpose ?? '',
    from_place: row?.from_place ?? '',
    to_place: row?.to_place ?? '',
    miles: row?.miles ?? '',
    country: row?.country ?? 'US',
  };
  return (
    <ResourceForm
      contract={mileageTrips}
      id={row?.id}
      initialValues={initialValues}
      toInput={(values) => ({ ...values, trip_date: values.trip_date ?? '' })}
      savedPath={() => '/mileage'}
      cancelPath="/mileage"
      onClose={onClose}
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateInput label="Date" required {...form.getInputProps('trip_date')} />
            <TextInput
              label="Miles (round trip)"
              required
              inputMode="decimal"
              description="There and back, one decimal at most"
              {...form.getInputProps('miles')}
            />
          </SimpleGrid>
          <TextInput
            label="Purpose"
            required
            data-autofocus
            autoFocus={!row}
            placeholder="Sourcing at the Saturday flea market"
            {...form.getInputProps('purpose')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="From" {...form.getInputProps('from_place')} />
            <TextInput label="To" {...form.getInputProps('to_place')} />
          </SimpleGrid>
          <TextInput
            label="Country"
            description="Whose rate values the trip (two letters, e.g. US); rates are under Mileage rates"
            maxLength={2}
            w={{ base: '100%', xs: 260 }}
            {...form.getInputProps('country')}
          />
        </>
      )}
    </ResourceForm>
  );
}
