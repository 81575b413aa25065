import type { courseCategories, courses, courseTypes, courseWeeks, locations } from '../../schema';
import { addDays, type DemoCalendar } from './calendar';
import { italianIban } from './identity';
import type { PictureTheme } from './picture';

type LocationRow = typeof locations.$inferInsert;
type CourseTypeRow = typeof courseTypes.$inferInsert;
type CategoryRow = typeof courseCategories.$inferInsert;
type CourseRow = typeof courses.$inferInsert;
type WeekRow = typeof courseWeeks.$inferInsert;

export const LOCATIONS = [
  { name: 'Sportzentrum Bozen', name_it: 'Centro sportivo Bolzano', address: 'Sportplatzweg 5', plz: '39100', place: 'Bozen/Bolzano' },
  { name: 'Jugendzentrum Bozen', name_it: 'Centro giovani Bolzano', address: 'Talfergasse 4', plz: '39100', place: 'Bozen/Bolzano' },
  { name: 'Kulturhaus Meran', name_it: 'Casa della cultura Merano', address: 'Rennweg 42', plz: '39012', place: 'Meran/Merano' },
  { name: 'Kletterhalle Brixen', name_it: 'Palestra di arrampicata Bressanone', address: 'Brennerstraße 28', plz: '39042', place: 'Brixen/Bressanone' },
  { name: 'Forum Brixen', name_it: 'Forum Bressanone', address: 'Romstraße 9', plz: '39042', place: 'Brixen/Bressanone' },
  { name: 'Freibad Leifers', name_it: 'Piscina all’aperto Laives', address: 'Kennedystraße 50', plz: '39055', place: 'Leifers/Laives' },
  { name: 'Reithof Sonnleiten', name_it: 'Maneggio Sonnleiten', address: 'Sonnleitenweg 3', plz: '39055', place: 'Leifers/Laives' },
] as const satisfies readonly LocationRow[];

export const COURSE_TYPES = [
  { name: 'Sport', name_it: 'Sport', sort_order: 1 },
  { name: 'Kreativ', name_it: 'Creatività', sort_order: 2 },
  { name: 'Natur', name_it: 'Natura', sort_order: 3 },
  { name: 'Wissenschaft', name_it: 'Scienza', sort_order: 4 },
  { name: 'Musik & Theater', name_it: 'Musica e teatro', sort_order: 5 },
] as const satisfies readonly CourseTypeRow[];

type Category = Omit<CategoryRow, 'parent_id'> & { children: Omit<CategoryRow, 'parent_id'>[] };

export const CATEGORIES: Category[] = [
  {
    name: 'Sommerwochen',
    name_it: 'Settimane estive',
    description: '<p>Betreute Wochen für Kinder von 6 bis 13 Jahren, wahlweise halbtags oder ganztags.</p>',
    description_it: '<p>Settimane con assistenza per bambini e ragazzi dai 6 ai 13 anni, a mezza giornata o giornata intera.</p>',
    children: [
      {
        name: 'Sport & Bewegung',
        name_it: 'Sport e movimento',
        description: '<p>Laufen, klettern, schwimmen und gemeinsam spielen.</p>',
        description_it: '<p>Correre, arrampicare, nuotare e giocare insieme.</p>',
      },
      {
        name: 'Natur & Abenteuer',
        name_it: 'Natura e avventura',
        description: '<p>Draußen unterwegs: im Wald, auf der Wiese und am Bauernhof.</p>',
        description_it: '<p>All’aria aperta: nel bosco, sui prati e in fattoria.</p>',
      },
      {
        name: 'Kreativ & Kultur',
        name_it: 'Creatività e cultura',
        description: '<p>Malen, basteln und gestalten mit vielen Materialien.</p>',
        description_it: '<p>Dipingere, costruire e creare con tanti materiali.</p>',
      },
    ],
  },
  {
    name: 'Fachkurse',
    name_it: 'Corsi tematici',
    description: '<p>Kurse mit einem Schwerpunkt, geleitet von Fachleuten aus Wissenschaft und Kultur.</p>',
    description_it: '<p>Corsi con un tema preciso, guidati da esperti di scienza e cultura.</p>',
    children: [
      {
        name: 'Wissenschaft & Technik',
        name_it: 'Scienza e tecnica',
        description: '<p>Experimentieren, tüfteln und programmieren.</p>',
        description_it: '<p>Sperimentare, costruire e programmare.</p>',
      },
      {
        name: 'Musik & Bühne',
        name_it: 'Musica e palcoscenico',
        description: '<p>Singen, musizieren und Theater spielen bis zur eigenen Aufführung.</p>',
        description_it: '<p>Cantare, suonare e recitare fino allo spettacolo finale.</p>',
      },
    ],
  },
];

