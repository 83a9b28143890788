import { lazy, Suspense, useCallback, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';

// The dialog and its decoder load on the first scan only.
const ScanDialog = lazy(() => import('./ScanDialog.tsx'));

type ScanButtonProps = {
  /** Called with the item a scanned code names; the dialog closes first. */
  onItem: (id: number) => void;
  label?: string;
  size?: 'sm' | 'md' | 'input-sm';
  variant?: 'subtle' | 'default';
};

/** A camera button that reads a tag barcode, a serial barcode or a label's QR code. */
export function ScanButton({ onItem, label = 'Scan a barcode', size = 'md', variant = 'subtle' }: ScanButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const found = useCallback(
    (id: number) => {
      setIsOpen(false);
      onItem(id);
    },
    [onItem],
  );
  return (
    <>
      {/* A title, not a Tooltip: the header's chunk stays free of the popover library. */}
      <ActionIcon variant={variant} size={size} aria-label={label} title={label} onClick={() => setIsOpen(true)}>
        <IconCamera size={18} aria-hidden />
      </ActionIcon>
      {isOpen && (
        <Suspense fallback={null}>
          <ScanDialog onClose={() => setIsOpen(false)} onItem={found} />
        </Suspense>
      )}
    </>
  );
}
