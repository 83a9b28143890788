import type { Endpoint, EndpointsByRoute } from './endpoint.ts';
import { analyticsEndpoints } from './analytics.ts';
import { statusEndpoints } from './status.ts';
import { authEndpoints } from './auth.ts';
import { microsoftEndpoints } from './microsoft.ts';
import { settingsEndpoints } from './settings.ts';
import { adminEndpoints } from './admin.ts';
import { ebayEndpoints } from './ebay.ts';
import { ebayPayoutEndpoints } from './ebay-payouts.ts';
import { marketplaceEndpoints } from './marketplace-lines.ts';
import { importEndpoints } from './imports.ts';
import { fileEndpoints } from './files.ts';
import { labelEndpoints } from './labels.ts';
import { speechEndpoints } from './speech.ts';
import { assistantEndpoints } from './assistant-stream.ts';
import { inventoryEndpoints } from './inventory.ts';
import { reportEndpoints } from './reports.ts';
import { searchEndpoints } from './search.ts';

const valuesOf = <G extends Record<string, Endpoint>>(group: G): G[keyof G][] => Object.values(group) as G[keyof G][];

/** Every call of the API outside the /v2 resources, which their resource definitions declare. */
export const ENDPOINTS = [
  ...valuesOf(analyticsEndpoints),
  ...valuesOf(statusEndpoints),
  ...valuesOf(authEndpoints),
  ...valuesOf(microsoftEndpoints),
  ...valuesOf(settingsEndpoints),
  ...valuesOf(adminEndpoints),
  ...valuesOf(ebayEndpoints),
  ...valuesOf(ebayPayoutEndpoints),
  ...valuesOf(marketplaceEndpoints),
  ...valuesOf(importEndpoints),
  ...valuesOf(fileEndpoints),
  ...valuesOf(labelEndpoints),
  ...valuesOf(speechEndpoints),
  ...valuesOf(assistantEndpoints),
  ...valuesOf(inventoryEndpoints),
  ...valuesOf(reportEndpoints),
  ...valuesOf(searchEndpoints),
];

export type DeclaredEndpoint = (typeof ENDPOINTS)[number];
/** The web client's map: 'GET /analytics/kpis' → its declaration. */
export type ApiEndpoints = EndpointsByRoute<DeclaredEndpoint>;