// One e-mail tells a family every child and week of a booking (decision 022): the texts read the same with one
// child or with several, listed in {child_name} and {week_name}.
const EMAILS = {
  email_new:
    '<p>Hallo {parent_name},</p><p>die Anmeldung für <strong>{course_name}</strong> ist bestätigt: {child_name}, {week_name} ({week_from} – {week_to}, {day_type}).</p>' +
    '<p>Bitte bezahlen Sie innerhalb von zwei Wochen, alle Anmeldungen dieser Buchung mit einer Überweisung; Empfänger, IBAN, Betrag und Zahlungsgrund stehen unten.</p>',
  email_new_it:
    '<p>Gentile {parent_name},</p><p>l’iscrizione a <strong>{course_name}</strong> è confermata: {child_name}, {week_name} ({week_from} – {week_to}, {day_type}).</p>' +
    '<p>Vi preghiamo di pagare entro due settimane, tutte le iscrizioni di questa prenotazione con un solo bonifico; beneficiario, IBAN, importo e causale sono indicati qui sotto.</p>',
  email_new_waiting:
    '<p>Hallo {parent_name},</p><p>{course_name}, {week_name} ({week_from} – {week_to}) ist ausgebucht, die Anmeldung steht auf der <strong>Warteliste</strong>: {child_name}.</p>' +
    '<p>Wird ein Platz frei, rückt die Anmeldung automatisch nach und Sie erhalten eine E-Mail. Bitte zahlen Sie erst dann ein.</p>',
  email_new_waiting_it:
    '<p>Gentile {parent_name},</p><p>{course_name}, {week_name} ({week_from} – {week_to}) è al completo, l’iscrizione è in <strong>lista d’attesa</strong>: {child_name}.</p>' +
    '<p>Se si libera un posto, l’iscrizione passa automaticamente tra i confermati e riceverete un’e-mail. Vi preghiamo di pagare solo allora.</p>',
  email_waiting:
    '<p>Hallo {parent_name},</p><p>gute Nachricht: Ein Platz ist frei geworden. Die Anmeldung für <strong>{course_name}</strong> ist jetzt bestätigt: {child_name}, {week_name} ({week_from} – {week_to}, {day_type}).</p>' +
    '<p>Bitte überweisen Sie <strong>{open_amount}</strong> innerhalb von zwei Wochen; Empfänger, IBAN und Zahlungsgrund stehen unten.</p>',
  email_waiting_it:
    '<p>Gentile {parent_name},</p><p>buone notizie: si è liberato un posto. L’iscrizione a <strong>{course_name}</strong> è ora confermata: {child_name}, {week_name} ({week_from} – {week_to}, {day_type}).</p>' +
    '<p>Vi preghiamo di versare <strong>{open_amount}</strong> entro due settimane; beneficiario, IBAN e causale sono indicati qui sotto.</p>',
  email_deleted:
    '<p>Hallo {parent_name},</p><p>die Anmeldung von {child_name} für {course_name}, {week_name} ({week_from} – {week_to}) wurde storniert.</p>',
  email_deleted_it:
    '<p>Gentile {parent_name},</p><p>l’iscrizione di {child_name} a {course_name}, {week_name} ({week_from} – {week_to}) è stata annullata.</p>',
  email_payed:
    '<p>Hallo {parent_name},</p><p>vielen Dank, wir haben Ihre Zahlung zur Buchung {payment_reference} ({course_name}) erhalten.</p>',
  email_payed_it:
    '<p>Gentile {parent_name},</p><p>grazie, abbiamo ricevuto il vostro pagamento per la prenotazione {payment_reference} ({course_name}).</p>',
} satisfies Partial<CourseRow>;

