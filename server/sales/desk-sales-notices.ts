/**
 * What the seller reads when the desk decides on their manual sale (issue 30): the invoice in
 * the title and, for a cancellation or a refund, the operator's reason in the body. Written in
 * the member's language (English unless they read the app in Spanish), as the support desk's
 * answers are.
 */
export type DeskSaleStep = 'confirm' | 'cancel' | 'refund';

type Notice = { title: string; body: string };

const texts: Record<'en' | 'es', Record<DeskSaleStep, (invoice: string) => Notice>> = {
  en: {
    confirm: (invoice) => ({
      title: `Sale confirmed: ${invoice}`,
      body: 'The company confirmed your customer’s payment. The sale counts for your rank, and its commissions are released once the return window ends.',
    }),
    cancel: (invoice) => ({
      title: `Sale cancelled: ${invoice}`,
      body: 'The company cancelled this sale and its commissions.',
    }),
    refund: (invoice) => ({
      title: `Sale refunded: ${invoice}`,
      body: 'The company refunded this sale; its commissions are taken back.',
    }),
  },
  es: {
    confirm: (invoice) => ({
      title: `Venta confirmada: ${invoice}`,
      body: 'La empresa confirmó el pago de tu cliente. La venta cuenta para tu rango y sus comisiones se liberan al terminar el plazo de devolución.',
    }),
    cancel: (invoice) => ({
      title: `Venta cancelada: ${invoice}`,
      body: 'La empresa canceló esta venta y sus comisiones.',
    }),
    refund: (invoice) => ({
      title: `Venta reembolsada: ${invoice}`,
      body: 'La empresa reembolsó esta venta; sus comisiones se retiran.',
    }),
  },
};

const reasonLabel = { en: 'Reason', es: 'Motivo' } as const;

export function saleDecisionNotice(
  language: string,
  step: DeskSaleStep,
  invoice: string,
  reason: string | null,
): Notice {
  const lang = language === 'es' ? 'es' : 'en';
  const notice = texts[lang][step](invoice);
  return reason ? { ...notice, body: `${notice.body} ${reasonLabel[lang]}: ${reason}` } : notice;
}
