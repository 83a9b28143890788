import type { FastifyBaseLogger } from 'fastify';
import { SUGGESTIONS_MAX, type CompletionStreamEvent } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import type { Session } from '../http/session.ts';
import type { ChatMessage, ChatProvider, ToolCall } from '../integrations/llm/chat-provider.ts';
import { teamTimeZone } from '../analytics/month-range.ts';
import { readTeamSettings } from '../settings/store/settings-store.ts';
import { chatHistory, saveMessage, saveToolCall } from './chat-messages.ts';
import { suggestionsAfter } from './suggestions.ts';
import { systemPrompt } from './system-prompt.ts';
import { parseArguments, runTool, TOOL_SPECS } from './tools/index.ts';

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
};

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
  const timeZone = await teamTimeZone(db, session.teamId);
  const { currency } = await readTeamSettings(db, session.teamId);
  await saveMessage(db, session, { chat_id: input.chatId, message_type: 'user', content: input.userMessage });
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt({ ...input, timeZone }) },
    ...history,
    { role: 'user', content: input.userMessage },
  ];
  const toolsUsed: string[] = [];
  let answer = '';
  let suggestions: string[] | undefined;
  let isComplete = false;
  try {
    for (let round = 0; round < ROUNDS_MAX; round += 1) {
      const calls: ToolCall[] = [];
      let text = '';
      const tools = round === ROUNDS_MAX - 1 ? [] : TOOL_SPECS;
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
      for (const call of calls) {
        signal.throwIfAborted();
        yield {
          type: 'function_call_message',
          id: call.id,
          name: call.name,
          arguments: parseArguments(call.arguments) ?? {},
        };
        const outcome = await runTool({ db, session }, call);
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
        const resultText = JSON.stringify(outcome.result ?? null);
        messages.push({
          role: 'tool',
          tool_call_id: call.id,
          name: call.name,
          content: resultText.slice(0, RESULT_TEXT_MAX),
        });
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
