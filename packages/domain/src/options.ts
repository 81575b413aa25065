/**
 * Global settings kept as key/value rows. Every key of both specifications has a default here, and a flag
 * saying whether visitors may read it through GET /api/options.
 */

export interface OptionDefinition {
  default: string;
  public: boolean;
}

export const OPTION_DEFINITIONS = {
  app_name: { default: 'Sommerprojektwochen', public: true },
  app_url: { default: 'http://localhost:3000', public: true },
  app_intro: {
    default:
      '<p>Melden Sie Ihre Kinder für die Projektwochen an. Die Anmeldung erfolgt pro Woche; ist eine Woche voll, kommt Ihr Kind auf die Warteliste und Sie erhalten eine E-Mail, sobald ein Platz frei wird. Pro Woche kann ein Kind nur an einem Programm teilnehmen.</p>',
    public: true,
  },
  app_intro_it: {
    default:
      '<p>Iscrivete i vostri figli alle settimane di progetto. L\'iscrizione avviene per settimana; se una settimana è piena, il bambino entra in lista d\'attesa e riceverete un\'e-mail appena si libera un posto. Ogni bambino può partecipare a un solo programma per settimana.</p>',
    public: true,
  },
  app_background: { default: '/img/background.jpg', public: true },
  app_logo: { default: '', public: true },
  app_footer: { default: '', public: true },
  app_footer_1: { default: '', public: true },
  app_color: { default: '#faa61a', public: true },
  app_privacy: { default: '', public: true },
  app_privacy_check_date_update: { default: '', public: false },
  photo_privacy: { default: '1', public: true },
  email_footer: { default: '<p>Ihr Team der Sommerprojektwochen</p>', public: false },
  // The signature of e-mails to Italian-speaking recipients; email_footer stands in while it is empty.
  email_footer_it: { default: '<p>Il team delle settimane di progetto estive</p>', public: false },
  // The payee of every bank transfer (account holder) and the issuer of the payment confirmation; empty: app_name.
  payment_recipient: { default: '', public: false },
  payment_address: { default: '', public: false },
  payment_address_it: { default: '', public: false },
  payment_place: { default: '', public: false },
  payment_place_it: { default: '', public: false },
  payment_intro: { default: '', public: false },
  payment_intro_it: { default: '', public: false },
  payment_outro: { default: '', public: false },
  payment_outro_it: { default: '', public: false },
  // The organisation's tax code (codice fiscale / Steuernummer) on the payment confirmation.
  payment_tax_code: { default: '', public: false },
  // 1: the confirmation states the 2 € stamp duty paid on totals above 77,47 € (exempt bodies keep 0).
  payment_stamp_duty: { default: '0', public: false },
  // Days a family has to pay after a place is confirmed; 0: no deadline and no reminders (decision 026).
  payment_days: { default: '14', public: false },
  // Hours a place freed on a waiting list is held as an offer for the first waiting family (issue 36, decision 029);
  // 0: the first waiting child gets the place at once (decisions.md section 3).
  offer_hours: { default: '0', public: false },
  // The reminder after the deadline, one per family and night for its overdue bookings, each booking reminded once
  // (decision 026); placeholders in PAYMENT_REMINDER_PLACEHOLDERS. The texts read the same for one booking or several.
  email_payment_reminder: {
    default:
      '<p>Hallo {parent_name},</p><p>die Zahlungsfrist ist am {due_date} abgelaufen, und es ist noch <strong>{open_amount}</strong> offen (Zahlungsgrund {booking_reference}).</p><p>Noch offen:<br>{registrations}</p><p>Bitte überweisen Sie wie unten angegeben, jede Buchung mit ihrem Zahlungsgrund. Haben Sie in den letzten Tagen schon bezahlt, betrachten Sie diese E-Mail bitte als gegenstandslos.</p><p>Ihre Anmeldungen und Zahlungen finden Sie auf Ihrer Familienseite: {family_link}</p>',
    public: false,
  },
  email_payment_reminder_it: {
    default:
      '<p>Buongiorno {parent_name},</p><p>il termine di pagamento è scaduto il {due_date} e restano da pagare <strong>{open_amount}</strong> (causale {booking_reference}).</p><p>Ancora da pagare:<br>{registrations}</p><p>Vi preghiamo di effettuare il bonifico come indicato qui sotto, per ogni prenotazione con la sua causale. Se avete già pagato negli ultimi giorni, non considerate questa e-mail.</p><p>Le vostre iscrizioni e i pagamenti si trovano nella pagina della vostra famiglia: {family_link}</p>',
    public: false,
  },
  // Months after a season's last week when the health answers of its registrations are erased (decision 024); public: the privacy notice states it.
  health_retention_months: { default: '3', public: true },
  // Years without any registration after which an account gets a notice e-mail and is then deleted (decision 024).
  account_retention_years: { default: '3', public: true },
  // The column mappings of bank CSV statements, JSON keyed by the header's signature (decision 023); set by the import only.
  bank_csv_mapping: { default: '{}', public: false },
  imprint_de: { default: '<p>Impressum</p>', public: true },
  imprint_it: { default: '<p>Note legali</p>', public: true },
  imprint_jd_de: { default: '', public: true },
  imprint_jd_it: { default: '', public: true },
} satisfies Record<string, OptionDefinition>;

export type OptionKey = keyof typeof OPTION_DEFINITIONS;
export const OPTION_KEYS = Object.keys(OPTION_DEFINITIONS) as OptionKey[];
export const PUBLIC_OPTION_KEYS = OPTION_KEYS.filter((key) => OPTION_DEFINITIONS[key].public);

export function isOptionKey(key: string): key is OptionKey {
  return key in OPTION_DEFINITIONS;
}
