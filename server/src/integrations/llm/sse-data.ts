/** The `data:` payloads of a server-sent events body, in order, as they arrive. */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, end).replace(/\r$/, '');
      pending = pending.slice(end + 1);
      if (line.startsWith('data:')) yield line.slice(5).trimStart();
    }
  }
  const last = (pending + decoder.decode()).replace(/\r$/, '');
  if (last.startsWith('data:')) yield last.slice(5).trimStart();
}
