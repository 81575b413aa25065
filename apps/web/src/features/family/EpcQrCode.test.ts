import { bookingReference, epcPayload, parseBookingReference } from '@app/domain';
import jsQR from 'jsqr';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { EPC_QR_OPTIONS } from './EpcQrCode';
import { booking, registration } from './testing';

/** The QR code the payment dialog draws for `text`, as the pixels a phone's camera would see (4 pixels a module). */
function qrPixels(text: string) {
  const { modules } = create(text, EPC_QR_OPTIONS);
  const scale = 4;
  const quiet = EPC_QR_OPTIONS.margin;
  const side = (modules.size + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y++) {
        for (let x = 0; x < scale; x++) {
          const at = ((row + quiet) * scale + y) * side * 4 + ((column + quiet) * scale + x) * 4;
          pixels.fill(0, at, at + 3);
        }
      }
    }
  }
  return { pixels, side };
}

describe('the EPC QR code of a booking', () => {
  it('decodes to the organisation, the IBAN, the booking total and the booking reference', () => {
    const anna = registration();
    const luca = registration({ id: 102, people: { id: 12, first_name: 'Luca', last_name: 'Rossi', display_name: 'Luca Rossi' }, open_amount: 200 });
    const { payment } = booking([anna, luca]);

    const { pixels, side } = qrPixels(payment.epc);
    const decoded = jsQR(pixels, side, side);
    expect(decoded?.data).toBe(payment.epc);
    const fields = decoded!.data.split('\n');
    expect(fields.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(fields[5]).toBe('Jugenddienst Bozen');
    expect(fields[6]).toBe('IT60X0542811101000000123456');
    expect(fields[7]).toBe('EUR1334.50');
    expect(fields[10]).toBe(`${bookingReference(7)} Anna Rossi Luca Rossi`);
    // The office's import finds the booking in what the bank passes on.
    expect(parseBookingReference(fields[10]!)).toBe(7);
    expect(payment.epc).toBe(epcPayload({ recipient: 'Jugenddienst Bozen', iban: 'IT60 X054 2811 1010 0000 0123 456', amount: 1334.5, reference: fields[10]! }));
  });
});
