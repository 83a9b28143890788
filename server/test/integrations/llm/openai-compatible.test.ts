import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderEvent } from '../../../src/integrations/llm/chat-provider.ts';
import { openAiCompatibleProvider } from '../../../src/integrations/llm/openai-compatible.ts';

/** The raw bytes the server writes for the next request, in separate writes. */
let writes: string[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const pieces = writes;
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const next = (index: number) => {
        if (index === pieces.length) return response.end();
        response.write(pieces[index]);
        setTimeout(() => next(index + 1), 5);
      };
      next(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const chunk = (delta: unknown) => `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: null }] })}`;

async function collect(): Promise<ProviderEvent[]> {
  const provider = openAiCompatibleProvider({ baseUrl, apiKey: undefined, model: 'm' });
  const events: ProviderEvent[] = [];
  const signal = new AbortController().signal;
  for await (const event of provider.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [], signal })) {
    events.push(event);
  }
  return events;
}

describe('the OpenAI-compatible client', () => {
  it('passes text on as it comes and joins two interleaved tool calls by index, over CRLF lines cut anywhere', async () => {
    const lines = [
      chunk({ role: 'assistant', content: 'Checking' }),
      chunk({ content: ' both.' }),
      chunk({
        tool_calls: [{ index: 0, id: 'call_a', type: 'function', function: { name: 'find_items', arguments: '' } }],
      }),
      chunk({
        tool_calls: [{ index: 1, id: 'call_b', type: 'function', function: { name: 'stock_summary', arguments: '{' } }],
      }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '{"text":' } }] }),
      chunk({ tool_calls: [{ index: 1, function: { arguments: '}' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '"F2LXK0"}' } }] }),
      'data: [DONE]',
    ];
    const text = lines.map((line) => `${line}\r\n\r\n`).join('');
    // Cut into pieces of 37 bytes: no line arrives whole.
    writes = text.match(/[\s\S]{1,37}/g)!;
    expect(await collect()).toEqual([
      { type: 'text', text: 'Checking' },
      { type: 'text', text: ' both.' },
      { type: 'tool_call', call: { id: 'call_a', name: 'find_items', arguments: '{"text":"F2LXK0"}' } },
      { type: 'tool_call', call: { id: 'call_b', name: 'stock_summary', arguments: '{}' } },
    ]);
  });

  it('fails on an error chunk in the stream', async () => {
    writes = [
      `${chunk({ content: 'Hal' })}\n\n`,
      `data: ${JSON.stringify({ error: { message: 'model overloaded' } })}\n\n`,
    ];
    await expect(collect()).rejects.toThrow('model overloaded');
  });
});
