import type { APIRequestContext } from '@playwright/test';
import { call, signIn } from './fixtures';
import { signUpParent, uniqueTaxCode } from './parents';

/** Waiting-list offers (issue 36) set up through the API: the option, a course with one week, families booking it. */

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const contacts = { emergency_contact1_phone: '+39 333 1111111', emergency_contact2_phone: '+39 333 2222222' };

export async function setOfferHours(request: APIRequestContext, adminToken: string, hours: number) {
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
  await setOfferHours(request, adminToken, 48);
  try {
    await call(request, 'delete', `/api/registration/${holder.registrationId}`, holder.token);
  } finally {
    await setOfferHours(request, adminToken, 0);
  }
}
