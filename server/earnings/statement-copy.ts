import type { StatementLanguage } from '../../contract/earnings-statement';

/** The words of the earnings statement, shared by its CSV and its PDF. */
export type StatementCopy = {
  title: string;
  company: string;
  member: string;
  memberId: string;
  period: string;
  currency: string;
  generatedAt: string;
  date: string;
  earning: string;
  type: string;
  source: string;
  explanation: string;
  gross: string;
  tax: string;
  serviceCharge: string;
  net: string;
  totals: (count: number) => string;
  ledger: string;
  mismatch: string;
  empty: string;
  page: (n: number, of: number) => string;
  amountsIn: (code: string) => string;
};

export const statementCopy: Record<StatementLanguage, StatementCopy> = {
  en: {
    title: 'Earnings statement',
    company: 'Company',
    member: 'Member',
    memberId: 'Member ID',
    period: 'Period',
    currency: 'Currency',
    generatedAt: 'Generated at',
    date: 'Date',
    earning: 'ID',
    type: 'Type',
    source: 'Source',
    explanation: 'Explanation',
    gross: 'Gross',
    tax: 'Tax',
    serviceCharge: 'Service charge',
    net: 'Net',
    totals: (n) => `Totals (${n} ${n === 1 ? 'earning' : 'earnings'})`,
    ledger: 'Credited in the ledger (available or held)',
    mismatch:
      'The ledger credit differs from the net total. Both are shown, and the difference has been logged for review.',
    empty: 'No earnings in this period.',
    page: (n, of) => `Page ${n} of ${of}`,
    amountsIn: (code) => `Amounts in ${code}; dates and times in UTC`,
  },
  es: {
    title: 'Extracto de ganancias',
    company: 'Empresa',
    member: 'Miembro',
    memberId: 'ID de miembro',
    period: 'Periodo',
    currency: 'Moneda',
    generatedAt: 'Generado el',
    date: 'Fecha',
    earning: 'ID',
    type: 'Tipo',
    source: 'Origen',
    explanation: 'Explicación',
    gross: 'Bruto',
    tax: 'Impuesto',
    serviceCharge: 'Cargo por servicio',
    net: 'Neto',
    totals: (n) => `Totales (${n} ${n === 1 ? 'ganancia' : 'ganancias'})`,
    ledger: 'Acreditado en el libro mayor (disponible o retenido)',
    mismatch:
      'El abono del libro mayor difiere del total neto. Se muestran ambos y la diferencia quedó registrada para su revisión.',
    empty: 'No hay ganancias en este periodo.',
    page: (n, of) => `Página ${n} de ${of}`,
    amountsIn: (code) => `Importes en ${code}; fechas y horas en UTC`,
  },
};

/** 2026-03-10 09:05 UTC: the same in both languages, and unambiguous. */
export const statementInstant = (at: Date) =>
  `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
