import type { children, people } from '../../schema';
import { addDays, type DemoCalendar } from './calendar';
import { italianTaxCode } from './identity';

type PersonRow = typeof people.$inferInsert;
type ChildRow = typeof children.$inferInsert;

interface FamilyMember {
  firstName: string;
  gender: 'm' | 'f';
  /** Age in the summer of the season, so the demo families do not grow old. */
  age: number;
  /** Day and month of birth, 'MM-DD'. */
  birthday: string;
}

interface Family {
  lastName: string;
  lang: 'de' | 'it';
  address: string;
  plz: string;
  place: string;
  /** Cadastral code of the children's place of birth. */
  birthPlace: string;
  parents: (FamilyMember & { phone: string; birthPlace: string })[];
  children: (FamilyMember & { allergies?: string; medicaments?: string; comment?: string })[];
  /** Without photo consent; the others gave it. */
  noPhotos?: boolean;
  /** Data last confirmed before this season: the family is asked to update it. */
  staleData?: boolean;
}

const FAMILIES: Family[] = [
  {
    lastName: 'Gruber', lang: 'de', address: 'Gumergasse 12', plz: '39100', place: 'Bozen', birthPlace: 'A952',
    parents: [
      { firstName: 'Anna', gender: 'f', age: 41, birthday: '03-14', phone: '+39 347 215 8841', birthPlace: 'A952' },
      { firstName: 'Thomas', gender: 'm', age: 43, birthday: '11-02', phone: '+39 348 702 1193', birthPlace: 'F132' },
    ],
    children: [
      { firstName: 'Lena', gender: 'f', age: 10, birthday: '05-21', allergies: 'Haselnüsse', comment: 'Lena kommt am Mittwoch erst um 10 Uhr (Zahnarzt).' },
      { firstName: 'Jonas', gender: 'm', age: 8, birthday: '09-08' },
    ],
  },
  {
    lastName: 'Rossi', lang: 'it', address: 'Via Roma 45', plz: '39100', place: 'Bolzano', birthPlace: 'A952',
    parents: [{ firstName: 'Giulia', gender: 'f', age: 38, birthday: '07-30', phone: '+39 340 118 4427', birthPlace: 'L781' }],
    children: [
      { firstName: 'Matteo', gender: 'm', age: 9, birthday: '02-17', allergies: 'lattosio' },
      { firstName: 'Sofia', gender: 'f', age: 7, birthday: '12-03' },
    ],
  },
  {
    lastName: 'Pichler', lang: 'de', address: 'Freiheitsstraße 88', plz: '39012', place: 'Meran', birthPlace: 'F132',
    parents: [{ firstName: 'Martin', gender: 'm', age: 45, birthday: '01-25', phone: '+39 335 640 2218', birthPlace: 'F132' }],
    children: [
      { firstName: 'Felix', gender: 'm', age: 11, birthday: '04-11' },
      { firstName: 'Emma', gender: 'f', age: 9, birthday: '08-29' },
      { firstName: 'Paul', gender: 'm', age: 6, birthday: '06-05', medicaments: 'Asthmaspray bei Bedarf' },
    ],
  },
  {
    lastName: 'Bianchi', lang: 'it', address: 'Corso Libertà 21', plz: '39100', place: 'Bolzano', birthPlace: 'A952',
    noPhotos: true,
    parents: [
      { firstName: 'Francesca', gender: 'f', age: 40, birthday: '10-09', phone: '+39 349 553 0172', birthPlace: 'L378' },
      { firstName: 'Luca', gender: 'm', age: 42, birthday: '05-16', phone: '+39 338 901 6654', birthPlace: 'A952' },
    ],
    children: [{ firstName: 'Alessandro', gender: 'm', age: 10, birthday: '01-30' }],
  },
  {
    lastName: 'Hofer', lang: 'de', address: 'Großer Graben 7', plz: '39042', place: 'Brixen', birthPlace: 'B160',
    parents: [{ firstName: 'Sabine', gender: 'f', age: 39, birthday: '09-19', phone: '+39 346 277 3390', birthPlace: 'B160' }],
    children: [
      { firstName: 'Hannah', gender: 'f', age: 8, birthday: '03-02' },
      { firstName: 'Elias', gender: 'm', age: 10, birthday: '11-14' },
    ],
  },
  {
    lastName: 'Ferrari', lang: 'it', address: 'Via Kennedy 130', plz: '39055', place: 'Laives', birthPlace: 'E421',
    parents: [{ firstName: 'Marco', gender: 'm', age: 44, birthday: '06-22', phone: '+39 333 480 7715', birthPlace: 'L378' }],
    children: [
      { firstName: 'Giorgia', gender: 'f', age: 11, birthday: '07-07' },
      { firstName: 'Leonardo', gender: 'm', age: 8, birthday: '10-26' },
    ],
  },
  {
    lastName: 'Mair', lang: 'de', address: 'Lauben 150', plz: '39012', place: 'Meran', birthPlace: 'F132',
    staleData: true,
    parents: [{ firstName: 'Julia', gender: 'f', age: 36, birthday: '02-08', phone: '+39 345 609 2281', birthPlace: 'F132' }],
    children: [{ firstName: 'Noah', gender: 'm', age: 7, birthday: '04-27' }],
  },
  {
    lastName: 'Kofler', lang: 'de', address: 'Weißensteiner Straße 4', plz: '39055', place: 'Leifers', birthPlace: 'A952',
    parents: [
      { firstName: 'Verena', gender: 'f', age: 42, birthday: '12-12', phone: '+39 347 338 9026', birthPlace: 'B160' },
      { firstName: 'Stefan', gender: 'm', age: 46, birthday: '03-31', phone: '+39 348 115 6470', birthPlace: 'E421' },
    ],
    children: [
      { firstName: 'Anna', gender: 'f', age: 12, birthday: '06-18' },
      { firstName: 'Lukas', gender: 'm', age: 9, birthday: '01-09' },
    ],
  },
  {
    lastName: 'Esposito', lang: 'it', address: 'Via Cassa di Risparmio 14', plz: '39012', place: 'Merano', birthPlace: 'F132',
    parents: [{ firstName: 'Chiara', gender: 'f', age: 35, birthday: '08-03', phone: '+39 342 764 1138', birthPlace: 'F839' }],
    children: [{ firstName: 'Aurora', gender: 'f', age: 8, birthday: '05-05' }],
  },
  {
    lastName: 'Thaler', lang: 'de', address: 'Runkelsteiner Straße 31', plz: '39100', place: 'Bozen', birthPlace: 'A952',
    parents: [{ firstName: 'Peter', gender: 'm', age: 40, birthday: '04-04', phone: '+39 339 872 5561', birthPlace: 'A952' }],
    children: [
      { firstName: 'Sophia', gender: 'f', age: 9, birthday: '10-15' },
      { firstName: 'David', gender: 'm', age: 7, birthday: '02-24' },
    ],
  },
  {
    lastName: 'Moser', lang: 'it', address: 'Via Bastioni 9', plz: '39042', place: 'Bressanone', birthPlace: 'B160',
    parents: [{ firstName: 'Elisa', gender: 'f', age: 37, birthday: '11-27', phone: '+39 346 905 4473', birthPlace: 'B160' }],
    children: [
      { firstName: 'Samuel', gender: 'm', age: 10, birthday: '08-12' },
      { firstName: 'Mia', gender: 'f', age: 6, birthday: '09-30' },
    ],
  },
];

