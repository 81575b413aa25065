import type { DrawRun, DrawStatistics } from '@app/domain';
import type { DrawRunRow } from '../services/draw/draw-runs';

/** A run as the office's draw page reads it: its seed, digests and figures beside the baseline's, not its files. */
export function presentDrawRun(row: DrawRunRow): DrawRun {
  return {
    id: row.id,
    official: row.official,
    created_at: row.created_at.toISOString(),
    algorithm: row.algorithm,
    seed: row.seed,
    public_number: row.public_number,
    input_digest: row.input_digest,
    result_digest: row.result_digest,
    published_at: row.published_at?.toISOString() ?? null,
    statistics: row.statistics as DrawStatistics,
    baseline: row.baseline as DrawStatistics,
  };
}
