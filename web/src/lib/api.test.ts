import { notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, offlineFetch, unauthorized } from '../test/fake-fetch.ts';
import { meAnswer, sessionAnswer } from '../test/fixtures.ts';
import { ApiError, createApiClient } from './api.ts';
import { notify } from './notify.ts';
import { sessionStore } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';

const toasts = () => notificationsStore.getState().notifications.map((toast) => toast.message);
const teams = { teams: [] };

beforeEach(() => {
  sessionStore.signIn(meAnswer);
});

describe('api client', () => {
  it('sends cookies and a JSON body, and parses JSON answers', async () => {
    const server = fakeFetch({
      'POST /api/logout': { body: { message: 'Signed out.' } },
      'GET /api/analytics/kpis': { body: teams },
    });
    const api = createApiClient({ fetch: server.fetch });
    await expect(api.call('POST /logout', { body: {} })).resolves.toEqual({ message: 'Signed out.' });
    await expect(api.call('GET /analytics/kpis', { query: { by: 'brand', from: undefined } })).resolves.toEqual(teams);
    expect(server.calls[0]).toMatchObject({ method: 'POST', body: {}, credentials: 'include' });
    expect(server.calls[1]?.url.search).toBe('?by=brand');
  });

  it('calls a declared endpoint by its method and path, with its query', async () => {
    const kpis = { by: 'brand', from: '2026-01', to: '2026-02', rows: [], totals: {}, time_zone: 'UTC' };
    const server = fakeFetch({ 'GET /api/analytics/kpis': { body: kpis } });
    const api = createApiClient({ fetch: server.fetch });
    await expect(api.call('GET /analytics/kpis', { query: { by: 'brand', from: '2026-01' } })).resolves.toEqual(kpis);
    expect(server.calls[0]?.url.search).toBe('?by=brand&from=2026-01');
  });

  it('does not compile a call the contract does not declare, nor a query field the call does not take', async () => {
    const api = createApiClient({ fetch: fakeFetch({}).fetch });
    // @ts-expect-error -- no such call is declared
    await expect(api.call('GET /analytics/nowhere')).rejects.toThrow();
    // @ts-expect-error -- the KPIs take no month
    await expect(api.call('GET /analytics/kpis', { query: { month: '2026-01' } })).rejects.toThrow();
  });

  it('sends a FormData as multipart, leaving the content type to the browser', async () => {
    const server = fakeFetch({ 'POST /api/transcribe-audio': { body: { text: 'hello' } } });
    const api = createApiClient({ fetch: server.fetch });
    const form = new FormData();
    form.set('audio', new Blob(['RIFF'], { type: 'audio/wav' }), 'recording.wav');
    await expect(api.call('POST /transcribe-audio', { body: form })).resolves.toEqual({ text: 'hello' });
    expect(server.calls[0]?.body).toBe(form);
    expect(server.calls[0]?.headers['content-type']).toBeUndefined();
  });

  it('marks every call with the client header (GET /new-token refuses one without it)', async () => {
    const server = fakeFetch({
      'GET /api/new-token': { body: sessionAnswer },
      'DELETE /api/v2/brands/1': { status: 204 },
    });
    const api = createApiClient({ fetch: server.fetch });
    await api.call('GET /new-token', { query: { selected_team_id: 2 } });
    await api.request('DELETE', '/v2/brands/1');
    for (const call of server.calls) expect(call.headers).toMatchObject({ 'x-requested-with': 'flipstack' });
  });

  it('turns an error body into an ApiError with status, code and field errors', async () => {
    const body = { code: 'CONFLICT', message: 'That email is taken.', fieldErrors: { email: 'That email is taken.' } };
    const api = createApiClient({ fetch: fakeFetch({ 'POST /api/register': { status: 409, body } }).fetch });
    const error = await api
      .call('POST /register', { body: { name: 'A', email: 'a@b.test', password: 'x', team_name: 'T' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'That email is taken.',
      fieldErrors: body.fieldErrors,
    });
  });

  it('on a 401 refreshes the session once, then retries the call', async () => {
    const server = fakeFetch({
      'GET /api/teams': [unauthorized, { body: teams }],
      'POST /api/refresh-token': { body: { ...sessionAnswer, refresh_expires_at: '2999-02-02T00:00:00.000Z' } },
    });
    const api = createApiClient({ fetch: server.fetch });
    await expect(api.call('GET /teams')).resolves.toEqual(teams);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/teams',
      'POST /api/refresh-token',
      'GET /api/teams',
    ]);
    expect(sessionStore.getState().refreshExpiresAt).toBe('2999-02-02T00:00:00.000Z');
    expect(toasts()).toEqual([]);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let isRefreshed = false;
    const server = fakeFetch({
      'GET /api/teams': () => (isRefreshed ? { body: teams } : unauthorized),
      'POST /api/refresh-token': () => {
        isRefreshed = true;
        return { body: sessionAnswer };
      },
    });
    const api = createApiClient({ fetch: server.fetch });
    await Promise.all([api.call('GET /teams'), api.call('GET /teams'), api.call('GET /teams')]);
    expect(server.calls.filter((call) => call.path === '/api/refresh-token')).toHaveLength(1);
  });

  it('when the refresh fails: toasts, clears the session and hands over to the app', async () => {
    const onSessionExpired = vi.fn();
    const server = fakeFetch({ 'GET /api/teams': unauthorized, 'POST /api/refresh-token': unauthorized });
    const api = createApiClient({ fetch: server.fetch, onSessionExpired });
    const error = await Promise.all([api.call('GET /teams'), api.call('GET /teams')]).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 401, isReported: true });
    notify.resourceError('fetching', 'teams', error); // already told: no second toast
    expect(toasts()).toEqual(['Failed to refresh session. Please log in again.']);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("stays silent when the failing call is the guard's own session check", async () => {
    const onSessionExpired = vi.fn();
    const server = fakeFetch({ 'GET /api/auth/me': unauthorized, 'POST /api/refresh-token': unauthorized });
    const api = createApiClient({ fetch: server.fetch, onSessionExpired });
    await expect(api.call('GET /auth/me', { isSessionCheck: true })).rejects.toMatchObject({ status: 401 });
    expect(toasts()).toEqual([]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes for a 401 of login itself', async () => {
    const server = fakeFetch({
      'POST /api/login': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Invalid email or password.' } },
    });
    const api = createApiClient({ fetch: server.fetch });
    await expect(api.call('POST /login', { body: { email: 'a@b.test', password: 'x' } })).rejects.toMatchObject({
      serverMessage: 'Invalid email or password.',
    });
    expect(server.calls).toHaveLength(1);
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('reports an unreachable server with the connection toast', async () => {
    const api = createApiClient({ fetch: offlineFetch });
    await expect(api.call('GET /teams')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      serverMessage: undefined,
    });
    expect(toasts()).toEqual(['Could not connect to server. Please try again later.']);
  });
});
