import type { FastifyPluginAsync } from 'fastify';
import { labelEndpoints } from '@flipstack/contract';
import { PDF, sendAttachment } from '../http/attachment.ts';
import { route } from '../http/route.ts';
import { printLabels } from './labels-service.ts';

/** POST /labels: a PDF of the items' labels (tag number as Code 128, QR code to the item, product, price). */
export const labelRoutes: FastifyPluginAsync = async (app) => {
  route(app, labelEndpoints.print, async (request, reply) => {
    // The QR codes link to PUBLIC_URL when it is set, else to the page the labels were printed from
    // (the origin guard has already refused an Origin that is not the request's own).
    const { isPublicUrlSet, publicUrl } = app.config;
    const origin = isPublicUrlSet ? publicUrl : (request.headers.origin ?? publicUrl);
    const pdf = await printLabels(app.db, request.session, request.body, origin);
    return sendAttachment(reply, PDF, `labels-${request.body.layout}.pdf`, pdf);
  });
};
