import type { BookingAnswer, BookingInput, CourseShow } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, apiDownload, downloadUrl, type DownloadProgress } from '../../../lib/api-client';
import { COURSE_ENDPOINT } from '../api';

/** GET /api/course/{id}/show: the course with its weeks and each week's registrations. */
export const courseShowQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['courseShow', courseId],
    queryFn: ({ signal }) => api.get<{ data: CourseShow }>(`${COURSE_ENDPOINT}/${courseId}/show`, { signal }).then((answer) => answer.data),
  });

/** GET /excelExport/{courseId}: the course's registrations as a spreadsheet; the token travels in the query. */
export const courseExportUrl = (courseId: number) => downloadUrl(`/excelExport/${courseId}`);

/** GET /excelExport/{courseId}/presence: the presence list of the course's weeks. */
export const presenceListUrl = (courseId: number) => downloadUrl(`/excelExport/${courseId}/presence`);

/** The same two spreadsheets fetched by the page, which shows their progress. */
export const downloadCourseExport = (courseId: number, onProgress: (progress: DownloadProgress) => void) =>
  apiDownload(`/excelExport/${courseId}`, onProgress);
export const downloadPresenceList = (courseId: number, onProgress: (progress: DownloadProgress) => void) =>
  apiDownload(`/excelExport/${courseId}/presence`, onProgress);

/** DELETE /api/peopleCourseWeekRegistration/{id}: the office's delete, with promotion from the waiting list. */
export const deleteRegistration = (id: number) => api.delete<{ message: string }>(`/api/peopleCourseWeekRegistration/${id}`);

/** POST /api/send-registration/{courseId}/admin: staff book a child for its family. */
export const bookForFamily = (courseId: number, booking: BookingInput) =>
  api.post<BookingAnswer>(`/api/send-registration/${courseId}/admin`, booking);

export interface ChildOption {
  id: number;
  first_name: string;
  last_name: string;
  tax: string;
}

/** GET /api/child: the register dialog's search, ten at most (back-office specification section 9). */
export const childSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['childSearch', search],
    queryFn: ({ signal }) =>
      api.get<{ data: ChildOption[] }>('/api/child', { query: { search, itemsPerPage: '10', page: '1' }, signal }).then((answer) => answer.data),
  });
