import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';

type FormDrawerProps = { title: string; onClose: () => void; children: ReactNode };

/** A form over the current screen: editing a brand from its list, adding an item to a purchase. */
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
      {children}
    </Drawer>
  );
}
