import {
  fieldName,
  formatDate,
  FRIEND_GROUP_MAX,
  friendGroupCreateSchema,
  friendGroupJoinSchema,
  issueMessage,
  localName,
  type FamilyChild,
  type Language,
  type TranslationParams,
  type WishListAnswer,
} from '@app/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, Box, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ApiError, ValidationError } from '../../lib/api-client';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { joinFriendGroup, leaveFriendGroup, openFriendGroup, WISHES } from './api';
import { weekGroups, type WishableWeek } from './wish-form';

type Answer = WishListAnswer['data'];
type FriendGroup = Answer['friends'][number];

interface Props {
  answer: Answer;
  familyChildren: readonly FamilyChild[];
  readOnly: boolean;
  lang: Language;
  /** A change refused because the wish phase is over: the page shows the server's message and turns read-only. */
  onClosed(message: string): void;
}

const weekName = (week: WishableWeek, lang: Language) => `${localName(week.course, lang)}, ${localName(week, lang)}`;
const weekDates = (week: WishableWeek) => `${formatDate(week.from)} – ${formatDate(week.to)}`;

/**
 * The family's friend groups of the season (issue 37 part 2, decision 028): what they are, the groups its
 * children are in, and while the wish phase lasts opening one, joining one with a code and leaving. Each change
 * is sent at once, apart from the wish list's save.
 */
