import {
  askedQuestions,
  childrenWithFewWishes,
  COURSE_QUESTION_FIELDS,
  courseQuestions,
  escapeHtml,
  formatDate,
  localName,
  pickFields,
  seasonPhase,
  translate,
  wishListErrors,
  wishListReceipt,
  type Language,
  type WishList,
} from '@app/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { transaction, type Database, type Executor, type Transaction } from '../../db/client';
import { childParents, children, courses, courseWeeks, people, wishAnswers, wishes, wishListChildren, wishLists } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, DomainError, invalid, notFound } from '../../lib/errors';
import { needsPrivacyVerification } from '../../lib/privacy-check';
import { emailLayout } from '../../mail/layout';
import { queueEmail } from '../../mail/outbox';
import { emailFooter } from '../../mail/settings';
import type { Actor } from '../../policies/actor';
import { requireFamily } from '../../policies/person';
import { readOptions } from '../../repositories/options';
import { drawnWeeksSql } from '../draw/draw-input';
import { familyResult, officialRunOf } from '../draw/draw-result';
import { findSeason, seasonTimes, type SeasonRow } from '../seasons/seasons';
import { familyFriendGroups } from './friend-groups';

/** The weeks a season draws: those of its year's active courses, with what a wish list shows of them and their course's own questions. */
export async function seasonWeeks(db: Executor, season: SeasonRow) {
  const rows = await db
    .select({
      id: courseWeeks.id,
      name: courseWeeks.name,
      name_it: courseWeeks.name_it,
      from: courseWeeks.from,
      to: courseWeeks.to,
      full_day: courseWeeks.full_day,
      half_day: courseWeeks.half_day,
      course: { id: courses.id, name: courses.name, name_it: courses.name_it },
      asks: pickFields(courses, COURSE_QUESTION_FIELDS),
    })
    .from(courseWeeks)
    .innerJoin(courses, eq(courses.id, courseWeeks.course_id))
    .where(drawnWeeksSql(season))
    .orderBy(asc(courseWeeks.from), asc(courses.name), asc(courseWeeks.id));
  return rows.map(({ asks, ...week }) => ({ ...week, questions: courseQuestions(asks) }));
}
export type SeasonWeek = Awaited<ReturnType<typeof seasonWeeks>>[number];

/** The family's stored list of a season, as the form sends it back, or null before its first save. */
async function storedList(db: Executor, seasonId: number, personId: number) {
  const [list] = await db.select().from(wishLists).where(and(eq(wishLists.season_id, seasonId), eq(wishLists.person_id, personId)));
  if (!list) return null;
  const [kids, wished, answers] = await Promise.all([
    db.select().from(wishListChildren).where(eq(wishListChildren.wish_list_id, list.id)).orderBy(asc(wishListChildren.child_id)),
    db.select().from(wishes).where(eq(wishes.wish_list_id, list.id)).orderBy(asc(wishes.child_id), asc(wishes.rank)),
    db.select().from(wishAnswers).where(eq(wishAnswers.wish_list_id, list.id)).orderBy(asc(wishAnswers.child_id), asc(wishAnswers.course_id)),
  ]);
  return { list, children: kids, wishes: wished, answers };
}
export type StoredWishList = NonNullable<Awaited<ReturnType<typeof storedList>>>;

/** A family's wish list of a season with the season, the weeks to wish from and the draw's result; another season id is 404. */
export async function loadWishList(db: Database, input: { actor: Actor; seasonId: number; clock: Clock }) {
  const personId = requireFamily(input.actor);
  const season = await findSeason(db, input.seasonId);
  const [weeks, stored, run, friends] = await Promise.all([
    seasonWeeks(db, season),
    storedList(db, season.id, personId),
    officialRunOf(db, season.id),
    familyFriendGroups(db, season.id, personId),
  ]);
  const result = await familyResult(db, { season, run, personId, hasList: stored !== null, clock: input.clock });
  return { season, run, weeks, stored, result, friends };
}

/**
 * Saves the family's whole wish list of a season, replacing the one before, while the wish phase lasts (409
 * before and after): the children must be the family's (404 otherwise), the rules of `wishListErrors` hold
 * (422 on their fields), the parent has accepted the privacy terms (403 as booking). When or how fast a family
 * saves changes nothing in the draw. The receipt e-mail (the family's language) lists the wishes with the hash.
 */
