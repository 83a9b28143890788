import { z } from 'zod';

export const statusResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['embedded', 'postgres']),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;
