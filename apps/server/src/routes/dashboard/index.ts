import { DASHBOARD_EXPORTS, dashboardSchema, EXPORT_PERMISSION, missingIssuerOptions } from '@app/domain';
import { can } from '../../policies/actor';
import { readOptions } from '../../repositories/options';
import { countOverdueBookings } from '../../repositories/overdue-bookings';
import { countActiveRegistrations } from '../../services/dashboard/count-active-registrations';
import { countOpenOffers } from '../../services/offers/list-offers';
import type { RoutePlugin } from '../types';

/**
 * GET /api/dashboard: the totals and the two export links of the back office's start page (only for who may
 * download them), which issuer data of the payment confirmation are still empty (keys only: the values
 * stay with option.index), how many bookings are past their payment deadline (decision 026) and how many
 * offers of a place wait for the family's answer (issue 36).
 */
export const dashboardRoutes: RoutePlugin = async (app) => {
  const { db } = app.deps;

  app.get('/dashboard', {
    config: { permission: 'course.index' },
    schema: { tags: ['dashboard'], security: [{ bearer: [] }], response: { 200: dashboardSchema } },
    handler: async (request) => {
      const [totals, options, overdue, openOffers] = await Promise.all([
        countActiveRegistrations(db, request.clock),
        readOptions(db),
        countOverdueBookings(db, request.clock),
        countOpenOffers(db),
      ]);
      return {
        data: {
          registrations: totals.confirmed,
          waiting_list: totals.waiting,
          links: can(request.actor, EXPORT_PERMISSION)
            ? DASHBOARD_EXPORTS.map(({ key, link }) => ({ title: request.t(`settings.dashboard.links.${key}`), link }))
            : [],
          missing_options: missingIssuerOptions(options),
          overdue_bookings: overdue,
          open_offers: openOffers,
        },
      };
    },
  });
};
