import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { api, type Query } from '../../lib/api.ts';
import { downloadBlob } from '../../lib/csv-file.ts';
import { notify } from '../../lib/notify.ts';

type PdfButtonProps = { path: string; query: Query; fileName: string; disabled?: boolean };

/** Downloads a report's PDF, drawn by the server from the same figures as the screen. */
export function PdfButton({ path, query, fileName, disabled }: PdfButtonProps) {
  const [isLoading, setIsLoading] = useState(false);
  const download = async () => {
    setIsLoading(true);
    try {
      downloadBlob(fileName, await api.get<Blob>(path, { query, responseType: 'blob' }));
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
