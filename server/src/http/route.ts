import type { FastifyReply, FastifyRequest, RouteOptions, RouteShorthandOptions } from 'fastify';
import {
  errorResponseSchema,
  type Endpoint,
  type HandlerAnswer,
  type HandlerBody,
  type HandlerParams,
  type HandlerQuery,
} from '@flipstack/contract';

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
    config: { ...extras.config, ...(endpoint.public ? { public: true } : {}) },
    schema: {
      tags: [endpoint.tag],
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responses(endpoint),
    },
    handler: handler as RouteOptions['handler'],
  };
  app.route(options);
}

function responses(endpoint: Endpoint): Record<number, unknown> {
  const answers: Record<number, unknown> = {};
  // A stream or a redirect has no body for the serializer; its declaration's answer only describes it.
  if (endpoint.returns !== 'stream' && endpoint.returns !== 'redirect')
    answers[endpoint.status ?? 200] = endpoint.answer;
  for (const status of [400, 401, ...(endpoint.errors ?? [])]) answers[status] = errorResponseSchema;
  return answers;
}
