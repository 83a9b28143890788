import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react';
import type { JournalFormat } from '@flipstack/contract';
import { api } from '../../lib/api.ts';
import { downloadBlob } from '../../lib/csv-file.ts';
import { notify } from '../../lib/notify.ts';
import type { MonthRange } from './reports-api.ts';

const PROGRAMS: readonly { format: JournalFormat; label: string }[] = [
  { format: 'quickbooks', label: 'QuickBooks Online' },
  { format: 'xero', label: 'Xero' },
];

/** Downloads the period's balanced journal as the import file of the accounting program picked. */
export function JournalExportMenu({ range }: { range: MonthRange }) {
  const [isLoading, setIsLoading] = useState(false);
  const download = async (format: JournalFormat) => {
    setIsLoading(true);
    try {
      const file = await api.download('GET /reports/journal', { query: { ...range, format } });
      downloadBlob(`journal-${range.from}-${range.to}-${format}.csv`, file);
    } catch (error) {
      notify.resourceError('fetching', 'journal', error);
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={isLoading}
        >
          Export journal
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Journal entries for</Menu.Label>
        {PROGRAMS.map(({ format, label }) => (
          <Menu.Item key={format} onClick={() => void download(format)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
