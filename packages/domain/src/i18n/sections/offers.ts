import { section } from '../section';

/** Waiting-list offers (issue 36): the family's answers and e-mails. The family page's texts are under `page`. */
export const offers = section({
  de: {
    accepted: 'Der Platz für {{child}} in {{week}} ist bestätigt. Sie erhalten eine E-Mail mit den Angaben zur Zahlung.',
    declined: 'Sie haben den Platz für {{child}} in {{week}} abgelehnt; {{child}} steht nicht mehr auf der Warteliste.',
    expired: 'Dieses Angebot ist abgelaufen: Der Platz ging an die nächste Familie auf der Warteliste.',
    decided: 'Über dieses Angebot wurde schon entschieden.',
    none: 'Für diese Anmeldung gibt es kein offenes Angebot.',
    no_place: 'In dieser Woche ist kein Platz frei, der angeboten werden könnte.',
    not_waiting: 'Nur ein Kind auf der Warteliste kann ein Angebot erhalten.',
    made: 'Der Platz ist {{child}} bis {{deadline}} angeboten; die Familie erhält eine E-Mail.',
    extended: 'Das Angebot für {{child}} gilt jetzt bis {{deadline}}; die Familie erhält eine E-Mail.',
    deadline_past: 'Die Frist muss in der Zukunft liegen.',
    deadline_too_far: 'Die Frist darf höchstens {{days}} Tage in der Zukunft liegen.',
    email: {
      line: '{{child}}: {{course}}, {{week}} ({{from}} - {{to}})',
      decide: 'Nehmen Sie den Platz bis {{deadline}} auf Ihrer Familienseite an, oder lehnen Sie ihn dort ab. Erst wenn Sie annehmen, ist der Platz gebucht und zu bezahlen:',
      pass_on: 'Antworten Sie bis dahin nicht, geht der Platz an die nächste Familie auf der Warteliste, und Ihr Kind steht nicht mehr darauf.',
      offered: {
        subject: 'Ein Platz ist frei – bitte bis {{deadline}} annehmen',
        intro_one: 'auf der Warteliste ist ein Platz für {{children}} frei geworden. Wir halten ihn bis {{deadline}} für Sie:',
        intro_other: 'auf der Warteliste sind Plätze für {{children}} frei geworden. Wir halten sie bis {{deadline}} für Sie:',
      },
      extended: {
        subject: 'Ihr Platzangebot gilt jetzt bis {{deadline}}',
        intro_one: 'wir halten den Platz für {{children}} nun bis {{deadline}} für Sie:',
        intro_other: 'wir halten die Plätze für {{children}} nun bis {{deadline}} für Sie:',
      },
      reminder: {
        subject: 'Erinnerung: Ihr Platzangebot gilt noch bis {{deadline}}',
        intro_one: 'der Platz für {{children}} ist noch bis {{deadline}} für Sie reserviert:',
        intro_other: 'die Plätze für {{children}} sind noch bis {{deadline}} für Sie reserviert:',
      },
      expired: {
        subject: 'Ihr Platzangebot ist abgelaufen',
        intro_one: 'das Angebot für {{children}} ist am {{deadline}} abgelaufen. Der Platz ging an die nächste Familie auf der Warteliste, und {{children}} steht nicht mehr darauf:',
        intro_other: 'das Angebot für {{children}} ist am {{deadline}} abgelaufen. Die Plätze gingen an die nächsten Familien auf der Warteliste, und die Kinder stehen nicht mehr darauf:',
      },
    },
    page: {},
  },
  it: {
    accepted: 'Il posto per {{child}} in {{week}} è confermato. Riceverete un\'e-mail con i dati per il pagamento.',
    declined: 'Avete rifiutato il posto per {{child}} in {{week}}; {{child}} non è più in lista d\'attesa.',
    expired: 'Questa offerta è scaduta: il posto è passato alla famiglia successiva in lista d\'attesa.',
    decided: 'Su questa offerta è già stato deciso.',
    none: 'Per questa iscrizione non c\'è nessuna offerta aperta.',
    no_place: 'In questa settimana non c\'è nessun posto libero da offrire.',
    not_waiting: 'Solo un bambino in lista d\'attesa può ricevere un\'offerta.',
    made: 'Il posto è offerto a {{child}} fino al {{deadline}}; la famiglia riceve un\'e-mail.',
    extended: 'L\'offerta per {{child}} vale ora fino al {{deadline}}; la famiglia riceve un\'e-mail.',
    deadline_past: 'Il termine deve essere nel futuro.',
    deadline_too_far: 'Il termine può essere al massimo fra {{days}} giorni.',
    email: {
      line: '{{child}}: {{course}}, {{week}} (dal {{from}} al {{to}})',
      decide: 'Accettate il posto entro il {{deadline}} nella pagina della vostra famiglia, oppure rifiutatelo lì. Solo quando accettate il posto è prenotato e da pagare:',
      pass_on: 'Se non rispondete entro quel termine, il posto passa alla famiglia successiva in lista d\'attesa e vostro figlio non vi figura più.',
      offered: {
        subject: 'Si è liberato un posto – accettatelo entro il {{deadline}}',
        intro_one: 'dalla lista d\'attesa si è liberato un posto per {{children}}. Lo teniamo per voi fino al {{deadline}}:',
        intro_other: 'dalla lista d\'attesa si sono liberati dei posti per {{children}}. Li teniamo per voi fino al {{deadline}}:',
      },
      extended: {
        subject: 'La vostra offerta di posto vale ora fino al {{deadline}}',
        intro_one: 'teniamo il posto per {{children}} per voi fino al {{deadline}}:',
        intro_other: 'teniamo i posti per {{children}} per voi fino al {{deadline}}:',
      },
      reminder: {
        subject: 'Promemoria: la vostra offerta di posto vale ancora fino al {{deadline}}',
        intro_one: 'il posto per {{children}} è ancora riservato per voi fino al {{deadline}}:',
        intro_other: 'i posti per {{children}} sono ancora riservati per voi fino al {{deadline}}:',
      },
      expired: {
        subject: 'La vostra offerta di posto è scaduta',
        intro_one: 'l\'offerta per {{children}} è scaduta il {{deadline}}. Il posto è passato alla famiglia successiva in lista d\'attesa e {{children}} non vi figura più:',
        intro_other: 'l\'offerta per {{children}} è scaduta il {{deadline}}. I posti sono passati alle famiglie successive in lista d\'attesa e i bambini non vi figurano più:',
      },
    },
    page: {},
  },
});
