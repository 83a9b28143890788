import { lazy, Suspense, useCallback, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';

// The dialog and its decoder load on the first scan only.
const ScanDialog = lazy(() => import('./ScanDialog.tsx'));

type ScanButtonProps = {
  label?: string;
  size?: 'sm' | 'md' | 'input-sm';
  variant?: 'subtle' | 'default';
} & (
  | {
      /** Called with the item a scanned code names; the dialog closes first. */
      onItem: (id: number) => void;
      onCode?: never;
    }
  | {
      /** Called with the code itself (a serial or tag field's value); the dialog closes first. */
      onCode: (code: string) => void;
      onItem?: never;
    }
);

/** A camera button that reads a tag barcode, a serial barcode or a label's QR code. */
export function ScanButton({
  onItem,
  onCode,
  label = 'Scan a barcode',
  size = 'md',
  variant = 'subtle',
}: ScanButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const foundItem = useCallback(
    (id: number) => {
      setIsOpen(false);
      onItem?.(id);
    },
    [onItem],
  );
  const readCode = useCallback(
    (code: string) => {
      setIsOpen(false);
      onCode?.(code);
    },
    [onCode],
  );
  return (
    <>
      {/* A title, not a Tooltip: the header's chunk stays free of the popover library. */}
      <ActionIcon variant={variant} size={size} aria-label={label} title={label} onClick={() => setIsOpen(true)}>
        <IconCamera size={18} aria-hidden />
      </ActionIcon>
      {isOpen && (
        <Suspense fallback={null}>
          {onCode ? (
            <ScanDialog onClose={() => setIsOpen(false)} onCode={readCode} />
          ) : (
            <ScanDialog onClose={() => setIsOpen(false)} onItem={foundItem} />
          )}
        </Suspense>
      )}
    </>
  );
}
