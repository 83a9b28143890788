import { completionStreamEventSchema, STREAM_DONE, type CompletionStreamEvent } from '@flipstack/contract';

/** The `data:` lines of a completion stream: every one but the last must be an event of the contract. */
export function streamEvents(body: string): { events: CompletionStreamEvent[]; lastLine: string } {
  const lines = body.split('\n').filter((line) => line !== '');
  for (const line of lines) if (!line.startsWith('data: ')) throw new Error(`not a data line: ${line}`);
  const payloads = lines.map((line) => line.slice('data: '.length));
  const lastLine = payloads.at(-1) ?? '';
  const events = payloads
    .filter((payload) => payload !== STREAM_DONE)
    .map((payload) => completionStreamEventSchema.parse(JSON.parse(payload)));
  return { events, lastLine };
}

/** The answer's text, joined from its pieces. */
export const answerText = (events: CompletionStreamEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.text : '')).join('');
