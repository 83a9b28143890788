import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPrinter } from '@tabler/icons-react';
import { LABEL_LAYOUT_NAMES, LABEL_LAYOUTS } from '@flipstack/contract';
import { usePrintLabels } from './labels-api.ts';

type PrintLabelsButtonProps = {
  /** The items, in label order. */
  ids: number[];
  /** 'Print label', 'Print labels (3)'. */
  label: string;
  variant?: 'default' | 'filled' | 'light';
};

/** Downloads a PDF of the items' labels in the layout picked from its menu. */
export function PrintLabelsButton({ ids, label, variant = 'default' }: PrintLabelsButtonProps) {
  const print = usePrintLabels();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant={variant}
          disabled={ids.length === 0}
          loading={print.isPending}
          leftSection={<IconPrinter size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LABEL_LAYOUTS.map((layout) => (
          <Menu.Item key={layout} onClick={() => print.mutate({ ids, layout })}>
            {LABEL_LAYOUT_NAMES[layout]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
