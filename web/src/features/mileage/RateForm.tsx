import { SimpleGrid, TextInput } from '@mantine/core';
import { mileageRates } from '@flipstack/contract';
import { DateInput } from '../../components/resource/DateInputs.tsx';
import { ResourceForm } from '../../components/resource/ResourceForm.tsx';
import type { Loose, RowOf } from '../../lib/resources.ts';

type RateValues = { country: string; starts_on: string | null; rate_per_mile: string; note: string };

type RateFormProps = { row?: Loose<RowOf<typeof mileageRates>>; onClose?: () => void };

/** A rate from a day on, in one country: it values that country's trips until the next rate starts. */
export function RateForm({ row, onClose }: RateFormProps) {
  const initialValues: RateValues = {
    country: row?.country ?? 'US',
    starts_on: row?.starts_on ?? null,
    // "0.7000" as typed: "0.70".
    rate_per_mile: row?.rate_per_mile ? String(Number(row.rate_per_mile)) : '',
    note: row?.note ?? '',
  };
  return (
    <ResourceForm
      contract={mileageRates}
      id={row?.id}
      initialValues={initialValues}
      toInput={(values) => ({ ...values, starts_on: values.starts_on ?? '' })}
      savedPath={() => '/mileage/rates'}
      cancelPath="/mileage/rates"
      onClose={onClose}
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Country"
              required
              maxLength={2}
              description="Two letters: US, GB, CA…"
              data-autofocus
              autoFocus={!row}
              {...form.getInputProps('country')}
            />
            <DateInput label="Starts on" required {...form.getInputProps('starts_on')} />
            <TextInput
              label="Rate per mile"
              required
              inputMode="decimal"
              description="In the team's currency"
              {...form.getInputProps('rate_per_mile')}
            />
          </SimpleGrid>
          <TextInput
            label="Note"
            placeholder="HMRC approved rate, first 10,000 miles"
            {...form.getInputProps('note')}
          />
        </>
      )}
    </ResourceForm>
  );
}
