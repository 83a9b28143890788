import { z } from 'zod';

export const statusResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['embedded', 'postgres']),
  /** Whether "Sign in with Microsoft" (GET /connect-to-microsoft) is configured on this server. */
  microsoft_sign_in: z.boolean(),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

export const statusEndpoints = {};
