import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the model says in one turn: text in pieces, then tool calls (arguments sent in fragments). */
export type Turn = { text?: string[]; toolCalls?: { name: string; arguments: Record<string, unknown> }[] };

/** A message of the conversation as the client sent it. */
export type WireMessage = { role: string; content?: string | null; tool_calls?: unknown[]; tool_call_id?: string };
export type RecordedRequest = {
  authorization: string | undefined;
  body: Record<string, unknown> & { messages: WireMessage[]; tools?: unknown[] };
};

export type FakeLlm = {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Resolves when a request's connection closes before its answer ended (the client stopped it). */
  abandoned: Promise<void>;
  close(): Promise<void>;
};

/**
 * A local server speaking OpenAI's chat-completions streaming protocol: `data: {chunk}` lines with
 * content deltas and tool_calls fragments, a finish_reason, then `data: [DONE]`. `answer` decides each
 * turn from the request; `pauseMs` waits between chunks, `hangAfter` keeps the stream open after that
 * many chunks (until the client leaves).
 */
export async function startFakeLlm(
  answer: (body: RecordedRequest['body'], index: number) => Turn,
  options: { pauseMs?: number; hangAfter?: number } = {},
): Promise<FakeLlm> {
  const requests: RecordedRequest[] = [];
  let markAbandoned!: () => void;
  const abandoned = new Promise<void>((resolve) => (markAbandoned = resolve));
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = JSON.parse(await readBody(request)) as RecordedRequest['body'];
      requests.push({ authorization: request.headers.authorization, body });
      if (request.url !== '/v1/chat/completions' || body['stream'] !== true) {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"bad request"}}');
        return;
      }
      let isDone = false;
      response.on('close', () => {
        if (!isDone) markAbandoned();
      });
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const turn = answer(body, requests.length - 1);
      const chunks = chunksOf(turn, String(body['model']));
      for (const [index, chunk] of chunks.entries()) {
        if (options.hangAfter !== undefined && index === options.hangAfter) return;
        if (response.destroyed) return;
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
      }
      isDone = true;
      response.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    abandoned,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function chunksOf(turn: Turn, model: string): unknown[] {
  const chunk = (delta: unknown, finish: string | null = null) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_780_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const chunks: unknown[] = [chunk({ role: 'assistant', content: '' })];
  for (const piece of turn.text ?? []) chunks.push(chunk({ content: piece }));
  for (const [index, call] of (turn.toolCalls ?? []).entries()) {
    const text = JSON.stringify(call.arguments);
    const third = Math.ceil(text.length / 3);
    chunks.push(
      chunk({
        tool_calls: [
          { index, id: `call_${index}_fake`, type: 'function', function: { name: call.name, arguments: '' } },
        ],
      }),
    );
    for (let start = 0; start < text.length; start += third) {
      chunks.push(chunk({ tool_calls: [{ index, function: { arguments: text.slice(start, start + third) } }] }));
    }
  }
  chunks.push(chunk({}, turn.toolCalls?.length ? 'tool_calls' : 'stop'));
  return chunks;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}
