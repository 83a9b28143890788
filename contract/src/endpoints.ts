import type { EndpointsByRoute } from './endpoint.ts';
import { analyticsEndpoints } from './analytics.ts';

/** Every call of the API outside the /v2 resources, which their resource definitions declare. */
export const ENDPOINTS = [...Object.values(analyticsEndpoints)];

export type DeclaredEndpoint = (typeof ENDPOINTS)[number];
/** The web client's map: 'GET /analytics/kpis' → its declaration. */
export type ApiEndpoints = EndpointsByRoute<DeclaredEndpoint>;
