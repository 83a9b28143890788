import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  journalQuerySchema,
  journalResponseSchema,
  profitAndLossQuerySchema,
  profitAndLossResponseSchema,
  taxYearQuerySchema,
  taxYearResponseSchema,
} from '@flipstack/contract';
import { readTeamSettings } from '../settings/store/settings-store.ts';
import { journal } from './journal.ts';
import { journalCsv } from './journal-csv.ts';
import { profitAndLoss } from './profit-and-loss.ts';
import { profitAndLossPdfStatement, taxYearPdfStatement } from './report-pdfs.ts';
import { taxYear } from './tax-year.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const pdfAnswer = { 200: z.any().describe('application/pdf'), ...errors };

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/profit-and-loss',
    {
      schema: {
        tags: ['reports'],
        querystring: profitAndLossQuerySchema,
        response: { 200: profitAndLossResponseSchema, ...errors },
      },
    },
    (request) => profitAndLoss(app.db, request.session.teamId, request.query),
  );

  app.get(
    '/reports/profit-and-loss.pdf',
    { schema: { tags: ['reports'], querystring: profitAndLossQuerySchema, response: pdfAnswer } },
    async (request, reply) => {
      const { teamId } = request.session;
      const [report, settings] = await Promise.all([
        profitAndLoss(app.db, teamId, request.query),
        readTeamSettings(app.db, teamId),
      ]);
      const group = request.query.group ?? 'month';
      const { renderStatementPdf } = await import('./statement-pdf.ts');
      const pdf = await renderStatementPdf(profitAndLossPdfStatement(report, group, settings.currency), true);
      const name = `profit-and-loss-${report.from}-${report.to}${group === 'month' ? '' : `-by-${group}`}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/reports/journal',
    {
      schema: {
        tags: ['reports'],
        querystring: journalQuerySchema,
        response: { 200: z.union([journalResponseSchema, z.string().describe('text/csv')]), ...errors },
      },
    },
    async (request, reply) => {
      const answer = await journal(app.db, request.session.teamId, request.query);
      const { format } = request.query;
      if (!format) return answer;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="journal-${answer.from}-${answer.to}-${format}.csv"`)
        .send(journalCsv(answer, format));
    },
  );

  app.get(
    '/reports/tax-year',
    {
      schema: {
        tags: ['reports'],
        querystring: taxYearQuerySchema,
        response: { 200: taxYearResponseSchema, ...errors },
      },
    },
    (request) => taxYear(app.db, request.session.teamId, request.query),
  );

  app.get(
    '/reports/tax-year.pdf',
    { schema: { tags: ['reports'], querystring: taxYearQuerySchema, response: pdfAnswer } },
    async (request, reply) => {
      const { teamId } = request.session;
      const [report, settings] = await Promise.all([
        taxYear(app.db, teamId, request.query),
        readTeamSettings(app.db, teamId),
      ]);
      const { renderStatementPdf } = await import('./statement-pdf.ts');
      const pdf = await renderStatementPdf(taxYearPdfStatement(report, settings.currency));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="tax-year-${report.year}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};
