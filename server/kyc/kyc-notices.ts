/**
 * What a member reads when the company decides on one of their KYC documents (issue 30),
 * in the member's language (decision 044) with the category's name in that language too
 * (decision 045). The operator's reason is their own words and stays as written.
 */
type Notice = { title: string; body: string };

const texts = {
  en: {
    approved: (category: string): Notice => ({
      title: `Your ${category} was approved`,
      body: 'The company has checked your document. Nothing more is needed from you.',
    }),
    rejected: (category: string, reason: string): Notice => ({
      title: `Your ${category} was rejected`,
      body: `${reason} Upload a new one under KYC.`,
    }),
  },
  es: {
    approved: (category: string): Notice => ({
      title: `Se aprobó tu documento: ${category}`,
      body: 'La empresa revisó tu documento. No necesitas hacer nada más.',
    }),
    rejected: (category: string, reason: string): Notice => ({
      title: `Se rechazó tu documento: ${category}`,
      body: `${reason} Sube uno nuevo en KYC.`,
    }),
  },
} as const;

export function kycDecisionNotice(
  language: string,
  categoryName: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): Notice {
  const lang = language === 'es' ? 'es' : 'en';
  // "Your proof of address was approved": a category reads as a common noun in English.
  const category = lang === 'en' ? categoryName.toLowerCase() : categoryName;
  return decision.status === 'approved'
    ? texts[lang].approved(category)
    : texts[lang].rejected(category, decision.reason);
}
