export * from './errors.ts';
export * from './status.ts';
export * from './auth.ts';
export * from './settings.ts';
export * from './resources/index.ts';
export * from './inventory.ts';
export * from './analytics.ts';
export * from './search.ts';
export * from './money.ts';
export * from './split-cost.ts';
export * from './storable.ts';
export * from './files.ts';
export * from './csv.ts';
<<<<<<< HEAD
export * from './assistant-stream.ts';
export * from './speech.ts';
=======
export * from './months.ts';
>>>>>>> main
