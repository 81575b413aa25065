import { section } from '../section';

/** The back-office areas in the drawer (back-office specification, section 2). */
export const nav = section({
  de: {
    dashboard: 'Übersicht',
    course: 'Projekte',
    course_overview: 'Projektübersicht',
    location: 'Orte',
    courseType: 'Projekttypen',
    courseCategory: 'Projektkategorien',
    person: 'Eltern',
    child: 'Kinder',
    peopleCourseWeekRegistration: 'Anmeldungen',
    user: 'Benutzer',
    role: 'Rollen',
    option: 'Einstellungen',
    emailLogs: 'E-Mail-Protokoll',
    my_family: 'Meine Familie',
  },
  it: {
    dashboard: 'Panoramica',
    course: 'Progetti',
    course_overview: 'Panoramica progetti',
    location: 'Luoghi',
    courseType: 'Tipi di progetto',
    courseCategory: 'Categorie di progetto',
    person: 'Genitori',
    child: 'Bambini',
    peopleCourseWeekRegistration: 'Iscrizioni',
    user: 'Utenti',
    role: 'Ruoli',
    option: 'Impostazioni',
    emailLogs: 'Registro e-mail',
    my_family: 'La mia famiglia',
  },
});
