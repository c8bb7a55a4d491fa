/**
 * A SEPA credit transfer initiation, ISO 20022 pain.001.001.03 (the version the EPC's SEPA
 * Credit Transfer implementation guidelines and most European banks take), written as a string.
 * Pure: the service gives it the batch and the company's paying account. Every text is reduced
 * to SEPA's basic Latin character set and cut to the schema's length; amounts have two decimals
 * and the control sums are the sums of the amounts written, in minor units, never floats.
 */
import { minorToDecimal } from '../../contract/money';

const pain001Namespace = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

/** Letters, digits and / - ? : ( ) . , ' + space: what every SEPA bank accepts. */
const notSepa = /[^A-Za-z0-9/?:().,'+ -]/g;

const transliterations: Record<string, string> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  '&': '+',
  _: '-',
};

/** A text in SEPA's character set, at most `max` characters (accents dropped, others spaced). */
export function sepaText(text: string, max: number): string {
  const plain = text
    .replace(/[ßÆæØøŒœŁłĐđ&_]/g, (c) => transliterations[c] ?? ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(notSepa, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, max).trim();
}

/** An identifier (MsgId, PmtInfId, EndToEndId): SEPA text without spaces, 1 to 35 characters. */
const sepaId = (text: string) => sepaText(text, 35).replace(/ /g, '-') || 'NOTPROVIDED';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const compact = (code: string) => code.replace(/\s+/g, '').toUpperCase();

type SepaTransfer = {
  endToEndId: string;
  amountMinor: number;
  creditorName: string;
  creditorIban: string;
  creditorBic: string | null;
  remittance: string;
};

export type SepaBatch = {
  messageId: string;
  createdAt: Date;
  executionDate: string;
  initiatorName: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null;
  transfers: SepaTransfer[];
};

const agent = (bic: string | null) =>
  bic
    ? `<FinInstnId><BIC>${escapeXml(compact(bic))}</BIC></FinInstnId>`
    : '<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>';

function transferXml(t: SepaTransfer): string {
  const creditorAgent = t.creditorBic
    ? `<CdtrAgt><FinInstnId><BIC>${escapeXml(compact(t.creditorBic))}</BIC></FinInstnId></CdtrAgt>`
    : '';
  return (
    '<CdtTrfTxInf>' +
    `<PmtId><EndToEndId>${escapeXml(sepaId(t.endToEndId))}</EndToEndId></PmtId>` +
    `<Amt><InstdAmt Ccy="EUR">${minorToDecimal(t.amountMinor)}</InstdAmt></Amt>` +
    creditorAgent +
    `<Cdtr><Nm>${escapeXml(sepaText(t.creditorName, 70) || 'NOTPROVIDED')}</Nm></Cdtr>` +
    `<CdtrAcct><Id><IBAN>${escapeXml(compact(t.creditorIban))}</IBAN></Id></CdtrAcct>` +
    `<RmtInf><Ustrd>${escapeXml(sepaText(t.remittance, 140) || 'Payout')}</Ustrd></RmtInf>` +
    '</CdtTrfTxInf>'
  );
}

/** The whole document; `transfers` must not be empty (the schema needs one at least). */
export function pain001Xml(batch: SepaBatch): string {
  if (batch.transfers.length === 0) throw new RangeError('a SEPA file needs one transfer at least');
  const count = batch.transfers.length;
  const sum = minorToDecimal(batch.transfers.reduce((s, t) => s + t.amountMinor, 0));
  const messageId = escapeXml(sepaId(batch.messageId));
  const createdAt = batch.createdAt.toISOString().slice(0, 19);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Document xmlns="${pain001Namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    '<CstmrCdtTrfInitn>' +
    '<GrpHdr>' +
    `<MsgId>${messageId}</MsgId><CreDtTm>${createdAt}</CreDtTm>` +
    `<NbOfTxs>${count}</NbOfTxs><CtrlSum>${sum}</CtrlSum>` +
    `<InitgPty><Nm>${escapeXml(sepaText(batch.initiatorName, 70) || 'NOTPROVIDED')}</Nm></InitgPty>` +
    '</GrpHdr>' +
    '<PmtInf>' +
    `<PmtInfId>${messageId}</PmtInfId><PmtMtd>TRF</PmtMtd><BtchBookg>true</BtchBookg>` +
    `<NbOfTxs>${count}</NbOfTxs><CtrlSum>${sum}</CtrlSum>` +
    '<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>' +
    `<ReqdExctnDt>${batch.executionDate}</ReqdExctnDt>` +
    `<Dbtr><Nm>${escapeXml(sepaText(batch.debtorName, 70) || 'NOTPROVIDED')}</Nm></Dbtr>` +
    `<DbtrAcct><Id><IBAN>${escapeXml(compact(batch.debtorIban))}</IBAN></Id></DbtrAcct>` +
    `<DbtrAgt>${agent(batch.debtorBic)}</DbtrAgt>` +
    '<ChrgBr>SLEV</ChrgBr>' +
    batch.transfers.map(transferXml).join('') +
    '</PmtInf>' +
    '</CstmrCdtTrfInitn>' +
    '</Document>\n'
  );
}
