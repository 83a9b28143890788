/** The conversation as chat-completions APIs take it. */
export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; name: string; content: string };

/** `arguments` is JSON text, as the model wrote it. */
export type ToolCall = { id: string; name: string; arguments: string };

/** A function the model may call; `parameters` is a JSON Schema object. */
export type ToolSpec = { name: string; description: string; parameters: Record<string, unknown> };

export type ProviderEvent =
  /** A piece of the answer, as soon as it arrives. */
  | { type: 'text'; text: string }
  /** A complete call (its arguments assembled from every fragment). */
  | { type: 'tool_call'; call: ToolCall }
  /** Replies the provider proposes; without them the run proposes its own. */
  | { type: 'suggestions'; suggestions: string[] };

export type CompletionRequest = {
  messages: ChatMessage[];
  tools: ToolSpec[];
  signal: AbortSignal;
  /** The team's time zone (an IANA name), in which the months a user names are counted; UTC when absent. */
  timeZone?: string;
  /** The team's currency (ISO 4217), in which money is written; USD when absent. */
  currency?: string;
};

/** One turn of the model: streams text and ends with the tool calls it wants, if any. */
export interface ChatProvider {
  complete(request: CompletionRequest): AsyncIterable<ProviderEvent>;
}
