import { account } from './sections/account';
import { admin } from './sections/admin';
import { app } from './sections/app';
import { auth } from './sections/auth';
import { booking } from './sections/booking';
import { catalogue } from './sections/catalogue';
import { child } from './sections/child';
import { course } from './sections/course';
import { courseForm } from './sections/courseForm';
import { courseShow } from './sections/courseShow';
import { draw } from './sections/draw';
import { drawOffice } from './sections/drawOffice';
import { drawResult } from './sections/drawResult';
import { editor } from './sections/editor';
import { emailLog } from './sections/emailLog';
import { errors } from './sections/errors';
import { family } from './sections/family';
import { familyData } from './sections/familyData';
import { form } from './sections/form';
import { healthLog } from './sections/healthLog';
import { home } from './sections/home';
import { mail } from './sections/mail';
import { nav } from './sections/nav';
import { offers } from './sections/offers';
import { offersOffice } from './sections/offersOffice';
import { people } from './sections/people';
import { privacyNotice } from './sections/privacyNotice';
import { publicCourses } from './sections/publicCourses';
import { registrations } from './sections/registrations';
import { settings } from './sections/settings';
import { settingsPage } from './sections/settingsPage';
import { roles } from './sections/roles';
import { season } from './sections/season';
import { wishes } from './sections/wishes';
import { shell } from './sections/shell';
import { signup } from './sections/signup';
import { spreadsheet } from './sections/spreadsheet';
import { statements } from './sections/statements';
import { users } from './sections/users';
import { validation } from './sections/validation';
import { weekForm } from './sections/weekForm';

/**
 * Every text a user sees, by area. Keys are shared by the web app, the server's answers and e-mails.
 * German is the reference and the fallback.
 */
const sections = { app, validation, errors, auth, mail, home, shell, nav, form, family, familyData, signup, account, admin, catalogue, course, courseShow, settings, editor, courseForm, weekForm, settingsPage, booking, child, publicCourses, emailLog, healthLog, spreadsheet, registrations, users, roles, people, statements, privacyNotice, season, wishes, draw, drawOffice, drawResult, offers, offersOffice };

type Sections = typeof sections;
export type Messages = { [K in keyof Sections]: Sections[K]['de'] };

function language<L extends 'de' | 'it'>(lang: L) {
  return Object.fromEntries(Object.entries(sections).map(([name, texts]) => [name, texts[lang]])) as Messages;
}

export const de: Messages = language('de');
export const it: Messages = language('it');
