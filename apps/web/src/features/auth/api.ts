import { api } from '../../lib/api-client';

interface Answer {
  success: boolean;
  message: string;
}

export const requestPasswordReset = (body: { email: string }) => api.post<Answer>('/api/password/forgot', body);

export const resetPassword = (body: { email: string; token: string; password: string; password_confirmation: string }) =>
  api.post<Answer>('/api/password/reset', body);
