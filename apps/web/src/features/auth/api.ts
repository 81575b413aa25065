import { api } from '../../lib/api-client';
import type { SignupPayload } from './signup/signup-form';

interface Answer {
  success: boolean;
  message: string;
}

/** POST /api/register: a parent's new account (with the consents and signature); the page signs in after it. */
export const register = (body: SignupPayload) => api.post('/api/register', body);

export const requestPasswordReset = (body: { email: string }) => api.post<Answer>('/api/password/forgot', body);

export const resetPassword = (body: { email: string; token: string; password: string; password_confirmation: string }) =>
  api.post<Answer>('/api/password/reset', body);
