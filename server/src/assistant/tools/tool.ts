import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Session } from '../../http/session.ts';

/** A tool runs as the caller: its team comes from the session, never from the model. */
export type ToolContext = { db: Database; session: Session };

export type Tool<Schema extends z.ZodType = z.ZodType> = {
  name: string;
  description: string;
  /** Validates the model's arguments; also the JSON Schema the model is shown. */
  parameters: Schema;
  /** The /v2 resources a successful call writes (none: it only reads); the client refreshes what shows them. */
  writes: readonly string[];
  run(context: ToolContext, args: z.output<Schema>): Promise<unknown>;
};

export function defineTool<Schema extends z.ZodType>(tool: Tool<Schema>): Tool<Schema> {
  return tool;
}
