import type { FastifyPluginAsync } from 'fastify';
import { reportEndpoints } from '@flipstack/contract';
import { CSV, PDF, sendAttachment } from '../http/attachment.ts';
import { route } from '../http/route.ts';
import { readTeamSettings } from '../settings/store/settings-store.ts';
import { journal } from './journal.ts';
import { journalCsv } from './journal-csv.ts';
import { profitAndLoss } from './profit-and-loss.ts';
import { profitAndLossPdfStatement, taxYearPdfStatement } from './report-pdfs.ts';
import { taxYear } from './tax-year.ts';

export const reportsRoutes: FastifyPluginAsync = async (app) => {
  route(app, reportEndpoints.profitAndLoss, (request) => profitAndLoss(app.db, request.session.teamId, request.query));

  route(app, reportEndpoints.profitAndLossPdf, async (request, reply) => {
    const { teamId } = request.session;
    const [report, { currency }] = await Promise.all([
      profitAndLoss(app.db, teamId, request.query),
      readTeamSettings(app.db, teamId),
    ]);
    const group = request.query.group ?? 'month';
    const { renderStatementPdf } = await import('./statement-pdf.ts');
    const pdf = await renderStatementPdf(profitAndLossPdfStatement(report, group, currency), true);
    const name = `profit-and-loss-${report.from}-${report.to}${group === 'month' ? '' : `-by-${group}`}.pdf`;
    return sendAttachment(reply, PDF, name, pdf);
  });

  route(app, reportEndpoints.journal, async (request, reply) => {
    const answer = await journal(app.db, request.session.teamId, request.query);
    const { format } = request.query;
    if (!format) return answer;
    return sendAttachment(reply, CSV, `journal-${answer.from}-${answer.to}-${format}.csv`, journalCsv(answer, format));
  });

  route(app, reportEndpoints.taxYear, (request) => taxYear(app.db, request.session.teamId, request.query));

  route(app, reportEndpoints.taxYearPdf, async (request, reply) => {
    const { teamId } = request.session;
    const [report, { currency }] = await Promise.all([
      taxYear(app.db, teamId, request.query),
      readTeamSettings(app.db, teamId),
    ]);
    const { renderStatementPdf } = await import('./statement-pdf.ts');
    return sendAttachment(
      reply,
      PDF,
      `tax-year-${report.year}.pdf`,
      await renderStatementPdf(taxYearPdfStatement(report, currency)),
    );
  });
};
