import { section } from '../section';

/** The seasons of the fair opening (issue 37): the back office's list and form, and the server's answers. */
export const season = section({
  de: {
    title: 'Saisons',
    one: 'Saison',
    create: 'Neue Saison',
    intro:
      'Mit einer Saison werden die Plätze eines Kursjahres verlost statt nach dem schnellsten Klick vergeben: Familien tragen in der Wunschphase ihre Wünsche ein, nach der Verlosung sehen alle gleichzeitig ihr Ergebnis, danach gilt für die übrigen Plätze „wer zuerst kommt“.',
    fields: {
      year: 'Kursjahr',
      wish_from: 'Wunschphase von',
      wish_to: 'Wunschphase bis',
      draw_at: 'Verlosung am',
      publish_at: 'Ergebnis sichtbar ab',
      first_come_from: 'Freie Plätze buchbar ab',
      acceptance_days: 'Tage zum Bestätigen oder Bezahlen',
      max_wishes: 'Höchstens Wünsche pro Kind',
      max_weeks: 'Höchstens Wochen pro Kind (Vorgabe)',
      held_back_places: 'Zurückgehaltene Plätze pro Woche',
      phase: 'Phase',
    },
    phases: {
      before: 'Vor der Wunschphase',
      wishes: 'Wunschphase',
      draw: 'Verlosung und Ergebnis',
      first_come: 'Freie Plätze',
    },
    saved: 'Die Saison wurde gespeichert.',
    deleted: 'Die Saison wurde gelöscht.',
    year_taken: 'Für dieses Kursjahr gibt es bereits eine Saison.',
    started: 'Die Wunschphase hat begonnen: Die Saison kann nicht mehr gelöscht werden.',
    validation: {
      order: 'Dieser Zeitpunkt muss nach dem vorigen liegen (Wunschphase, Verlosung, Ergebnis, freie Plätze).',
      date_time: 'Bitte Datum und Uhrzeit eingeben.',
    },
  },
  it: {
    title: 'Stagioni',
    one: 'Stagione',
    create: 'Nuova stagione',
    intro:
      'Con una stagione i posti di un anno di corsi vengono sorteggiati invece di andare al clic più veloce: nella fase dei desideri le famiglie inseriscono i loro desideri, dopo il sorteggio tutte vedono il risultato nello stesso momento, poi per i posti rimasti vale «chi prima arriva».',
    fields: {
      year: 'Anno dei corsi',
      wish_from: 'Fase dei desideri dal',
      wish_to: 'Fase dei desideri fino al',
      draw_at: 'Sorteggio il',
      publish_at: 'Risultato visibile dal',
      first_come_from: 'Posti liberi prenotabili dal',
      acceptance_days: 'Giorni per confermare o pagare',
      max_wishes: 'Desideri al massimo per bambino',
      max_weeks: 'Settimane al massimo per bambino (predefinito)',
      held_back_places: 'Posti trattenuti per settimana',
      phase: 'Fase',
    },
    phases: {
      before: 'Prima della fase dei desideri',
      wishes: 'Fase dei desideri',
      draw: 'Sorteggio e risultato',
      first_come: 'Posti liberi',
    },
    saved: 'La stagione è stata salvata.',
    deleted: 'La stagione è stata eliminata.',
    year_taken: 'Per questo anno di corsi esiste già una stagione.',
    started: 'La fase dei desideri è iniziata: la stagione non può più essere eliminata.',
    validation: {
      order: 'Questo momento deve seguire il precedente (fase dei desideri, sorteggio, risultato, posti liberi).',
      date_time: 'Inserire data e ora.',
    },
  },
});