const BANKS = {
  raiffeisen: { bankName: 'Raiffeisenkasse Bozen', abi: '08081', cab: '11600' },
  sparkasse: { bankName: 'Südtiroler Sparkasse', abi: '06045', cab: '11601' },
} as const;

function bank(which: keyof typeof BANKS, account: string) {
  const { bankName, abi, cab } = BANKS[which];
  return { bank_name: bankName, bank_iban: italianIban(abi, cab, account) };
}

function timeInfo(prices: Prices): Pick<WeekRow, 'time_info_de' | 'time_info_it'> {
  const half = prices.half === undefined ? undefined : prices.halfHours;
  const full = prices.full === undefined ? undefined : prices.fullHours;
  const de = [half && `Halbtag ${half}`, full && `Ganztag ${full}`].filter(Boolean).join(', ');
  const it = [half && `mezza giornata ${half}`, full && `giornata intera ${full}`].filter(Boolean).join(', ');
  return { time_info_de: `<p>Mo–Fr, ${de}</p>`, time_info_it: `<p>Lun–ven, ${it}</p>` };
}

/** How many registrations a week gets; the families are chosen when the demo is built. */
export interface Bookings {
  confirmed: number;
  waiting?: number;
  paid?: number;
  partlyPaid?: number;
  /** Soft-deleted registrations, kept for the history but not counted. */
  cancelled?: number;
}

export interface DemoWeek {
  row: Omit<WeekRow, 'course_id' | 'confirmed_count' | 'waiting_count'>;
  bookings: Bookings;
}

export interface DemoCourse {
  row: Omit<CourseRow, 'course_type_id' | 'location_id' | 'course_category_id' | 'image_file_id'>;
  type: (typeof COURSE_TYPES)[number]['name'];
  location: (typeof LOCATIONS)[number]['name'];
  category: string;
  picture: PictureTheme;
  weeks: DemoWeek[];
}

interface WeekPlan {
  /** Summer week, 0 = the last week of June. */
  k: number;
  name?: [string, string];
  /** Fewer places than the course's, so the week can be full while others are open. */
  max?: number;
  bookings?: Bookings;
}

interface Prices {
  half?: number;
  full?: number;
  halfHours?: string;
  fullHours?: string;
}

interface Capacity {
  max: number;
  waiting: number;
}

function weeks(calendar: DemoCalendar, plans: WeekPlan[], capacity: Capacity, prices: Prices, year?: number): DemoWeek[] {
  return plans.map((plan, index) => {
    const from = calendar.summerMonday(plan.k, year);
    const [name, nameIt] = plan.name ?? [`Woche ${index + 1}`, `Settimana ${index + 1}`];
    return {
      row: {
        name,
        name_it: nameIt,
        from,
        to: addDays(from, 4),
        max_participants: plan.max ?? capacity.max,
        waiting_list: capacity.waiting,
        half_day: prices.half !== undefined,
        price_half_day: prices.half ?? null,
        full_day: prices.full !== undefined,
        price: prices.full ?? null,
        ...timeInfo(prices),
      },
      bookings: plan.bookings ?? { confirmed: 0 },
    };
  });
}

/** Registration closes in mid-June, before the first week; later only when that day is too close to today. */
function registrationEnd(calendar: DemoCalendar, earliest: string): string {
  const midJune = `${calendar.season}-06-12`;
  return midJune > earliest ? midJune : earliest;
}

/** Course fields every demo course shares: the season, an open registration window and the e-mail texts. */
function seasonCourse(calendar: DemoCalendar, demoWeeks: DemoWeek[], capacity: Capacity, prices: Prices) {
  return {
    year: calendar.season,
    active: true,
    register_from: addDays(calendar.today, -30),
    register_to: registrationEnd(calendar, addDays(calendar.today, 14)),
    from: demoWeeks[0]!.row.from,
    to: demoWeeks.at(-1)!.row.to,
    max_participants: capacity.max,
    waiting_list: capacity.waiting,
    price: prices.full ?? prices.half ?? null,
    ...EMAILS,
  };
}

function course(
  calendar: DemoCalendar,
  spec: Omit<DemoCourse, 'weeks' | 'row'> & {
    row: Omit<DemoCourse['row'], 'year' | 'max_participants'>;
    capacity: Capacity;
    prices: Prices;
    weeks: WeekPlan[];
  },
): DemoCourse {
  const { capacity, prices, weeks: plans, row, ...rest } = spec;
  const demoWeeks = weeks(calendar, plans, capacity, prices);
  return { ...rest, row: { ...seasonCourse(calendar, demoWeeks, capacity, prices), ...row }, weeks: demoWeeks };
}

