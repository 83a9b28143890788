import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const statusResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['embedded', 'postgres']),
  /** Whether "Sign in with Microsoft" (GET /connect-to-microsoft) is configured on this server. */
  microsoft_sign_in: z.boolean(),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

const tag = 'status';
export const statusEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/status',
    tag,
    answer: statusResponseSchema,
    errors: [503],
    public: true,
  }),
  openApi: endpoint({
    method: 'GET',
    path: '/openapi.json',
    tag,
    answer: z.any().describe('this API described as OpenAPI 3'),
    public: true,
    hidden: true,
  }),
};
