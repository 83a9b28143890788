import type { Screen, ScreenResource } from '../../lib/screen.ts';

const LOCATIONS: ScreenResource = { name: 'locations', label: 'location' };
const ITEM_RECORD: ScreenResource = { name: 'inventory-items', label: 'inventory item' };
import { prefetchInventoryPage, prefetchItemStory, prefetchLegacyPage, prefetchTracking } from './inventory-api.ts';

export const INVENTORY_SCREENS: Screen[] = [
  {
    path: '/inventory',
    title: 'Inventory',
    page: async () => (await import('./InventoryPage.tsx')).InventoryPage,
    prefetch: prefetchInventoryPage,
    help: { screen: 'Inventory', page: 'inventory', section: 'The inventory list' },
    nav: { label: 'Inventory', order: 7 },
    index: [
      {
        order: 8,
        group: 'Setup lists',
        title: 'Locations',
        description: 'Where items are kept; filter the inventory by them',
        linkLabel: 'Inventory by location',
        counted: LOCATIONS,
      },
    ],
  },
  {
    path: '/inventory/tracking',
    title: 'Inventory tracking',
    page: async () => (await import('./TrackingPage.tsx')).TrackingPage,
    prefetch: prefetchTracking,
    help: { screen: 'Inventory tracking', page: 'inventory', section: 'Tracking: what is not moving' },
  },
  {
    path: '/inventory/legacy',
    title: 'Inventory (legacy view)',
    page: async () => (await import('./LegacyPage.tsx')).LegacyPage,
    prefetch: prefetchLegacyPage,
    help: { screen: 'Inventory (legacy view)', page: 'inventory', section: 'The legacy view' },
  },
  {
    path: '/inventory/:id',
    title: 'Inventory item',
    page: async () => (await import('./ItemStoryPage.tsx')).ItemStoryPage,
    loads: { record: ITEM_RECORD },
    prefetch: (_url, params) => {
      if (params['id']) prefetchItemStory(params['id']);
    },
    help: { screen: 'Inventory item', page: 'inventory', section: 'One item and its story' },
  },
];
