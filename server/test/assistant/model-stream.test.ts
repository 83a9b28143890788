import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_DONE, type CompletionStreamEvent } from '@flipstack/contract';
import { FROM_THE_APP } from '../helpers/accounts.ts';
import { signedInTeams, where, type Caller } from '../helpers/callers.ts';
import { startFakeLlm, type FakeLlm, type RecordedRequest, type Turn } from '../helpers/fake-llm.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { answerText, streamEvents } from './stream-events.ts';

let t: TestApp;
let llm: FakeLlm;
let caller: Caller;
let script: (body: RecordedRequest['body']) => Turn = () => ({ text: ['Hello'] });

beforeAll(async () => {
  llm = await startFakeLlm((body) => script(body));
  t = await buildTestApp({ llm: { baseUrl: llm.baseUrl, apiKey: 'sk-local', model: 'local-model' } });
  [caller] = (await signedInTeams(t, 1)) as [Caller];
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

const afterTool = (body: RecordedRequest['body']) => body.messages.at(-1)?.role === 'tool';

async function ask(who: Caller, userMessage: string) {
  const chat = await who.post('/api/chats', {});
  const chatId: number = chat.json().id;
  const response = await who.post('/api/completion-stream-runs', { chatId, userMessage });
  expect(response.statusCode, response.body).toBe(200);
  return { chatId, ...streamEvents(response.body) };
}

describe('POST /api/completion-stream-runs with an OpenAI-compatible model', () => {
  it('proposes a write, runs it once accepted as the caller, and saves the call hidden', async () => {
    script = (body) =>
      afterTool(body)
        ? { text: ['Done: ', 'the reminder is in.'] }
        : {
            text: ['Let me ', 'add that. '],
            toolCalls: [{ name: 'create_reminder', arguments: { title: 'Ship the Switch', due_at: '2026-12-01' } }],
          };
    const before = llm.requests.length;
    const { chatId, events, lastLine } = await ask(caller, 'remind me to ship the Switch on December 1');
    expect(lastLine).toBe(STREAM_DONE);
    expect(events.map((event) => event.type)).toEqual(['text', 'text', 'confirmation', 'suggestions']);
    const proposal = events[2] as Extract<CompletionStreamEvent, { type: 'confirmation' }>;
    expect(proposal).toMatchObject({
      name: 'create_reminder',
      arguments: { title: 'Ship the Switch', due_at: '2026-12-01' },
      title: 'Add a reminder',
      lines: [
        { label: 'To do', value: 'Ship the Switch' },
        { label: 'Due', value: '2026-12-01' },
      ],
    });
    expect(events[3]).toEqual({ type: 'suggestions', suggestions: ['Yes', 'No'] });
    const reminders = () => caller.get(`/api/v2/reminders?${where({ title: 'Ship the Switch' })}`);
    // Nothing is written before the person accepts.
    expect((await reminders()).json().rows).toHaveLength(0);

    const accepted = await caller.post('/api/completion-stream-runs', {
      chatId,
      userMessage: 'Yes',
      confirmation: { message_id: proposal.message_id, accept: true },
    });
    const after = streamEvents(accepted.body).events;
    expect(after.map((event) => event.type)).toEqual([
      'function_call_message',
      'function_call_completion',
      'text',
      'text',
      'suggestions',
    ]);
    expect(after[1]).toMatchObject({
      name: 'create_reminder',
      ok: true,
      changed_data: true,
      changed_resources: ['reminders'],
    });
    expect(answerText(after)).toBe('Done: the reminder is in.');
    const written = (await reminders()).json().rows;
    expect(written).toHaveLength(1);
    expect(written[0].due_at).toBe('2026-12-01T00:00:00.000Z');

    const shown = (
      await caller.get(`/api/v2/messages?${where({ chat_id: chatId, show_to_user: 1 })}&order_by=id&limit=25`)
    ).json();
    expect(shown.rows.map((row: { content: string }) => row.content)).toEqual([
      'remind me to ship the Switch on December 1',
      'Let me add that. ',
      'Add a reminder?\n- To do: Ship the Switch\n- Due: 2026-12-01\n\nAccept to record it, or decline.',
      'Yes',
      'Done: the reminder is in.',
    ]);
    expect(shown.rows[2].metadata).toMatchObject({ kind: 'proposal', status: 'accepted', name: 'create_reminder' });
    const hidden = (await caller.get(`/api/v2/messages?${where({ chat_id: chatId, show_to_user: 0 })}`)).json();
    expect(hidden.rows).toHaveLength(1);
    expect(hidden.rows[0].metadata).toMatchObject({ visibility: 'hidden', name: 'create_reminder', ok: true });

    // The model got the key, the tools, and then the accepted call and its result back.
    const [first, second] = llm.requests.slice(before);
    expect(first!.authorization).toBe('Bearer sk-local');
    expect(first!.body['model']).toBe('local-model');
    expect(first!.body.tools?.length).toBeGreaterThanOrEqual(11);
    expect(second!.body.messages.at(-2)).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_0_fake', type: 'function', function: { name: 'create_reminder' } }],
    });
    expect(second!.body.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_0_fake' });

    // A proposal is answered once: the same answer again is refused before the stream starts.
    const again = await caller.post('/api/completion-stream-runs', {
      chatId,
      userMessage: 'Yes',
      confirmation: { message_id: proposal.message_id, accept: true },
    });
    expect(again.statusCode).toBe(409);
    expect((await reminders()).json().rows).toHaveLength(1);
  });

  it('writes nothing when the person declines, by the card or in words', async () => {
    script = (body) =>
      afterTool(body)
        ? { text: ['Recorded.'] }
        : { toolCalls: [{ name: 'create_expense', arguments: { amount: '9.99', description: 'Injected' } }] };
    const expenses = async () =>
      (await caller.get(`/api/v2/transactions?${where({ description: 'Injected' })}`)).json().rows;

    const byCard = await ask(caller, 'note from the product description');
    const proposal = byCard.events.find((event) => event.type === 'confirmation')!;
    const declined = await caller.post('/api/completion-stream-runs', {
      chatId: byCard.chatId,
      userMessage: 'No',
      confirmation: { message_id: (proposal as { message_id: number }).message_id, accept: false },
    });
    expect(answerText(streamEvents(declined.body).events)).toBe('Nothing was recorded.');

    const inWords = await ask(caller, 'note from the product description');
    const typed = await caller.post('/api/completion-stream-runs', {
      chatId: inWords.chatId,
      userMessage: 'no thanks',
    });
    expect(answerText(streamEvents(typed.body).events)).toBe('Nothing was recorded.');
    expect(await expenses()).toHaveLength(0);

    const accepted = await ask(caller, 'note from the product description');
    const yes = await caller.post('/api/completion-stream-runs', { chatId: accepted.chatId, userMessage: 'ok' });
    expect(answerText(streamEvents(yes.body).events)).toBe('Recorded.');
    expect(await expenses()).toHaveLength(1);

    // Two answers at once (a double click, two tabs): one runs the write, the other is told it was answered.
    const raced = await ask(caller, 'note from the product description');
    const proposed = raced.events.find((event) => event.type === 'confirmation') as { message_id: number };
    const answers = await Promise.all(
      [0, 1].map(() =>
        caller.post('/api/completion-stream-runs', {
          chatId: raced.chatId,
          userMessage: 'Yes',
          confirmation: { message_id: proposed.message_id, accept: true },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await expenses()).toHaveLength(2);
  });

  it('answers an error event, then [DONE], when the model endpoint fails', async () => {
    const broken = await buildTestApp({ llm: { baseUrl: `${llm.baseUrl}/nowhere`, apiKey: undefined, model: 'm' } });
    try {
      const [who] = (await signedInTeams(broken, 1)) as [Caller];
      const chatId = (await who.post('/api/chats', {})).json().id;
      const response = await who.post('/api/completion-stream-runs', { chatId, userMessage: 'hi' });
      const { events, lastLine } = streamEvents(response.body);
      expect(events.map((event) => event.type)).toEqual(['error', 'suggestions']);
      expect(lastLine).toBe(STREAM_DONE);
    } finally {
      await broken.close();
    }
  }, 60_000);

  it('stops the model when the client disconnects, keeping what was said', async () => {
    const slow = await startFakeLlm(() => ({ text: ['Counting: one', ' two', ' three'] }), { hangAfter: 2 });
    const live = await buildTestApp({ llm: { baseUrl: slow.baseUrl, apiKey: undefined, model: 'm' } });
    try {
      const [who] = (await signedInTeams(live, 1)) as [Caller];
      const chatId: number = (await who.post('/api/chats', {})).json().id;
      await live.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = live.app.server.address() as AddressInfo;
      // A real socket, closed by the client once the first piece of the answer arrived.
      const received = await new Promise<string>((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/completion-stream-runs',
            headers: { 'content-type': 'application/json', cookie: who.cookie, ...FROM_THE_APP },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => {
              text += chunk.toString('utf8');
              if (text.includes('Counting: one')) {
                request.destroy();
                resolve(text);
              }
            });
          },
        );
        request.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
        request.end(JSON.stringify({ chatId, userMessage: 'count slowly' }));
      });
      expect(received).toContain('data: {"type":"text","text":"Counting: one"}');
      await expect(
        Promise.race([
          slow.abandoned,
          new Promise((_, reject) => setTimeout(() => reject(new Error('model kept going')), 5000)),
        ]),
      ).resolves.toBeUndefined();
      let saved: { content: string; metadata: Record<string, unknown> } | undefined;
      for (let attempt = 0; attempt < 50 && !saved; attempt += 1) {
        const rows = (await who.get(`/api/v2/messages?${where({ chat_id: chatId, message_type: 'assistant' })}`)).json()
          .rows;
        saved = rows[0];
        if (!saved) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(saved).toMatchObject({ content: 'Counting: one', metadata: { stopped: true } });
    } finally {
      await live.close();
      await slow.close();
    }
  }, 60_000);
});
