import { EXPORT_PERMISSION, recordId } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../../files/names';
import { exportActiveRegistrations, exportCourse, exportPayments, type ExportFile } from '../../services/exports/export-registrations';
import type { RoutePlugin } from '../types';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const querystring = z.object({
  lang: z.string().optional().describe('de (default) or it: sheet names and headers.'),
  token: z.string().optional().describe('The bearer token: downloads are opened by the browser, which sends no header.'),
});
const config = { permission: EXPORT_PERMISSION, queryToken: true } as const;
const schema = { tags: ['exports'], security: [{ bearer: [] }], querystring };

function sendWorkbook(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('Content-Type', XLSX)
    .header('Content-Disposition', contentDisposition('attachment', file.fileName))
    .header('Cache-Control', 'private, no-store')
    .send(file.data);
}

/**
 * Spreadsheet downloads (back-office specification section 7, decisions.md section 8). Health columns only
 * for roles with child.health.
 */
export const exportRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;
  const request = (req: FastifyRequest) => ({
    actor: req.actor,
    now: req.clock.now,
    timeZone: req.clock.timeZone,
    lang: req.lang,
    build: app.documents.build,
  });

  app.get('/excelExport/active', {
    config,
    schema: { ...schema, description: 'Every registration of the active courses, waiting ones on a second sheet.' },
    handler: async (req, reply) => sendWorkbook(reply, await exportActiveRegistrations(db, request(req))),
  });

  app.get('/excelExport/:courseId', {
    config,
    schema: { ...schema, params: z.object({ courseId: recordId }), description: 'A sheet per week with the confirmed children, then the waiting list.' },
    handler: async (req, reply) => sendWorkbook(reply, await exportCourse(db, { ...request(req), courseId: req.params.courseId, kind: 'registrations' })),
  });

  app.get('/excelExport/:courseId/presence', {
    config,
    schema: { ...schema, params: z.object({ courseId: recordId }), description: 'Attendance list to print: per week the children by last name and a column per day.' },
    handler: async (req, reply) => sendWorkbook(reply, await exportCourse(db, { ...request(req), courseId: req.params.courseId, kind: 'presence' })),
  });

  app.get('/export/payments', {
    config,
    schema: { ...schema, description: 'Every confirmed registration of the active courses with price, paid and open amount.' },
    handler: async (req, reply) => sendWorkbook(reply, await exportPayments(db, request(req))),
  });
};
