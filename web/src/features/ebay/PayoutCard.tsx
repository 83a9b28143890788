import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EbayPayout, EbayPayoutTransaction } from '@flipstack/contract';
import { formatDateTime, formatDay } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { useEbayPayoutDetail } from './payouts-api.ts';

const STATUS_COLORS: Record<string, string> = {
  SUCCEEDED: 'teal',
  INITIATED: 'indigo',
  RETRYABLE_FAILED: 'orange',
  TERMINAL_FAILED: 'red',
  REVERSED: 'red',
};
const STATUS_LABELS: Record<string, string> = {
  SUCCEEDED: 'Sent',
  INITIATED: 'Preparing',
  RETRYABLE_FAILED: 'Failed, retrying',
  TERMINAL_FAILED: 'Failed',
  REVERSED: 'Reversed',
};
const TYPE_LABELS: Record<string, string> = {
  SALE: 'Sale',
  REFUND: 'Refund',
  CREDIT: 'Credit',
  SHIPPING_LABEL: 'Shipping label',
  NON_SALE_CHARGE: 'Charge',
  DISPUTE: 'Dispute',
  TRANSFER: 'Transfer',
};

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

function TransactionLine({ transaction, money }: { transaction: EbayPayoutTransaction; money: (v: string) => string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={0} miw={0}>
        <Text size="sm">
          {TYPE_LABELS[transaction.transaction_type] ?? transaction.transaction_type}
          {transaction.fee_type ? ` (${transaction.fee_type.toLowerCase().replaceAll('_', ' ')})` : ''}
          {transaction.order_id ? ` · ${transaction.order_id}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(transaction.transaction_date)}
        </Text>
        {transaction.sale_id ? (
          <Anchor component={Link} to={`/sales/${transaction.sale_id}`} size="xs">
            Sale #{transaction.sale_id}
          </Anchor>
        ) : null}
        {transaction.reason ? (
          <Text size="xs" fw={500}>
            {transaction.reason}
          </Text>
        ) : null}
      </Stack>
      <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
        {money(transaction.amount)}
      </Text>
    </Group>
  );
}

/** One payout: its day, status and figures, its flags, and on demand its transactions with their sales. */
export function PayoutCard({ payout }: { payout: EbayPayout }) {
  const [opened, setOpened] = useState(false);
  const detail = useEbayPayoutDetail(payout.id, opened);
  // eBay's currency, not the team's: these are eBay's figures.
  const money = (value: string) => formatMoney(value, payout.currency);
  const isFlagged = payout.flags.length > 0;
  return (
    <Paper withBorder p="md" component="article" aria-label={`Payout ${payout.payout_id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{formatDay(payout.payout_day)}</Text>
            <Badge variant="dot" color={STATUS_COLORS[payout.status] ?? 'gray'}>
              {STATUS_LABELS[payout.status] ?? payout.status}
            </Badge>
            <Badge color={isFlagged ? 'orange' : 'teal'} variant="dot">
              {isFlagged ? 'Flagged' : 'Adds up'}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {payout.payout_id} · {payout.account_name}
            {payout.instrument ? ` · ${payout.instrument}` : ''}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label="Amount">{money(payout.amount)}</Figure>
          <Figure label="Transactions">
            {payout.transactions_read === payout.transaction_count
              ? payout.transaction_count
              : `${payout.transactions_read} of ${payout.transaction_count} read`}
          </Figure>
          <Figure label="Transactions add up to">{money(payout.reconciled)}</Figure>
          <Figure label="Difference">{money(payout.difference)}</Figure>
        </SimpleGrid>
        {isFlagged ? (
          <Alert color="orange" p="xs" title="Does not reconcile">
            {payout.flags.map((flag) => (
              <Text size="xs" key={flag}>
                {flag}
              </Text>
            ))}
          </Alert>
        ) : null}
        <div>
          <Button variant="subtle" size="compact-sm" aria-expanded={opened} onClick={() => setOpened((open) => !open)}>
            {opened ? 'Hide transactions' : 'Show transactions'}
          </Button>
        </div>
        {opened ? (
          detail.data ? (
            <Stack gap="xs" role="list" aria-label={`Transactions of payout ${payout.payout_id}`}>
              {detail.data.transactions.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Flipstack has read none of its transactions yet.
                </Text>
              ) : (
                detail.data.transactions.map((transaction) => (
                  <div role="listitem" key={`${transaction.transaction_type} ${transaction.transaction_id}`}>
                    <TransactionLine transaction={transaction} money={money} />
                  </div>
                ))
              )}
            </Stack>
          ) : (
            <Loader size="sm" aria-label="Loading the payout's transactions" />
          )
        ) : null}
      </Stack>
    </Paper>
  );
}
