import type { SeasonPhase } from '@app/domain';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from '../../lib/i18n';

const PHASE_COLORS: Record<SeasonPhase, ChipProps['color']> = {
  before: 'default',
  wishes: 'info',
  draw: 'warning',
  first_come: 'success',
};

/** Where a season stands now; a long name wraps inside the chip instead of widening its column. */
export function SeasonPhaseChip({ phase }: { phase: SeasonPhase }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={PHASE_COLORS[phase]}
      label={t(`season.phases.${phase}`)}
      sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
