import { registerResources, resourceByName } from './resources/by-name.ts';
import type { ResourceDefinition } from './resources/kit/define.ts';
import { accounts } from './resources/definitions/accounts.ts';
import { brands } from './resources/definitions/brands.ts';
import { categories } from './resources/definitions/categories.ts';
import { chats } from './resources/definitions/chats.ts';
import { inventoryItemSpecs } from './resources/definitions/inventory-item-specs.ts';
import { inventoryItems } from './items/inventory-items.resource.ts';
import { listingsInventoryItems } from './listings/listings-inventory-items.resource.ts';
import { listings } from './listings/listings.resource.ts';
import { locations } from './resources/definitions/locations.ts';
import { mileageRates } from './mileage/rates.resource.ts';
import { mileageTrips } from './mileage/trips.resource.ts';
import { messages } from './resources/definitions/messages.ts';
import { platforms } from './resources/definitions/platforms.ts';
import { products } from './resources/definitions/products.ts';
import { purchases } from './purchases/purchases.resource.ts';
import { reminders } from './resources/definitions/reminders.ts';
import { saleInventoryItems } from './sales/sale-inventory-items.resource.ts';
import { sales } from './sales/sales.resource.ts';
import { sellers } from './resources/definitions/sellers.ts';
import { shippingServices } from './resources/definitions/shipping-services.ts';
import { transactions } from './resources/definitions/transactions.ts';

/** Every resource served at /api/v2: assembled here, at the composition root, so the engine imports no feature. */
export const RESOURCES: readonly ResourceDefinition[] = [
  brands,
  categories,
  platforms,
  locations,
  shippingServices,
  accounts,
  sellers,
  products,
  purchases,
  inventoryItems,
  inventoryItemSpecs,
  listings,
  listingsInventoryItems,
  sales,
  saleInventoryItems,
  transactions,
  reminders,
  mileageTrips,
  mileageRates,
  chats,
  messages,
];

registerResources(RESOURCES);

/** A resource's definition by its contract name; an unknown name answers BAD_REQUEST naming it. */
export const getResource = resourceByName;
