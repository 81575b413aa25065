import type { OfferDeadline } from '@app/domain';
import { api } from '../../lib/api-client';

export const OFFERS_ENDPOINT = '/api/offers';
export const OFFERS_PATH = '/be/offers';

/** Offers a waiting registration a place by hand, or moves its open offer's deadline (issue 36). */
export const saveOfferDeadline = async ({ registrationId, values }: { registrationId: number; values: OfferDeadline }) => ({
  ...(await api.put<{ message: string }>(`/api/peopleCourseWeekRegistration/${registrationId}/offer`, values)),
  data: null,
});
