import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';

type FormDrawerProps = { title: string; onClose: () => void; children: ReactNode };

/** The form's first field a person can type in or pick from. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/** Marks the first field as the one the drawer focuses: called as the form enters the page, before that focus. */
const markFirstField = (node: HTMLDivElement | null) =>
  node?.querySelector(FIRST_FIELD)?.setAttribute('data-autofocus', '');

/**
 * A form over the current screen: editing a brand from its list, adding an item to a purchase. It opens with
 * the cursor in its first field. The drawer moves the focus into itself a moment after it opens, and by
 * default onto its close button: on a slow device a person already typing in the first field had it taken
 * away, and a picker closed with what was typed.
 */
export function FormDrawer({ title, onClose, children }: FormDrawerProps) {
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={title}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <div ref={markFirstField}>{children}</div>
    </Drawer>
  );
}
