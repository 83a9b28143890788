import '@mantine/dates/styles.css';
import {
  DateInput as MantineDateInput,
  DateTimePicker,
  type DateInputProps as MantineDateInputProps,
  type DateTimePickerProps,
} from '@mantine/dates';
import dayjs from 'dayjs';

type IsoProps = { value?: string | null; onChange?: (value: string | null) => void };
/** The date-time picker is a button: its placeholder is text and must pass AA (the theme's dimmed does). */
const PLACEHOLDER_STYLES = { placeholder: { color: 'var(--mantine-color-dimmed)' } };
const local = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

/** A date and time picked in local time, handed on as ISO 8601 in UTC ("2026-11-21T09:30:00.000Z"); `min` (ISO) greys out what comes before. */
export function DateTimeInput({
  value,
  onChange,
  min,
  ...props
}: Omit<DateTimePickerProps, 'value' | 'onChange' | 'defaultValue' | 'minDate'> &
  IsoProps & { min?: string | null | undefined }) {
  return (
    <DateTimePicker
      valueFormat="DD MMM YYYY HH:mm"
      clearable={!props.required}
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      styles={PLACEHOLDER_STYLES}
      // The time fields and the check button carry no names of their own.
      timePickerProps={{ hoursInputLabel: 'Hours', minutesInputLabel: 'Minutes' }}
      submitButtonProps={{ 'aria-label': 'Done' }}
      minDate={min ? local(min) : undefined}
      value={value ? local(value) : null}
      onChange={(picked) => onChange?.(picked ? dayjs(picked).toISOString() : null)}
      {...props}
    />
  );
}

/** A calendar date, handed on as ISO 8601 "YYYY-MM-DD". */
export function DateInput({
  value,
  onChange,
  ...props
}: Omit<MantineDateInputProps, 'value' | 'onChange' | 'defaultValue'> & IsoProps) {
  return (
    <MantineDateInput
      valueFormat="DD MMM YYYY"
      clearable={!props.required}
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      value={value ? dayjs(value).format('YYYY-MM-DD') : null}
      onChange={(picked) => onChange?.(picked ? dayjs(picked).format('YYYY-MM-DD') : null)}
      {...props}
    />
  );
}
