import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spanishMessages } from '../../server/shared/messages-es';
import { scanMessages } from './message-scan';
import { translateErrors, translateMessage } from '../../server/shared/translate-messages';

const root = resolve(import.meta.dirname, '../..');

/**
 * Source whose sentences are not error messages: the catalogue itself, the seed's demo
 * content, the media makers, and the statement, sale, reversal and KYC notice copy, which is written in both
 * languages where it is.
 */
const notErrorText = (path: string) =>
  /server\/(seed|media)\b|server\/shared\/messages-es\.ts$|server\/earnings\/(statement-copy|trail-summary)\.ts$|server\/sales\/(desk-sales|reversal)-notices\.ts$|server\/kyc\/kyc-notices\.ts$/.test(
    path,
  );

describe('the Spanish catalogue of server messages (decision 044)', () => {
  const found = scanMessages(root, ['server', 'contract'], notErrorText);

  it('finds the messages the server writes', () => {
    // The scan itself must work: these are written in three different ways (a helper's
    // argument, a template, a zod option).
    const messages = new Set(found.map((f) => f.message));
    expect(messages).toContain('The current password is incorrect.');
    expect(messages).toContain('The minimum payout is {minorToDecimal}.');
    expect(messages).toContain('Enter the 6-digit code.');
    expect(messages.size).toBeGreaterThan(300);
  });

  it('has a Spanish entry for every message of the server and the contract', () => {
    const missing = [
      ...new Set(
        found
          .filter((f) => spanishMessages[f.message] === undefined)
          .map((f) => `${f.file}:${f.line}  ${f.message}`),
      ),
    ];
    expect(missing, `messages with no Spanish entry:\n${missing.join('\n')}`).toEqual([]);
  });

  it('keeps every parameter of an entry in its Spanish', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const lost = Object.entries(spanishMessages)
      .filter(([english, spanish]) => names(english).join() !== names(spanish).join())
      // `hour{value}`: the Spanish writes "h", which needs no plural.
      .filter(([english]) => !english.includes('hour{value}'));
    expect(lost).toEqual([]);
  });
});

describe('translateMessage', () => {
  it('answers English unchanged and Spanish from the catalogue', () => {
    expect(translateMessage('The current password is incorrect.', 'en')).toBe(
      'The current password is incorrect.',
    );
    expect(translateMessage('The current password is incorrect.', 'es')).toBe(
      'La contraseña actual es incorrecta.',
    );
  });

  it('fills a template entry with the values of the English message, in order', () => {
    expect(translateMessage('The minimum payout is 10.00 USD.', 'es')).toBe(
      'El retiro mínimo es de 10.00 USD.',
    );
    expect(
      translateMessage('The upgrade costs 150.00, more than your wallet balance of 20.00.', 'es'),
    ).toBe('La mejora cuesta 150.00, más que el saldo de tu billetera de 20.00.');
  });

  it('puts a field name or a wait into Spanish too', () => {
    expect(translateMessage('Enter your city.', 'es')).toBe('Introduce tu ciudad.');
    expect(translateMessage('Too many attempts. Try again in 5 minutes.', 'es')).toBe(
      'Demasiados intentos. Vuelve a intentarlo en 5 minutos.',
    );
  });

  it('translates a message made of two catalogued sentences sentence by sentence', () => {
    expect(
      translateMessage(
        'Payouts to a new payout destination are held for 48 hours after it is set. You can request this payout from 2026-12-01 10:00 UTC.',
        'es',
      ),
    ).toBe(
      'Los retiros a un destino de cobro nuevo quedan retenidos 48 h después de configurarlo. Puedes solicitar este retiro desde el 2026-12-01 10:00 UTC.',
    );
  });

  it('leaves a message the catalogue lacks in English rather than failing', () => {
    expect(translateMessage('Something nobody wrote down.', 'es')).toBe(
      'Something nobody wrote down.',
    );
  });

  it('translates every field message of an errors object', () => {
    expect(
      translateErrors({ amount: ['The amount is too large.'], password: ['Say why.'] }, 'es'),
    ).toEqual({ amount: ['El importe es demasiado grande.'], password: ['Explica el motivo.'] });
  });
});
