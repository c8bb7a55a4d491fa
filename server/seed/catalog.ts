/** What the demo company sells and awards: packages, the refill box, ranks; lookup lists. */
export type PackageDef = {
  id: number;
  name: string;
  sku: string;
  priceMinor: number;
  bv: number;
  expiryDays: number;
  maxLevels: number;
  directPercent: number;
  roiPercent: number;
  description: string;
  /** The Spanish texts (decision 045); the base ones are the company's default, English. */
  es: { name: string; description: string };
};

export const packages: PackageDef[] = [
  {
    id: 1,
    name: 'Starter',
    sku: 'NMB-STARTER',
    priceMinor: 4900,
    bv: 50,
    expiryDays: 365,
    maxLevels: 3,
    directPercent: 5,
    roiPercent: 0,
    description: 'A first box of daily essentials and the back office.',
    es: {
      name: 'Inicial',
      description: 'Una primera caja de básicos diarios y la oficina virtual.',
    },
  },
  {
    id: 2,
    name: 'Pro',
    sku: 'NMB-PRO',
    priceMinor: 14900,
    bv: 150,
    expiryDays: 365,
    maxLevels: 5,
    directPercent: 8,
    roiPercent: 1,
    description: 'The full wellness range for a growing team.',
    es: { name: 'Pro', description: 'Toda la gama de bienestar para un equipo que crece.' },
  },
  {
    id: 3,
    name: 'Elite',
    sku: 'NMB-ELITE',
    priceMinor: 39900,
    bv: 400,
    expiryDays: 365,
    maxLevels: 8,
    directPercent: 10,
    roiPercent: 1.5,
    description: 'Leader kit with event passes and deeper commissions.',
    es: {
      name: 'Élite',
      description: 'Kit de líder con entradas a eventos y comisiones más profundas.',
    },
  },
  {
    id: 4,
    name: 'Infinity',
    sku: 'NMB-INFINITY',
    priceMinor: 99900,
    bv: 1000,
    expiryDays: 730,
    maxLevels: 10,
    directPercent: 12,
    roiPercent: 2,
    description: 'Two years of everything, with the highest rates.',
    es: { name: 'Infinito', description: 'Dos años de todo, con las tasas más altas.' },
  },
];

export const packageOf = (id: number) => packages[id - 1] as PackageDef;

/** The monthly refill box members re-order; a product, not a package. */
export const refill = { sku: 'NMB-REFILL', name: 'Wellness refill box', priceMinor: 5900, bv: 60 };

export type ProductDef = {
  sku: string;
  name: string;
  priceMinor: number;
  bv: number;
  description: string;
  es: { name: string; description: string };
  status?: number;
};

/** The store catalogue a member may sell by hand (manual sales), the refill box first. */
export const products: ProductDef[] = [
  {
    ...refill,
    description: 'Monthly essentials: shake, vitamins and tea.',
    es: {
      name: 'Caja de reposición de bienestar',
      description: 'Básicos del mes: batido, vitaminas y té.',
    },
  },
  {
    sku: 'NMB-SHAKE',
    name: 'Protein shake, vanilla',
    priceMinor: 3450,
    bv: 30,
    description: 'Thirty servings of plant protein.',
    es: {
      name: 'Batido de proteína, vainilla',
      description: 'Treinta porciones de proteína vegetal.',
    },
  },
  {
    sku: 'NMB-OMEGA',
    name: 'Omega-3 capsules',
    priceMinor: 2200,
    bv: 18.5,
    description: 'Ninety capsules of fish oil.',
    es: { name: 'Cápsulas de omega-3', description: 'Noventa cápsulas de aceite de pescado.' },
  },
  {
    sku: 'NMB-SERUM',
    name: 'Vitamin C serum',
    priceMinor: 4100,
    bv: 35,
    description: 'Brightening serum, 30 ml.',
    es: { name: 'Sérum de vitamina C', description: 'Sérum iluminador, 30 ml.' },
  },
  {
    sku: 'NMB-TEA-OLD',
    name: 'Detox tea (discontinued)',
    priceMinor: 1500,
    bv: 10,
    description: 'No longer on sale.',
    es: { name: 'Té detox (descatalogado)', description: 'Ya no está a la venta.' },
    status: 0,
  },
];

/** Card first: the seed has no e-wallet payments, which would have to debit the ledger. */
export const orderPaymentMethods = ['card', 'card', 'card', 'paypal', 'bank_transfer'] as const;

export type RankDef = {
  id: number;
  name: string;
  bonusMinor: number;
  /** Legs (L, R) holding at least one licensed member (one with a package). */
  legs: number;
  licensedDownline: number;
  /** Team volume (TV) of the placement downline. */
  salesVolume: number;
  downlineRankId: number | null;
  downlineRankCount: number;
};

export const ranks: RankDef[] = [
  {
    id: 1,
    name: 'Bronze',
    bonusMinor: 5_000,
    legs: 1,
    licensedDownline: 3,
    salesVolume: 150,
    downlineRankId: null,
    downlineRankCount: 0,
  },
  {
    id: 2,
    name: 'Silver',
    bonusMinor: 15_000,
    legs: 2,
    licensedDownline: 12,
    salesVolume: 1_500,
    downlineRankId: null,
    downlineRankCount: 0,
  },
  {
    id: 3,
    name: 'Gold',
    bonusMinor: 50_000,
    legs: 2,
    licensedDownline: 50,
    salesVolume: 8_000,
    downlineRankId: 1,
    downlineRankCount: 2,
  },
  {
    id: 4,
    name: 'Platinum',
    bonusMinor: 150_000,
    legs: 2,
    licensedDownline: 200,
    salesVolume: 40_000,
    downlineRankId: 2,
    downlineRankCount: 2,
  },
  {
    id: 5,
    name: 'Diamond',
    bonusMinor: 500_000,
    legs: 2,
    licensedDownline: 4_000,
    salesVolume: 800_000,
    downlineRankId: 3,
    downlineRankCount: 3,
  },
];

export const industries = ['Health & wellness', 'Cosmetics', 'Nutrition', 'Travel', 'Fintech'];

// [name, description, Spanish name, Spanish description]
export const kycCategories = [
  [
    'Identity document',
    'Passport, national identity card or driving licence, both sides.',
    'Documento de identidad',
    'Pasaporte, documento nacional de identidad o permiso de conducir, por ambas caras.',
  ],
  [
    'Proof of address',
    'A utility bill or bank letter from the last three months.',
    'Comprobante de domicilio',
    'Una factura de servicios o una carta del banco de los últimos tres meses.',
  ],
  [
    'Bank statement',
    'A statement showing the account that receives your payouts.',
    'Extracto bancario',
    'Un extracto que muestre la cuenta en la que recibes tus pagos.',
  ],
] as const;
