import {
  csvMappingEntrySchema,
  csvMappingParamsSchema,
  csvMappingsAnswerSchema,
  csvMappingUpdateSchema,
  formatMoney,
  listAnswerSchema,
  messageSchema,
  recordParamsSchema as params,
  statementAssignSchema,
  statementConfirmAnswerSchema,
  statementConfirmSchema,
  statementIgnoreSchema,
  statementLineListQuerySchema,
  statementLineSchema,
  statementUploadAnswerSchema,
  statementUploadQuerySchema,
  sumMoney,
} from '@app/domain';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { baseFileName } from '../../files/names';
import { readUploadedBytes } from '../../files/read-upload';
import { presentStatementLine } from '../../presenters/statement-line';
import { assignStatementLine, confirmMatchedStatementLines, confirmStatementLines, ignoreStatementLine, type BookedLines } from '../../services/statements/book-lines';
import { deleteCsvMapping, listCsvMappings, updateCsvMapping } from '../../services/statements/csv-mappings';
import { importStatement } from '../../services/statements/import-statement';
import { listStatementLines } from '../../services/statements/list-statement-lines';
import { MAX_XML_DEPTH, MAX_XML_ELEMENTS } from '../../services/statements/parse-camt';
import { MAX_ZIP_BYTES } from '../../services/statements/read-zip';
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
        ? [request.t('statements.booked_overpaid', { count: result.overpaid.length, amount: formatMoney(sumMoney(result.overpaid.map((line) => line.amount))) })]
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
        'Multipart with one file in `file`, at most 10 MB: a CAMT.053 or CAMT.052 XML statement, a ZIP of such files, or a CSV export. Credit lines are matched and stored; a line imported before is left as it is; ' +
        'pending transfers, balance rows and unreadable rows (listed in `unreadable_lines` with their line) are not imported. ' +
        'A CSV is read with the column mapping of the query string (`date`, `amount`, `text`, optional `payer` and `reference`: column numbers from 0; `header=0` when its first row is a transfer), which is then remembered for its header (or its number of columns), ' +
        'else with the mapping remembered for it; without either the answer is `kind: mapping` with the columns, a few rows and a guess, and nothing is imported. ' +
        `A file that is none of these, a CSV in another currency than euro, XML nested deeper than ${MAX_XML_DEPTH} levels or of more than ${MAX_XML_ELEMENTS.toLocaleString('en')} elements, ` +
        `a ZIP unpacking to more than ${MAX_ZIP_BYTES / (1024 * 1024)} MB, a file of more than ${MAX_STATEMENT_LINES.toLocaleString('en')} lines, or one not read within the document timeout answers 422 on \`file\`.`,
      response: { 200: statementUploadAnswerSchema },
    },
    handler: async (request) => {
      const { rawName, bytes } = await readUploadedBytes(request, ['file']);
      const fileName = baseFileName(rawName).slice(0, 255);
      const { now, timeZone } = request.clock;
      const result = await importStatement(db, { bytes, fileName, query: request.query, userId: request.actor.id, now, timeZone, read: app.documents.readStatement });
      if (result.kind === 'mapping') {
        return { ...result, success: false, file_name: fileName, message: request.t('statements.upload.mapping_needed') };
      }
      const { counts, format, unreadableLines } = result;
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
        ...(counts.not_credits > 0 ? [request.t('statements.upload.not_credits', { count: counts.not_credits })] : []),
        ...(counts.pending > 0 ? [request.t('statements.upload.pending', { count: counts.pending })] : []),
        ...(counts.balances > 0 ? [request.t('statements.upload.balances', { count: counts.balances })] : []),
        ...(counts.unreadable > 0 ? [request.t(`statements.upload.unreadable_${format === 'csv' ? 'rows' : 'entries'}`, { count: counts.unreadable })] : []),
      ].join('\n');
      return { kind: result.kind, format, counts, unreadable_lines: unreadableLines, success: true, file_name: fileName, message };
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
      body: statementIgnoreSchema,
      description: 'Sets an open line aside with the reason (`reason`, shown with the line): it is never booked. 409 when it was decided meanwhile.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await ignoreStatementLine(db, { id: request.params.id, reason: request.body.reason, userId: request.actor.id, now: request.clock.now });
      return { success: true, message: request.t('statements.ignored') };
    },
  });

  app.get('/statements/mappings', {
    config,
    schema: {
      tags,
      security,
      description: 'The column mappings remembered for CSV statements, one per shape of file (its header, or its number of columns when it has no header row).',
      response: { 200: csvMappingsAnswerSchema },
    },
    handler: async () => ({ data: await listCsvMappings(db) }),
  });

  app.put('/statements/mappings/:id', {
    config,
    schema: {
      tags,
      security,
      params: csvMappingParamsSchema,
      body: csvMappingUpdateSchema,
      description: 'Changes the columns of a remembered mapping; the next file of its shape is read with them. 404 when it is gone, 422 on a column outside the file.',
      response: { 200: z.object({ success: z.boolean(), message: z.string(), data: csvMappingEntrySchema }) },
    },
    handler: async (request) => {
      const data = await updateCsvMapping(db, { id: request.params.id, mapping: request.body, now: request.clock.now });
      return { success: true, message: request.t('statements.mappings.saved'), data };
    },
  });

  app.delete('/statements/mappings/:id', {
    config,
    schema: {
      tags,
      security,
      params: csvMappingParamsSchema,
      description: 'Forgets a remembered mapping: the next file of its shape asks for its columns again. 404 when it is gone.',
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await deleteCsvMapping(db, { id: request.params.id, now: request.clock.now });
      return { success: true, message: request.t('statements.mappings.deleted') };
    },
  });
};
