import { Button, MultiSelect, Select } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { brands, categories, locations, products } from '@flipstack/contract';
import { ReferenceSelect } from '../../components/resource/ReferenceSelect.tsx';
import { AGE_OPTIONS, STATUS_OPTIONS, isAgeRange } from './inventory-labels.ts';
import { inventoryExportUrl, type InventoryFilters } from './inventory-url.ts';
import { FilterFold } from '../../components/resource/FilterFold.tsx';
import { SearchInput } from '../../components/resource/SearchInput.tsx';

type InventoryFilterBarProps = { filters: InventoryFilters; onChange: (change: Partial<InventoryFilters>) => void };

const REFERENCES = [
  { field: 'location_id', label: 'Location', contract: locations },
  { field: 'product_id', label: 'Product', contract: products },
  { field: 'brand_id', label: 'Brand', contract: brands },
  { field: 'category_id', label: 'Category', contract: categories },
] as const;

/** On a phone, once unfolded, two narrow filters share a line. */
const HALF_ON_PHONE = 'calc(50% - var(--mantine-spacing-sm) / 2)';

export function InventoryFilterBar({ filters, onChange }: InventoryFilterBarProps) {
  const active =
    (filters.status.length > 0 ? 1 : 0) +
    REFERENCES.filter(({ field }) => filters[field] !== undefined).length +
    (filters.age ? 1 : 0);
  return (
    <FilterFold
      active={active}
      search={
        <SearchInput
          label="Search inventory"
          placeholder="Serial, tag, product, SKU"
          value={filters.q}
          onSearch={(q) => onChange({ q })}
          w={{ base: '100%', xs: 220 }}
        />
      }
    >
      <MultiSelect
        label="Status"
        placeholder={filters.status.length ? undefined : 'Any'}
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => onChange({ status: status })}
        clearable
        w={{ base: '100%', xs: 200 }}
      />
      {REFERENCES.map(({ field, label, contract }) => (
        <ReferenceSelect
          key={field}
          contract={contract}
          label={label}
          placeholder="Any"
          value={filters[field]}
          onChange={(id) => onChange({ [field]: id ?? undefined })}
          w={{ base: HALF_ON_PHONE, xs: 150 }}
        />
      ))}
      <Select
        label="Days in stock"
        placeholder="Any"
        data={AGE_OPTIONS}
        value={filters.age ?? null}
        onChange={(age) => onChange({ age: isAgeRange(age) ? age : undefined })}
        clearable
        w={{ base: HALF_ON_PHONE, xs: 140 }}
      />
      <Button
        component={Link}
        to="/import?kind=inventory-items"
        variant="default"
        leftSection={<IconUpload size={16} aria-hidden />}
        ml={{ base: 0, md: 'auto' }}
      >
        Import CSV
      </Button>
      <Button
        component="a"
        href={inventoryExportUrl(filters)}
        download
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        Export CSV
      </Button>
    </FilterFold>
  );
}
