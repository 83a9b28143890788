/**
 * The `data:` payloads of a server-sent events body, in order, as they arrive. Read with a reader, not
 * `for await`, because Safari's ReadableStream is not async-iterable.
 */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, end).replace(/\r$/, '');
        pending = pending.slice(end + 1);
        if (line.startsWith('data:')) yield line.slice(5).trimStart();
      }
    }
    const last = (pending + decoder.decode()).replace(/\r$/, '');
    if (last.startsWith('data:')) yield last.slice(5).trimStart();
  } finally {
    // A consumer that stops early (an abort, a thrown handler) lets go of the body.
    reader.releaseLock();
  }
}
