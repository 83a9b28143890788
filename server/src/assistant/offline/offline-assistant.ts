import type { ChatMessage, ChatProvider, ProviderEvent } from '../../integrations/llm/chat-provider.ts';
import { GENERAL_SUGGESTIONS } from '../suggestions.ts';
import { describeResult } from './describe-result.ts';
import { formatFor, type Format } from './format.ts';
import { understand } from './understand.ts';

/** What the built-in assistant understands; shown when it does not understand a request. */
export const OFFLINE_EXAMPLES = [
  'How much profit did I make this month?',
  'What sold this week?',
  'What is my oldest item?',
  'Did I lose money on anything?',
  'What should I relist?',
  'What do I need to ship?',
  'How did the lot from John do?',
  'Where is the Pixel 7?',
  'Sold the Pixel 7 for $150 on eBay, $18 in fees, shipping 5',
  'Bought 3 iPhones for 600 from John',
  'List QC45-077342 on eBay for 129',
  'Mark QC45-077342 shipped',
  'Move QC45-077342 to Shelf B',
  'Spent 12.50 on bubble wrap yesterday',
  'Remind me to ship the Switch tomorrow',
];

const HELP = [
  'I am the built-in assistant: no language model is configured, so I understand only requests like these:',
  ...OFFLINE_EXAMPLES.map((example) => `- ${example}`),
  'I record sales, purchases, listings, expenses and reminders, and answer questions about sales, stock, lots and shipping, but I cannot hold a free conversation. For that, set LLM_BASE_URL (with LLM_MODEL and LLM_API_KEY) to an OpenAI-compatible endpoint such as OpenAI, Ollama or llama.cpp server, and restart Flipstack.',
].join('\n');

/**
 * Without a model: a request it understands becomes one tool call, and once the tool answered, its
 * result becomes a sentence — through the same tools, stream and saved messages as a model's.
 */
export const offlineAssistant: ChatProvider = {
  async *complete({ messages, timeZone, currency }): AsyncGenerator<ProviderEvent> {
    const last = messages.at(-1);
    if (last?.role === 'tool') {
      yield* answerFromResults(messages, formatFor(currency));
      return;
    }
    const intent = last?.role === 'user' ? understand(last.content, new Date(), timeZone) : undefined;
    if (!intent) {
      yield { type: 'text', text: HELP };
      yield { type: 'suggestions', suggestions: GENERAL_SUGGESTIONS };
      return;
    }
    yield {
      type: 'tool_call',
      call: { id: 'builtin_1', name: intent.tool, arguments: JSON.stringify(intent.arguments) },
    };
  },
};

function* answerFromResults(messages: ChatMessage[], format: Format): Generator<ProviderEvent> {
  const callsAt = messages.findLastIndex((message) => message.role === 'assistant' && message.tool_calls?.length);
  const asked = messages[callsAt] as Extract<ChatMessage, { role: 'assistant' }>;
  const lines: string[] = [];
  for (const message of messages.slice(callsAt + 1)) {
    if (message.role !== 'tool') continue;
    const call = asked.tool_calls!.find((candidate) => candidate.id === message.tool_call_id)!;
    const result = JSON.parse(message.content) as { error?: string } | null;
    const isRefused =
      result !== null && typeof result === 'object' && 'error' in result && Object.keys(result).length <= 2;
    lines.push(
      describeResult(call.name, JSON.parse(call.arguments) as Record<string, unknown>, !isRefused, result, format),
    );
  }
  yield { type: 'text', text: lines.join('\n') };
}
