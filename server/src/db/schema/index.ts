export * from './accounts.ts';
export * from './system.ts';
export * from './catalog.ts';
