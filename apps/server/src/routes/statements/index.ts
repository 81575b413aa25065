import {
  formatMoney,
  listAnswerSchema,
  messageSchema,
  recordParamsSchema as params,
  statementAssignSchema,
  statementConfirmAnswerSchema,
  statementConfirmSchema,
  statementLineListQuerySchema,
  statementLineSchema,
  statementUploadAnswerSchema,
  statementUploadQuerySchema,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { baseFileName } from '../../files/names';
import { readUploadedBytes } from '../../files/read-upload';
import { presentStatementLine } from '../../presenters/statement-line';
import { assignStatementLine, confirmMatchedStatementLines, confirmStatementLines, ignoreStatementLine, type BookedLines } from '../../services/statements/book-lines';
import { importStatement } from '../../services/statements/import-statement';
import { listStatementLines } from '../../services/statements/list-statement-lines';
import { MAX_XML_DEPTH, MAX_XML_ELEMENTS } from '../../services/statements/parse-camt053';
import { MAX_STATEMENT_LINES } from '../../services/statements/statement-line';
import type { RoutePlugin } from '../types';

const tags = ['statements'];
const security = [{ bearer: [] }];
const config = { permission: 'peopleCourseWeekRegistration.update' } as const;

/** Bank statement import, review and booking of the payments (issue 25 part 3, decision 023). */
export const statementRoutes: RoutePlugin = async (app) => {
  const { db, mailer } = app.deps;

  /** One line per outcome, as the registrations' setPayed answers. */
  const bookedMessage = (request: FastifyRequest, result: BookedLines) =>
    [
      request.t('statements.booked', { count: result.booked.length }),
      ...(result.overpaid.length > 0
        ? [request.t('statements.booked_overpaid', { count: result.overpaid.length, amount: formatMoney(result.overpaid.reduce((sum, line) => sum + line.amount, 0)) })]
        : []),
      ...(result.left.length > 0 ? [request.t('statements.left', { count: result.left.length })] : []),
      ...(result.skipped.length > 0 ? [request.t('statements.skipped', { count: result.skipped.length })] : []),
    ].join('\n');

  app.get('/statements', {
    config,
    schema: {
      tags,
      security,
      querystring: statementLineListQuerySchema,
      description:
        'Imported credit lines, oldest booking date first; filters `state` (open, booked, ignored) and `match` (reference, proposal, none); search in payer, remittance text and file name.',
      response: { 200: listAnswerSchema(statementLineSchema) },
    },
    handler: async (request) => {
      const list = await listStatementLines(db, request.query);
      return { data: list.data.map(presentStatementLine), meta: list.meta };
    },
  });

  app.post('/statements/upload', {
    config,
    schema: {
      tags,
      security,
      consumes: ['multipart/form-data'],
      querystring: statementUploadQuerySchema,
      description:
        'Multipart with one file in `file`, at most 10 MB: a CAMT.053 XML statement or a CSV export. Credit lines are matched and stored; a line imported before is left as it is. ' +
        'A CSV is read with the column mapping of the query string (`date`, `amount`, `payer`, `text`, optional `reference`: column numbers from 0), which is then remembered for its header, ' +
        'else with the mapping remembered for its header; without either the answer is `kind: mapping` with the columns, a few rows and a guess, and nothing is imported. ' +
        `A file that is neither, XML nested deeper than ${MAX_XML_DEPTH} levels or of more than ${MAX_XML_ELEMENTS.toLocaleString('en')} elements, ` +
        `a file of more than ${MAX_STATEMENT_LINES.toLocaleString('en')} lines, or one not read within the document timeout answers 422 on \`file\`.`,
      response: { 200: statementUploadAnswerSchema },
    },
    handler: async (request) => {
      const { rawName, bytes } = await readUploadedBytes(request, ['file']);
      const fileName = baseFileName(rawName).slice(0, 255);
      const result = await importStatement(db, { bytes, fileName, query: request.query, userId: request.actor.id, now: request.clock.now, read: app.documents.readStatement });
      if (result.kind === 'mapping') {
        return { ...result, success: false, file_name: fileName, message: request.t('statements.upload.mapping_needed') };
      }
      const { counts } = result;
      const message = [
        request.t('statements.upload.imported', {
          file: fileName,
          credits: counts.credits,
          added: counts.added,
          reference: counts.reference,
          proposal: counts.proposal,
          none: counts.none,
          already: counts.already_imported,
        }),
        ...(counts.not_credits + counts.unreadable > 0 ? [request.t('statements.upload.skipped_lines', { count: counts.not_credits, unreadable: counts.unreadable })] : []),
      ].join('\n');
      return { ...result, success: true, file_name: fileName, message };
    },
  });

  app.post('/statements/confirm', {
    config,
    schema: {
      tags,
      security,
      body: statementConfirmSchema,
      description:
        'Books the listed open lines onto the bookings they name (matched by reference, or a proposal accepted): the payment spread over the booking, payed_at = the line\'s date, one e-mail per booking. ' +
        'A line decided meanwhile, or whose booking has nothing standing, is skipped; a line is never booked twice.',
      response: { 200: statementConfirmAnswerSchema },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const result = await confirmStatementLines(db, { ids: request.body.data, userId: request.actor.id, now, timeZone });
      if (result.booked.length > 0) mailer.kick();
      return { success: true, message: bookedMessage(request, result), ...result };
    },
  });

  app.post('/statements/confirmMatched', {
    config,
    schema: {
      tags,
      security,
      description: 'Books every open line matched by reference, except those above their booking\'s open total: those stay open for a person to decide (`left`).',
      response: { 200: statementConfirmAnswerSchema },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const result = await confirmMatchedStatementLines(db, { userId: request.actor.id, now, timeZone });
      if (result.booked.length > 0) mailer.kick();
      return { success: true, message: bookedMessage(request, result), ...result };
    },
  });

  app.post('/statements/:id/assign', {
    config,
    schema: {
      tags,
      security,
      params,
      body: statementAssignSchema,
      description:
        'Books an open line onto the booking of a typed reference (`SPW-123-45`, spaces, case and dashes as people write them). 422 on `reference` for wrong check digits or a booking with nothing standing; 409 when the line was decided meanwhile.',
      response: { 200: statementConfirmAnswerSchema },
    },
    handler: async (request) => {
      const { now, timeZone } = request.clock;
      const { id } = request.params;
      const { overpaid } = await assignStatementLine(db, { id, reference: request.body.reference, userId: request.actor.id, now, timeZone });
      mailer.kick();
      const result: BookedLines = { booked: [id], overpaid: overpaid > 0 ? [{ id, amount: overpaid }] : [], skipped: [], left: [] };
      return { success: true, message: bookedMessage(request, result), ...result };
    },
  });

  app.post('/statements/:id/ignore', {
    config,
    schema: {
      tags,
      security,
      params,
      description: 'Sets an open line aside: it is never booked. 409 when it was decided meanwhile.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await ignoreStatementLine(db, { id: request.params.id, userId: request.actor.id, now: request.clock.now });
      return { success: true, message: request.t('statements.ignored') };
    },
  });
};
