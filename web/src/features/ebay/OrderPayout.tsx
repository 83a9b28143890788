import { useState } from 'react';
import { Alert, Button, Loader, Popover, Table, Text } from '@mantine/core';
import { formatMoney } from '../../lib/money.ts';
import { useEbayOrderPayout } from './ebay-api.ts';

/** "eBay pays": the order's payout from eBay's Finances against what its sale books, part by part, each difference named. */
export function OrderPayout({ id, orderId }: { id: number; orderId: string }) {
  const [opened, setOpened] = useState(false);
  const payout = useEbayOrderPayout(id, opened);
  const data = payout.data;
  // eBay's currency, not the team's: these are eBay's figures.
  const money = (value: string) => formatMoney(value, data?.currency ?? 'USD');
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width="min(460px, calc(100vw - 24px))"
      position="bottom-end"
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-xs"
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
          // Mantine closes on Escape only from inside the dropdown; focus stays on this button.
          onKeyDown={(event) => event.key === 'Escape' && setOpened(false)}
        >
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
