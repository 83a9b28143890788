import {
  CLIENT_HEADER,
  fillPath,
  type PathParams,
  type ApiEndpoints,
  type EndpointAnswer,
  type EndpointInput,
  type ErrorResponse,
  type SessionResponse,
} from '@flipstack/contract';
import { MESSAGES, notify } from './notify.ts';
import { sessionStore } from './session.ts';

/** An answer of the API other than 2xx, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string> | undefined;
  /** The server's own sentence, when it sent one (login failure falls back to 'Login failed'). */
  readonly serverMessage: string | undefined;
  /** Already told to the user (connection failure, ended session): callers need not toast again. */
  readonly isReported: boolean;

  constructor(
    status: number,
    body: Partial<ErrorResponse>,
    options: { fallbackMessage?: string; isReported?: boolean } = {},
  ) {
    super(body.message || options.fallbackMessage || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 'UNKNOWN';
    this.fieldErrors = body.fieldErrors;
    this.serverMessage = body.message || undefined;
    this.isReported = options.isReported ?? false;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  query?: Query;
  /**
   * Sent as JSON; POST and PUT always send at least `{}` (the server refuses non-JSON mutations). A
   * FormData goes as it is (multipart, the browser writes the boundary).
   */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The guard's own session check: when the refresh fails too, the session ends silently (no toast,
   * no navigation), because the guard itself sends the user to /login.
   */
  isSessionCheck?: boolean;
  /** 'blob' reads a successful answer's bytes (a PDF) instead of JSON. */
  responseType?: 'json' | 'blob';
};

/** A declared call by its method and path, as the contract keys it: 'GET /ebay/accounts/:id'. */
export type Route = keyof ApiEndpoints;
type CallOptions<R extends Route> = EndpointInput<ApiEndpoints[R]> &
  Pick<RequestOptions, 'signal' | 'isSessionCheck'> &
  (ApiEndpoints[R] extends { returns: 'file' } ? { responseType: 'blob' } : { responseType?: never });
export type CallArgs<R extends Route> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];
export type Answer<R extends Route> = EndpointAnswer<ApiEndpoints[R]>;
/** The calls that can answer a file. */
export type FileRoute = {
  [R in Route]: ApiEndpoints[R] extends { returns: 'file' | 'json-or-file' } ? R : never;
}[Route];
type DownloadOptions<R extends Route> = EndpointInput<ApiEndpoints[R]> & Pick<RequestOptions, 'signal'>;
type DownloadArgs<R extends Route> =
  object extends DownloadOptions<R> ? [options?: DownloadOptions<R>] : [options: DownloadOptions<R>];

/** 'GET /files/:id' → 'GET' and '/files/:id'. */
const methodOf = (route: string) => route.slice(0, route.indexOf(' '));
const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);

export type ApiClientOptions = {
  fetch?: typeof fetch;
  baseUrl?: string;
  /** Called once the session is cleared after a failed refresh; the app navigates to /login here. */
  onSessionExpired?: () => void;
};

// A 401 from these is an answer, not an expired session.
const NO_REFRESH_PATHS = new Set(['/login', '/refresh-token', '/logout', '/register']);

/** `path` with the query's set values as its search (`/api/x?a=1`); empty values are left out. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let onSessionExpired = options.onSessionExpired;
  let refreshing: Promise<boolean> | null = null;

  const url = (path: string, query?: Query): string => withQuery(`${baseUrl}${path}`, query);

  async function send(method: string, path: string, { query, body, signal }: RequestOptions): Promise<Response> {
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const isForm = body instanceof FormData;
    // The client header marks a call of this app: GET /new-token refuses a request without it (CSRF).
    const headers: Record<string, string> = { accept: 'application/json', [CLIENT_HEADER.name]: CLIENT_HEADER.value };
    if (hasBody && !isForm) headers['content-type'] = 'application/json';
    try {
      return await fetchImpl(url(path, query), {
        method,
        credentials: 'include',
        headers,
        body: !hasBody ? undefined : isForm ? body : JSON.stringify(body ?? {}),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      notify.connectionFailed();
      throw new ApiError(
        0,
        { code: NETWORK_ERROR_CODE },
        { fallbackMessage: MESSAGES.connectionFailed, isReported: true },
      );
    }
  }

  /** One refresh at a time: concurrent 401s wait for the same POST /refresh-token. */
  function refresh(): Promise<boolean> {
    refreshing ??= send('POST', '/refresh-token', {})
      .then(async (response) => {
        if (!response.ok) return false;
        const session = (await response.json()) as SessionResponse;
        sessionStore.setRefreshExpiry(session.refresh_expires_at);
        return true;
      })
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function expireSession(): void {
    if (!sessionStore.getState().isLoggedIn) return; // already handled by a concurrent call
    notify.refreshFailed();
    sessionStore.clear();
    onSessionExpired?.();
  }

  async function request<T>(method: string, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    let response = await send(method, path, requestOptions);
    let hasSessionEnded = false;
    if (response.status === 401 && !NO_REFRESH_PATHS.has(path)) {
      if (await refresh()) {
        response = await send(method, path, requestOptions);
      } else {
        hasSessionEnded = true;
        if (!requestOptions.isSessionCheck) expireSession();
      }
    }
    if (response.ok && requestOptions.responseType === 'blob') return (await response.blob()) as T;
    const body = await readBody(response);
    if (!response.ok)
      throw new ApiError(response.status, isErrorBody(body) ? body : {}, { isReported: hasSessionEnded });
    return body as T;
  }

  /** A declared call: its params fill the path, and the contract types what goes and what comes back. */
  function call<R extends Route>(route: R, ...[options]: CallArgs<R>): Promise<Answer<R>> {
    const { params, query, ...rest } = (options ?? {}) as RequestOptions & { params?: PathParams };
    return request<Answer<R>>(methodOf(route), fillPath(pathOf(route), params), {
      ...rest,
      ...(query ? { query } : {}),
    });
  }

  /** A declared call's file (a PDF, a CSV) as bytes. */
  function download<R extends FileRoute>(route: R, ...[options]: DownloadArgs<R>): Promise<Blob> {
    return call(route, ...([{ ...options, responseType: 'blob' }] as unknown as CallArgs<R>));
  }

  /** The address of a declared call's file, for a link the browser downloads itself. */
  function href<R extends FileRoute>(route: R, ...[options]: DownloadArgs<R>): string {
    const { params, query } = (options ?? {}) as { params?: PathParams; query?: Query };
    return url(fillPath(pathOf(route), params), query);
  }

  return {
    request,
    call,
    download,
    href,
    /** Wired once at start-up, when the router exists. */
    setOnSessionExpired(handler: () => void): void {
      onSessionExpired = handler;
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isErrorBody(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && typeof (body as ErrorResponse).message === 'string';
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client; tests build their own with `createApiClient({ fetch })`. */
export const api = createApiClient();
