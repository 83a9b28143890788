import { z } from 'zod';
import { changePasswordRequestSchema, resetPasswordRequestSchema } from '@flipstack/contract';

const PASSWORDS_DIFFER = 'Passwords do not match';

/** The contract's request plus a confirmation that must repeat the new password. */
export const resetPasswordFormSchema = resetPasswordRequestSchema
  .pick({ password: true })
  .extend({ confirm_password: z.string() })
  .refine((values) => values.password === values.confirm_password, {
    message: PASSWORDS_DIFFER,
    path: ['confirm_password'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirm_password: z.string() })
  .refine((values) => values.password === values.confirm_password, {
    message: PASSWORDS_DIFFER,
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
