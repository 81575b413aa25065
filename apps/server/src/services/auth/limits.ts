import type { Limit } from '../../repositories/rate-limits';

const MINUTE = 60_000;

/**
 * Failed sign-ins, counted per address AND client: ten wrong passwords slow down whoever types them, while
 * the owner signing in from another client is not locked out by a stranger. Per client (IP) the limit is
 * generous, since many families may share one school or office network.
 */
export const LOGIN_PER_ADDRESS_AND_CLIENT: Limit = { name: 'login-address-client', max: 10, windowMs: 15 * MINUTE };
export const LOGIN_PER_IP: Limit = { name: 'login-ip', max: 100, windowMs: 15 * MINUTE };
/** Wrong current passwords on one's own password change, per account: a session left open is no guessing machine. */
export const CURRENT_PASSWORD_PER_ACCOUNT: Limit = { name: 'current-password-account', max: 5, windowMs: 15 * MINUTE };
/** One reset link per address every 60 seconds (the "throttled" message), counted only when a link is sent. */
export const FORGOT_PER_ADDRESS: Limit = { name: 'forgot-address', max: 1, windowMs: MINUTE };
export const FORGOT_PER_IP: Limit = { name: 'forgot-ip', max: 20, windowMs: 15 * MINUTE };
/** Wrong reset tokens, per client only: a valid link is never blocked by someone else's guesses. */
export const RESET_PER_IP: Limit = { name: 'reset-ip', max: 20, windowMs: 15 * MINUTE };
/** Parent sign-ups from one client (attempts, whatever their outcome): a family or two per minute at a shared network. */
export const SIGN_UP_PER_IP: Limit = { name: 'sign-up-ip', max: 20, windowMs: 60 * MINUTE };
/**
 * Family saves answered "this e-mail / tax code is already registered", per account: the answer must exist (a
 * parent has to know why the save failed), but it must not become a lookup of who is registered.
 */
export const TAKEN_ANSWERS_PER_ACCOUNT: Limit = { name: 'taken-answers-account', max: 5, windowMs: 60 * MINUTE };
/**
 * The staff's "resend e-mail" of one registration: once a minute. A double click or a script must not fill a
 * family's inbox, while a resend the family asks for on the phone, and another once its address is corrected,
 * are minutes apart anyway. Counted only when an e-mail is queued.
 */
export const RESEND_PER_REGISTRATION: Limit = { name: 'resend-registration', max: 1, windowMs: MINUTE };
/**
 * A family booking a child into a week again after cancelling it there within the hour: 3 such re-bookings an
 * hour per child and week. A mistaken cancellation, or changing one's mind twice, is never slowed; a
 * cancel-and-rebook loop is stopped after three rounds: each round sends the family two e-mails, and each
 * cancelled place promotes a waiting child, whose family is e-mailed too, while the re-booking queues behind.
 */
export const REBOOK_PER_CHILD_AND_WEEK: Limit = { name: 'rebook-child-week', max: 3, windowMs: 60 * MINUTE };