export async function saveWishList(db: Database, input: { actor: Actor; seasonId: number; clock: Clock; values: WishList }) {
  const personId = requireFamily(input.actor);
  const { values, clock } = input;
  const season = await findSeason(db, input.seasonId);
  if (seasonPhase(seasonTimes(season), clock.now) !== 'wishes') {
    throw conflict('wishes.closed');
  }
  const [[person], own, weeks, options] = await Promise.all([
    db.select().from(people).where(eq(people.id, personId)),
    db.select({ id: childParents.child_id }).from(childParents).where(eq(childParents.person_id, personId)),
    seasonWeeks(db, season),
    readOptions(db),
  ]);
  if (needsPrivacyVerification(person, options.app_privacy_check_date_update)) throw new DomainError('forbidden', { key: 'booking.errors.privacy_needed' });
  const ownIds = new Set(own.map((row) => row.id));
  if (values.children.some((child) => !ownIds.has(child.child))) throw notFound();
  const context = { maxWishes: season.max_wishes, maxWeeks: season.max_weeks, weeks: new Map(weeks.map((week) => [week.id, week])) };
  const errors = wishListErrors(values, context);
  // A child draws once: parents with accounts of their own cannot both put it on a list of the season.
  const elsewhere = new Set((await listedByOthers(db, season.id, personId, values.children.map((child) => child.child))).map((row) => row.child_id));
  values.children.forEach((child, index) => {
    if (elsewhere.has(child.child)) (errors[`children.${index}.child`] ??= []).push('wishes.errors.child_on_other_list');
  });
  if (Object.keys(errors).length > 0) throw invalid(Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, { key: keys[0]! }])));

  const receipt = wishListReceipt(values);
  await transaction(db, async (tx) => {
    const [list] = await tx
      .insert(wishLists)
      .values({ season_id: season.id, person_id: personId, emergency_contact1_phone: values.emergency_contact1_phone, emergency_contact2_phone: values.emergency_contact2_phone, receipt, submitted_at: clock.now })
      .onConflictDoUpdate({
        target: [wishLists.season_id, wishLists.person_id],
        set: { emergency_contact1_phone: values.emergency_contact1_phone, emergency_contact2_phone: values.emergency_contact2_phone, receipt, submitted_at: clock.now },
      })
      .returning({ id: wishLists.id });
    await tx.delete(wishListChildren).where(eq(wishListChildren.wish_list_id, list!.id));
    await tx.delete(wishes).where(eq(wishes.wish_list_id, list!.id));
    await tx.delete(wishAnswers).where(eq(wishAnswers.wish_list_id, list!.id));
    if (values.children.length > 0) {
      await tx.insert(wishListChildren).values(values.children.map((child) => ({ wish_list_id: list!.id, child_id: child.child, max_weeks: child.max_weeks, ...withoutCourseAnswers(child.props) })));
    }
    // The answers of the courses the child wishes, to the questions they ask; others are not kept.
    const answers = values.children.flatMap((child) =>
      [...askedQuestions(child.wishes, context)].map(([courseId, fields]) => {
        const given = child.answers.find((answer) => answer.course === courseId)!;
        return { wish_list_id: list!.id, child_id: child.child, course_id: courseId, ...Object.fromEntries(fields.map((field) => [field, given[field]])) };
      }),
    );
    if (answers.length > 0) await tx.insert(wishAnswers).values(answers);
    const rows = values.children.flatMap((child) =>
      child.wishes.map((wish, index) => ({ wish_list_id: list!.id, child_id: child.child, rank: index + 1, course_week_id: wish.course_week, day_type: wish.day_type, together: wish.together })),
    );
    if (rows.length > 0) await tx.insert(wishes).values(rows);
    if (person?.email) await queueReceipt(tx, { person, values, receipt, weeks, footerHtml: emailFooter(options, person.lang), childNames: await childNames(tx, [...ownIds]) });
  });
  return { receipt, fewWishes: childrenWithFewWishes(values) };
}

/** A child's props as its wish list keeps them: a course's own questions are answered per course (`wish_answers`). */
const withoutCourseAnswers = ({ custom_field: _first, custom_field_2: _second, custom_field_3: _third, ...props }: WishList['children'][number]['props']) => props;

/** Which of these children are on another family's wish list of the season. */
const listedByOthers = (db: Executor, seasonId: number, personId: number, childIds: number[]) =>
  childIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ child_id: wishListChildren.child_id })
        .from(wishListChildren)
        .innerJoin(wishLists, eq(wishLists.id, wishListChildren.wish_list_id))
        .where(and(eq(wishLists.season_id, seasonId), ne(wishLists.person_id, personId), inArray(wishListChildren.child_id, childIds)));

const childNames = async (db: Executor, ids: number[]) => {
  const rows = ids.length === 0 ? [] : await db.select({ id: children.id, first_name: children.first_name }).from(children).where(inArray(children.id, ids));
  return new Map(rows.map((row) => [row.id, row.first_name]));
};

/** The receipt: per child its wishes in rank order (week, dates, day type, "together"), and the list's hash. */
async function queueReceipt(
  tx: Transaction,
  input: { person: typeof people.$inferSelect; values: WishList; receipt: string; weeks: SeasonWeek[]; footerHtml: string; childNames: Map<number, string> },
) {
  const lang: Language = input.person.lang;
  const t = (key: string, params?: Record<string, string>) => translate(lang, `wishes.mail.${key}`, params);
  const weekById = new Map(input.weeks.map((week) => [week.id, week]));
  const sections = input.values.children.map((child) => {
    const items = child.wishes.map((wish) => {
      const week = weekById.get(wish.course_week)!;
      const label = `${localName(week.course, lang)}, ${localName(week, lang)} (${formatDate(week.from)} - ${formatDate(week.to)}), ${translate(lang, `course.day_types.${wish.day_type}`)}`;
      return `<li>${escapeHtml(wish.together ? `${label} – ${t('together')}` : label)}</li>`;
    });
    const name = input.childNames.get(child.child) ?? '';
    return `<p><strong>${escapeHtml(name)}</strong> – ${escapeHtml(child.max_weeks === 1 ? t('max_weeks_one') : t('max_weeks', { count: String(child.max_weeks) }))}</p><ol>${items.join('')}</ol>`;
  });
  const subject = t('subject');
  const body = [`<p>${escapeHtml(translate(lang, 'mail.greeting', { name: `${input.person.first_name} ${input.person.last_name}` }))}</p>`, `<p>${escapeHtml(t('intro'))}</p>`, ...sections, // The hash is one long word: it may break anywhere, so it fits a phone's screen.
    `<p style="word-break:break-all">${escapeHtml(t('receipt', { receipt: input.receipt }))}</p>`].join('\n');
  await queueEmail(tx, { personId: input.person.id, to: input.person.email!, subject, html: emailLayout({ lang, title: subject, body, footerHtml: input.footerHtml }) });
}
