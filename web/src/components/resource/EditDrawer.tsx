import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { capitalize, type AnyContract } from '../../lib/resources.ts';

type EditDrawerProps = { contract: AnyContract; opened: boolean; onClose: () => void; children: ReactNode };

/** The edit screen of a resource the spec gives no record route (brands, categories, platforms, accounts). */
export function EditDrawer({ contract, opened, onClose, children }: EditDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={`Edit ${contract.label}`}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': `Close ${capitalize(contract.label)} editor` }}
    >
      {children}
    </Drawer>
  );
}
