import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { EbayAccount } from '@flipstack/contract';
import { formatDateTime } from '../../lib/format.ts';
import { EBAY_LOGIN_URL, useDisconnect, useSyncNow } from './ebay-api.ts';

function SyncState({ account }: { account: EbayAccount }) {
  if (account.status === 'needs_reconnect')
    return <Text size="sm">eBay no longer accepts this sign-in: reconnect to resume the sync.</Text>;
  if (account.is_syncing) return <Text size="sm">Syncing orders now…</Text>;
  return (
    <Text size="sm">
      Last sync {account.last_sync_at ? formatDateTime(account.last_sync_at) : 'not yet'} · next sync{' '}
      {account.next_sync_at ? formatDateTime(account.next_sync_at) : '—'}
    </Text>
  );
}

/** One connected eBay seller: its state, its orders, and Sync now / Reconnect / Disconnect. */
export function EbayAccountCard({ account }: { account: EbayAccount }) {
  const syncNow = useSyncNow();
  const disconnect = useDisconnect();
  const isConnected = account.status === 'connected';
  const confirmDisconnect = () => {
    if (
      window.confirm(`Disconnect ${account.ebay_username}? Its tokens are deleted; imported orders and sales stay.`)
    ) {
      disconnect.mutate(account.id);
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={`eBay account ${account.ebay_username}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={2} size="h4">
              {account.ebay_username}
            </Title>
            <Badge color={isConnected ? 'teal' : 'orange'} variant="dot">
              {isConnected ? 'Connected' : 'Needs reconnect'}
            </Badge>
          </Group>
          <Group gap="xs">
            {isConnected ? (
              <Button
                variant="light"
                loading={syncNow.isPending || account.is_syncing}
                onClick={() => syncNow.mutate(account.id)}
              >
                Sync now
              </Button>
            ) : (
              <Button component="a" href={EBAY_LOGIN_URL}>
                Reconnect
              </Button>
            )}
            <Button variant="default" color="red" loading={disconnect.isPending} onClick={confirmDisconnect}>
              Disconnect
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          Sales are recorded on the account “{account.account_name}”.
        </Text>
        <SyncState account={account} />
        {account.last_sync_error && (
          <Alert color="orange" title="Last sync">
            {account.last_sync_error}
          </Alert>
        )}
        <Group gap="md">
          <Anchor component={Link} to={`/ebay-orders?account_id=${account.account_id}`}>
            {account.orders} {account.orders === 1 ? 'order' : 'orders'} imported
          </Anchor>
          {account.to_match > 0 && (
            <Anchor component={Link} to={`/ebay-orders?show=to_match&account_id=${account.account_id}`}>
              {account.to_match} to match
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
