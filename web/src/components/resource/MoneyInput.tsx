import type { FocusEvent } from 'react';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useCurrency } from '../../lib/format.ts';
import { currencySymbol, normalizeMoneyText } from '../../lib/money.ts';

type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value?: string | null;
  onChange?: (value: string) => void;
};

/** An amount in the team currency, kept as the string the API takes; "12.3" becomes "12.30" on leaving the field. */
export function MoneyInput({ value, onChange, onBlur, ...props }: MoneyInputProps) {
  const symbol = currencySymbol(useCurrency());
  const text = value ?? '';
  const onLeave = (event: FocusEvent<HTMLInputElement>) => {
    const normalized = normalizeMoneyText(text);
    if (normalized !== text) onChange?.(normalized);
    onBlur?.(event);
  };
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection={
        <Text size="sm" c="dimmed" aria-hidden>
          {symbol}
        </Text>
      }
      leftSectionWidth={Math.max(32, symbol.length * 10 + 16)}
      leftSectionPointerEvents="none"
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      value={text}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      onBlur={onLeave}
      {...props}
    />
  );
}
