import type { Database } from '../../db/client';
import { DomainError } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { refundHit, takeAttempt } from '../../repositories/rate-limits';
import { TAKEN_ANSWERS_PER_ACCOUNT } from '../auth/limits';

const TAKEN_MESSAGES = new Set(['validation.email_taken', 'validation.tax_code_taken']);

const isTakenAnswer = (error: unknown) =>
  error instanceof DomainError && Object.values(error.fields).some((ref) => TAKEN_MESSAGES.has(ref.key));

/**
 * A family's save that may answer that an e-mail or a tax code is already registered (the parent's address,
 * a new child). Each save holds one of the account's TAKEN_ANSWERS_PER_ACCOUNT attempts and gives it back
 * unless it was answered "taken": a family that mistypes is never slowed, while a parent trying other
 * people's addresses or tax codes gets 429 before the sixth check within the hour, answered or not.
 */
export async function countingTakenAnswers<T>(db: Database, actor: Actor, save: () => Promise<T>): Promise<T> {
  const subject = String(actor.id);
  await takeAttempt(db, [[TAKEN_ANSWERS_PER_ACCOUNT, subject]]);
  try {
    const saved = await save();
    await refundHit(db, TAKEN_ANSWERS_PER_ACCOUNT, subject);
    return saved;
  } catch (error) {
    if (!isTakenAnswer(error)) await refundHit(db, TAKEN_ANSWERS_PER_ACCOUNT, subject);
    throw error;
  }
}
