import { formatDate, formatWallClock, localName, type FamilyChild, type Language, type RoundExplanation, type WishOutcome, type WishResult } from '@app/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { seasonAuditPath } from '../season-audit';
import type { WishableWeek } from './wish-form';

type Published = Extract<WishResult, { status: 'published' }>;
type ChildResult = Published['children'][number];

interface Props {
  result: WishResult;
  seasonId: number;
  weeks: readonly WishableWeek[];
  familyChildren: readonly FamilyChild[];
  lang: Language;
}

/**
 * The family's result of the season's draw (issue 37 part 5), above its wish list: when it will be there, then
 * the family's position, per child its places, waiting lists and why, and where to check the draw.
 */
export function DrawResult({ result, seasonId, weeks, familyChildren, lang }: Props) {
  const { t } = useTranslation();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="draw-result-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="draw-result-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('drawResult.result.title')}
      </Typography>
      {result.status === 'pending' ? (
        <Typography>{t('drawResult.result.pending', { at: formatWallClock(result.publish_at) })}</Typography>
      ) : (
        <PublishedResult result={result} seasonId={seasonId} weeks={weeks} familyChildren={familyChildren} lang={lang} />
      )}
    </Paper>
  );
}

function PublishedResult({ result, seasonId, weeks, familyChildren, lang }: Props & { result: Published }) {
  const { t } = useTranslation();
  const r = (key: string, params?: Record<string, string | number>) => t(`drawResult.result.${key}`, params);
  const number = (value: number) => value.toLocaleString(lang);
  const weekById = new Map(weeks.map((week) => [week.id, week]));
  const childOf = (id: number) => familyChildren.find((child) => child.id === id);
  const names: Names = {
    week: (id) => {
      const week = weekById.get(id);
      return week ? `${localName(week.course, lang)}, ${localName(week, lang)}` : `${t('wishes.child.week')} ${id}`;
    },
    // `member` is the draw's number of the child, as the audit files name children: a child of the family is
    // found by its number in this result, a child of another family stays unnamed.
    member: (member) => {
      const own = result.children.find((child) => child.number === member);
      return (own && childOf(own.child)?.first_name) ?? r('group_member');
    },
    number,
  };

  return (
    <Stack spacing={2}>
      <Typography>{r('position', { position: number(result.position), households: number(result.households) })}</Typography>
      {result.children.map((child) => (
        <ChildOutcome key={child.child} child={child} familyChild={childOf(child.child)} position={result.position} payBy={result.pay_by} weekById={weekById} names={names} />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        {/* The files' numbers without separators, as a search in them needs them. */}
        <Typography variant="body2" color="text.secondary">
          {r('household_number', { number: result.household_number })}
        </Typography>
        <Button component={RouterLink} to={seasonAuditPath(seasonId)} variant="outlined" sx={{ minHeight: 44, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          {r('audit')}
        </Button>
      </Stack>
    </Stack>
  );
}

interface Names {
  week(id: number): string;
  member(number: number): string;
  number(value: number): string;
}

interface ChildOutcomeProps {
  child: ChildResult;
  familyChild: FamilyChild | undefined;
  position: number;
  payBy: string;
  weekById: Map<number, WishableWeek>;
  names: Names;
}

function ChildOutcome({ child, familyChild, position, payBy, weekById, names }: ChildOutcomeProps) {
  const { t } = useTranslation();
  const r = (key: string, params?: Record<string, string | number>) => t(`drawResult.result.${key}`, params);
  const id = `draw-result-child-${child.child}`;
  const name = familyChild?.first_name ?? String(child.child);
  const dates = (week: number) => {
    const found = weekById.get(week);
    return found ? `${formatDate(found.from)} – ${formatDate(found.to)}` : '';
  };
  const lines = [
    ...child.granted.map(({ week }) => ({ key: `granted-${week}`, week, status: r('place', { date: formatDate(payBy) }), granted: true })),
    ...child.waiting.map(({ week, position: place }) => ({
      key: `waiting-${week}`,
      week,
      status: place === null ? r('waiting_full') : r('waiting', { position: names.number(place) }),
      granted: false,
    })),
  ];
  // The server keeps the domain's explanation as the draw wrote it: each entry is one of the outcomes' shapes.
  const rounds = child.rounds as RoundExplanation[];

  return (
    <Box component="section" aria-labelledby={id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {familyChild?.display_name ?? name}
      </Typography>
      {lines.length === 0 ? (
        <Typography>{r('nothing')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lines.map((line) => (
            <li key={line.key}>
              <Typography>
                <Box component="span" sx={{ fontWeight: 500 }}>
                  {names.week(line.week)}
                </Box>{' '}
                <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {dates(line.week)}
                </Box>
              </Typography>
              <Typography variant="body2" sx={{ color: line.granted ? 'success.dark' : 'text.secondary', fontWeight: line.granted ? 600 : undefined }}>
                {line.status}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
      <Accordion disableGutters variant="outlined" sx={{ mt: 1.5 }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-why`} id={`${id}-why-summary`}>
          {r('why')}
        </AccordionSummary>
        <AccordionDetails id={`${id}-why`}>
          <Stack spacing={1}>
            {child.draws_at !== position ? <Typography variant="body2">{r('draws_at', { child: name, position: names.number(child.draws_at) })}</Typography> : null}
            <Stack component="ul" spacing={0.75} sx={{ pl: 2.5, m: 0 }}>
              {rounds.flatMap(({ round, wishes }) =>
                wishes.map((outcome, index) => (
                  <Typography component="li" variant="body2" key={`${round}-${index}`}>
                    {explanation(t, outcome, round, names)}
                  </Typography>
                )),
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {r('child_number', { child: name, number: child.number })}
            </Typography>
          </Stack>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}

/** One sentence for what happened to one wish in one round. */
function explanation(t: TFunction, outcome: WishOutcome, round: number, names: Names): string {
  const e = (key: string, params: Record<string, string | number> = {}) => t(`drawResult.explain.${key}`, { round, wish: outcome.wish, week: names.week(outcome.week), ...params });
  switch (outcome.outcome) {
    case 'granted':
      return e('granted');
    case 'full':
      // Places left at its turn, yet fewer than its group needed.
      if (outcome.placesLeft > 0) return e('full_group', { count: outcome.placesLeft });
      return outcome.lastPlace ? e('full', { position: names.number(outcome.lastPlace.position), last_round: outcome.lastPlace.round }) : e('full_no_places');
    case 'same-calendar-week':
      return e('same_calendar_week', { granted: names.week(outcome.granted) });
    case 'member-unable':
      return e('member_unable', { member: names.member(outcome.member) });
    case 'member-busy':
      return e('member_busy', { member: names.member(outcome.member) });
  }
}
