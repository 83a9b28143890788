import { AppError } from '../http/app-error.ts';
import type { ResourceDefinition } from './kit/define.ts';
import { accounts } from './definitions/accounts.ts';
import { brands } from './definitions/brands.ts';
import { categories } from './definitions/categories.ts';
import { chats } from './definitions/chats.ts';
import { inventoryItemSpecs } from './definitions/inventory-item-specs.ts';
import { inventoryItems } from '../items/inventory-items.resource.ts';
import { listingsInventoryItems } from '../listings/listings-inventory-items.resource.ts';
import { listings } from '../listings/listings.resource.ts';
import { locations } from './definitions/locations.ts';
import { mileageRates } from '../mileage/rates.resource.ts';
import { mileageTrips } from '../mileage/trips.resource.ts';
import { messages } from './definitions/messages.ts';
import { platforms } from './definitions/platforms.ts';
import { products } from './definitions/products.ts';
import { purchases } from '../purchases/purchases.resource.ts';
import { reminders } from './definitions/reminders.ts';
import { saleInventoryItems } from '../sales/sale-inventory-items.resource.ts';
import { sales } from '../sales/sales.resource.ts';
import { sellers } from './definitions/sellers.ts';
import { shippingServices } from './definitions/shipping-services.ts';
import { transactions } from './definitions/transactions.ts';

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

const byName = new Map(RESOURCES.map((definition) => [definition.contract.name, definition]));

export function getResource(name: string): ResourceDefinition {
  const definition = byName.get(name);
  if (!definition) throw new AppError('BAD_REQUEST', `Unknown resource '${name}'`);
  return definition;
}
