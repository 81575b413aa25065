import type { HealthAccessLogItem } from '@app/domain';
import type { listHealthAccessLog } from '../services/health-access-log/list-health-access-log';

type HealthAccessLogRow = Awaited<ReturnType<typeof listHealthAccessLog>>['data'][number];

export const presentHealthAccessLogItem = (row: HealthAccessLogRow): HealthAccessLogItem => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  user_id: row.user_id,
  user_name: row.user_name,
  child_id: row.child_id,
  child_name: row.child_name,
  person_name: row.person_name,
});
