import { lazy, Suspense, useCallback, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';

const ScanDialog = lazy(() => import('./ScanDialog.tsx'));

type ScanIntoFieldProps = {
  /** What the button says to a screen reader: 'Scan the serial number'. */
  label: string;
  onCode: (code: string) => void;
};

/** A camera button inside a code field (serial, tag): the barcode read becomes the field's value. */
export function ScanIntoField({ label, onCode }: ScanIntoFieldProps) {
  const [isOpen, setIsOpen] = useState(false);
  const read = useCallback(
    (code: string) => {
      setIsOpen(false);
      onCode(code);
    },
    [onCode],
  );
  return (
    <>
      <ActionIcon variant="subtle" size="input-sm" aria-label={label} title={label} onClick={() => setIsOpen(true)}>
        <IconCamera size={18} aria-hidden />
      </ActionIcon>
      {isOpen && (
        <Suspense fallback={null}>
          <ScanDialog onClose={() => setIsOpen(false)} onCode={read} />
        </Suspense>
      )}
    </>
  );
}
