import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's defaults, except that upgrading requests and HSTS follow PUBLIC_URL: sent over plain http
 * (a LAN hostname such as http://nas.local:3000), they make the browser ask for every asset over
 * https, and the page stays blank.
 */
export function securityHeaders(publicUrl: string): HelmetOptions {
  const isHttps = publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // The barcode scanner's decoder is WebAssembly (zxing-wasm), served by the app itself.
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        // The lightbox shows a PDF from a blob URL: served files are sandboxed, and Chrome's viewer refuses a sandbox.
        'frame-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': isHttps ? [] : null,
      },
    },
    strictTransportSecurity: isHttps,
  };
}

/**
 * What an API answer carries instead: it is data, never a page, so it may load nothing, be framed by
 * nothing, be read by no other site and never be sniffed as something else. The browser-era headers a
 * page needs (DNS prefetching, IE's download and XSS filters, Flash's cross-domain files) say nothing
 * about JSON; sending them cost a cheap list call a twentieth of its time. A served file sets its own
 * policy on top (a sandbox, files/serve-file.ts).
 */
function apiHeaders(page: Map<string, string>): Map<string, string> {
  const headers = new Map([
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'no-referrer'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
  ]);
  const hsts = page.get('strict-transport-security');
  if (hsts) headers.set('strict-transport-security', hsts);
  return headers;
}

/** The API's own paths; its interactive docs (/api/docs) are pages and take the pages' policy. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Sets those headers on every answer. They depend on nothing in the request but its path, so helmet runs
 * once, on a stand-in answer that keeps what it sets, and each request gets a kept list: helmet per
 * request (a dozen middlewares, the policy's directives walked again) was a twentieth of a cheap list call.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const page = new Map<string, string>();
  const standIn = {
    setHeader: (name: string, value: string) => page.set(name.toLowerCase(), value),
    removeHeader: (name: string) => page.delete(name.toLowerCase()),
  };
  helmet(securityHeaders(publicUrl))({} as never, standIn as never, () => {});
  const forPages = [...page];
  const forApi = [...apiHeaders(page)];
  // On the reply, with the answer's other headers: Node writes them in one pass with the head.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiAnswer(request.url) ? forApi : forPages) reply.header(name, value);
    done();
  });
}
