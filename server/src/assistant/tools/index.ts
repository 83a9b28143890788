import { z } from 'zod';
import type { ToolCall, ToolSpec } from '../../integrations/llm/chat-provider.ts';
import { AppError } from '../../http/app-error.ts';
import { databaseConflict, databaseDataError } from '../../http/database-errors.ts';
import { createExpense } from './create-expense.ts';
import { createListing } from './create-listing.ts';
import { createPurchase } from './create-purchase.ts';
import { createReminder } from './create-reminder.ts';
import { createSale } from './create-sale.ts';
import { findItems } from './find-items.ts';
import { itemStory } from './item-story.ts';
import { lotSummary } from './lot-summary.ts';
import { oldestItems } from './oldest-items.ts';
import { productHistory } from './product-history.ts';
import { relistCandidates } from './relist-candidates.ts';
import { salesList } from './sales-list.ts';
import { salesSummary } from './sales-summary.ts';
import { stockSummary } from './stock-summary.ts';
import { toShip } from './to-ship.ts';
import type { Proposal, Tool, ToolContext } from './tool.ts';
import { updateItem } from './update-item.ts';

export const TOOLS: readonly Tool[] = [
  findItems,
  itemStory,
  salesSummary,
  stockSummary,
  productHistory,
  salesList,
  oldestItems,
  relistCandidates,
  toShip,
  lotSummary,
  createPurchase,
  createSale,
  createListing,
  createReminder,
  createExpense,
  updateItem,
] as Tool[];

const byName = new Map(TOOLS.map((tool) => [tool.name, tool]));

/** What the model is shown: each tool's name, purpose and argument schema. */
export const TOOL_SPECS: ToolSpec[] = TOOLS.map((tool) => ({
  name: tool.name,
  description: tool.description,
  parameters: z.toJSONSchema(tool.parameters, { io: 'input', unrepresentable: 'any' }),
}));

export type ToolOutcome = {
  ok: boolean;
  result: unknown;
  /** The resources it wrote: none unless it went through. */
  changed: readonly string[];
  arguments: Record<string, unknown>;
};

/** Whether the tool writes: its calls are proposed to the person and run only once accepted. */
export const isWriteTool = (name: string): boolean => (byName.get(name)?.writes.length ?? 0) > 0;

/**
 * Runs one call of the model. A refusal (bad arguments, another team's or a missing row, a rule of the
 * API) is a result the model reads and can explain, never the end of the run.
 */
export async function runTool(context: ToolContext, call: ToolCall): Promise<ToolOutcome> {
  const outcome = await attempt(call, (tool, args) => tool.run(context, args));
  if (!('value' in outcome)) return outcome;
  return { ok: true, result: outcome.value, changed: outcome.tool.writes, arguments: outcome.arguments };
}

/** What a write would record, or why it would be refused: the same checks as `runTool`, nothing written. */
export async function previewTool(
  context: ToolContext,
  call: ToolCall,
): Promise<{ ok: true; proposal: Proposal; arguments: Record<string, unknown> } | ToolOutcome> {
  const outcome = await attempt(call, async (tool, args) => {
    if (!tool.preview) throw new AppError('VALIDATION_FAILED', `${tool.name} cannot be proposed`);
    return tool.preview(context, args);
  });
  return 'value' in outcome ? { ok: true, proposal: outcome.value, arguments: outcome.arguments } : outcome;
}

type Attempted<Value> = { ok: true; value: Value; tool: Tool; arguments: Record<string, unknown> };

async function attempt<Value>(
  call: ToolCall,
  act: (tool: Tool, args: unknown) => Promise<Value>,
): Promise<Attempted<Value> | ToolOutcome> {
  const args = parseArguments(call.arguments);
  const tool = byName.get(call.name);
  if (!tool) return refused(args, `There is no tool named ${call.name}`);
  if (args === undefined) return refused({}, 'The arguments are not a JSON object');
  const parsed = tool.parameters.safeParse(args);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    return { ok: false, result: { error: 'Invalid arguments', fieldErrors }, changed: [], arguments: args };
  }
  try {
    return { ok: true, value: await act(tool, parsed.data), tool, arguments: args };
  } catch (error) {
    const known = error instanceof AppError ? error : (databaseConflict(error) ?? databaseDataError(error));
    if (!known) throw error;
    const result = known.fieldErrors
      ? { error: known.message, fieldErrors: known.fieldErrors }
      : { error: known.message };
    return { ok: false, result, changed: [], arguments: args };
  }
}

/** The model's arguments as an object; undefined when they are not a JSON object. */
export function parseArguments(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function refused(args: Record<string, unknown> | undefined, message: string): ToolOutcome {
  return { ok: false, result: { error: message }, changed: [], arguments: args ?? {} };
}
