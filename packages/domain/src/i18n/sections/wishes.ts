import { section } from '../section';

/** A family's wish list of a season (issue 37 part 2): its rules' messages and its warning. */
export const wishes = section({
  de: {
    errors: {
      child_twice: 'Dieses Kind steht zweimal in der Wunschliste.',
      too_many_weeks: 'So viele Wochen erlaubt diese Saison pro Kind nicht.',
      too_many_wishes: 'So viele Wünsche erlaubt diese Saison pro Kind nicht.',
      week_not_in_season: 'Diese Woche wird in dieser Saison nicht verlost.',
      week_twice: 'Diese Woche ist für dieses Kind schon gewünscht.',
      day_type_not_offered: 'Diese Tagesart wird in dieser Woche nicht angeboten.',
      together_alone: '„Zusammen oder gar nicht“ braucht ein Geschwisterkind, das dieselbe Woche ebenso wünscht.',
    },
    few_wishes: 'Mit weniger als 3 Wünschen sinkt die Chance auf einen Platz.',
    closed: 'Die Wunschliste kann nur während der Wunschphase geändert werden.',
    saved: 'Die Wunschliste wurde gespeichert. Sie erhalten eine Bestätigung per E-Mail.',
    mail: {
      subject: 'Ihre Wunschliste für den Sommer',
      intro: 'wir haben Ihre Wunschliste erhalten. Wann sie eingetragen wurde, spielt für die Verlosung keine Rolle. Gewünscht ist, in dieser Reihenfolge:',
      together: 'zusammen oder gar nicht',
      max_weeks: 'höchstens {{count}} Woche(n)',
      receipt: 'Prüfsumme Ihrer Wunschliste: {{receipt}}',
    },
  },
  it: {
    errors: {
      child_twice: 'Questo bambino compare due volte nella lista dei desideri.',
      too_many_weeks: 'Questa stagione non consente così tante settimane per bambino.',
      too_many_wishes: 'Questa stagione non consente così tanti desideri per bambino.',
      week_not_in_season: 'Questa settimana non viene sorteggiata in questa stagione.',
      week_twice: 'Questa settimana è già tra i desideri di questo bambino.',
      day_type_not_offered: 'Questo tipo di giornata non è offerto in questa settimana.',
      together_alone: '«Insieme o per niente» richiede un fratello o una sorella che desideri la stessa settimana allo stesso modo.',
    },
    few_wishes: 'Con meno di 3 desideri la probabilità di ottenere un posto diminuisce.',
    closed: 'La lista dei desideri può essere modificata solo durante la fase dei desideri.',
    saved: 'La lista dei desideri è stata salvata. Riceverete una conferma via e-mail.',
    mail: {
      subject: 'La vostra lista dei desideri per l\'estate',
      intro: 'abbiamo ricevuto la vostra lista dei desideri. Il momento dell\'invio non conta per il sorteggio. Desiderate, in quest\'ordine:',
      together: 'insieme o per niente',
      max_weeks: 'al massimo {{count}} settimana/e',
      receipt: 'Codice di controllo della vostra lista: {{receipt}}',
    },
  },
});
