import { useEffect } from 'react';
import { Anchor, createTheme, type CSSVariablesResolver, type MantineColorSchemeManager } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DarkMode } from '@flipstack/contract';

export type ColorScheme = 'light' | 'dark';

// Shades picked for WCAG AA: white on indigo-7 is 5.0:1, indigo-4 on the dark body 5.2:1.
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1, axe link-in-text-block).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Mantine keeps every closed picker's options in the page (hidden), each placed again on every render:
    // a screen of filters rendered and positioned a hundred options nobody opened. Made when opened instead.
    // (A plain object, not Combobox.extend, which would bring the picker's code into the first load.)
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/** Mantine's dimmed and error colours fall under 4.5:1; these shades pass in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});

/** The session store owns the scheme (dark_mode setting); Mantine must not keep its own copy. */
export const colorSchemeManager: MantineColorSchemeManager = {
  get: (defaultValue) => defaultValue,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** auto follows the system preference live (a matchMedia change listener); dark and light are fixed. */
export function useResolvedColorScheme(mode: DarkMode): ColorScheme {
  const isSystemDark = useMediaQuery(SYSTEM_DARK_QUERY, undefined, { getInitialValueInEffect: false });
  if (mode === 'auto') return isSystemDark ? 'dark' : 'light';
  return mode;
}

/** In dark, the page body and the root element get the `dark` class (spec section 4). */
export function useDarkClass(scheme: ColorScheme): void {
  useEffect(() => {
    const isDark = scheme === 'dark';
    document.body.classList.toggle('dark', isDark);
    document.getElementById('root')?.classList.toggle('dark', isDark);
  }, [scheme]);
}
