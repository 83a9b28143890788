import { Alert, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/format.ts';
import { useEbayOrderFailures } from './ebay-api.ts';

/** The orders the sync could not finish, each with its reason and next try; nothing when there are none. */
export function EbayOrderFailures() {
  const failures = useEbayOrderFailures();
  const { rows = [], total = 0 } = failures.data ?? {};
  if (total === 0) return null;
  return (
    <Alert color="orange" title={`${total} ${total === 1 ? 'order' : 'orders'} could not be synced`}>
      <Text size="sm" mb="xs">
        The other orders went on. Each one below is asked of eBay again by itself at its next try.
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table fz="sm" aria-label="eBay orders that could not be synced">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Tries</Table.Th>
              <Table.Th>Next try</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.order_id}>
                <Table.Td>{row.order_id}</Table.Td>
                <Table.Td>{row.account_name}</Table.Td>
                <Table.Td>{row.reason}</Table.Td>
                <Table.Td>{row.attempts}</Table.Td>
                <Table.Td>{formatDateTime(row.retry_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  );
}
