import { describe, expect, it } from 'vitest';
import { sseData } from './sse-data.ts';

const bodyOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

async function collect(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const payloads: string[] = [];
  for await (const data of sseData(body)) payloads.push(data);
  return payloads;
}

describe('sseData', () => {
  it('yields each data payload once, whole, however the bytes were split', async () => {
    const payloads = await collect(bodyOf('data: {"a"', ':1}\r\n\r\nevent: x\n: comment\ndata:[DONE]'));
    expect(payloads).toEqual(['{"a":1}', '[DONE]']);
  });

  it('keeps a character split across chunks', async () => {
    const bytes = new TextEncoder().encode('data: café\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 9));
        controller.enqueue(bytes.subarray(9));
        controller.close();
      },
    });
    expect(await collect(body)).toEqual(['café']);
  });

  it('lets go of the body when the reader stops early', async () => {
    const body = bodyOf('data: 1\n', 'data: 2\n');
    for await (const data of sseData(body)) if (data === '1') break;
    expect(body.locked).toBe(false);
  });
});
