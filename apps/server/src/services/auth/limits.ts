import type { Limit } from '../../repositories/rate-limits';

const MINUTE = 60_000;

/** Failed sign-ins: generous per IP, since many families may share one school or office network. */
export const LOGIN_PER_ADDRESS: Limit = { name: 'login-address', max: 10, windowMs: 15 * MINUTE };
export const LOGIN_PER_IP: Limit = { name: 'login-ip', max: 100, windowMs: 15 * MINUTE };
/** One reset link per address every 60 seconds (the "throttled" message). */
export const FORGOT_PER_ADDRESS: Limit = { name: 'forgot-address', max: 1, windowMs: MINUTE };
export const FORGOT_PER_IP: Limit = { name: 'forgot-ip', max: 20, windowMs: 15 * MINUTE };
/** Wrong reset tokens. */
export const RESET_PER_ADDRESS: Limit = { name: 'reset-address', max: 10, windowMs: 15 * MINUTE };
export const RESET_PER_IP: Limit = { name: 'reset-ip', max: 50, windowMs: 15 * MINUTE };
