/** The header's links, in the spec's order (section 2). */
export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Listings', to: '/listings' },
  { label: 'Sales', to: '/sales' },
  { label: 'Purchases', to: '/purchases' },
  { label: 'Products', to: '/products' },
  { label: 'Index', to: '/index' },
  { label: 'Inventory', to: '/inventory' },
  { label: 'Analytics', to: '/analytics' },
  { label: 'User Guide', to: '/user-guide' },
] as const;
