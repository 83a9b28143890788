import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PdfButton, type PdfDownload } from './PdfButton.tsx';

type ReportDownloadsProps = {
  onExportCsv: () => void;
  isReady: boolean;
  pdf: PdfDownload;
  /** More downloads of the report, after these two. */
  children?: ReactNode;
};

/** A report's Export CSV and Download PDF, at the end of its toolbar. */
export function ReportDownloads({ onExportCsv, isReady, pdf, children }: ReportDownloadsProps) {
  return (
    <Group gap="sm" ml={{ base: 0, sm: 'auto' }}>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={onExportCsv}
        disabled={!isReady}
      >
        Export CSV
      </Button>
      <PdfButton {...pdf} />
      {children}
    </Group>
  );
}
