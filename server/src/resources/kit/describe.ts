import type { Reference } from './define.ts';

/** '1 product' / '3 products'. */
export function counted(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** A reference whose 409 sentence reads '1 product uses this brand' / '3 products use this brand'. */
export function usedBy(
  resource: string,
  foreignKey: string,
  singular: string,
  plural: string,
  what: string,
): Reference {
  return { resource, foreignKey, describe: (n) => `${counted(n, `${singular} uses`, `${plural} use`)} ${what}` };
}
