export * from './errors.ts';
export * from './status.ts';
export * from './auth.ts';
export * from './settings.ts';
export * from './resources/index.ts';
export * from './inventory.ts';
export * from './analytics.ts';
export * from './search.ts';
