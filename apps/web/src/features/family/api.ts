import type {
  ChildCreateInput,
  ChildUpdateInput,
  Confirmation,
  Family,
  FamilyChild,
  FamilyParent,
  FamilyRegistration,
  Language,
  ParentUpdateInput,
  PendingAddress,
  RegistrationUpdateInput,
} from '@app/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, downloadUrl } from '../../lib/api-client';
import { userDataQuery } from '../../lib/session-api';

/** Every family query starts with this key: a change anywhere on the page reloads all of them. */
export const FAMILY = ['my-family'] as const;

/** The children of the signed-in parent's family (GET /api/my-family/children). */
export const familyChildrenQuery = queryOptions({
  queryKey: [...FAMILY, 'children'],
  queryFn: async ({ signal }) => (await api.get<{ data: FamilyChild[] }>('/api/my-family/children', { signal })).data,
});

/**
 * The whole family page in one request (GET /api/my-family). Course names in the answer follow the request's
 * language, so each language has its own entry and switching languages reloads them.
 */
export const familyQuery = (lang: Language) =>
  queryOptions({
    queryKey: [...FAMILY, 'page', lang],
    queryFn: async ({ signal }) => (await api.get<{ data: Family }>('/api/my-family', { signal })).data,
  });

/** GET /api/my-family/confirmations, per language like the family page. */
export const confirmationsQuery = (lang: Language) =>
  queryOptions({
    queryKey: [...FAMILY, 'confirmations', lang],
    queryFn: async ({ signal }) => (await api.get<{ data: Confirmation[] }>('/api/my-family/confirmations', { signal })).data,
  });

/** The document links: German without, Italian with the `it/` segment; the token travels in the query. */
export const confirmationUrl = (confirmation: Pick<Confirmation, 'courseId' | 'peopleId'>, lang: 'de' | 'it') =>
  downloadUrl(`/confirmation/${confirmation.courseId}/${confirmation.peopleId}/${lang === 'it' ? 'it/' : ''}`);

interface Answer {
  success: boolean;
  message: string;
}

/** Adds a child (no id) or corrects one; the family is read again after it. */
export const saveChild = ({ id, child }: { id: number | null; child: ChildCreateInput | ChildUpdateInput }) =>
  id === null
    ? api.post<Answer & { data: FamilyChild }>('/api/my-family/children', child)
    : api.put<Answer & { data: FamilyChild }>(`/api/my-family/children/${id}`, child);

/** The parent dialog (PUT /api/my-family/parent/{id}). */
export const saveParent = ({ id, parent }: { id: number; parent: ParentUpdateInput }) =>
  api.put<Answer & { data: FamilyParent }>(`/api/my-family/parent/${id}`, parent);

/** The e-mail is also the sign-in address: after the parent dialog the user data (toolbar, profile) is read again too. */
export const PARENT_SAVE_CHANGES = [FAMILY, userDataQuery.queryKey] as const;

/** What an address link would do (GET /api/my-family/confirm-email): asked before the family confirms it. */
export const addressLinkQuery = (token: string) =>
  queryOptions({
    // Not under FAMILY: the confirmation reloads the family, and a link already used must not be asked again.
    queryKey: ['address-link', token],
    queryFn: async ({ signal }) => (await api.get<{ data: PendingAddress }>(`/api/my-family/confirm-email?${new URLSearchParams({ token }).toString()}`, { signal })).data,
    retry: false,
    meta: { silent: true },
  });

/** Opens an address link (POST /api/my-family/confirm-email): the family's data or its new sign-in address. */
export const confirmAddress = (token: string) => api.post<Answer>('/api/my-family/confirm-email', { token });

/** "Send the link again" of what waits for an address link. */
export const resendAddressLink = () => api.post<Answer>('/api/my-family/address-link', {});

/** The registration edit dialog (PUT /api/save-registration/{id}). */
export const saveRegistration = ({ id, values }: { id: number; values: RegistrationUpdateInput }) =>
  api.put<Answer & { data: FamilyRegistration }>(`/api/save-registration/${id}`, values);

/**
 * DELETE /api/registration/{id}. The page shows the server's sentence itself, success or failure (the
 * specification's popup), so the query client's generic error notification stays silent.
 */
export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<Answer>(`/api/registration/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAMILY }),
    meta: { silent: true },
  });
}

/**
 * The family's answer to a place offered from the waiting list (POST /api/my-family/offers/{id}/accept|decline,
 * issue 36). The page shows the server's sentence, success or failure (an offer expired meanwhile: 409).
 */
export function useDecideOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'accept' | 'decline' }) => api.post<Answer>(`/api/my-family/offers/${id}/${decision}`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAMILY }),
    meta: { silent: true },
  });
}
