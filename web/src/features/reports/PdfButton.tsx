import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { downloadBlob } from '../../lib/csv-file.ts';
import { notify } from '../../lib/notify.ts';

/** `fetchPdf` asks for the report's declared PDF call (`api.download`). */
export type PdfDownload = { fetchPdf: () => Promise<Blob>; fileName: string };
type PdfButtonProps = PdfDownload & { disabled?: boolean };

/** Downloads a report's PDF, drawn by the server from the same figures as the screen. */
export function PdfButton({ fetchPdf, fileName, disabled }: PdfButtonProps) {
  const [isLoading, setIsLoading] = useState(false);
  const download = async () => {
    setIsLoading(true);
    try {
      downloadBlob(fileName, await fetchPdf());
    } catch (error) {
      notify.resourceError('fetching', 'PDF', error);
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      onClick={() => void download()}
      loading={isLoading}
      disabled={disabled}
    >
      Download PDF
    </Button>
  );
}
