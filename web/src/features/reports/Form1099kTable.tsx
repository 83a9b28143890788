import { Box, Table } from '@mantine/core';
import { FORM_1099K_STEPS, type TaxYearMarketplace } from '@flipstack/contract';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';

const NUMERIC = { ta: 'right' as const, style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const } };

/** A column per marketplace: its 1099-K gross, each named difference, the item sales booked. */
export function Form1099kTable({ marketplaces }: { marketplaces: TaxYearMarketplace[] }) {
  const currency = useCurrency();
  const lines = [
    { key: 'reported_gross', label: 'Reported gross (1099-K)', isTotal: true },
    ...FORM_1099K_STEPS.map((step) => ({ ...step, isTotal: step.key === 'booked_item_sales' })),
    { key: 'gross_receipts', label: 'Gross receipts booked (line 1)', isTotal: false },
  ] as const;
  return (
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="1099-K by marketplace">
      <Table withTableBorder aria-label="1099-K reconciliation">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            {marketplaces.map((market) => (
              <Table.Th key={market.platform_id ?? 'none'} {...NUMERIC}>
                {market.platform}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key} fw={line.isTotal ? 700 : undefined} data-testid={`form-1099k-${line.key}`}>
              <Table.Th scope="row" fw={line.isTotal ? 700 : 400}>
                {line.label}
              </Table.Th>
              {marketplaces.map((market) => (
                <Table.Td key={market.platform_id ?? 'none'} {...NUMERIC}>
                  {formatMoney(market[line.key], currency)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
