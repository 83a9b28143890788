import type { FastifyInstance } from 'fastify';

/**
 * Mutations accept JSON or multipart only. Fastify already answers 415 for form encodings it has no
 * parser for; removing text/plain closes the last content type a cross-site HTML form can send.
 */
export function registerBodyGuard(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
}
