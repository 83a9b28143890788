import type { ChatMessage, ChatProvider, ProviderEvent, ToolCall } from './chat-provider.ts';
import { sseData } from '@flipstack/contract';

export type OpenAiCompatibleOptions = { baseUrl: string; apiKey: string | undefined; model: string };

type Delta = {
  content?: string | null;
  tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[];
};
type Chunk = { choices?: { delta?: Delta }[]; error?: { message?: string } };

/**
 * POST {baseUrl}/chat/completions with `stream: true` and tools: OpenAI, Ollama, llama.cpp server,
 * vLLM, LocalAI. Text deltas are passed on as they come; a tool call's id, name and argument
 * fragments are joined by their index and given whole once the stream ends.
 */
export function openAiCompatibleProvider(options: OpenAiCompatibleOptions): ChatProvider {
  const url = `${options.baseUrl}/chat/completions`;
  return {
    async *complete({ messages, tools, signal }): AsyncGenerator<ProviderEvent> {
      const response = await fetch(url, {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          stream: true,
          messages: messages.map(wireMessage),
          ...(tools.length > 0 ? { tools: tools.map((tool) => ({ type: 'function', function: tool })) } : {}),
        }),
      });
      if (!response.ok || !response.body) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`The model endpoint answered ${response.status}: ${detail}`);
      }
      const calls = new Map<number, ToolCall>();
      for await (const data of sseData(response.body)) {
        if (data === '[DONE]') break;
        const chunk = JSON.parse(data) as Chunk;
        if (chunk.error) throw new Error(`The model endpoint failed: ${chunk.error.message ?? 'unknown error'}`);
        const delta = chunk.choices?.[0]?.delta;
        if (delta?.content) yield { type: 'text', text: delta.content };
        for (const fragment of delta?.tool_calls ?? []) {
          const call = calls.get(fragment.index) ?? { id: '', name: '', arguments: '' };
          if (fragment.id) call.id = fragment.id;
          if (fragment.function?.name) call.name += fragment.function.name;
          if (fragment.function?.arguments) call.arguments += fragment.function.arguments;
          calls.set(fragment.index, call);
        }
      }
      for (const [index, call] of [...calls].sort(([a], [b]) => a - b)) {
        yield { type: 'tool_call', call: { ...call, id: call.id || `call_${index}` } };
      }
    },
  };
}

function wireMessage(message: ChatMessage): Record<string, unknown> {
  if (message.role === 'tool') return { role: 'tool', tool_call_id: message.tool_call_id, content: message.content };
  if (message.role === 'assistant' && message.tool_calls?.length) {
    return {
      role: 'assistant',
      content: message.content || null,
      tool_calls: message.tool_calls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    };
  }
  return { role: message.role, content: message.content };
}
