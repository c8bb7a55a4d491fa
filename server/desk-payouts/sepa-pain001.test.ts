import { describe, expect, it } from 'vitest';
import { pain001Xml, sepaText } from './sepa-pain001';
import { approvalsNeeded, deskStatusOf } from './desk-payouts';

describe('SEPA texts', () => {
  it('transliterates to the basic Latin set and cuts to the limit', () => {
    expect(sepaText('Zoë Müller-Großmann & Søn', 70)).toBe('Zoe Muller-Grossmann + Son');
    expect(sepaText('José <b>"Peña"</b> №5 — ok', 70)).toBe('Jose b Pena /b 5 ok');
    expect(sepaText('x'.repeat(80), 70)).toHaveLength(70);
    expect(sepaText('  ', 70)).toBe('');
  });
});

describe('pain.001 document', () => {
  const batch = {
    messageId: 'REF 1',
    createdAt: new Date('2026-11-27T10:11:12.345Z'),
    executionDate: '2026-11-27',
    initiatorName: 'Company',
    debtorName: 'Company',
    debtorIban: 'DE89 3704 0044 0532 0130 00',
    debtorBic: null,
    transfers: [
      {
        endToEndId: 'PAYOUT-1',
        amountMinor: 1050,
        creditorName: 'Ann',
        creditorIban: 'NL91ABNA0417164300',
        creditorBic: null,
        remittance: 'Payout 1',
      },
      {
        endToEndId: 'PAYOUT-2',
        amountMinor: 5,
        creditorName: 'Bo',
        creditorIban: 'ES9121000418450200051332',
        creditorBic: 'CAIXESBBXXX',
        remittance: 'Payout 2',
      },
    ],
  };

  it('counts and sums what it writes, in two decimals, with ids without spaces', () => {
    const xml = pain001Xml(batch);
    expect(xml.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>10.55<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml).toContain('<InstdAmt Ccy="EUR">0.05</InstdAmt>');
    expect(xml).toContain('<MsgId>REF-1</MsgId>');
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>');
    expect(xml).toContain('<CreDtTm>2026-11-27T10:11:12</CreDtTm>');
    // Without a BIC the debtor's bank is "not provided", and the creditor's is left out.
    expect(xml).toContain('<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr>');
    expect(xml.match(/<CdtrAgt>/g)).toHaveLength(1);
  });

  it('refuses an empty batch', () => {
    expect(() => pain001Xml({ ...batch, transfers: [] })).toThrow(RangeError);
  });
});

describe('approvals', () => {
  it('needs two strictly above the threshold, and shows the first of two as awaiting', () => {
    expect(approvalsNeeded(50_000, 50_000)).toBe(1);
    expect(approvalsNeeded(50_001, 50_000)).toBe(2);
    expect(deskStatusOf('pending', 1)).toBe('awaiting_second_approval');
    expect(deskStatusOf('pending', 0)).toBe('pending');
    expect(deskStatusOf('approved', 2)).toBe('approved');
  });
});
