import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Session } from '../../http/session.ts';

/** A tool runs as the caller: its team comes from the session, never from the model. */
export type ToolContext = {
  db: Database;
  session: Session;
  /** The team's currency (ISO 4217), in which a proposal writes money; USD when absent. */
  currency?: string | undefined;
};

/** What a write will record, as the person is shown it before accepting: a title and one line per fact. */
export type Proposal = { title: string; lines: { label: string; value: string }[] };

export type Tool<Schema extends z.ZodType = z.ZodType> = {
  name: string;
  description: string;
  /** Validates the model's arguments; also the JSON Schema the model is shown. */
  parameters: Schema;
  /** The /v2 resources a successful call writes (none: it only reads); the client refreshes what shows them. */
  writes: readonly string[];
  /**
   * For a tool that writes: what it would record, read without writing (it finds the items, platform and
   * location it names, and refuses as `run` would when one is missing or ambiguous).
   */
  preview?(context: ToolContext, args: z.output<Schema>): Promise<Proposal>;
  run(context: ToolContext, args: z.output<Schema>): Promise<unknown>;
};

export function defineTool<Schema extends z.ZodType>(tool: Tool<Schema>): Tool<Schema> {
  return tool;
}
