import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@flipstack/contract';
import { AppError } from './app-error.ts';
import { databaseConflict, databaseDataError, databaseUnavailable } from './database-errors.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

/** One place turns every thrown error into `{code, message, fieldErrors?}`; 5xx hide their internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const dataError = databaseDataError(thrown);
    // Each of these is a contract rule still missing: the caller gets a 400 without a field message.
    if (dataError) request.log.warn({ err: thrown }, 'database refused the data: %s', dataError.message);
    const error = databaseConflict(thrown) ?? dataError ?? databaseUnavailable(thrown) ?? thrown;
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: thrown }, error.message);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.slice(1).replaceAll('/', '.') || '_';
        fieldErrors[field] ??= issue.message ?? 'Invalid value';
      }
      const message = Object.entries(fieldErrors)
        .map(([field, text]) => (field === '_' ? text : `${field}: ${text}`))
        .join('; ');
      return reply.status(400).send(body('VALIDATION_FAILED', message, fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
    return reply.status(status).send(body(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}

function body(code: ErrorCode, message: string, fieldErrors?: Record<string, string>): ErrorResponse {
  return fieldErrors ? { code, message, fieldErrors } : { code, message };
}
