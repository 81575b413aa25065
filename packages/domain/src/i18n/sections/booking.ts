import { section } from '../section';

/** Booking children into course weeks (POST /api/send-registration/{courseId}) and its e-mails. */
export const booking = section({
  de: {
    errors: {
      emergency_contacts: 'Bitte zwei Notfallkontakte angeben.',
      emergency_contacts_different: 'Bitte zwei verschiedene Notfallkontakte angeben.',
      custom_field_required: 'Bitte folgendes Feld ausfüllen: {{label}} ({{child}})',
      one_programme_per_week: '{{child}} ist bereits für die Woche {{week}} eingetragen, ein Programm pro Woche.',
      child_missing: 'Bitte ein Kind hinzufügen.',
      week_missing: 'Bitte die gewünschte Woche angeben.',
      no_child: 'Bitte mindestens ein Kind anmelden.',
      one_week_only: 'Bei diesem Kurs kann jedes Kind nur eine Woche buchen.',
      week_not_in_course: 'Diese Woche gehört nicht zu diesem Kurs.',
      day_type_not_offered: 'Diese Tagesart wird in der Woche {{week}} nicht angeboten.',
      not_yet_open: 'Anmeldung ab {{opens_at}}',
      closed: 'Anmeldung geschlossen',
      week_full: 'Die Woche {{week}} ist ausgebucht, auch die Warteliste ist voll.',
      child_needs_update: 'Bitte zuerst die Daten von {{child}} aktualisieren.',
      no_person: 'Konten der Verwaltung haben keine Familie und können keine Kinder anmelden.',
      privacy_needed: 'Bitte bestätigen Sie zuerst die Datenschutzerklärung.',
      idempotency_key: 'Der Idempotency-Key ist ungültig (1 bis 200 sichtbare Zeichen).',
    },
    registered: '{{child}} ist für {{week}} ({{from}} - {{to}}) angemeldet',
    waiting: '{{child}} steht auf der Warteliste für {{week}} ({{from}} - {{to}})',
    email_default: {
      new: '<p>Hallo {parent_name},</p><p>{child_name} ist für {course_name}, {week_name} ({week_from} - {week_to}, {day_type}) angemeldet.</p><p>Bitte überweisen Sie {open_amount} an {bank_name}, IBAN {bank_iban}.</p>',
      new_waiting: '<p>Hallo {parent_name},</p><p>{child_name} steht auf der Warteliste für {course_name}, {week_name} ({week_from} - {week_to}, {day_type}). Wir schreiben Ihnen, sobald ein Platz frei wird.</p>',
    },
  },
  it: {
    errors: {
      emergency_contacts: 'Indicare due contatti di emergenza.',
      emergency_contacts_different: 'Indicare due contatti di emergenza diversi.',
      custom_field_required: 'Compilare il seguente campo: {{label}} ({{child}})',
      one_programme_per_week: '{{child}} è già iscritto/a per la settimana {{week}}, un programma per settimana.',
      child_missing: 'Aggiungere un bambino.',
      week_missing: 'Indicare la settimana desiderata.',
      no_child: 'Iscrivere almeno un bambino.',
      one_week_only: 'In questo corso ogni bambino può prenotare una sola settimana.',
      week_not_in_course: 'Questa settimana non appartiene a questo corso.',
      day_type_not_offered: 'Questo tipo di giornata non è offerto nella settimana {{week}}.',
      not_yet_open: 'Iscrizione dal {{opens_at}}',
      closed: 'Iscrizioni chiuse',
      week_full: 'La settimana {{week}} è al completo, anche la lista d\'attesa è piena.',
      child_needs_update: 'Aggiornare prima i dati di {{child}}.',
      no_person: 'Gli account dell\'amministrazione non hanno una famiglia e non possono iscrivere bambini.',
      privacy_needed: 'Confermare prima l\'informativa sulla privacy.',
      idempotency_key: 'L\'Idempotency-Key non è valido (da 1 a 200 caratteri visibili).',
    },
    registered: 'Iscrizione di {{child}} per {{week}} ({{from}} - {{to}}) confermata',
    waiting: '{{child}} è in lista d\'attesa per {{week}} ({{from}} - {{to}})',
    email_default: {
      new: '<p>Buongiorno {parent_name},</p><p>l\'iscrizione di {child_name} a {course_name}, {week_name} ({week_from} - {week_to}, {day_type}) è confermata.</p><p>Si prega di versare {open_amount} a {bank_name}, IBAN {bank_iban}.</p>',
      new_waiting: '<p>Buongiorno {parent_name},</p><p>{child_name} è in lista d\'attesa per {course_name}, {week_name} ({week_from} - {week_to}, {day_type}). Vi scriveremo appena si libera un posto.</p>',
    },
  },
});
