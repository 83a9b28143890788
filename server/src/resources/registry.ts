import { AppError } from '../http/app-error.ts';
import type { ResourceDefinition } from './define.ts';
import { brands } from './definitions/brands.ts';
import { categories } from './definitions/categories.ts';
import { locations } from './definitions/locations.ts';
import { platforms } from './definitions/platforms.ts';
import { shippingServices } from './definitions/shipping-services.ts';

export const RESOURCES: readonly ResourceDefinition[] = [brands, categories, platforms, locations, shippingServices];

const byName = new Map(RESOURCES.map((definition) => [definition.contract.name, definition]));

export function getResource(name: string): ResourceDefinition {
  const definition = byName.get(name);
  if (!definition) throw new AppError('BAD_REQUEST', `Unknown resource '${name}'`);
  return definition;
}
