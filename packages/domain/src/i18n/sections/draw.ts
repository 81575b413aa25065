import { section } from '../section';

/** The draw of a season (issue 37 parts 3 and 5): the server's answers and the result e-mail. */
export const draw = section({
  de: {
    commitment_saved: 'Die Verpflichtung wurde gespeichert.',
    commitment_closed: 'Die Wunschphase ist vorbei: Die Verpflichtung kann nicht mehr geändert werden.',
    no_commitment: 'Für diese Saison wurde vor dem Ende der Wunschphase keine Verpflichtung (Hash des Geheimnisses) veröffentlicht: Eine offizielle Verlosung ist nicht möglich.',
    wishes_open: 'Die Wunschphase läuft noch: Die offizielle Verlosung ist erst nach ihrem Ende möglich.',
    official_exists: 'Diese Saison wurde bereits offiziell verlost.',
    trial_done: 'Der Probelauf ist fertig.',
    official_done: 'Die offizielle Verlosung ist fertig. Die Familien sehen ihr Ergebnis ab {{at}}.',
    official_published: 'Die offizielle Verlosung ist fertig und veröffentlicht: Die Familien sehen ihr Ergebnis jetzt.',
    validation: {
      commitment: 'Bitte den SHA-256-Hash als 64 Hexadezimalzeichen eingeben.',
      secret_mismatch: 'Dieses Geheimnis passt nicht zum veröffentlichten Hash.',
    },
    mail: {
      subject: 'Ergebnis der Verlosung Sommer {{year}}',
      intro: 'die Plätze des Sommers {{year}} wurden unter allen Wunschlisten verlost. Ihre Familie hatte die Position {{position}} von {{households}}.',
      nothing: '{{name}} hat in dieser Verlosung keinen Platz erhalten.',
      pay_by: 'Bitte bestätigen Sie die Plätze bis {{date}} mit der Zahlung:',
      explain: 'Auf der Seite Ihrer Familie steht für jedes Kind, was in jeder Runde der Verlosung geschah. Wie die Verlosung geprüft werden kann:',
    },
  },
  it: {
    commitment_saved: 'L’impegno è stato salvato.',
    commitment_closed: 'La fase dei desideri è finita: l’impegno non può più essere cambiato.',
    no_commitment: 'Per questa stagione non è stato pubblicato alcun impegno (hash del segreto) prima della fine della fase dei desideri: un sorteggio ufficiale non è possibile.',
    wishes_open: 'La fase dei desideri è ancora in corso: il sorteggio ufficiale è possibile solo dopo la sua fine.',
    official_exists: 'Questa stagione è già stata sorteggiata ufficialmente.',
    trial_done: 'La prova è conclusa.',
    official_done: 'Il sorteggio ufficiale è concluso. Le famiglie vedono il risultato dal {{at}}.',
    official_published: 'Il sorteggio ufficiale è concluso e pubblicato: le famiglie vedono ora il loro risultato.',
    validation: {
      commitment: 'Inserire l’hash SHA-256 di 64 caratteri esadecimali.',
      secret_mismatch: 'Questo segreto non corrisponde all’hash pubblicato.',
    },
    mail: {
      subject: 'Risultato del sorteggio estate {{year}}',
      intro: 'i posti dell’estate {{year}} sono stati sorteggiati tra tutte le liste dei desideri. La Sua famiglia aveva la posizione {{position}} su {{households}}.',
      nothing: '{{name}} non ha ottenuto un posto in questo sorteggio.',
      pay_by: 'Confermi i posti entro il {{date}} con il pagamento:',
      explain: 'Sulla pagina della Sua famiglia è indicato per ogni bambino cosa è successo in ogni turno del sorteggio. Come verificare il sorteggio:',
    },
  },
});
