import { EbayError } from './ebay-error.ts';

export type RetryPolicy = { attempts: number; baseDelayMs: number; maxDelayMs: number };
export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 500, maxDelayMs: 30_000 };
const TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * fetch with eBay's failure modes handled: 429 and 5xx (and a dropped connection) are retried with
 * exponential backoff, waiting Retry-After when eBay sends it; any other answer is returned.
 */
export async function fetchWithRetry(url: string, init: RequestInit, policy: RetryPolicy): Promise<Response> {
  let lastProblem = 'no answer';
  for (let attempt = 0; attempt < policy.attempts; attempt += 1) {
    let wait = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (response.status !== 429 && response.status < 500) return response;
      lastProblem = `HTTP ${response.status}`;
      wait = Math.min(policy.maxDelayMs, retryAfterMs(response.headers.get('retry-after')) ?? wait);
      await response.body?.cancel();
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    if (attempt < policy.attempts - 1) await sleep(wait);
  }
  throw new EbayError('unavailable', `eBay did not answer (${lastProblem}); try again later`);
}

/** The answer's JSON, or an EbayError that says what eBay refused. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (response.ok) return (text ? JSON.parse(text) : {}) as T;
  const detail = describeError(text);
  if (response.status === 401) throw new EbayError('unauthorized', `eBay refused the access token: ${detail}`, 401);
  if (response.status === 403) throw new EbayError('forbidden', `eBay does not allow this call: ${detail}`, 403);
  throw new EbayError('rejected', `eBay answered ${response.status}: ${detail}`, response.status);
}

function describeError(text: string): string {
  try {
    const body = JSON.parse(text) as {
      error_description?: string;
      error?: string;
      errors?: { message?: string; longMessage?: string }[];
    };
    return body.error_description ?? body.errors?.[0]?.longMessage ?? body.errors?.[0]?.message ?? body.error ?? text;
  } catch {
    return text.slice(0, 200) || 'no detail';
  }
}
