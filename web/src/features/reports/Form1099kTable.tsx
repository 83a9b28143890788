import { Box, Table, TextInput } from '@mantine/core';
import { FORM_1099K_STEPS, type TaxYearMarketplace } from '@flipstack/contract';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';

const NUMERIC = { ta: 'right' as const, style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const } };

type Form1099kTableProps = {
  marketplaces: TaxYearMarketplace[];
  /** Keeps the gross the marketplace's own 1099-K shows ('' to forget it). */
  onTypeGross: (platformId: number, amount: string) => void;
};

/** A column per marketplace: its 1099-K gross, each named difference, the item sales booked, and its own form's gross. */
export function Form1099kTable({ marketplaces, onTypeGross }: Form1099kTableProps) {
  const currency = useCurrency();
  const lines = [
    { key: 'reported_gross', label: 'Reported gross (1099-K)', isTotal: true },
    ...FORM_1099K_STEPS.map((step) => ({ ...step, isTotal: step.key === 'booked_item_sales' })),
    { key: 'gross_receipts', label: 'Gross receipts booked (line 1)', isTotal: false },
  ] as const;
  const typeGross = (market: TaxYearMarketplace, text: string) => {
    const amount = text.replace(/[$,\s]/g, '');
    if (market.platform_id !== null && amount !== (market.form_1099k_gross ?? '')) {
      onTypeGross(market.platform_id, amount);
    }
  };
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
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              Gross on the marketplace&apos;s own 1099-K (box 1a)
            </Table.Th>
            {marketplaces.map((market) => (
              <Table.Td key={market.platform_id ?? 'none'} {...NUMERIC}>
                {market.platform_id !== null && (
                  <TextInput
                    key={market.form_1099k_gross ?? ''}
                    size="xs"
                    aria-label={`Gross on ${market.platform}'s 1099-K`}
                    defaultValue={market.form_1099k_gross ?? ''}
                    inputMode="decimal"
                    placeholder="Type it in"
                    onBlur={(event) => typeGross(market, event.currentTarget.value)}
                    styles={{ input: { textAlign: 'right' } }}
                    miw={100}
                  />
                )}
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr data-testid="form-1099k-unexplained">
            <Table.Th scope="row" fw={400}>
              Not explained by the books
            </Table.Th>
            {marketplaces.map((market) => (
              <Table.Td key={market.platform_id ?? 'none'} {...NUMERIC}>
                {formatMoney(market.unexplained, currency)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Box>
  );
}
