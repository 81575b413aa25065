import { section } from '../section';

/** Registrations in the back office: list, payments, e-mails (back-office specification sections 2 and 4). */
export const registrations = section({
  de: {
    title: 'Anmeldungen',
    payed: '{{count}} Anmeldung(en) als bezahlt gebucht.',
    payed_skipped: '{{count}} Anmeldung(en) auf der Warteliste oder storniert wurden übergangen.',
    resent: 'Die E-Mail wurde erneut in den Versand gegeben.',
    no_recipient: 'Für dieses Kind ist kein Elternteil mit E-Mail-Adresse hinterlegt.',
    day_type_superadmin: 'Nur die Rolle Superadmin darf die Tagesart einer Anmeldung ändern.',
  },
  it: {
    title: 'Iscrizioni',
    payed: '{{count}} iscrizione/i registrata/e come pagata/e.',
    payed_skipped: '{{count}} iscrizione/i in lista d\'attesa o annullata/e non è/sono stata/e considerata/e.',
    resent: "L'e-mail è stata rimessa in coda per l'invio.",
    no_recipient: 'Per questo bambino non è registrato alcun genitore con indirizzo e-mail.',
    day_type_superadmin: 'Solo il ruolo Superadmin può modificare il tipo di giornata di un\'iscrizione.',
  },
});
