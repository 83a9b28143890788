import { SegmentedControl } from '@mantine/core';
import type { DarkMode } from '@flipstack/contract';
import { notify } from '../../lib/notify.ts';
import { selectDarkMode, useSession } from '../../lib/session.ts';
import { saveDarkMode } from './settings-api.ts';
import classes from './ThemeControl.module.css';

/** Spec section 9: the three theme options, in this order. */
const THEME_OPTIONS: { value: DarkMode; label: string }[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
];

type ThemeControlProps = { isFullWidth?: boolean };

export function ThemeControl({ isFullWidth = false }: ThemeControlProps) {
  const darkMode = useSession(selectDarkMode);
  const onChange = (value: string) => {
    saveDarkMode(value as DarkMode).catch((error: unknown) => notify.resourceError('updating', 'settings', error));
  };
  return (
    <SegmentedControl
      aria-label="Theme"
      size="xs"
      fullWidth={isFullWidth}
      data={THEME_OPTIONS}
      value={darkMode}
      onChange={onChange}
      classNames={{ input: classes.input }}
    />
  );
}
