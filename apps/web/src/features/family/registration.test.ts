import { describe, expect, it } from 'vitest';
import { groupedIban, plainAmount } from './PaymentDialog';
import { customFields, registrationFormErrors, registrationValues } from './registration';
import { registration } from './testing';

const withShirt = registration({
  course: { ...registration().course, custom_field_2: { enabled: true, de: 'T-Shirt-Größe', it: 'Taglia maglietta' } },
});

describe('registration edit rules of the family page', () => {
  it('asks only the custom fields the course defines, and requires them with the child\'s name', () => {
    expect(customFields(withShirt.course, 'it')).toEqual([{ field: 'custom_field_2', label: 'Taglia maglietta' }]);
    const values = registrationValues(withShirt);
    expect(registrationFormErrors(values, withShirt, 'it')).toEqual({
      custom_field_2: expect.stringContaining('Taglia maglietta') as string,
    });
    expect(registrationFormErrors({ ...values, custom_field_2: 'M' }, withShirt, 'de')).toEqual({});
  });

  it('requires contact 1 and refuses the same digits as contact 2, in German and Italian', () => {
    const values = registrationValues(registration());
    expect(registrationFormErrors({ ...values, emergency_contact1_phone: ' ' }, registration(), 'de')).toEqual({ emergency_contact1_phone: 'Bitte den Notfallkontakt 1 angeben.' });
    expect(registrationFormErrors({ ...values, emergency_contact2_phone: '+39 333 111 1111' }, registration(), 'it')).toEqual({
      emergency_contact2_phone: 'Indicare due contatti di emergenza diversi.',
    });
  });

  it('writes IBAN and amount as a banking app takes them', () => {
    expect(groupedIban('it60x0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(plainAmount(1234.5)).toBe('1234,50');
  });
});
