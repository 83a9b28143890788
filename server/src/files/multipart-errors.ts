import { AppError } from '../http/app-error.ts';

/** What busboy says about a body that is no well-formed multipart/form-data. */
const MALFORMED = /Unexpected end of (form|file|multipart data)|Malformed|Boundary not found|Part terminated early/i;

/**
 * A problem with the multipart body itself, as a 4xx a person can act on (busboy and @fastify/multipart
 * throw plain errors, which would otherwise answer 500); undefined for any other error.
 */
export function multipartProblem(error: unknown, filesPerUpload: number): AppError | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'FST_FILES_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', `Upload at most ${filesPerUpload} files at once`);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', 'The upload has too many form fields');
  }
  const isMultipartError = typeof code === 'string' && code.startsWith('FST_');
  if (isMultipartError || (typeof message === 'string' && MALFORMED.test(message))) {
    return new AppError('BAD_REQUEST', 'The upload is no complete multipart/form-data body: send the files again');
  }
  return undefined;
}
