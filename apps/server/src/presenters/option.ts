import type { Option } from '@app/domain';
import type { OptionRow } from '../repositories/options';

export const presentOption = (row: OptionRow): Option => ({ id: row.id, key: row.key, value: row.value });
