import { section } from '../section';

/** The back-office user list and form, and the server's answers about accounts. */
export const users = section({
  de: {
    title: 'Benutzer',
    one: 'Benutzer',
    create: 'Neuer Benutzer',
    fields: {
      name: 'Name',
      email: 'E-Mail',
      roles: 'Rollen',
      password: 'Passwort',
      password_confirmation: 'Passwort wiederholen',
    },
    password_hint_new: 'Leer lassen, um ein Passwort erzeugen zu lassen; es wird nach dem Speichern einmal angezeigt.',
    password_hint_edit: 'Leer lassen, um das bisherige Passwort zu behalten. Ein neues Passwort meldet das Konto überall ab.',
    roles_locked: 'Das Konto gehört zu einem Elternteil und behält die Rolle Parent.',
    generated: {
      title: 'Erzeugtes Passwort',
      text: 'Das Konto wurde angelegt. Bitte geben Sie dieses Passwort weiter; es wird nur jetzt angezeigt.',
      copy: 'Kopieren',
      copied: 'Das Passwort wurde in die Zwischenablage kopiert.',
      close: 'Fertig',
    },
    delete_self: 'Das eigene Konto kann nicht gelöscht werden.',
    last_superadmin: 'Das ist das letzte Konto mit der Rolle Superadmin; es muss sie behalten.',
    linked_to_person: 'Das Konto gehört zu einem Elternteil. Bitte das Elternteil im Bereich Eltern löschen.',
    unknown_role: 'Diese Rolle gibt es nicht.',
  },
  it: {
    title: 'Utenti',
    one: 'Utente',
    create: 'Nuovo utente',
    fields: {
      name: 'Nome',
      email: 'E-mail',
      roles: 'Ruoli',
      password: 'Password',
      password_confirmation: 'Ripetere la password',
    },
    password_hint_new: 'Lasciare vuoto per generare una password; verrà mostrata una sola volta dopo il salvataggio.',
    password_hint_edit: 'Lasciare vuoto per mantenere la password attuale. Una nuova password disconnette l\'account ovunque.',
    roles_locked: 'L\'account appartiene a un genitore e mantiene il ruolo Parent.',
    generated: {
      title: 'Password generata',
      text: 'L\'account è stato creato. Comunicate questa password; viene mostrata solo ora.',
      copy: 'Copia',
      copied: 'La password è stata copiata negli appunti.',
      close: 'Fatto',
    },
    delete_self: 'Non è possibile eliminare il proprio account.',
    last_superadmin: 'È l\'ultimo account con il ruolo Superadmin e deve mantenerlo.',
    linked_to_person: 'L\'account appartiene a un genitore. Eliminare il genitore nell\'area Genitori.',
    unknown_role: 'Questo ruolo non esiste.',
  },
});
