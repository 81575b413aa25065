/** German catalogue: the reference and the fallback. Keys are shared by the web app, the server and e-mails. */
export const de = {
  app: {
    default_title: 'Sommerprojektwochen',
    loading: 'Wird geladen …',
  },
  validation: {
    required: 'Dieses Feld ist erforderlich.',
    invalid: 'Der Wert ist ungültig.',
    email: 'Bitte eine gültige E-Mail-Adresse eingeben.',
    min_length: 'Bitte mindestens {{min}} Zeichen eingeben.',
    max_length: 'Bitte höchstens {{max}} Zeichen eingeben.',
    min_value: 'Der Wert muss mindestens {{min}} sein.',
    max_value: 'Der Wert darf höchstens {{max}} sein.',
    choice: 'Bitte einen der angebotenen Werte wählen.',
    date: 'Bitte ein gültiges Datum eingeben.',
    tax_code_length: 'Die Steuernummer muss genau 16 Zeichen haben.',
    tax_code_invalid: 'Bitte die eingegebene Steuernummer prüfen, sie scheint ungültig zu sein.',
    tax_code_taken: 'Diese Steuernummer ist bereits gespeichert.',
    email_taken: 'Diese E-Mail-Adresse ist bereits registriert.',
    password_min: 'Das Passwort muss mindestens 8 Zeichen haben.',
    password_mismatch: 'Die Passwörter stimmen nicht überein.',
    privacy_required: 'Bitte die Datenschutzbestimmungen akzeptieren.',
    signature_missing:
      'Unterschrift fehlt! Bitte im schwarzen Feld im Bereich Datenschutz mit der Maus unterschreiben.',
    photo_consent: 'Bitte Ja oder Nein wählen.',
    file_too_large: 'Die Datei ist zu groß (höchstens {{max}} MB).',
    file_type_image: 'Bitte ein Bild im Format PNG, JPEG oder WebP hochladen.',
    file_type_document: 'Bitte ein PDF-Dokument hochladen.',
    file_type_any: 'Bitte ein Bild (PNG, JPEG oder WebP) oder ein PDF-Dokument hochladen.',
    file_missing: 'Bitte eine Datei auswählen.',
  },
  errors: {
    validation: 'Die Angaben sind nicht vollständig oder ungültig.',
    unauthenticated: 'Bitte melden Sie sich an.',
    forbidden: 'Keine Berechtigung',
    not_found: 'Nicht gefunden.',
    conflict: 'Die Daten wurden inzwischen geändert. Bitte neu laden.',
    rate_limited: 'Zu viele Versuche. Bitte in {{minutes}} Minuten erneut versuchen.',
    internal: 'Fehler - bitte später erneut versuchen',
    payload_too_large: 'Die Anfrage ist zu groß.',
    send: 'Es ist ein Fehler beim Absenden der Anfrage passiert!',
  },
  auth: {
    invalid_login: 'Login-Daten ungültig - Email und Password prüfen',
    registered: 'Ihr Konto wurde erstellt.',
    logged_out: 'Sie wurden abgemeldet.',
    reset_link_sent:
      'Wenn zu dieser E-Mail-Adresse ein Konto besteht, wurde ein Link zum Zurücksetzen des Passworts gesendet.',
    throttled: 'Es wurde vor Kurzem bereits ein Link gesendet. Bitte auf die E-Mail warten.',
    token_invalid: 'Der Link ist ungültig oder abgelaufen. Bitte einen neuen Link anfordern.',
    token_used: 'Dieser Link wurde bereits verwendet.',
    password_changed: 'Das Passwort wurde geändert.',
  },
  mail: {
    greeting: 'Hallo {{name}},',
    password_reset: {
      subject: 'Passwort zurücksetzen',
      intro: 'Sie haben einen Link zum Zurücksetzen Ihres Passworts angefordert.',
      action: 'Neues Passwort festlegen',
      validity: 'Der Link ist {{minutes}} Minuten gültig und kann einmal verwendet werden.',
      ignore: 'Wenn Sie diese E-Mail nicht angefordert haben, können Sie sie ignorieren.',
    },
  },
  home: {
    intro_title: 'Willkommen',
    api_docs: 'API-Dokumentation',
    language: 'Sprache',
  },
};

/** The shape both catalogues must have: every key, each a string. */
type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type Messages = Catalogue<typeof de>;