const HOURS = { halfHours: '8:00–12:30', fullHours: '8:00–16:30' };

export function demoCourses(calendar: DemoCalendar): DemoCourse[] {
  const football = course(calendar, {
    type: 'Sport',
    location: 'Sportzentrum Bozen',
    category: 'Sport & Bewegung',
    picture: { skyTop: [74, 150, 225], skyBottom: [196, 228, 248], sun: [255, 212, 84], layers: [[132, 190, 112], [88, 160, 84], [52, 128, 64]], motif: 'hills', sunX: 0.2 },
    capacity: { max: 24, waiting: 6 },
    prices: { half: 95, full: 150, ...HOURS },
    weeks: [
      { k: 0, bookings: { confirmed: 3, paid: 1, partlyPaid: 1, cancelled: 1 } },
      { k: 1, bookings: { confirmed: 4, paid: 2 } },
      { k: 2, bookings: { confirmed: 2 } },
      { k: 3, bookings: { confirmed: 2, paid: 1 } },
      // Its one place is taken: a newcomer finds a week with a waiting list right away.
      { k: 4, max: 1, bookings: { confirmed: 1 } },
    ],
    row: {
      name: 'Fußball-Camp',
      name_it: 'Camp di calcio',
      multiple_course_week_registration: true,
      ...bank('raiffeisen', '000300045612'),
      description:
        '<p>Eine Woche rund um den Ball: Technik, Spielzüge und viele kleine Turniere – für Anfänger und Vereinsspieler.</p>' +
        '<ul><li>Training in altersgerechten Gruppen</li><li>Torwarttraining auf Wunsch</li><li>Abschlussturnier am Freitag</li></ul>',
      description_it:
        '<p>Una settimana tutta dedicata al pallone: tecnica, schemi di gioco e tanti piccoli tornei – per principianti e giocatori di società.</p>' +
        '<ul><li>Allenamenti in gruppi per età</li><li>Allenamento per portieri su richiesta</li><li>Torneo finale il venerdì</li></ul>',
      info: '<p><strong>Mitbringen:</strong> Fußballschuhe, Schienbeinschoner, Trinkflasche und Regenjacke.</p>',
      info_it: '<p><strong>Da portare:</strong> scarpe da calcio, parastinchi, borraccia e giacca impermeabile.</p>',
    },
  });

  return [
    football,
    course(calendar, {
      type: 'Natur',
      location: 'Reithof Sonnleiten',
      category: 'Natur & Abenteuer',
      picture: { skyTop: [96, 168, 232], skyBottom: [250, 230, 190], sun: [255, 200, 70], layers: [[214, 190, 110], [176, 156, 80], [120, 150, 70]], motif: 'hills', sunX: 0.75 },
      capacity: { max: 6, waiting: 2 },
      prices: { full: 210, fullHours: '8:00–16:00' },
      weeks: [
        { k: 1, bookings: { confirmed: 2, paid: 2 } },
        { k: 3, bookings: { confirmed: 3, paid: 1, partlyPaid: 1 } },
        // Places and waiting list both taken: the week shows as full.
        { k: 5, bookings: { confirmed: 6, waiting: 2, paid: 4 } },
      ],
      row: {
        name: 'Reiten auf dem Bauernhof',
        name_it: 'Equitazione in fattoria',
        disable_swimming_help: true,
        label_full_day_de: 'Ganztags mit Mittagessen am Hof',
        label_full_day_it: 'Giornata intera con pranzo in fattoria',
        ...bank('sparkasse', '000001234567'),
        description:
          '<p>Pferde pflegen, füttern und reiten: In kleinen Gruppen lernen die Kinder den Alltag auf einem Reithof kennen.</p>' +
          '<ul><li>Reitstunden für Anfänger und Fortgeschrittene</li><li>Ausritt am Freitag</li></ul>',
        description_it:
          '<p>Curare, nutrire e cavalcare i cavalli: in piccoli gruppi i bambini scoprono la vita quotidiana di un maneggio.</p>' +
          '<ul><li>Lezioni per principianti ed esperti</li><li>Passeggiata a cavallo il venerdì</li></ul>',
        info: '<p>Reithelme stellt der Hof. Bitte <strong>feste Schuhe</strong> und lange Hosen anziehen.</p>',
        info_it: '<p>I caschi sono messi a disposizione dal maneggio. Indossare <strong>scarpe robuste</strong> e pantaloni lunghi.</p>',
      },
    }),
    course(calendar, {
      type: 'Sport',
      location: 'Kletterhalle Brixen',
      category: 'Sport & Bewegung',
      picture: { skyTop: [60, 120, 210], skyBottom: [220, 226, 245], sun: [255, 236, 180], layers: [[150, 160, 190], [100, 112, 150], [70, 140, 90]], motif: 'mountains', sunX: 0.6 },
      capacity: { max: 6, waiting: 3 },
      prices: { half: 120, halfHours: '8:30–12:30' },
      weeks: [
        { k: 2, bookings: { confirmed: 2 } },
        { k: 3, bookings: { confirmed: 2, paid: 1 } },
        { k: 6, bookings: { confirmed: 2, partlyPaid: 1 } },
        // Every place taken, the waiting list still has room.
        { k: 7, bookings: { confirmed: 6, waiting: 1, paid: 3, partlyPaid: 1 } },
      ],
      row: {
        name: 'Klettern & Bouldern',
        name_it: 'Arrampicata e bouldering',
        label_half_day_de: 'Vormittag (8:30–12:30)',
        label_half_day_it: 'Mattina (8:30–12:30)',
        ...bank('raiffeisen', '000300078901'),
        description:
          '<p>Sichern, klettern, bouldern: Mit geprüften Trainern geht es an der Kletterwand und am Freitag an den Fels.</p>',
        description_it:
          '<p>Assicurare, arrampicare, fare bouldering: con istruttori qualificati in palestra e il venerdì in falesia.</p>',
        info: '<p>Kletterschuhe und Gurt können ausgeliehen werden. Bitte <strong>bequeme Sportkleidung</strong> mitbringen.</p>',
        info_it: '<p>Scarpette e imbrago si possono noleggiare. Portare <strong>abbigliamento sportivo comodo</strong>.</p>',
      },
    }),
    course(calendar, {
      type: 'Kreativ',
      location: 'Kulturhaus Meran',
      category: 'Kreativ & Kultur',
      picture: { skyTop: [236, 120, 150], skyBottom: [255, 214, 170], sun: [255, 244, 200], layers: [[190, 120, 190], [130, 96, 180], [84, 70, 150]], motif: 'hills', sunX: 0.45 },
      capacity: { max: 15, waiting: 3 },
      prices: { half: 90, full: 145, ...HOURS },
      weeks: [
        { k: 0, name: ['Farben & Formen', 'Colori e forme'], bookings: { confirmed: 2, paid: 2 } },
        { k: 1, name: ['Ton & Keramik', 'Argilla e ceramica'], bookings: { confirmed: 2 } },
        { k: 2, name: ['Papier & Pappe', 'Carta e cartone'], bookings: { confirmed: 3, paid: 1 } },
        { k: 3, name: ['Kunst mit Naturmaterial', 'Arte con materiali naturali'], bookings: { confirmed: 2 } },
        { k: 4, name: ['Stoff & Faden', 'Stoffa e filo'], bookings: { confirmed: 1 } },
        { k: 5, name: ['Unsere Ausstellung', 'La nostra mostra'], bookings: { confirmed: 2, partlyPaid: 1 } },
      ],
      row: {
        name: 'Kreativwerkstatt',
        name_it: 'Laboratorio creativo',
        multiple_course_week_registration: true,
        label_half_day_de: 'Vormittag',
        label_half_day_it: 'Mattina',
        label_full_day_de: 'Ganztags mit Mittagessen',
        label_full_day_it: 'Tutto il giorno con pranzo',
        ...bank('sparkasse', '000001239876'),
        description:
          '<p>Jede Woche ein neues Material: Die Kinder malen, formen und bauen – und zeigen ihre Werke zum Schluss in einer kleinen Ausstellung.</p>',
        description_it:
          '<p>Ogni settimana un materiale nuovo: i bambini dipingono, modellano e costruiscono – e alla fine espongono le loro opere in una piccola mostra.</p>',
        info: '<p>Bitte alte Kleidung mitbringen, die schmutzig werden darf.</p>',
        info_it: '<p>Portare vestiti vecchi che si possono sporcare.</p>',
      },
    }),
    course(calendar, {
      type: 'Wissenschaft',
      location: 'Jugendzentrum Bozen',
      category: 'Wissenschaft & Technik',
      picture: { skyTop: [30, 50, 110], skyBottom: [120, 150, 210], sun: [245, 245, 220], layers: [[70, 110, 160], [40, 90, 130], [30, 120, 120]], motif: 'mountains', sunX: 0.85 },
      capacity: { max: 12, waiting: 3 },
      prices: { half: 110, halfHours: '9:00–12:30' },
      weeks: [
        { k: 4, name: ['Wasser & Luft', 'Acqua e aria'] },
        { k: 5, name: ['Strom & Magnetismus', 'Elettricità e magnetismo'] },
        { k: 6, name: ['Roboter bauen', 'Costruire robot'] },
      ],
      row: {
        name: 'Forscherwoche',
        name_it: 'Piccoli scienziati',
        // Registration opens later than for the others, so the catalogue shows a week before registration.
        register_from: addDays(calendar.today, 20),
        register_from_time: '08:00',
        register_to: registrationEnd(calendar, addDays(calendar.today, 50)),
        ...bank('raiffeisen', '000300011223'),
        description:
          '<p>Experimente zum Staunen: Wir lassen Raketen steigen, bauen Stromkreise und programmieren kleine Roboter.</p>' +
          '<ul><li>Für Kinder von 8 bis 12 Jahren</li><li>Alle Materialien werden gestellt</li></ul>',
        description_it:
          '<p>Esperimenti sorprendenti: lanciamo razzi, costruiamo circuiti elettrici e programmiamo piccoli robot.</p>' +
          '<ul><li>Per bambini dagli 8 ai 12 anni</li><li>Tutti i materiali sono forniti</li></ul>',
        info: '<p>Die Anmeldung öffnet später als bei den anderen Kursen: <strong>ab 8:00 Uhr</strong> am ersten Tag.</p>',
        info_it: '<p>Le iscrizioni aprono più tardi rispetto agli altri corsi: <strong>dalle ore 8:00</strong> del primo giorno.</p>',
      },
    }),
    course(calendar, {
      type: 'Natur',
      location: 'Kulturhaus Meran',
      category: 'Natur & Abenteuer',
      picture: { skyTop: [90, 170, 220], skyBottom: [210, 240, 230], sun: [255, 220, 100], layers: [[110, 150, 130], [60, 120, 90], [40, 96, 60]], motif: 'mountains', sunX: 0.3 },
      capacity: { max: 12, waiting: 2 },
      prices: { full: 165, fullHours: '8:00–16:30' },
      weeks: [
        { k: 1, bookings: { confirmed: 2, paid: 1 } },
        { k: 2, bookings: { confirmed: 3, paid: 2 } },
        { k: 7, bookings: { confirmed: 2 } },
        { k: 8, bookings: { confirmed: 2, partlyPaid: 1 } },
      ],
      row: {
        name: 'Naturdetektive im Wald',
        name_it: 'Detective della natura nel bosco',
        disable_leave_alone: true,
        ...bank('sparkasse', '000001245678'),
        description:
          '<p>Spuren lesen, Tiere beobachten, ein Lager bauen: Eine Woche im Wald oberhalb von Meran mit erfahrenen Naturpädagogen.</p>',
        description_it:
          '<p>Leggere le tracce, osservare gli animali, costruire un rifugio: una settimana nel bosco sopra Merano con educatori ambientali esperti.</p>',
        info: '<p>Treffpunkt ist jeden Morgen vor dem Kulturhaus. Die Kinder werden dort auch <strong>wieder abgeholt</strong>.</p>',
        info_it: '<p>Il ritrovo è ogni mattina davanti alla Casa della cultura, dove i bambini vanno anche <strong>ripresi</strong>.</p>',
      },
    }),
    course(calendar, {
      type: 'Musik & Theater',
      location: 'Forum Brixen',
      category: 'Musik & Bühne',
      picture: { skyTop: [110, 60, 150], skyBottom: [250, 170, 120], sun: [255, 226, 150], layers: [[170, 90, 120], [120, 60, 110], [70, 40, 90]], motif: 'hills', sunX: 0.65 },
      capacity: { max: 18, waiting: 4 },
      prices: { half: 110, full: 175, halfHours: '9:00–12:30', fullHours: '9:00–16:30' },
      weeks: [
        { k: 6, name: ['Wir erfinden ein Stück', 'Inventiamo uno spettacolo'], bookings: { confirmed: 4, paid: 2 } },
        { k: 7, name: ['Proben und Aufführung', 'Prove e spettacolo'], bookings: { confirmed: 3 } },
      ],
      row: {
        name: 'Sommertheater',
        name_it: 'Teatro d’estate',
        multiple_course_week_registration: true,
        custom_field: true,
        custom_field_de: 'T-Shirt-Größe',
        custom_field_it: 'Taglia maglietta',
        custom_field_2: true,
        custom_field_2_de: 'Spielt ein Instrument (welches?)',
        custom_field_2_it: 'Suona uno strumento (quale?)',
        ...bank('raiffeisen', '000300099887'),
        description:
          '<p>Vom ersten Einfall bis zur Premiere: Die Kinder schreiben, proben und spielen ihr eigenes Stück – mit Musik, Kostümen und Bühnenbild.</p>',
        description_it:
          '<p>Dalla prima idea alla prima: i bambini scrivono, provano e recitano il loro spettacolo – con musica, costumi e scenografia.</p>',
        info: '<p><strong>Aufführung</strong> für Familien am Freitag der zweiten Woche um 16:00 Uhr.</p>',
        info_it: '<p><strong>Spettacolo</strong> per le famiglie il venerdì della seconda settimana alle ore 16:00.</p>',
      },
    }),
    course(calendar, {
      type: 'Sport',
      location: 'Freibad Leifers',
      category: 'Sport & Bewegung',
      picture: { skyTop: [255, 170, 90], skyBottom: [255, 232, 184], sun: [255, 250, 214], layers: [[200, 146, 112], [64, 152, 204], [30, 110, 170]], motif: 'waves', sunX: 0.55 },
      capacity: { max: 20, waiting: 4 },
      prices: { half: 85, full: 140, ...HOURS },
      weeks: [
        { k: 2, bookings: { confirmed: 3, paid: 1 } },
        { k: 3, bookings: { confirmed: 2 } },
        { k: 4, bookings: { confirmed: 2, paid: 2 } },
        { k: 5, bookings: { confirmed: 3, partlyPaid: 1 } },
      ],
      row: {
        name: 'Schwimmen & Wasserspiele',
        name_it: 'Nuoto e giochi d’acqua',
        ...bank('sparkasse', '000001256789'),
        description:
          '<p>Schwimmen lernen und verbessern, tauchen, Wasserball: Schwimmlehrer betreuen die Kinder in kleinen Gruppen nach Können.</p>',
        description_it:
          '<p>Imparare e migliorare il nuoto, tuffi, pallanuoto: istruttori di nuoto seguono i bambini in piccoli gruppi secondo il livello.</p>',
        info: '<p><strong>Mitbringen:</strong> Badesachen, Handtuch, Sonnencreme und Kopfbedeckung.</p>',
        info_it: '<p><strong>Da portare:</strong> costume, asciugamano, crema solare e cappellino.</p>',
      },
    }),
    lastSeason(calendar, football),
  ];
}

/** Last summer's edition of a course, switched off: it shows what the filter on active courses hides. */
function lastSeason(calendar: DemoCalendar, current: DemoCourse): DemoCourse {
  const year = calendar.season - 1;
  const capacity = { max: current.row.max_participants, waiting: current.row.waiting_list ?? 0 };
  const previousWeeks = weeks(calendar, [{ k: 0 }, { k: 1 }], capacity, { half: 90, full: 140, ...HOURS }, year);
  return {
    ...current,
    row: {
      ...current.row,
      active: false,
      year,
      register_from: `${year}-03-01`,
      register_to: `${year}-06-12`,
      from: previousWeeks[0]!.row.from,
      to: previousWeeks.at(-1)!.row.to,
      price: 140,
    },
    weeks: previousWeeks,
  };
}