/**
 * The demo parent a newcomer signs in with to book at once (decisions.md section 9): Anna Gruber, with two
 * children. The password is fixed and printed in the start log: the demo is for trying things out, and is
 * off by default on PostgreSQL.
 */
export const DEMO_PARENT = { email: 'anna.gruber@example.org', password: 'demo-eltern-2025' } as const;

/** A child as the booking plan needs it: the row plus what goes into its registrations. */
export interface DemoChild {
  row: ChildRow & { tax: string };
  age: number;
  parentPhones: string[];
  allergies?: string;
  medicaments?: string;
  comment?: string;
}

export interface DemoFamilies {
  people: (PersonRow & { tax: string })[];
  children: DemoChild[];
  /** Child and parent by tax code, which is unique on both sides. */
  links: { childTax: string; parentTax: string }[];
}

function school(age: number): ChildRow['school'] {
  if (age <= 5) return 'kg_3';
  if (age <= 10) return `gs_${age - 5}` as ChildRow['school'];
  if (age <= 13) return `ms_${age - 10}` as ChildRow['school'];
  return 'other';
}

export function demoFamilies(calendar: DemoCalendar): DemoFamilies {
  const result: DemoFamilies = { people: [], children: [], links: [] };
  const accepted = new Date(Date.parse(`${addDays(calendar.today, -45)}T18:30:00Z`));
  const lastYear = new Date(Date.UTC(calendar.now.getUTCFullYear() - 1, 10, 20));
  for (const family of FAMILIES) {
    const birth = (member: FamilyMember) => `${calendar.season - member.age}-${member.birthday}`;
    const taxOf = (member: FamilyMember, birthPlace: string) =>
      italianTaxCode({ firstName: member.firstName, lastName: family.lastName, birth: birth(member), gender: member.gender, birthPlace });
    const parentTaxes = family.parents.map((parent) => taxOf(parent, parent.birthPlace));
    family.parents.forEach((parent, index) => {
      result.people.push({
        first_name: parent.firstName,
        last_name: family.lastName,
        tax: parentTaxes[index]!,
        gender: parent.gender,
        birth: birth(parent),
        address: family.address,
        plz: family.plz,
        place: family.place,
        phone: parent.phone,
        email: `${parent.firstName}.${family.lastName}@example.org`.toLowerCase(),
        lang: family.lang,
        privacy_agb_at: accepted,
        privacy_photo_accept_at: family.noPhotos ? null : accepted,
      });
    });
    for (const child of family.children) {
      const tax = taxOf(child, family.birthPlace);
      result.children.push({
        row: {
          first_name: child.firstName,
          last_name: family.lastName,
          tax,
          gender: child.gender,
          birth: birth(child),
          lang: family.lang,
          phone: family.parents[0]!.phone,
          whatsapp_infos: family.lang === 'it',
          school: school(child.age),
          ...(family.staleData ? { last_update: lastYear } : {}),
        },
        age: child.age,
        parentPhones: family.parents.map((parent) => parent.phone),
        allergies: child.allergies,
        medicaments: child.medicaments,
        comment: child.comment,
      });
      for (const parentTax of parentTaxes) result.links.push({ childTax: tax, parentTax });
    }
  }
  return result;
}
