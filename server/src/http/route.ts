import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import {
  errorResponseSchema,
  type Endpoint,
  type HandlerAnswer,
  type HandlerBody,
  type HandlerParams,
  type HandlerQuery,
} from '@flipstack/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Registered by route() from a contract declaration. */
    declared?: true;
    /** Answers an address no declaration has (an unknown resource's). */
    fallback?: true;
  }
}

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: HandlerParams<E>;
  Querystring: HandlerQuery<E>;
  Body: HandlerBody<E>;
}>;

type Answer<E extends Endpoint> = HandlerAnswer<E> | FastifyReply;
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E>> | Answer<E>;

/** What a route has besides its declaration: the server's own hooks, limits and flags. */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'preValidation' | 'bodyLimit'>;

// Any instance, whatever type provider its plugin was given: the declaration types the handler.
type AnyApp = { route: (options: RouteOptions) => unknown };

/** Registers the route a contract declaration describes; its schemas check the request and the answer. */
export function route<E extends Endpoint>(app: AnyApp, endpoint: E, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(
  app: AnyApp,
  endpoint: E,
  extras: RouteExtras,
  handler: EndpointHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: AnyApp,
  endpoint: E,
  extrasOrHandler: RouteExtras | EndpointHandler<E>,
  lastHandler?: EndpointHandler<E>,
): void {
  const extras = typeof extrasOrHandler === 'function' ? {} : extrasOrHandler;
  const handler = typeof extrasOrHandler === 'function' ? extrasOrHandler : lastHandler!;
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    ...extras,
    config: { ...extras.config, declared: true, ...(endpoint.public ? { public: true } : {}) },
    schema: {
      tags: [endpoint.tag],
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.form ? { body: endpoint.form } : {}),
      response: responses(endpoint),
    },
    ...(endpoint.form ? { validatorCompiler: skipBodyValidation } : {}),
    handler: withStatus(endpoint, handler as RouteOptions['handler']),
  };
  app.route(options);
}

/** A declared success status other than 200 (201, 202, 204) is set before the handler answers; a redirect sets its own. */
function withStatus(endpoint: Endpoint, handler: RouteOptions['handler']): RouteOptions['handler'] {
  const { status } = endpoint;
  if (status === undefined || status === 200 || status === 302) return handler;
  return function (request, reply) {
    reply.code(status);
    return handler.call(this, request, reply);
  };
}

function responses(endpoint: Endpoint): Record<number, unknown> {
  const answers: Record<number, unknown> = { [endpoint.status ?? 200]: endpoint.answer, ...endpoint.otherAnswers };
  for (const status of [400, 401, ...(endpoint.errors ?? [])]) answers[status] = errorResponseSchema;
  return answers;
}

/** An upload's form schema documents the parts only: @fastify/multipart streams them, no body is parsed. */
const skipBodyValidation: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route as FastifyRouteSchemaDef<ZodType>);

/** Refuses to start when a route of the API is registered without its declaration (app.get instead of route()). */
export function requireDeclaredRoutes(app: { addHook: FastifyInstance['addHook'] }): void {
  app.addHook('onRoute', (options) => {
    if (options.config?.declared || options.config?.fallback) return;
    throw new Error(
      `${String(options.method)} ${options.url} is not declared: declare it in the contract and register it with route()`,
    );
  });
}
