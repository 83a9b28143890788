import type { FastifyReply } from 'fastify';

/**
 * Answers with JSON text that is already the whole answer: Fastify sends a JSON-typed string as it is,
 * past the route's response schema, so whoever renders the text answers for its shape (and its tests).
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
