import { ApiError } from './api.ts';

type FormWithErrors = { setErrors: (errors: Record<string, string>) => void };

/** Puts the server's `fieldErrors` on the form's fields; false when there were none to place. */
export function applyFieldErrors(form: FormWithErrors, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors || Object.keys(error.fieldErrors).length === 0) return false;
  form.setErrors(error.fieldErrors);
  return true;
}
