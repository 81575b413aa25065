import { api } from '../../lib/api-client';

/** POST /api/user/{id}/password-reset: the account gets a link to set its own new password (decision 017). */
export const sendPasswordReset = (id: number) => api.post<{ message: string }>(`/api/user/${id}/password-reset`, {});
