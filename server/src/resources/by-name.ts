import { AppError } from '../http/app-error.ts';
import type { ResourceDefinition } from './kit/define.ts';

/**
 * The served resources by name, filled once by the registry at the composition root: relations and references
 * name their resource, and the engine follows them here without importing the features that define them.
 */
const byName = new Map<string, ResourceDefinition>();

export function registerResources(definitions: readonly ResourceDefinition[]): void {
  for (const definition of definitions) byName.set(definition.contract.name, definition);
}

export function resourceByName(name: string): ResourceDefinition {
  const definition = byName.get(name);
  if (!definition) throw new AppError('BAD_REQUEST', `Unknown resource '${name}'`);
  return definition;
}
