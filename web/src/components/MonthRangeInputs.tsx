import { TextInput } from '@mantine/core';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type MonthRangeInputsProps = {
  from: string;
  to: string;
  /** Called with a whole month only ('2026-03'); a month being typed or cleared is not passed on. */
  onChange: (change: { from?: string; to?: string }) => void;
};

/** "From month" and "To month" of a report's range (YYYY-MM). */
export function MonthRangeInputs({ from, to, onChange }: MonthRangeInputsProps) {
  const set = (key: 'from' | 'to', value: string) => MONTH.test(value) && onChange({ [key]: value });
  return (
    <>
      <TextInput
        type="month"
        label="From month"
        value={from}
        onChange={(event) => set('from', event.currentTarget.value)}
        w={{ base: '100%', xs: 170 }}
      />
      <TextInput
        type="month"
        label="To month"
        value={to}
        onChange={(event) => set('to', event.currentTarget.value)}
        w={{ base: '100%', xs: 170 }}
      />
    </>
  );
}
