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
 * Sets those headers on every answer. Helmet's middleware is made once: the Fastify plugin built it
 * (parsing the policy) again for every request, which cost more than serving a thumbnail.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const setHeaders = helmet(securityHeaders(publicUrl));
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
