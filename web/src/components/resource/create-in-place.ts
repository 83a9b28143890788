import { platforms } from '@flipstack/contract';
import type { AnyContract } from '../../lib/resources.ts';

/** The pickers a create dialog shows for a reference a new row must have (an account's platform). */
export const REFERENCE_CONTRACTS: Record<string, AnyContract> = { platform_id: platforms };

export type CreatePlan = {
  /** What is sent: the typed name and the form's defaults (e.g. the purchase's platform for its account). */
  input: Record<string, unknown>;
  /** Required fields the name and the defaults leave empty: asked for in a small dialog. Empty: created at once. */
  missing: string[];
};

/**
 * How a picker creates a row from the name typed into it, or null when the resource is not created by a name
 * (a sale, an inventory item). A name the contract refuses (too long) is still sent: the server's message says why.
 */
export function planCreate(
  contract: AnyContract,
  name: string,
  defaults: Record<string, unknown> = {},
): CreatePlan | null {
  if (!('name' in contract.input.shape)) return null;
  const given = Object.fromEntries(
    Object.entries(defaults).filter(([, value]) => value !== null && value !== undefined),
  );
  const input = { ...given, name };
  const parsed = contract.input.safeParse(input);
  if (parsed.success) return { input, missing: [] };
  const missing = parsed.error.issues
    .map((issue) => String(issue.path[0] ?? ''))
    .filter((key) => key && key !== 'name');
  return { input, missing: [...new Set(missing)] };
}

/** 'platform_id' → 'Platform', 'carrier' → 'Carrier'. */
export const fieldLabel = (key: string): string => {
  const words = key.replace(/_id$/, '').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The option that creates a row is offered when something is typed that no offered row is named exactly. */
export const shouldOfferCreate = (typed: string, labels: string[]): boolean =>
  typed !== '' && !labels.some((label) => label.trim().toLowerCase() === typed.toLowerCase());