export function FriendGroups({ answer, familyChildren, readOnly, lang, onClosed }: Props) {
  const { t } = useTranslation();
  const f = (key: string, params?: TranslationParams) => t(`wishes.page.friends.${key}`, params);
  const { season, weeks, friends } = answer;
  const changes = !readOnly && familyChildren.length > 0 && weeks.length > 0;
  const leave = useGroupChange(onClosed);
  const [leaving, setLeaving] = useState<{ group: FriendGroup; child: FamilyChild }>();
  const [left, setLeft] = useState<string>();
  if (!changes && friends.length === 0) return null;

  const weekById = new Map(weeks.map((week) => [week.id, week]));
  const nameOf = (id: number) => (weekById.has(id) ? weekName(weekById.get(id)!, lang) : `${t('wishes.child.week')} ${id}`);
  // The saved list is what the draw reads: a week only wished in the form so far does not count yet.
  const wishedWeeks = (child: number) => answer.list?.children.find((entry) => entry.child === child)?.wishes.map((wish) => wish.course_week) ?? [];

  const confirmLeave = async () => {
    if (!leaving) return;
    setLeft(undefined);
    const done = await leave.send(() => leaveFriendGroup(season.id, leaving.group.code, leaving.child.id));
    setLeaving(undefined);
    if (done) setLeft(done.message);
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="friends-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Box>
          <Typography id="friends-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {f('title')}
          </Typography>
          <Stack spacing={1}>
            <Typography>{f('explain', { max: FRIEND_GROUP_MAX })}</Typography>
            <Typography>{f('explain_draw')}</Typography>
          </Stack>
        </Box>

        {left ? (
          <Alert severity="success" role="status">
            {left}
          </Alert>
        ) : null}
        {leave.failure ? (
          <Alert severity="error" role="alert">
            {leave.failure}
          </Alert>
        ) : null}
        {friends.length > 0 ? (
          <Box component="section" aria-labelledby="friends-groups-title">
            <Typography id="friends-groups-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {f('groups')}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {friends.map((group) => {
                const week = weekById.get(group.course_week);
                return (
                  <Box component="li" key={group.code} aria-labelledby={`friends-group-${group.code}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
                    <Typography id={`friends-group-${group.code}`} sx={{ fontWeight: 600 }}>
                      {nameOf(group.course_week)}
                    </Typography>
                    {week ? (
                      <Typography variant="body2" color="text.secondary">
                        {weekDates(week)}
                      </Typography>
                    ) : null}
                    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
                      <Typography variant="body2">{f('code')}:</Typography>
                      <GroupCode code={group.code} />
                      <Typography variant="body2" color="text.secondary">
                        {f('members', { members: group.members, max: FRIEND_GROUP_MAX })}
                      </Typography>
                    </Stack>
                    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                      {group.children.map((id) => {
                        const child = familyChildren.find((candidate) => candidate.id === id);
                        const name = child?.first_name ?? String(id);
                        return (
                          <li key={id}>
                            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                              <Typography>{child?.display_name ?? name}</Typography>
                              {readOnly || !child ? null : (
                                <Button variant="outlined" onClick={() => setLeaving({ group, child })} sx={{ minHeight: 44 }}>
                                  {f('leave', { child: name })}
                                </Button>
                              )}
                            </Stack>
                            {wishedWeeks(id).includes(group.course_week) ? null : (
                              <Typography variant="body2" color="warning.dark">
                                {f('not_wished', { child: name })}
                              </Typography>
                            )}
                          </li>
                        );
                      })}
                    </Stack>
                  </Box>
                );
              })}
            </Stack>
          </Box>
        ) : null}

        {changes ? (
          <>
            <OpenGroup seasonId={season.id} weeks={weeks} friends={friends} familyChildren={familyChildren} wishedWeeks={wishedWeeks} lang={lang} onClosed={onClosed} />
            <JoinGroup seasonId={season.id} familyChildren={familyChildren} onClosed={onClosed} />
          </>
        ) : null}
      </Stack>

      <ConfirmDialog
        open={leaving !== undefined}
        text={leaving ? f('leave_confirm', { child: leaving.child.first_name, week: nameOf(leaving.group.course_week) }) : ''}
        busy={leave.busy}
        onConfirm={() => void confirmLeave()}
        onClose={() => setLeaving(undefined)}
      />
    </Paper>
  );
}

interface OpenGroupProps {
  seasonId: number;
  weeks: readonly WishableWeek[];
  friends: readonly FriendGroup[];
  familyChildren: readonly FamilyChild[];
  wishedWeeks(child: number): number[];
  lang: Language;
  onClosed(message: string): void;
}

/** Opens a group for a child and a week: the child's wished weeks are offered first, and the code comes back to share. */
function OpenGroup({ seasonId, weeks, friends, familyChildren, wishedWeeks, lang, onClosed }: OpenGroupProps) {
  const { t } = useTranslation();
  const f = (key: string, params?: TranslationParams) => t(`wishes.page.friends.${key}`, params);
  const form = useRef<HTMLFormElement>(null);
  const change = useGroupChange(onClosed);
  const [child, setChild] = useState(String(familyChildren[0]!.id));
  const [week, setWeek] = useState('');
  const [opened, setOpened] = useState<{ message: string; code: string }>();

  const weekById = new Map(weeks.map((entry) => [entry.id, entry]));
  const wished = wishedWeeks(Number(child)).flatMap((id) => weekById.get(id) ?? []);
  const others = weekGroups(weeks.filter((entry) => !wished.includes(entry)), lang);
  // One group per child and week: the weeks the child has a group for already are not offered again.
  const grouped = (id: number) => new Set(friends.filter((group) => group.children.includes(id)).map((group) => group.course_week));
  const taken = grouped(Number(child));
  const childName = familyChildren.find((entry) => String(entry.id) === child)?.first_name ?? '';

  const edit = () => {
    change.setErrors({});
    setOpened(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOpened(undefined);
    const parsed = friendGroupCreateSchema.safeParse({ child: Number(child), course_week: week === '' ? null : Number(week) });
    if (!parsed.success) {
      change.setErrors(issueMessages(parsed.error.issues, t));
      return focusFirstInvalid(form);
    }
    const done = await change.send(() => openFriendGroup(seasonId, parsed.data));
    if (done) {
      setOpened({ message: done.message, code: done.data.code });
      setWeek('');
    } else focusFirstInvalid(form);
  };

  const weekError = change.errors.course_week;
  return (
    <Box component="form" ref={form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="friends-open-title">
      <Typography id="friends-open-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {f('open_title')}
      </Typography>
      <Stack spacing={2}>
        <ChildField
          id="friends-open-child"
          value={child}
          familyChildren={familyChildren}
          error={change.errors.child}
          onChange={(value) => {
            edit();
            setChild(value);
            if (week !== '' && grouped(Number(value)).has(Number(week))) setWeek('');
          }}
        />
        {/* A native choice, as the wishes' own: the phone's picker, the child's wishes first, then every course's weeks. */}
        <TextField
          id="friends-open-week"
          select
          label={t('wishes.child.week')}
          value={week}
          onChange={(event) => {
            edit();
            setWeek(event.target.value);
          }}
          required
          fullWidth
          error={weekError !== undefined}
          helperText={weekError}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-invalid': weekError !== undefined } }}
        >
          <option value="" disabled>
            {t('wishes.child.choose_week')}
          </option>
          {wished.length > 0 ? (
            <optgroup label={f('wished', { child: childName })}>
              {wished.map((option) => (
                <option key={option.id} value={option.id} disabled={taken.has(option.id)}>
                  {`${weekName(option, lang)} · ${weekDates(option)}`}
                </option>
              ))}
            </optgroup>
          ) : null}
          {others.map((group) => (
            <optgroup key={group.course} label={group.course}>
              {group.weeks.map((option) => (
                <option key={option.id} value={option.id} disabled={taken.has(option.id)}>
                  {`${localName(option, lang)} · ${weekDates(option)}`}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
        <SubmitButton busy={change.busy}>{f('open')}</SubmitButton>
        {change.failure ? (
          <Alert severity="error" role="alert">
            {change.failure}
          </Alert>
        ) : null}
        {opened ? (
          <Alert severity="success" role="status">
            <AlertTitle>{opened.message}</AlertTitle>
            <GroupCode code={opened.code} large />
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}

/** Joins a friend's group with the code its family gave. */
function JoinGroup({ seasonId, familyChildren, onClosed }: { seasonId: number; familyChildren: readonly FamilyChild[]; onClosed(message: string): void }) {
  const { t } = useTranslation();
  const f = (key: string, params?: TranslationParams) => t(`wishes.page.friends.${key}`, params);
  const form = useRef<HTMLFormElement>(null);
  const change = useGroupChange(onClosed);
  const [child, setChild] = useState(String(familyChildren[0]!.id));
  const [code, setCode] = useState('');
  const [joined, setJoined] = useState<string>();

  const edit = () => {
    change.setErrors({});
    setJoined(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setJoined(undefined);
    const parsed = friendGroupJoinSchema.safeParse({ child: Number(child), code });
    if (!parsed.success) {
      change.setErrors(issueMessages(parsed.error.issues, t));
      return focusFirstInvalid(form);
    }
    const done = await change.send(() => joinFriendGroup(seasonId, parsed.data));
    if (done) {
      setJoined(done.message);
      setCode('');
    } else focusFirstInvalid(form);
  };

  const codeError = change.errors.code;
  return (
    <Box component="form" ref={form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="friends-join-title">
      <Typography id="friends-join-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {f('join_title')}
      </Typography>
      <Stack spacing={2}>
        <ChildField
          id="friends-join-child"
          value={child}
          familyChildren={familyChildren}
          error={change.errors.child}
          onChange={(value) => {
            edit();
            setChild(value);
          }}
        />
        <TextField
          id="friends-join-code"
          label={f('code')}
          value={code}
          // Codes are letters and digits in capitals: what a phone's keyboard adds (lower case, spaces, dashes) is taken off.
          onChange={(event) => {
            edit();
            setCode(event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''));
          }}
          required
          fullWidth
          error={codeError !== undefined}
          helperText={codeError}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', autoCorrect: 'off', spellCheck: false } }}
          sx={{ '& input': { fontFamily: 'monospace', letterSpacing: '0.12em' } }}
        />
        <SubmitButton busy={change.busy}>{f('join')}</SubmitButton>
        {change.failure ? (
          <Alert severity="error" role="alert">
            {change.failure}
          </Alert>
        ) : null}
        {joined ? (
          <Alert severity="success" role="status">
            {joined}
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}

function ChildField({ id, value, familyChildren, error, onChange }: { id: string; value: string; familyChildren: readonly FamilyChild[]; error: string | undefined; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      select
      label={t('wishes.page.friends.child')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      error={error !== undefined}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-invalid': error !== undefined } }}
    >
      {familyChildren.map((child) => (
        <option key={child.id} value={child.id}>
          {child.display_name}
        </option>
      ))}
    </TextField>
  );
}

function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Button type="submit" variant="outlined" size="large" disabled={busy} sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' }, alignSelf: { sm: 'flex-start' } }}>
      {children}
    </Button>
  );
}

/** The code to share, in letters nobody misreads, with a copy button; where the browser cannot copy, the code is selected instead. */
function GroupCode({ code, large = false }: { code: string; large?: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const text = useRef<HTMLSpanElement>(null);
  const select = () => {
    if (text.current) window.getSelection()?.selectAllChildren(text.current);
    notify('info', t('wishes.page.friends.selected'));
  };
  // Pages outside https and older browsers have no clipboard.
  const copy = () => (navigator.clipboard ? navigator.clipboard.writeText(code).then(() => notify('success', t('wishes.page.friends.copied')), select) : select());
  const label = t('wishes.page.friends.copy');
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: large ? 1.5 : 0.5, my: large ? 1 : 0 }}>
      <Typography ref={text} component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: large ? '2rem' : undefined, letterSpacing: '0.12em', userSelect: 'all' }}>
        {code}
      </Typography>
      {large ? (
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ minHeight: 44 }}>
          {label}
        </Button>
      ) : (
        <IconButton onClick={() => void copy()} aria-label={label} title={label} size="small">
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}

/**
 * One change of the family's groups, sent at once: on success the wish list is read again (its `friends`), a 422
 * lands on the form's fields, a 409 (the wish phase is over) on the page, anything else beside the form.
 */
function useGroupChange(onClosed: (message: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const send = async <T,>(request: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setErrors({});
    setFailure(undefined);
    try {
      const answer = await request();
      void queryClient.invalidateQueries({ queryKey: WISHES });
      return answer;
    } catch (error) {
      if (error instanceof ValidationError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else if (error instanceof ApiError && error.status === 409) {
        onClosed(error.message);
        void queryClient.invalidateQueries({ queryKey: WISHES });
      } else setFailure(error instanceof Error && error.message ? error.message : t('wishes.page.friends.failed'));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, setErrors, failure, send };
}

/** The schema's first message of each field, in the interface's language, as the server would answer it. */
function issueMessages(issues: readonly { path: PropertyKey[] }[], t: TFunction): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const { key, params } = issueMessage(issue as never);
    messages[fieldName(issue.path)] ??= t(key, params);
  }
  return messages;
}

function focusFirstInvalid(form: RefObject<HTMLFormElement | null>) {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
