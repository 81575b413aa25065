import { bookingReference } from '@app/domain';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { forDownload } from '../../db/personal-data';
import {
  bookings,
  childParents,
  children,
  courses,
  courseWeeks,
  drawOutcomes,
  drawRuns,
  emailConfirmations,
  emailLogs,
  files,
  friendGroupMembers,
  friendGroups,
  healthAccessLog,
  people,
  registrations,
  roles,
  statementLines,
  userRoles,
  users,
  wishAnswers,
  wishes,
  wishListChildren,
  wishLists,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { HealthGate } from '../../policies/health-gate';
import { logHealthAccess } from '../../repositories/health-access-log';
import { priceSql, selectRegistrations } from '../../repositories/registrations';
import { familyEmails } from '../../repositories/email-logs';
import { statementLinesOfBookings } from '../../repositories/statement-lines';

/**
 * Everything stored about one family (issue 26 part 3, decision 025): the parent (person and account without
 * the password hash), consent times and signature, the other parents of the children (name and contact only:
 * the rest is their own data), the children, their bookings and every registration (cancelled ones too) with
 * its payment and booking reference, the bank statement lines of the family's bookings (also a line paying several bookings,
 * with the reason a person set one aside), the e-mails written for the family (without their secret), the
 * account's pending address links and who accessed the children's health data. The health fields are in as
 * `health` hands them out. Whole rows pass through `forDownload`: the catalogue's `export` decides what they show,
 * and the download test checks every column it declares exported against the file.
 */
async function collect(db: Executor, personId: number, health: Pick<HealthGate, 'reveal'>) {
  const [person] = await db.select().from(people).where(eq(people.id, personId));
  if (!person) throw notFound();
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      lang: users.lang,
      last_sign_in_at: users.last_sign_in_at,
      deletion_notice_at: users.deletion_notice_at,
      created_at: users.created_at,
      updated_at: users.updated_at,
    })
    .from(users)
    .where(eq(users.person_id, person.id));
  const [signatureFile] = person.signature_file_id
    ? await db.select({ name: files.name, mime_type: files.mime_type, data: files.data }).from(files).where(eq(files.id, person.signature_file_id))
    : [];

  const childIds = (await db.select({ id: childParents.child_id }).from(childParents).where(eq(childParents.person_id, person.id))).map((row) => row.id);
  const family = childIds.length === 0 ? [] : await db.select().from(children).where(inArray(children.id, childIds)).orderBy(asc(children.id));
  const otherParents =
    childIds.length === 0
      ? []
      : await db
          .selectDistinct({ id: people.id, first_name: people.first_name, last_name: people.last_name, email: people.email, phone: people.phone })
          .from(people)
          .innerJoin(childParents, eq(childParents.person_id, people.id))
          .where(and(inArray(childParents.child_id, childIds), ne(people.id, person.id)))
          .orderBy(asc(people.id));
  const rows =
    childIds.length === 0
      ? []
      : await selectRegistrations(db, {
          registration: registrations,
          price: priceSql,
          course: { id: courses.id, name: courses.name, name_it: courses.name_it },
          week: { id: courseWeeks.id, name: courseWeeks.name, name_it: courseWeeks.name_it, from: courseWeeks.from, to: courseWeeks.to },
        })
          .where(inArray(registrations.child_id, childIds))
          .orderBy(asc(registrations.id));
  const bookingIds = [...new Set(rows.map((row) => row.registration.booking_id))];
  const familyBookings = bookingIds.length === 0 ? [] : await db.select().from(bookings).where(inArray(bookings.id, bookingIds)).orderBy(asc(bookings.id));
  const payments =
    bookingIds.length === 0
      ? []
      : await db
          .select({
            id: statementLines.id,
            booking_id: statementLines.booking_id,
            booked_on: statementLines.booked_on,
            amount: statementLines.amount,
            payer: statementLines.payer,
            remittance: statementLines.remittance,
            state: statementLines.state,
            ignore_reason: statementLines.ignore_reason,
          })
          .from(statementLines)
          .where(statementLinesOfBookings(bookingIds))
          .orderBy(asc(statementLines.id));
  // Links that would still move the account's sign-in address or join it to a family (decision 017).
  const addressLinks = account
    ? await db
        .select({ purpose: emailConfirmations.purpose, email: emailConfirmations.email, created_at: emailConfirmations.created_at, expires_at: emailConfirmations.expires_at })
        .from(emailConfirmations)
        .where(and(eq(emailConfirmations.user_id, account.id), isNull(emailConfirmations.used_at)))
        .orderBy(asc(emailConfirmations.id))
    : [];
  // Who saw the children's health data (GDPR art. 15: the recipients), named by their roles, not by person. The
  // outer column is written out: drizzle leaves a one-table query's columns unqualified, also inside a subquery.
  const healthAccess =
    childIds.length === 0
      ? []
      : await db
          .select({
            at: healthAccessLog.at,
            child_id: healthAccessLog.child_id,
            action: healthAccessLog.action,
            roles: sql<string | null>`(select string_agg(${roles.name}, ', ' order by ${roles.name}) from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.role_id} where ${userRoles.user_id} = "health_access_log"."user_id")`,
          })
          .from(healthAccessLog)
          .where(inArray(healthAccessLog.child_id, childIds))
          .orderBy(asc(healthAccessLog.at), asc(healthAccessLog.id));
  const lists = await db.select().from(wishLists).where(eq(wishLists.person_id, person.id)).orderBy(asc(wishLists.id));
  const listIds = lists.map((list) => list.id);
  const [listChildren, listWishes, listAnswers] =
    listIds.length === 0
      ? [[], [], []]
      : await Promise.all([
          db.select().from(wishListChildren).where(inArray(wishListChildren.wish_list_id, listIds)).orderBy(asc(wishListChildren.wish_list_id), asc(wishListChildren.child_id)),
          db
            .select({ wish: wishes, week: { name: courseWeeks.name, name_it: courseWeeks.name_it, from: courseWeeks.from, to: courseWeeks.to } })
            .from(wishes)
            .innerJoin(courseWeeks, eq(courseWeeks.id, wishes.course_week_id))
            .where(inArray(wishes.wish_list_id, listIds))
            .orderBy(asc(wishes.wish_list_id), asc(wishes.child_id), asc(wishes.rank)),
          db.select().from(wishAnswers).where(inArray(wishAnswers.wish_list_id, listIds)).orderBy(asc(wishAnswers.wish_list_id), asc(wishAnswers.child_id), asc(wishAnswers.course_id)),
        ]);
  const friends = await db
    .select({ member: friendGroupMembers, code: friendGroups.code, course_week_id: friendGroups.course_week_id })
    .from(friendGroupMembers)
    .innerJoin(friendGroups, eq(friendGroups.id, friendGroupMembers.friend_group_id))
    .where(eq(friendGroupMembers.person_id, person.id))
    .orderBy(asc(friendGroups.id), asc(friendGroupMembers.child_id));
  // The draw's outcomes only once published: before, the family would learn its result from its download.
  const outcomes = await db
    .select({ outcome: drawOutcomes })
    .from(drawOutcomes)
    .innerJoin(drawRuns, eq(drawRuns.id, drawOutcomes.draw_run_id))
    .where(and(eq(drawOutcomes.person_id, person.id), isNotNull(drawRuns.published_at)))
    .orderBy(asc(drawOutcomes.draw_run_id), asc(drawOutcomes.child_id));
  const emails = await db
    .select({
      id: emailLogs.id,
      to: emailLogs.to,
      cc: emailLogs.cc,
      subject: emailLogs.subject,
      body: emailLogs.body,
      status: emailLogs.status,
      created_at: emailLogs.created_at,
      sent_at: emailLogs.sent_at,
    })
    .from(emailLogs)
    .where(familyEmails({ personId: person.id, userId: account?.id, addresses: [person.email, account?.email] }))
    .orderBy(asc(emailLogs.id));

  return {
    format: 'summer-weeks-family-data/1',
    parent: { person: forDownload(people, person), account: account ?? null },
    consents: { privacy_agb_at: person.privacy_agb_at, privacy_photo_accept_at: person.privacy_photo_accept_at },
    signature: {
      typed: person.typed_signature,
      // The drawn image's bytes as base64: JSON holds no binary.
      image: signatureFile ? { name: signatureFile.name, mime_type: signatureFile.mime_type, data: signatureFile.data.toString('base64') } : null,
    },
    other_parents: otherParents,
    children: family.map((row) => {
      const { with_diagnostics, risk_group, ...child } = forDownload(children, row);
      return { ...child, ...health.reveal(child.id, { with_diagnostics, risk_group }) };
    }),
    bookings: familyBookings.map((booking) => ({ ...forDownload(bookings, booking), booking_reference: bookingReference(booking.id) })),
    registrations: rows.map(({ registration, price, course, week }) => {
      const { medicaments, incompatibilities, allergies, ...fields } = forDownload(registrations, registration);
      return {
        ...fields,
        ...health.reveal(registration.child_id, { medicaments, incompatibilities, allergies }),
        booking_reference: bookingReference(registration.booking_id),
        price,
        course,
        week,
      };
    }),
    payments,
    emails,
    address_links: addressLinks,
    wish_lists: lists.map((list) => forDownload(wishLists, list)),
    wish_list_children: listChildren.map((row) => {
      const { medicaments, incompatibilities, allergies, ...child } = forDownload(wishListChildren, row);
      return { ...child, ...health.reveal(row.child_id, { medicaments, incompatibilities, allergies }) };
    }),
    wishes: listWishes.map(({ wish, week }) => ({ ...forDownload(wishes, wish), week })),
    wish_answers: listAnswers.map((answer) => forDownload(wishAnswers, answer)),
    friend_groups: friends.map(({ member, code, course_week_id }) => ({ ...forDownload(friendGroupMembers, member), code, course_week_id })),
    draw_outcomes: outcomes.map(({ outcome }) => forDownload(drawOutcomes, outcome)),
    health_access: healthAccess,
  };
}
export type FamilyData = Awaited<ReturnType<typeof collect>> & { exported_at: string };

/** A family sees its own children's health answers, and nothing logs it (decision 020). */
const ownFamily: Pick<HealthGate, 'reveal'> = { reveal: (_childId, fields) => fields };

/** The signed-in parent's own family. */
export async function exportOwnFamilyData(db: Executor, input: { actor: Actor; now: Date }): Promise<FamilyData> {
  if (input.actor.personId === null) throw notFound();
  return { ...(await collect(db, input.actor.personId, ownFamily)), exported_at: input.now.toISOString() };
}

/**
 * A family's data for staff from the people show page: the health fields only through the health gate, and
 * then an `export` entry in the health access log per child whose answers it holds (decision 020).
 */
export async function exportFamilyDataForStaff(db: Executor, input: { actor: Actor; now: Date; personId: number }): Promise<FamilyData> {
  const { actor, now } = input;
  const gate = new HealthGate(actor);
  const data = await collect(db, input.personId, gate);
  await logHealthAccess(db, { actor, now, action: 'export', childIds: gate.revealedChildIds });
  return { ...data, exported_at: now.toISOString() };
}
