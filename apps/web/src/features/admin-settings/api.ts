import type { Language, NextReminders, Option, ReminderCount } from '@app/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, downloadUrl } from '../../lib/api-client';
import { optionsQuery } from '../../lib/options';

interface Saved {
  success: boolean;
  message: string;
  data: Option;
}

/** GET /api/option: every key, public or not, for the options page. */
export const adminOptionsQuery = queryOptions({
  queryKey: ['admin-options'],
  queryFn: async ({ signal }) => (await api.get<{ data: Option[] }>('/api/option', { signal })).data,
});

/**
 * After any change the page reads its options again, and so does the whole app: a new name or colour
 * shows in the toolbar and the theme at once.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return (saved: Option) => {
    queryClient.setQueryData(adminOptionsQuery.queryKey, (rows) => rows?.map((row) => (row.key === saved.key ? saved : row)));
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOptionsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: optionsQuery.queryKey }),
    ]);
  };
}

/** POST /api/option: one key at a time, as every field of the page has its own save button. */
export function useSaveOption() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { key: string; value: string }) => api.post<Saved>('/api/option', body),
    onSuccess: ({ data }) => refresh(data),
  });
}

/** POST /api/option/privacy-check-date: every parent has to accept the privacy terms again. */
export function useRequestPrivacyCheck() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.post<Saved>('/api/option/privacy-check-date'),
    onSuccess: ({ data }) => refresh(data),
  });
}

/** POST /api/option/upload: stores the file and answers its address, which the page then saves into the key. */
export async function uploadOptionFile(form: FormData): Promise<{ url: string }> {
  const { data } = await api.post<{ data: string }>('/api/option/upload', form);
  return { url: data };
}

/**
 * The address of GET /mail-preview/payment-reminder for an iframe (decision 026). downloadUrl adds the token;
 * the Italian text is previewed in Italian whatever language the back office is shown in.
 */
export function reminderPreviewUrl(lang: Language): string {
  return downloadUrl('/mail-preview/payment-reminder', { lang });
}

/** GET /api/payment-reminders/count: how many families the next run would remind with a deadline not saved yet. */
export const reminderCountQuery = (paymentDays: number) =>
  queryOptions({
    queryKey: ['payment-reminders', 'count', paymentDays],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ReminderCount }>('/api/payment-reminders/count', { query: { payment_days: String(paymentDays) }, signal })).data,
  });

/** GET /api/payment-reminders: the families the next run reminds. */
export const nextRemindersQuery = queryOptions({
  queryKey: ['payment-reminders', 'next'],
  queryFn: async ({ signal }) => (await api.get<{ data: NextReminders }>('/api/payment-reminders', { signal })).data,
});

/** POST /api/payment-reminders/{parentId}/send: one family's reminder now; the list and the counts are read again. */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentId: number) => api.post<{ success: boolean; message: string }>(`/api/payment-reminders/${parentId}/send`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payment-reminders'] }),
  });
}

/** The address of GET /mail-preview/payment-reminder/{parentId} for an iframe: the e-mail the next run sends that family. */
export function familyReminderUrl(parentId: number): string {
  return downloadUrl(`/mail-preview/payment-reminder/${parentId}`);
}
