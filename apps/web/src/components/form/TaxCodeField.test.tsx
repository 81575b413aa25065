import { checkCharacter } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { changeLanguage } from '../../lib/i18n';
import { beforeEach, describe, expect, it } from 'vitest';
import { deriveFromTaxCode, TaxCodeField } from './TaxCodeField';

function Harness() {
  const { control } = useForm({ defaultValues: { tax: '' } });
  return <TaxCodeField control={control} name="tax" />;
}

function renderField() {
  render(
    <Harness />
  );
  return {
    tax: screen.getByRole('textbox', { name: /^Steuernummer|^Codice fiscale/ }) as HTMLInputElement,
    gender: () => (screen.getByLabelText(/^(Geschlecht|Sesso)$/) as HTMLInputElement).value,
    birth: () => (screen.getByLabelText(/^(Geburtsdatum|Data di nascita)$/) as HTMLInputElement).value,
  };
}

beforeEach(() => changeLanguage('de'));
describe('TaxCodeField', () => {
  it('upper-cases the code and shows the gender and birth date read from it', async () => {
    const user = userEvent.setup();
    const field = renderField();
    await user.type(field.tax, 'vrngny07d68c351v');
    expect(field.tax.value).toBe('VRNGNY07D68C351V');
    expect(field.birth()).toBe('28.04.2007');
    expect(field.gender()).toBe('weiblich');
  });

  it('clears gender and birth when the check character is wrong or a character is missing', async () => {
    const user = userEvent.setup();
    const field = renderField();
    await user.type(field.tax, 'VRNGNY07D68C351V');
    expect(field.birth()).toBe('28.04.2007');

    await user.type(field.tax, '{Backspace}X');
    expect(field.tax.value).toBe('VRNGNY07D68C351X');
    expect(field.birth()).toBe('');
    expect(field.gender()).toBe('');

    await user.type(field.tax, '{Backspace}V');
    expect(field.gender()).toBe('weiblich');
    await user.type(field.tax, '{Backspace}');
    expect(field.tax.value).toHaveLength(15);
    expect(field.birth()).toBe('');
    expect(field.gender()).toBe('');
  });

  it('names a man in Italian and drops the spaces of a pasted code', async () => {
    await changeLanguage('it');
    const user = userEvent.setup();
    const field = renderField();
    const code = `RSSMRA80A01H501${checkCharacter('RSSMRA80A01H501')}`;
    await user.click(field.tax);
    await user.paste(` ${code.toLowerCase()} `);
    expect(field.tax.value).toBe(code);
    expect(field.gender()).toBe('maschile');
    expect(field.birth()).toBe('01.01.1980');
  });

  it('derives nothing from codes of another length', () => {
    expect(deriveFromTaxCode('VRNGNY07D68C351V')).toEqual({ birth: '2007-04-28', gender: 'f' });
    expect(deriveFromTaxCode('VRNGNY07D68C351VV')).toEqual({ birth: '', gender: '' });
    expect(deriveFromTaxCode('')).toEqual({ birth: '', gender: '' });
  });
});
