export * from './common.ts';
export * from './define.ts';
export * from './catalog.ts';
