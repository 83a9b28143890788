import type { ChatMessage, ChatProvider, ProviderEvent } from '../../integrations/llm/chat-provider.ts';
import { describeResult } from './describe-result.ts';
import { understand } from './understand.ts';

/** What the built-in assistant understands; shown when it does not understand a request. */
export const OFFLINE_EXAMPLES = [
  'What did I make last month?',
  'How many items are in stock?',
  'What has been in stock over 90 days?',
  'Find F2LXK0',
  'Story of QC45-077342',
  'History of product Nintendo Switch',
  'Remind me to ship the Switch tomorrow',
  'Mark QC45-077342 listed on eBay at 129',
  'Sold QC45-077342 for 150 on eBay',
  'Mark QC45-077342 shipped',
  'Move QC45-077342 to Shelf B',
  'Spent 12.50 on bubble wrap',
];

const HELP = [
  'I am the built-in assistant: no language model is configured, so I understand only requests like these:',
  ...OFFLINE_EXAMPLES.map((example) => `- ${example}`),
  'I cannot hold a free conversation, record purchases or answer other questions. To have one, set LLM_BASE_URL (with LLM_MODEL and LLM_API_KEY) to an OpenAI-compatible endpoint such as OpenAI, Ollama or llama.cpp server, and restart Flipstack.',
].join('\n');

const FOLLOW_UPS: Record<string, string[]> = {
  find_items: ['How many items are in stock?', 'What has been in stock over 90 days?', 'What did I make this month?'],
  sales_summary: ['What did I make last month?', 'Sales this year', 'How many items are in stock?'],
  stock_summary: ['What has been in stock over 90 days?', 'What did I make this month?', 'What did I make last month?'],
};
const GENERAL = ['What did I make this month?', 'How many items are in stock?', 'What has been in stock over 90 days?'];

/**
 * Without a model: a request it understands becomes one tool call, and once the tool answered, its
 * result becomes a sentence — through the same tools, stream and saved messages as a model's.
 */
export const offlineAssistant: ChatProvider = {
  async *complete({ messages, timeZone }): AsyncGenerator<ProviderEvent> {
    const last = messages.at(-1);
    if (last?.role === 'tool') {
      yield* answerFromResults(messages);
      return;
    }
    const intent = last?.role === 'user' ? understand(last.content, new Date(), timeZone) : undefined;
    if (!intent) {
      yield { type: 'text', text: HELP };
      yield { type: 'suggestions', suggestions: GENERAL };
      return;
    }
    yield {
      type: 'tool_call',
      call: { id: 'builtin_1', name: intent.tool, arguments: JSON.stringify(intent.arguments) },
    };
  },
};

function* answerFromResults(messages: ChatMessage[]): Generator<ProviderEvent> {
  const callsAt = messages.findLastIndex((message) => message.role === 'assistant' && message.tool_calls?.length);
  const asked = messages[callsAt] as Extract<ChatMessage, { role: 'assistant' }>;
  const lines: string[] = [];
  for (const message of messages.slice(callsAt + 1)) {
    if (message.role !== 'tool') continue;
    const call = asked.tool_calls!.find((candidate) => candidate.id === message.tool_call_id)!;
    const result = JSON.parse(message.content) as { error?: string } | null;
    const isRefused =
      result !== null && typeof result === 'object' && 'error' in result && Object.keys(result).length <= 2;
    lines.push(describeResult(call.name, JSON.parse(call.arguments) as Record<string, unknown>, !isRefused, result));
  }
  yield { type: 'text', text: lines.join('\n') };
  yield { type: 'suggestions', suggestions: FOLLOW_UPS[asked.tool_calls![0]!.name] ?? GENERAL };
}
