import { useState } from 'react';
import { Alert, Button, Loader, Popover, Table, Text } from '@mantine/core';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { useEbayOrderPayout } from './ebay-api.ts';

/** "eBay pays": the order's payout from eBay's Finances against what its sale books, part by part, each difference named. */
export function OrderPayout({ id, orderId }: { id: number; orderId: string }) {
  const [opened, setOpened] = useState(false);
  const payout = useEbayOrderPayout(id, opened);
  const currency = useCurrency();
  const money = (value: string) => formatMoney(value, currency);
  const data = payout.data;
  return (
    <Popover opened={opened} onChange={setOpened} width={460} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button variant="subtle" size="compact-xs" onClick={() => setOpened((open) => !open)}>
          eBay pays vs booked
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {!data ? (
          <Loader size="sm" aria-label="Loading what eBay pays" />
        ) : (
          <>
            <Table fz="sm" aria-label={`What eBay pays for ${orderId} and what Flipstack books`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th ta="right">eBay pays</Table.Th>
                  <Table.Th ta="right">Flipstack books</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.parts.map((part) => (
                  <Table.Tr key={part.part}>
                    <Table.Td>{part.label}</Table.Td>
                    <Table.Td ta="right">{money(part.ebay)}</Table.Td>
                    <Table.Td ta="right" c={part.reason ? 'orange' : undefined}>
                      {money(part.booked)}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr fw={600}>
                  <Table.Td>Total</Table.Td>
                  <Table.Td ta="right">{money(data.ebay_pays)}</Table.Td>
                  <Table.Td ta="right">{money(data.flipstack_books)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {data.parts.some((part) => part.reason) ? (
              <Alert color="orange" mt="xs" p="xs" title={`Differs by ${money(data.difference)}`}>
                {data.parts
                  .filter((part) => part.reason)
                  .map((part) => (
                    <Text size="xs" key={part.part}>
                      {part.label}: {money(part.difference)}. {part.reason}
                    </Text>
                  ))}
              </Alert>
            ) : (
              <Text size="xs" c="dimmed" mt="xs">
                Flipstack books what eBay pays, to the cent.
              </Text>
            )}
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
