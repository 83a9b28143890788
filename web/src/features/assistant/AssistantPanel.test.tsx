import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompletionStreamEvent } from '@flipstack/contract';
import { sessionStore } from '../../lib/session.ts';
import { fakeFetch, requestUrl } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';
const message = (id: number, message_type: 'user' | 'assistant', content: string) => ({
  id,
  chat_id: 5,
  show_to_user: true,
  message_type,
  content,
  metadata: {},
  tts_file_id: null,
  created_at: at,
  updated_at: at,
});

/** One answer of POST /completion-stream-runs whose events the test sends when it wants. */
function answerStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const line = (data: string) => controller.enqueue(new TextEncoder().encode(`data: ${data}\n\n`));
  return {
    body,
    send: (event: CompletionStreamEvent) => line(JSON.stringify(event)),
    end: () => {
      line('[DONE]');
      controller.close();
    },
  };
}

function serve() {
  let stored = [] as ReturnType<typeof message>[];
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    'GET /api/assistant': {
      body: {
        provider: 'built-in',
        model: null,
        speech: { text_to_speech: false, transcription: false, engine: null },
      },
    },
    'GET /api/v2/brands': { body: { rows: [], total: 0 } },
    'POST /api/chats': { status: 201, body: { id: 5, title: null, assistant_name: 'general', user_id: 1 } },
    'POST /api/assistant-token': { body: { token: 'chat-token', expires_in: 60 } },
    'GET /api/v2/messages': () => ({ body: { rows: [...stored].reverse(), total: stored.length } }),
  });
  const streams: ReturnType<typeof answerStream>[] = [];
  const runs: { authorization: string | null; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (!requestUrl(input).endsWith('/api/completion-stream-runs')) return server.fetch(input, init);
    const stream = answerStream();
    streams.push(stream);
    runs.push({
      authorization: new Headers(init?.headers).get('authorization'),
      body: JSON.parse(init?.body as string) as Record<string, unknown>,
    });
    return Promise.resolve(new Response(stream.body, { headers: { 'content-type': 'text/event-stream' } }));
  });
  return { server, streams, runs, store: (...messages: ReturnType<typeof message>[]) => (stored = messages) };
}

async function openPanel() {
  const user = userEvent.setup();
  sessionStore.signIn(meAnswer);
  renderApp('/brands');
  await screen.findByRole('button', { name: 'Assistant' });
  await user.keyboard('{Control>}j{/Control}');
  const panel = within(await screen.findByRole('dialog', { name: /Assistant/ }));
  return { user, panel, input: panel.getByLabelText('Message the assistant') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the assistant panel', () => {
  it('streams the answer as it comes, shows tool steps, refreshes what the tools wrote, then offers suggestions', async () => {
    const { server, streams, runs, store } = serve();
    const { user, panel, input } = await openPanel();

    await user.type(input, '   {Enter}');
    expect(server.calls.some((call) => call.path === '/api/chats')).toBe(false);
    await user.clear(input);

    await user.type(input, 'Remind me{Shift>}{Enter}{/Shift}to ship');
    expect((input as HTMLTextAreaElement).value).toBe('Remind me\nto ship');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(runs[0]?.authorization).toBe('Bearer chat-token');
    expect(runs[0]?.body).toMatchObject({ chatId: 5, userMessage: 'Remind me\nto ship', assistantName: 'general' });
    expect((input as HTMLTextAreaElement).value).toBe('');

    const stream = streams[0]!;
    stream.send({ type: 'text', text: 'Adding it ' });
    expect(await panel.findByText('Adding it')).toBeTruthy();
    // Nothing is sent while an answer loads.
    await user.type(input, 'And another{Enter}');
    expect(runs).toHaveLength(1);
    await user.clear(input);

    stream.send({ type: 'function_call_message', id: 'c1', name: 'create_reminder', arguments: { title: 'Ship' } });
    expect(await panel.findByText('Create reminder')).toBeTruthy();
    const brandFetches = () => server.calls.filter((call) => call.path === '/api/v2/brands').length;
    const before = brandFetches();
    stream.send({
      type: 'function_call_completion',
      id: 'c1',
      name: 'create_reminder',
      ok: true,
      result: {},
      changed_data: true,
      changed_resources: ['brands'],
    });
    stream.send({ type: 'text', text: 'now.' });
    expect(await panel.findByText('Adding it now.')).toBeTruthy();
    stream.send({ type: 'suggestions', suggestions: ['Show reminders', 'Sales this year'] });
    store(message(11, 'user', 'Remind me\nto ship'), message(12, 'assistant', 'Added: **Ship** tomorrow.'));
    stream.end();

    expect(await panel.findByText('Ship')).toBeTruthy();
    await waitFor(() => expect(brandFetches()).toBeGreaterThan(before));
    expect(panel.queryByText('Create reminder')).toBeNull();

    // Numpad 2 over the empty input sends the second suggestion.
    await user.click(input);
    await user.keyboard('[Numpad2]');
    await waitFor(() => expect(runs).toHaveLength(2));
    expect(runs[1]?.body).toMatchObject({ userMessage: 'Sales this year' });
    streams[1]!.end();
  });

  it('gives the question back when the chat cannot be created, with the spec’s toast', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/auth/me': { body: meAnswer },
        'GET /api/user-settings': { body: settingsAnswer() },
        'GET /api/teams': { body: teamsAnswer },
        'GET /api/v2/brands': { body: { rows: [], total: 0 } },
        'POST /api/chats': { status: 500, body: { code: 'INTERNAL', message: 'Down' } },
      }).fetch,
    );
    const { user, input } = await openPanel();
    await user.type(input, 'What did I make?{Enter}');
    expect(await screen.findByText('Unable to create chat')).toBeTruthy();
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe('What did I make?'));
  });
});
