import { ERROR_STATUS, type ErrorCode } from '@flipstack/contract';

/** The one error type of the API: the error handler turns it into `{code, message, fieldErrors?}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
