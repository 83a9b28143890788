import { AppError } from '../http/app-error.ts';

/** An upload past one of the import's limits: the message names the limit and what to do instead. */
export const overLimit = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message, { file: message });
