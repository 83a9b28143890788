import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, labelsRequestSchema } from '@flipstack/contract';
import { printLabels } from './labels-service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/labels',
    {
      schema: {
        tags: ['labels'],
        description: "A PDF of the items' labels (tag number as Code 128, QR code to the item, product, price).",
        body: labelsRequestSchema,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      // The QR codes link to PUBLIC_URL when it is set, else to the page the labels were printed from
      // (the origin guard has already refused an Origin that is not the request's own).
      const { isPublicUrlSet, publicUrl } = app.config;
      const origin = isPublicUrlSet ? publicUrl : (request.headers.origin ?? publicUrl);
      const pdf = await printLabels(app.db, request.session, request.body, origin);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="labels-${request.body.layout}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};
