import type { FastifyBaseLogger } from 'fastify';
import { SUGGESTIONS_MAX, type CompletionStreamEvent, type ProposalMetadata } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import type { Session } from '../http/session.ts';
import type { ChatMessage, ChatProvider, ToolCall } from '../integrations/llm/chat-provider.ts';
import { knownTimeZone } from '../analytics/month-range.ts';
import { readTeamSettings } from '../settings/store/settings-store.ts';
import { chatHistory, saveMessage, saveToolCall } from './chat-messages.ts';
import { suggestionsAfter } from './suggestions.ts';
import { systemPrompt } from './system-prompt.ts';
import { saveProposal } from './proposals.ts';
import { isWriteTool, parseArguments, previewTool, runTool, TOOL_SPECS, type ToolOutcome } from './tools/index.ts';

/** Model turns per question: each may call tools; the last one must answer in words. */
const ROUNDS_MAX = 6;
/** A tool result longer than this is cut before the model reads it. */
const RESULT_TEXT_MAX = 20_000;

export type RunDependencies = { db: Database; session: Session; provider: ChatProvider; log: FastifyBaseLogger };
export type RunInput = {
  chatId: number;
  userMessage: string;
  assistantName: string;
  enumerations?: Record<string, unknown> | undefined;
  context?: Record<string, unknown> | undefined;
  /** The person's answer to a proposed write (already marked answered): accepted, it runs first. */
  answered?: { proposal: ProposalMetadata; accept: boolean } | undefined;
};

/** Offered after a proposal: a typed yes or no answers it as the card's buttons do. */
const ANSWERS = ['Yes', 'No'];
const DECLINED = 'Nothing was recorded.';

/**
 * One question and its answer, as stream events: the user's message is saved first, each tool call is
 * run as the caller and saved hidden, and the answer is saved when it ends — also when the client left
 * midway (then with what was said so far). `signal` reaches the provider, so leaving stops the model.
 */
export async function* runChat(
  { db, session, provider, log }: RunDependencies,
  input: RunInput,
  signal: AbortSignal,
): AsyncGenerator<CompletionStreamEvent> {
  const history = await chatHistory(db, session.teamId, input.chatId);
  const settings = await readTeamSettings(db, session.teamId);
  const timeZone = knownTimeZone(settings.time_zone);
  const { currency } = settings;
  await saveMessage(db, session, { chat_id: input.chatId, message_type: 'user', content: input.userMessage });
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt({ ...input, timeZone }) },
    ...history,
    { role: 'user', content: input.userMessage },
  ];
  const toolsUsed: string[] = [];
  const context = { db, session, currency };
  /** A tool's result: saved hidden, streamed, and given to the model. */
  async function* finishCall(call: ToolCall, outcome: ToolOutcome): AsyncGenerator<CompletionStreamEvent> {
    toolsUsed.push(call.name);
    await saveToolCall(db, session, input.chatId, { ...call, ...outcome });
    yield {
      type: 'function_call_completion',
      id: call.id,
      name: call.name,
      ok: outcome.ok,
      result: outcome.result,
      changed_data: outcome.changed.length > 0,
      changed_resources: [...outcome.changed],
    };
    messages.push(toolMessage(call, outcome.result));
  }
  let answer = '';
  let suggestions: string[] | undefined;
  let isComplete = false;
  let rounds = ROUNDS_MAX;
  /** What the model said so far becomes its own message, so the proposal after it is the chat's last. */
  const keepAnswerSoFar = async () => {
    if (answer.trim() !== '')
      await saveMessage(db, session, { chat_id: input.chatId, message_type: 'assistant', content: answer });
    answer = '';
  };
  try {
    if (input.answered?.accept === false) {
      answer = DECLINED;
      yield { type: 'text', text: DECLINED };
      suggestions = [];
      rounds = 0;
    } else if (input.answered) {
      const { call_id: id, name, arguments: args } = input.answered.proposal;
      const call = { id, name, arguments: JSON.stringify(args) };
      messages.push({ role: 'assistant', content: '', tool_calls: [call] });
      yield { type: 'function_call_message', id, name, arguments: args };
      yield* finishCall(call, await runTool(context, call));
    }
    for (let round = 0; round < rounds; round += 1) {
      const calls: ToolCall[] = [];
      let text = '';
      const tools = round === rounds - 1 ? [] : TOOL_SPECS;
      for await (const event of provider.complete({ messages, tools, signal, timeZone, currency })) {
        if (event.type === 'text') {
          text += event.text;
          answer += event.text;
          yield { type: 'text', text: event.text };
        } else if (event.type === 'tool_call') calls.push(event.call);
        else suggestions = event.suggestions.slice(0, SUGGESTIONS_MAX);
      }
      if (calls.length === 0) break;
      messages.push({ role: 'assistant', content: text, tool_calls: calls });
      let proposed = 0;
      for (const call of calls) {
        signal.throwIfAborted();
        const args = parseArguments(call.arguments) ?? {};
        if (isWriteTool(call.name)) {
          // A write is only proposed: the person accepts it (a new run) before anything is written.
          const preview = await previewTool(context, call);
          if ('proposal' in preview) {
            const proposedCall = { id: call.id, name: call.name, arguments: preview.arguments };
            await keepAnswerSoFar();
            const messageId = await saveProposal(db, session, input.chatId, proposedCall, preview.proposal);
            yield {
              type: 'confirmation',
              message_id: messageId,
              name: call.name,
              arguments: preview.arguments,
              ...preview.proposal,
            };
            messages.push(toolMessage(call, { status: 'proposed', shown_to_the_person: preview.proposal }));
            proposed += 1;
            continue;
          }
          yield { type: 'function_call_message', id: call.id, name: call.name, arguments: args };
          yield* finishCall(call, preview);
          continue;
        }
        yield { type: 'function_call_message', id: call.id, name: call.name, arguments: args };
        yield* finishCall(call, await runTool(context, call));
      }
      if (proposed > 0) {
        suggestions = ANSWERS;
        break;
      }
    }
    isComplete = true;
  } catch (error) {
    if (signal.aborted) return;
    log.error({ err: error }, 'assistant run failed');
    const message = 'The assistant could not finish this answer. Please try again.';
    answer += answer === '' ? message : `\n\n${message}`;
    yield { type: 'error', message };
  } finally {
    if (answer.trim() !== '') {
      await saveMessage(db, session, {
        chat_id: input.chatId,
        message_type: 'assistant',
        content: answer,
        metadata: isComplete ? {} : { stopped: true },
      });
    }
  }
  yield { type: 'suggestions', suggestions: suggestions ?? suggestionsAfter(toolsUsed, input.userMessage) };
}

/** A tool's result as the model reads it, cut to a size a prompt can hold. */
function toolMessage(call: ToolCall, result: unknown): ChatMessage {
  const content = JSON.stringify(result ?? null).slice(0, RESULT_TEXT_MAX);
  return { role: 'tool', tool_call_id: call.id, name: call.name, content };
}
