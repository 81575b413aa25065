import { PRIVACY_CHECK_DATE_KEY } from '@app/domain';
import type { Database } from '../../db/client';
import { storeOption, type OptionRow } from '../../repositories/options';

/**
 * The privacy document changed: every parent who accepted the terms before now must accept them again
 * (decisions.md section 6; GET /api/userdata reads the date).
 */
export const requestPrivacyConfirmation = (db: Database, input: { now: Date }): Promise<OptionRow> =>
  storeOption(db, { key: PRIVACY_CHECK_DATE_KEY, value: input.now.toISOString(), now: input.now });
