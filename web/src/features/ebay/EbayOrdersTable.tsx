import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EbayOrderRow } from '@flipstack/contract';
import { formatDateTime, useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { MatchLine } from './MatchLine.tsx';
import { OrderPayout } from './OrderPayout.tsx';

function OrderStatus({ order }: { order: EbayOrderRow }) {
  if (order.cancel_state === 'CANCELED')
    return (
      <Badge variant="dot" color="gray">
        Cancelled
      </Badge>
    );
  if (order.lines.some((line) => line.inventory_item === null))
    return (
      <Badge variant="dot" color="orange">
        To match
      </Badge>
    );
  const shipped = order.fulfillment_status === 'FULFILLED';
  return (
    <Badge variant="dot" color={shipped ? 'teal' : 'indigo'}>
      {shipped ? 'Shipped' : 'Sold'}
    </Badge>
  );
}

const itemName = (item: NonNullable<EbayOrderRow['lines'][number]['inventory_item']>) =>
  [item.serial_number ?? item.tag_number ?? `#${item.id}`, item.product_name].filter(Boolean).join(' · ');

/** Imported orders: status, buyer, money, each line's item (or the control to match it) and the sale. */
export function EbayOrdersTable({ rows }: { rows: EbayOrderRow[] }) {
  const currency = useCurrency();
  const money = (value: string) => formatMoney(value, currency);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" aria-label="eBay orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Buyer</Table.Th>
            <Table.Th>Items</Table.Th>
            <Table.Th ta="right">Subtotal</Table.Th>
            <Table.Th ta="right">Shipping</Table.Th>
            <Table.Th ta="right">Tax</Table.Th>
            <Table.Th ta="right">eBay fees</Table.Th>
            <Table.Th>Sale</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {order.order_id}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(order.created_on_ebay_at)} · {order.account_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <OrderStatus order={order} />
              </Table.Td>
              <Table.Td>{order.buyer_username ?? '—'}</Table.Td>
              <Table.Td>
                <Stack gap={6}>
                  {order.lines.map((line) => (
                    <div key={line.id}>
                      <Text size="sm">
                        {line.title}
                        {line.quantity > 1 ? ` (unit ${line.unit} of ${line.quantity})` : ''}
                      </Text>
                      {line.variation ? (
                        <Text size="xs" c="dimmed">
                          {line.variation}
                        </Text>
                      ) : null}
                      {line.inventory_item ? (
                        <Anchor component={Link} to={`/inventory/${line.inventory_item.id}`} size="xs">
                          {itemName(line.inventory_item)}
                        </Anchor>
                      ) : order.cancel_state === 'CANCELED' ? null : (
                        <>
                          <Text size="xs" c="dimmed">
                            SKU {line.sku || '—'} · eBay item {line.legacy_item_id ?? '—'}
                          </Text>
                          <MatchLine lineId={line.id} title={line.title} />
                        </>
                      )}
                    </div>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{money(order.subtotal)}</Table.Td>
              <Table.Td ta="right">{money(order.shipping)}</Table.Td>
              <Table.Td ta="right">{money(order.taxes)}</Table.Td>
              <Table.Td ta="right">{money(order.marketplace_fee)}</Table.Td>
              <Table.Td>
                {order.sale_id ? (
                  <Stack gap={2} align="flex-start">
                    <Anchor component={Link} to={`/sales/${order.sale_id}`}>
                      Sale #{order.sale_id}
                    </Anchor>
                    <OrderPayout id={order.id} orderId={order.order_id} />
                  </Stack>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
