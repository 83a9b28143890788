import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { chats } from './resources/assistant.ts';
import { idInputSchema, optionalText, textSchema } from './resources/common.ts';
import { jsonProblem } from './storable.ts';

/** The spec's default assistant name (section 9): the general assistant. */
export const DEFAULT_ASSISTANT_NAME = 'general';
/** The chat panel loads this many messages at a time (spec section 9). */
export const CHAT_PAGE_SIZE = 25;
/** At most this many suggested replies follow an answer (Numpad 1, 2, 3 pick them). */
export const SUGGESTIONS_MAX = 3;
/** Characters of JSON that `enumerations` and `context` may each hold. */
export const CLIENT_JSON_MAX = 20_000;
/** The last line of every completion stream. */
export const STREAM_DONE = '[DONE]';
/** Lifetime of a token from POST /assistant-token: enough to open one stream. */
export const ASSISTANT_TOKEN_TTL_SECONDS = 60;

const assistantNameSchema = textSchema()
  .trim()
  .min(1, { message: 'Enter an assistant name' })
  .max(80, { message: 'Use at most 80 characters' });

/** POST /chats: both optional; assistant_name defaults to DEFAULT_ASSISTANT_NAME. */
export const createChatRequestSchema = z.object({
  assistant_name: assistantNameSchema.optional(),
  title: optionalText(200),
});
export type CreateChatRequest = z.input<typeof createChatRequestSchema>;

/** POST /assistant-token: the token only opens a stream of this chat. */
export const assistantTokenRequestSchema = z.object({ chat_id: idInputSchema('Pick a chat') });
export const assistantTokenResponseSchema = z.object({ token: z.string(), expires_in: z.number().int() });
export type AssistantTokenResponse = z.infer<typeof assistantTokenResponseSchema>;

/** Small JSON the client sends with a question: storable, and bounded so a prompt stays small. */
const clientJson = <Schema extends z.ZodType>(schema: Schema) =>
  schema.superRefine((value, context) => {
    // Depth first: measuring the size of a value nested too deep would overflow the stack.
    const problem =
      jsonProblem(value) ??
      (JSON.stringify(value).length > CLIENT_JSON_MAX
        ? `Send at most ${CLIENT_JSON_MAX} characters of JSON`
        : undefined);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** POST /completion-stream-runs (spec section 7). */
export const completionStreamRequestSchema = z.object({
  chatId: idInputSchema('Pick a chat'),
  /** Names the client offers for choices (statuses, platforms …): name → allowed values. */
  enumerations: clientJson(z.record(z.string(), z.array(z.union([z.string(), z.number()])))).optional(),
  /** What the user is looking at (screen, record id …), passed to the model as it is. */
  context: clientJson(z.record(z.string(), z.unknown())).optional(),
  userMessage: textSchema('Enter a message')
    .trim()
    .min(1, { message: 'Enter a message' })
    .max(10_000, { message: 'Use at most 10000 characters' }),
  assistantName: assistantNameSchema.optional(),
  /** The person's answer to a proposed write (a `confirmation` event): it runs only when accepted. */
  confirmation: z
    .object({ message_id: idInputSchema('Pick a proposal'), accept: z.boolean({ message: 'Accept or decline' }) })
    .optional(),
});
export type CompletionStreamRequest = z.input<typeof completionStreamRequestSchema>;

/** What a proposed write will record, as the confirmation card shows it. */
const proposalShape = {
  /** The tool that will run, with the arguments it will run with. */
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()),
  /** "Record a sale", and one line per fact: "Item" → "Pixel 7 (serial A1)". */
  title: z.string(),
  lines: z.array(z.object({ label: z.string(), value: z.string() })),
};

export const PROPOSAL_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** A proposal's message metadata: what the card shows after a reload, and whether it was answered. */
export const proposalMetadataSchema = z.object({
  kind: z.literal('proposal'),
  status: z.enum(PROPOSAL_STATUSES),
  call_id: z.string(),
  ...proposalShape,
});
export type ProposalMetadata = z.infer<typeof proposalMetadataSchema>;

/** One `data: <json>` line of the completion stream; the last line is `data: [DONE]`. */
export const completionStreamEventSchema = z.discriminatedUnion('type', [
  /** A piece of the answer: appended to the last assistant message. */
  z.object({ type: z.literal('text'), text: z.string() }),
  /** A tool is being called. */
  z.object({
    type: z.literal('function_call_message'),
    id: z.string(),
    name: z.string(),
    arguments: z.record(z.string(), z.unknown()),
  }),
  /**
   * The tool's result; `changed_data` true asks the client to refresh what it shows, and
   * `changed_resources` names the /v2 resources it wrote so the client refreshes only what shows them.
   */
  z.object({
    type: z.literal('function_call_completion'),
    id: z.string(),
    name: z.string(),
    ok: z.boolean(),
    result: z.unknown(),
    changed_data: z.boolean(),
    changed_resources: z.array(z.string()).default([]),
  }),
  /**
   * A write the assistant proposes: nothing is written until the person accepts it (a new run with
   * `confirmation`). `message_id` is the saved proposal's message, whose metadata holds it too.
   */
  z.object({
    type: z.literal('confirmation'),
    message_id: z.number().int(),
    ...proposalShape,
  }),
  z.object({ type: z.literal('suggestions'), suggestions: z.array(z.string()).max(SUGGESTIONS_MAX) }),
  /** The run stopped; what was said so far is kept. */
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type CompletionStreamEvent = z.infer<typeof completionStreamEventSchema>;

/**
 * GET /assistant: who answers (the built-in assistant or a configured model) and which voice directions
 * work, so the panel shows the microphone and the speaker only when they do.
 */
export const assistantInfoSchema = z.object({
  provider: z.enum(['built-in', 'openai-compatible']),
  /** The configured model's name; null for the built-in assistant. */
  model: z.string().nullable(),
  speech: z.object({
    text_to_speech: z.boolean(),
    transcription: z.boolean(),
    /** `api`: the OpenAI-compatible audio API; `local`: espeak-ng and PocketSphinx on the server; null: no voice. */
    engine: z.enum(['api', 'local']).nullable(),
  }),
});
export type AssistantInfo = z.infer<typeof assistantInfoSchema>;

const tag = 'assistant';
export const assistantEndpoints = {
  createChat: endpoint({
    method: 'POST',
    path: '/chats',
    tag,
    body: createChatRequestSchema,
    answer: chats.row,
    status: 201,
    errors: [404],
  }),
  assistantToken: endpoint({
    method: 'POST',
    path: '/assistant-token',
    tag,
    description:
      'A short-lived token that opens the completion stream of one chat (Authorization: Bearer); no other route takes it.',
    body: assistantTokenRequestSchema,
    answer: assistantTokenResponseSchema,
    errors: [404],
  }),
  info: endpoint({
    method: 'GET',
    path: '/assistant',
    tag,
    description:
      'Who answers, and whether text to speech and transcription are available (the panel hides them when not).',
    answer: assistantInfoSchema,
  }),
  /** text/event-stream of completion stream events, one `data: <json>` line each, `data: [DONE]` last. */
  completionStream: endpoint({
    method: 'POST',
    path: '/completion-stream-runs',
    tag,
    body: completionStreamRequestSchema,
    answer: completionStreamEventSchema,
    returns: 'stream',
    errors: [403, 404, 409],
  }),
};
