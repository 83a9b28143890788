import { Alert, Button, Code, Container, Group, List, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { EbayAccountCard } from './EbayAccountCard.tsx';
import { EbayListings } from './EbayListings.tsx';
import { EBAY_LOGIN_URL, useEbayAccounts } from './ebay-api.ts';

/** /ebay/login: the team's eBay seller accounts, their sync, and connecting another one. */
export function EbayLoginPage() {
  const [params] = useSearchParams();
  const accounts = useEbayAccounts();
  const data = accounts.data;
  const error = params.get('error');
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <PageTitle>Sign in to eBay</PageTitle>
          {data?.configured && (
            <Group gap="xs">
              <Button variant="default" component={Link} to="/ebay-orders">
                eBay orders
              </Button>
              <Button component="a" href={EBAY_LOGIN_URL}>
                Connect eBay account
              </Button>
            </Group>
          )}
        </Group>
        {error && (
          <Alert color="red" title="eBay is not connected">
            {error}
          </Alert>
        )}
        {accounts.isPending && <Loader aria-label="Loading" />}
        {data && !data.configured && (
          <Alert color="blue" title="eBay is not set up on this server">
            <Text size="sm">
              To connect eBay seller accounts, whoever runs Flipstack sets these settings from an eBay developer app and
              restarts it:
            </Text>
            <List size="sm" mt="xs">
              {data.missing_settings.map((name) => (
                <List.Item key={name}>
                  <Code>{name}</Code>
                </List.Item>
              ))}
            </List>
            <Text size="sm" mt="xs">
              The README's “Connect eBay” section explains them, and how to try everything against a local eBay.
            </Text>
          </Alert>
        )}
        {data?.configured && data.rows.length === 0 && (
          <Text>
            No eBay account is connected yet. Connect one: eBay asks you to sign in and to let Flipstack read your
            orders, and every {data.poll_seconds} seconds new orders become sales here.
          </Text>
        )}
        {data?.rows.map((account) => (
          <EbayAccountCard key={account.id} account={account} />
        ))}
        {data?.configured && data.rows.some((row) => row.status === 'connected') && (
          <EbayListings accounts={data.rows.filter((row) => row.status === 'connected')} />
        )}
      </Stack>
    </Container>
  );
}
