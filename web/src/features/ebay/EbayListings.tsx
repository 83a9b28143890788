import { useState } from 'react';
import { Anchor, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { EbayAccount } from '@flipstack/contract';
import { useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { useEbayListings, useLinkListing } from './ebay-api.ts';

/** The chosen account's active eBay listings and the Flipstack listing each is linked to. */
export function EbayListings({ accounts }: { accounts: EbayAccount[] }) {
  const currency = useCurrency();
  const [chosen, setChosen] = useState<string | null>(null);
  const accountId = chosen ?? String(accounts[0]!.id);
  const listings = useEbayListings({ account: accountId, limit: 25 }, true);
  const rows = listings.data?.rows ?? [];
  const link = useLinkListing();
  return (
    <Paper withBorder p="md" component="section" aria-label="Active eBay listings">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Active eBay listings
          </Title>
          {accounts.length > 1 && (
            <Select
              label="eBay account"
              data={accounts.map((account) => ({ value: String(account.id), label: account.ebay_username }))}
              value={accountId}
              onChange={setChosen}
              allowDeselect={false}
            />
          )}
        </Group>
        {listings.isError && <Text c="dimmed">The listings could not be read from eBay.</Text>}
        {listings.isSuccess && rows.length === 0 && (
          <Text c="dimmed">No active listings made with eBay's Inventory API.</Text>
        )}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th>In Flipstack</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.external_id}>
                    <Table.Td>
                      <Anchor href={row.url} target="_blank" rel="noreferrer">
                        {row.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.sku || '—'}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.price, currency)}</Table.Td>
                    <Table.Td ta="right">{row.quantity}</Table.Td>
                    <Table.Td>
                      {row.listing_id ? (
                        <Anchor component={Link} to={`/listings/${row.listing_id}`}>
                          Listing #{row.listing_id}
                        </Anchor>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Link ${row.title}`}
                          loading={link.isPending && link.variables.external_id === row.external_id}
                          onClick={() => link.mutate({ account: Number(accountId), external_id: row.external_id })}
                        >
                          Link
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
