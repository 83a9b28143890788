import {
  CLIENT_HEADER,
  DEFAULT_ASSISTANT_NAME,
  STREAM_DONE,
  completionStreamEventSchema,
  sseData,
  type CompletionStreamEvent,
  type CompletionStreamRequest,
} from '@flipstack/contract';
import { ApiError, api } from '../../lib/api.ts';

export const createChat = () => api.call('POST /chats', { body: { assistant_name: DEFAULT_ASSISTANT_NAME } });

export async function transcribeAudio(wav: Blob): Promise<string> {
  const form = new FormData();
  form.set('audio', wav, 'recording.wav');
  return (await api.call('POST /transcribe-audio', { body: form })).text;
}

/**
 * Runs one question through POST /completion-stream-runs with a token made for this chat (spec: a bearer
 * token), yielding its events until the done marker. A refusal before the stream is an ApiError.
 */
export async function* completionStream(
  request: CompletionStreamRequest & { chatId: number },
  signal: AbortSignal,
): AsyncGenerator<CompletionStreamEvent> {
  const { token } = await api.call('POST /assistant-token', { body: { chat_id: request.chatId }, signal });
  const response = await fetch('/api/completion-stream-runs', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      'content-type': 'application/json',
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
    },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok || !response.body) {
    throw new ApiError(response.status, ((await response.json().catch(() => ({}))) ?? {}) as object);
  }
  for await (const data of sseData(response.body)) {
    if (data === STREAM_DONE) return;
    const event = completionStreamEventSchema.safeParse(parseJson(data));
    // An event this client does not know yet is skipped, not fatal.
    if (event.success) yield event.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
