import type { APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { call, signIn } from './fixtures';
import { signUpParent, uniqueTaxCode } from './parents';

/** Waiting-list offers (issue 36) set up through the API: the option, a course with one week, families booking it. */

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const contacts = { emergency_contact1_phone: '+39 333 1111111', emergency_contact2_phone: '+39 333 2222222' };

/** Longer than any test holds the option (the offers journey, on a busy machine). */
const OPTION_WAIT_MS = 120_000;

/**
 * Runs `act` while the server's option `offer_hours` is `hours` and no other test of the run changes it, then sets
 * it back to 0, the default. What a freed place becomes (a place at once, or an offer) is that one option for the
 * whole server: a test that set it for its offers made another test's cancellation, in the other worker at that
 * moment, an offer instead of the promotion that test expects (family.spec.ts failed on it in CI). So every test
 * that frees a place with a child waiting says which way it needs, here. Held as a folder in the run's data folder
 * (creating it is atomic), so two workers, and not two runs side by side, wait for each other.
 */
export async function withOfferHours<T>(request: APIRequestContext, adminToken: string, hours: number, act: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.E2E_DATA_DIR!, 'offer-hours.lock');
  const giveUpAt = Date.now() + OPTION_WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > giveUpAt) throw new Error(`offer_hours stayed taken by another test for ${OPTION_WAIT_MS / 1000} s (${lock})`, { cause: error });
      await sleep(100);
    }
  }
  try {
    await setOfferHours(request, adminToken, hours);
    return await act();
  } finally {
    try {
      await setOfferHours(request, adminToken, 0);
    } finally {
      fs.rmdirSync(lock);
    }
  }
}

async function setOfferHours(request: APIRequestContext, adminToken: string, hours: number) {
  await call(request, 'post', '/api/option', adminToken, { key: 'offer_hours', value: String(hours) });
}

/** An active course open for registration with one week of `places` places, 40 days ahead. */
export async function courseWithWeek(request: APIRequestContext, adminToken: string, suffix: string, places: number) {
  const { data: course } = await call<{ data: { id: number } }>(request, 'post', '/api/course', adminToken, {
    name: `Angebotswoche ${suffix}`,
    name_it: `Settimana offerta ${suffix}`,
    year: Number(isoDay(40).slice(0, 4)),
    register_from: isoDay(-10),
    register_to: isoDay(30),
    max_participants: 10,
    bank_name: 'Raiffeisenkasse Bozen',
    bank_iban: 'IT60 X054 2811 1010 0000 0123 456',
  });
  await call(request, 'post', `/api/course/${course.id}/changeActive`, adminToken);
  const { data: week } = await call<{ data: { id: number } }>(request, 'post', '/api/courseWeek', adminToken, {
    course_id: course.id,
    name: `Woche ${suffix}`,
    name_it: `Settimana ${suffix}`,
    from: isoDay(40),
    to: isoDay(44),
    max_participants: places,
    waiting_list: 5,
    full_day: true,
    price: 120,
  });
  return { course, week };
}

/** A family with one child who books the week through the API (a place while one is free, else the waiting list). */
export async function bookingFamily(request: APIRequestContext, course: { id: number }, week: { id: number }, child: string, lang: 'de' | 'it') {
  const account = await signUpParent(request);
  const token = await signIn(request, account);
  const { data: kid } = await call<{ data: { id: number } }>(request, 'post', '/api/my-family/children', token, {
    first_name: child,
    last_name: 'Huber',
    tax: uniqueTaxCode(),
    lang,
    phone: '+39 333 1234567',
    school: 'gs_3',
  });
  await call(request, 'post', `/api/send-registration/${course.id}`, token, {
    bookedChildren: [{ children: kid.id, courseWeeks: [{ courseWeek: week.id, dayType: 'full_day' }] }],
    ...contacts,
  });
  const { data: family } = await call<{ data: { registrations: { id: number }[]; waitingQueue: { id: number }[] } }>(request, 'get', '/api/my-family', token);
  const registration = [...family.registrations, ...family.waitingQueue][0]!;
  return { email: account.email, token, lang, registrationId: registration.id };
}

/** One open offer, for a screen that lists offers: a full week of one place whose family cancels while offers are on. */
export async function openOffer(request: APIRequestContext, adminToken: string, suffix: string) {
  const { course, week } = await courseWithWeek(request, adminToken, suffix, 1);
  const holder = await bookingFamily(request, course, week, 'Erich', 'de');
  await bookingFamily(request, course, week, 'Anna', 'de');
  await withOfferHours(request, adminToken, 48, () => call(request, 'delete', `/api/registration/${holder.registrationId}`, holder.token));
}
