import type { ReactNode } from 'react';
import { Anchor, Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { InventoryItemStory } from '@flipstack/contract';
import { Link } from 'react-router';
import { RecordTable } from '../../components/resource/RecordTable.tsx';
import { formatDate, useCurrency } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children ?? '—'}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function ProductSection({ product }: { product: InventoryItemStory['product'] }) {
  const currency = useCurrency();
  return (
    <Section title="Product">
      <Anchor component={Link} to={`/products/${product.id}`} fw={600}>
        {product.name}
      </Anchor>
      <SimpleGrid cols={2} spacing="xs">
        <Fact label="SKU">{product.sku}</Fact>
        <Fact label="MPN">{product.mpn}</Fact>
        <Fact label="UPC">{product.upc}</Fact>
        <Fact label="MSRP">{product.msrp && formatMoney(product.msrp, currency)}</Fact>
      </SimpleGrid>
    </Section>
  );
}

export function PurchaseSection({ purchase }: { purchase: InventoryItemStory['purchase'] }) {
  const currency = useCurrency();
  if (!purchase)
    return (
      <Section title="Purchase">
        <Text c="dimmed">Not from a recorded purchase.</Text>
      </Section>
    );
  const seller = purchase.seller;
  return (
    <Section title="Purchase">
      <Anchor component={Link} to={`/purchases/${purchase.id}`} fw={600}>{`Purchase #${purchase.id}`}</Anchor>
      <SimpleGrid cols={2} spacing="xs">
        <Fact label="Seller">
          {seller && (
            <Anchor component={Link} to={`/sellers/${seller.id}`}>
              {seller.name || seller.username || `#${seller.id}`}
            </Anchor>
          )}
        </Fact>
        <Fact label="Purchased">{formatDate(purchase.purchased_at)}</Fact>
        <Fact label="Order number">{purchase.order_number}</Fact>
        <Fact label="Purchase total">{formatMoney(purchase.total, currency)}</Fact>
      </SimpleGrid>
    </Section>
  );
}

export function SaleSection({ sale }: { sale: InventoryItemStory['sale'] }) {
  const currency = useCurrency();
  if (!sale)
    return (
      <Section title="Sale">
        <Text c="dimmed">Not sold yet.</Text>
      </Section>
    );
  return (
    <Section title="Sale">
      <Anchor component={Link} to={`/sales/${sale.id}`} fw={600}>{`Sale #${sale.id}`}</Anchor>
      <SimpleGrid cols={2} spacing="xs">
        <Fact label="Sold">{formatDate(sale.sold_at)}</Fact>
        <Fact label="Buyer">{sale.buyer}</Fact>
        <Fact label="Revenue">{formatMoney(sale.revenue_total, currency)}</Fact>
        <Fact label="Profit">
          <span data-testid="sale-profit">{formatMoney(sale.profit, currency)}</span>
        </Fact>
        <Fact label="Tracking number">{sale.tracking_number}</Fact>
        <Fact label="Shipped">{sale.shipped_at ? formatDate(sale.shipped_at) : 'Not yet'}</Fact>
      </SimpleGrid>
    </Section>
  );
}

export function ListingsSection({ listings }: { listings: InventoryItemStory['listings'] }) {
  const currency = useCurrency();
  return (
    <RecordTable
      title="Listings"
      rows={listings}
      empty="Not listed anywhere."
      columns={[
        {
          title: 'Title',
          render: (row) => (
            <Anchor component={Link} to={`/listings/${row.id}`}>
              {row.title}
            </Anchor>
          ),
        },
        { title: 'Platform', render: (row) => row.platform_name },
        { title: 'Status', render: (row) => <Badge variant="light">{row.status}</Badge> },
        { title: 'Listed', render: (row) => formatDate(row.listed_at) },
        { title: 'Price', align: 'right', render: (row) => formatMoney(row.price, currency) },
      ]}
    />
  );
}
