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
 * Sets those headers on every answer. They depend on nothing in the request, so helmet runs once, on
 * a stand-in answer that keeps what it sets, and each request gets the kept list: helmet per request
 * (a dozen middlewares, the policy's directives walked again) was a twentieth of a cheap list call.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const headers = new Map<string, string>();
  const standIn = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(securityHeaders(publicUrl))({} as never, standIn as never, () => {});
  const fixed = [...headers];
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of fixed) reply.raw.setHeader(name, value);
    done();
  });
}
