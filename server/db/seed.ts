import type { Algorithm } from '@node-rs/argon2';
import { hash } from '@node-rs/argon2';
import type {
  DemoInfoWire,
  ModuleFlagKey,
  ModulesWire,
  StoreSettingsWire,
} from '../../src/api/wire/modules';
import { moduleFlagKeys } from '../../src/api/wire/modules';
import type { Db, Queryable } from './connection';
import { createRng, type Rng } from './seed-rng';

/**
 * The deterministic demo company (DESIGN §3, §7). Every generated value — names, the tree,
 * amounts, day offsets — depends only on the seed number; timestamps are offsets from today
 * (UTC midnight), so the demo always looks recent. The whole company is written in one
 * transaction with multi-row INSERTs; paths, counters and volumes are computed here, never
 * with recursive SQL.
 */

export type SeedOptions = {
  /** Generated members besides the three fixed ones (founder, demo, blocked). */
  members: number;
  seed: number;
  /** The anchor is this instant truncated to its UTC day; defaults to now. */
  now?: Date;
};

export type SeedSummary = {
  /** All member rows written, the three fixed members included. */
  members: number;
  earnings: number;
  ledgerTransactions: number;
  elapsedMs: number;
};

export const DEMO_PASSWORD = 'demopass1';

/** Thrown when another process seeded the database first. */
export class AlreadySeededError extends Error {
  constructor() {
    super('The database already holds the demo company.');
    this.name = 'AlreadySeededError';
  }
}

export async function isSeeded(db: Queryable): Promise<boolean> {
  // Before the first migration there is no company table: not seeded, rather than an error.
  const rows = await db.query<{ ready: boolean }>(
    `SELECT to_regclass('company') IS NOT NULL AS ready`,
  );
  if (rows[0]?.ready !== true) return false;
  return (await db.query('SELECT 1 FROM company WHERE id = 1')).length > 0;
}

export async function seedDemoCompany(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  if (!Number.isInteger(opts.members) || opts.members < 0)
    throw new Error('members must be an integer >= 0');
  if (!Number.isInteger(opts.seed)) throw new Error('seed must be an integer');
  // Argon2id is the default; it is named so that a library default change cannot weaken it.
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: ARGON2ID });
  const plan = buildCompany(opts.members, opts.seed, dayStart(opts.now ?? new Date()));
  await db.transaction(async (tx) => {
    // Two API processes starting together: the second waits here, then finds the company.
    await tx.query('SELECT pg_advisory_xact_lock(727002)');
    if ((await tx.query('SELECT 1 FROM company WHERE id = 1')).length > 0)
      throw new AlreadySeededError();
    await writeCompany(tx, plan, passwordHash);
  });
  return {
    members: plan.members.length - 1,
    earnings: plan.earnings.length,
    ledgerTransactions: plan.txns.length,
    elapsedMs: Date.now() - started,
  };
}

// ---------------------------------------------------------------------------------------
// Reference data

const ARGON2ID = 2 as Algorithm;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const SERVICE_CHARGE_PERCENT = 2;
const TAX_PERCENT = 0;
const FOUNDER = 1;
const DEMO = 2;
const BLOCKED = 3;

const enabledModules: Partial<Record<ModuleFlagKey, boolean>> = {
  package: true,
  direct_bonus: true,
  unilevel_bonus: true,
  roi_bonus: true,
  payout_request: true,
  wallet_management: true,
  support_message: true,
  business_volume: true,
  upgrade: true,
  rank: true,
  language: true,
  currency: true,
  stories: true,
  events: true,
  kyc: true,
  onboarding: true,
  replica: true,
};

const modules: ModulesWire = {
  compensation_plan: 'binary',
  intro_video_url: null,
  android_app_link: null,
  ios_app_link: null,
  ...(Object.fromEntries(moduleFlagKeys.map((k) => [k, enabledModules[k] === true])) as Record<
    ModuleFlagKey,
    boolean
  >),
};

const storeSettings: StoreSettingsWire = {
  default_store: 1,
  stock_status: true,
  vendor_status: false,
  guest_checkout: true,
  store_name: 'Nimbus Store',
};

const demoInfo: DemoInfoWire = {
  contact_email: 'sales@nimbuswellness.example',
  contact_phone: '+1 555 010 0199',
  contact_skype: 'nimbus.wellness',
  user_allowed: true,
  messenger_name: 'Nimbus Team',
  privacy_policy_url: 'https://nimbuswellness.example/privacy',
};

const settings: Record<string, unknown> = {
  modules,
  store_settings: storeSettings,
  date_format: 'M d, Y',
  default_language: 'en',
  binary: { pair_ratio: '1:1', pair_value_percent: 10, capping_minor_per_day: 100000 },
  tax: { tax_percent: TAX_PERCENT, service_charge_percent: SERVICE_CHARGE_PERCENT },
};

// [code, name, symbol, position, decimals, value, default]
const currencies = [
  ['USD', 'US Dollar', '$', 'L', 2, '1', true],
  ['EUR', 'Euro', '€', 'R', 2, '0.92', false],
  ['MXN', 'Mexican Peso', '$', 'L', 2, '17.1', false],
  ['GBP', 'Pound Sterling', '£', 'L', 2, '0.79', false],
] as const;

const languages = [
  ['en', 'English', 'English', true],
  ['es', 'Spanish', 'Español', false],
] as const;

// Zones are "name:code" pairs separated by "|".
const countries = [
  {
    iso2: 'US',
    iso3: 'USA',
    name: 'United States',
    phone: '1',
    zones: 'California:CA|Texas:TX|Florida:FL|New York:NY',
  },
  {
    iso2: 'MX',
    iso3: 'MEX',
    name: 'Mexico',
    phone: '52',
    zones: 'Ciudad de México:CMX|Jalisco:JAL|Nuevo León:NLE',
  },
  {
    iso2: 'ES',
    iso3: 'ESP',
    name: 'Spain',
    phone: '34',
    zones: 'Madrid:MD|Cataluña:CT|Andalucía:AN',
  },
  {
    iso2: 'GB',
    iso3: 'GBR',
    name: 'United Kingdom',
    phone: '44',
    zones: 'England:ENG|Scotland:SCT|Wales:WLS',
  },
  {
    iso2: 'CO',
    iso3: 'COL',
    name: 'Colombia',
    phone: '57',
    zones: 'Bogotá D.C.:DC|Antioquia:ANT|Valle del Cauca:VAC',
  },
];
const DEFAULT_COUNTRY = 'US';

type PackageDef = {
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
};

const packages: PackageDef[] = [
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
  },
];

// Ranks and the placement downline size a member needs to hold them.
const ranks = [
  { id: 1, name: 'Bronze', bonusMinor: 5_000, minDownline: 3 },
  { id: 2, name: 'Silver', bonusMinor: 15_000, minDownline: 15 },
  { id: 3, name: 'Gold', bonusMinor: 50_000, minDownline: 60 },
  { id: 4, name: 'Platinum', bonusMinor: 150_000, minDownline: 250 },
  { id: 5, name: 'Diamond', bonusMinor: 500_000, minDownline: 5_000 },
];

// Sponsor-line (unilevel) commission per generation, in percent of the package price.
const levelPercents = [3, 2, 1, 0.5, 0.5];

const words = (list: string) => list.trim().split(/\s+/);
const enFirst = words(`
  James Olivia Liam Emma Noah Ava Ethan Sophia Mason Isabella Lucas Mia Logan Amelia Jacob
  Harper Michael Evelyn Daniel Abigail Henry Emily Jackson Ella Samuel Grace Owen Chloe Ryan
  Lily Nathan Hannah Caleb Zoe Dylan Nora Aaron Claire Adam Ruby
`);
const enLast = words(`
  Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin
  Jackson Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott
  Green Baker Adams Nelson Hill Campbell Mitchell Roberts Carter Phillips Evans Turner
  Parker Collins
`);
const esFirst = words(`
  Lucía Mateo Sofía Santiago Valentina Sebastián Camila Diego Mariana Alejandro Daniela
  Javier Gabriela Andrés Fernanda Carlos Paula Miguel Elena José Carmen Luis Ana Jorge
  Natalia Pablo Ximena Ricardo Renata Emilio Regina Tomás Julieta Héctor Adriana Raúl Lorena
  Martín Verónica Óscar
`);
const esLast = words(`
  García Martínez López González Hernández Rodríguez Pérez Sánchez Ramírez Torres Flores
  Rivera Gómez Díaz Cruz Morales Reyes Gutiérrez Ortiz Ruiz Jiménez Vargas Castillo Romero
  Mendoza Herrera Medina Aguilar Navarro Muñoz Rojas Delgado Castro Ortega Silva Vega Ramos
  Molina Suárez Peña
`);

// Where generated members come from: [share, phone code, Spanish names, P(es), P(alt currency), alt currency]
const locales = [
  {
    share: 0.45,
    mobileCode: '1',
    spanish: false,
    esLanguage: 0.05,
    altCurrency: 0,
    currency: 'USD',
  },
  { share: 0.15, mobileCode: '44', spanish: false, esLanguage: 0, altCurrency: 0, currency: 'USD' },
  {
    share: 0.25,
    mobileCode: '52',
    spanish: true,
    esLanguage: 0.75,
    altCurrency: 0.6,
    currency: 'MXN',
  },
  {
    share: 0.08,
    mobileCode: '34',
    spanish: true,
    esLanguage: 0.8,
    altCurrency: 0.8,
    currency: 'EUR',
  },
  {
    share: 0.07,
    mobileCode: '57',
    spanish: true,
    esLanguage: 0.7,
    altCurrency: 0,
    currency: 'USD',
  },
];

// ---------------------------------------------------------------------------------------
// The plan: everything computed in memory before one write

type Leg = 'L' | 'R';

type GenMember = {
  id: number;
  username: string;
  email: string;
  mobileCode: string;
  mobile: string;
  firstName: string;
  lastName: string;
  status: 0 | 1;
  sponsorId: number | null;
  parentId: number | null;
  position: Leg | null;
  defaultLeg: Leg;
  path: string;
  depth: number;
  joinedAt: number;
  packageId: number | null;
  purchasedAt: number | null;
  expiresAt: number | null;
  rankId: number | null;
  rankAt: number | null;
  language: string;
  currency: string;
  pv: number;
  tv: number;
  leftPoints: number;
  rightPoints: number;
  leftCount: number;
  rightCount: number;
  downline: number;
  left: number;
  right: number;
};

type Purchase = { memberId: number; packageId: number; at: number };
type VolumeRow = [number, number | null, string, number, number, number, number, number];
type Entry = [string, number | null, number];
type Txn = {
  at: number;
  seq: number;
  group: string;
  type: string;
  key: string;
  memberId: number | null;
  fromMemberId: number | null;
  level: number | null;
  rankId: number | null;
  entries: Entry[];
  earning?: Earning;
  payout?: Payout;
  id?: number;
};
type Earning = {
  memberId: number;
  fromMemberId: number | null;
  type: string;
  amount: number;
  tax: number;
  serviceCharge: number;
  level: number | null;
  rankId: number | null;
  at: number;
  txn?: Txn;
};
type Payout = {
  id: number;
  memberId: number;
  amount: number;
  status: 'pending' | 'paid' | 'rejected';
  createdAt: number;
  updatedAt: number;
  txn?: Txn;
};
type Notification = [number, string, string, string | null, number | null, number, number | null];

type Plan = {
  anchor: number;
  members: GenMember[]; // index = id; index 0 unused
  volumes: VolumeRow[];
  earnings: Earning[];
  txns: Txn[];
  payouts: Payout[];
  notifications: Notification[];
};

function dayStart(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

const id36 = (id: number) => id.toString(36).padStart(7, '0') + '.';
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

function buildCompany(count: number, seed: number, anchor: number): Plan {
  const members = buildMembers(count, seed, anchor);
  const purchases = buildPurchases(members, seed, anchor);
  const volumes = applyVolumes(members, purchases);
  assignRanks(members, seed, anchor);
  const earnings = buildEarnings(members, purchases, seed, anchor);
  const payouts = buildDemoPayouts(earnings, seed, anchor);
  const txns = buildLedger(earnings, payouts);
  const notifications = buildNotifications(members, payouts, anchor);
  return { anchor, members, volumes, earnings, txns, payouts, notifications };
}

function blankMember(id: number): GenMember {
  return {
    id,
    username: '',
    email: '',
    mobileCode: '1',
    mobile: '',
    firstName: '',
    lastName: '',
    status: 1,
    sponsorId: null,
    parentId: null,
    position: null,
    defaultLeg: 'L',
    path: id36(id),
    depth: 0,
    joinedAt: 0,
    packageId: null,
    purchasedAt: null,
    expiresAt: null,
    rankId: null,
    rankAt: null,
    language: 'en',
    currency: 'USD',
    pv: 0,
    tv: 0,
    leftPoints: 0,
    rightPoints: 0,
    leftCount: 0,
    rightCount: 0,
    downline: 0,
    left: 0,
    right: 0,
  };
}

function buildMembers(count: number, seed: number, anchor: number): GenMember[] {
  const rng = createRng(seed, 'members');
  const treeRng = createRng(seed, 'tree');
  const members: GenMember[] = [blankMember(0)];
  const mobileOffset = createRng(seed, 'mobile').int(0, 1_000_000);
  // A multiplier coprime to the modulus maps distinct ids to distinct numbers.
  const mobileFor = (id: number) =>
    String(1_000_000_000 + ((id * 2_654_435_761 + mobileOffset) % 8_900_000_000));

  const place = (child: GenMember, parent: GenMember, leg: Leg) => {
    if ((leg === 'L' ? parent.left : parent.right) !== 0) throw new Error('slot taken');
    if (leg === 'L') parent.left = child.id;
    else parent.right = child.id;
    child.parentId = parent.id;
    child.position = leg;
    child.path = parent.path + id36(child.id);
    child.depth = parent.depth + 1;
  };

  const fixed = (id: number, username: string, first: string, last: string, daysAgo: number) => {
    const m = blankMember(id);
    Object.assign(m, {
      username,
      email: `${username}@example.com`,
      mobile: mobileFor(id),
      firstName: first,
      lastName: last,
      joinedAt: anchor - daysAgo * DAY + 9 * HOUR,
    });
    members.push(m);
    return m;
  };
  const founder = fixed(FOUNDER, 'founder', 'Felix', 'Founder', 560);
  const demo = fixed(DEMO, 'demo', 'Dana', 'Demo', 548);
  demo.sponsorId = FOUNDER;
  place(demo, founder, 'L');
  const blocked = fixed(BLOCKED, 'blocked', 'Blake', 'Blocked', 546);
  blocked.status = 0;
  blocked.sponsorId = FOUNDER;
  blocked.defaultLeg = 'R';
  place(blocked, founder, 'R');

  const taken = new Set(['founder', 'demo', 'blocked']);
  const demoSide: number[] = [DEMO]; // members in demo's subtree, demo included
  const otherSide: number[] = []; // members under the blocked leg
  const start = anchor - 535 * DAY;
  const span = 535 * DAY - 2 * HOUR;
  const chain = Math.min(5, count);
  const demoLegs = { L: 0, R: 0 };
  const demoLegAt = demo.path.length;

  for (let i = 0; i < count; i++) {
    const m = blankMember(BLOCKED + 1 + i);
    const x = (i + rng.next()) / count;
    // t = x^0.75: few joins early on, a growing stream towards today.
    m.joinedAt = Math.floor((start + Math.sqrt(x) * Math.sqrt(Math.sqrt(x)) * span) / 1000) * 1000;
    nameMember(m, rng, taken);
    m.mobile = mobileFor(m.id);
    m.status = rng.chance(0.015) ? 0 : 1;
    m.defaultLeg = rng.chance(0.6) ? 'L' : 'R';
    members.push(m);

    if (i < chain) {
      // Demo's first recruits spill down one leg, so demo's tree is deep from the start.
      m.sponsorId = DEMO;
      const prev = members[m.id - 1] as GenMember;
      place(m, i === 0 ? demo : prev, 'L');
      demoSide.push(m.id);
      demoLegs.L++;
      continue;
    }
    const otherLeg = treeRng.chance(0.08);
    let sponsor: GenMember;
    let from: GenMember;
    if (otherLeg) {
      sponsor =
        otherSide.length === 0 || treeRng.chance(0.3)
          ? founder
          : (members[pickEarly(treeRng, otherSide)] as GenMember);
      from = sponsor.id === FOUNDER ? blocked : sponsor;
    } else {
      sponsor = treeRng.chance(0.15) ? demo : (members[pickEarly(treeRng, demoSide)] as GenMember);
      from = sponsor;
    }
    m.sponsorId = sponsor.id;
    // Demo builds its weaker leg, as a leader would; everyone else favours their default leg.
    const weakLeg: Leg = demoLegs.L <= demoLegs.R ? 'L' : 'R';
    if (sponsor === demo) placeUnder(m, from, weakLeg, 0.9, treeRng, members, place);
    else placeUnder(m, from, sponsor.defaultLeg, 0.7, treeRng, members, place);
    if (otherLeg) otherSide.push(m.id);
    else {
      demoSide.push(m.id);
      demoLegs[m.path.slice(demoLegAt, demoLegAt + 8) === id36(demo.left) ? 'L' : 'R']++;
    }
  }

  // Children always have larger ids than their parents, so one backward pass sums subtrees.
  for (let id = members.length - 1; id > FOUNDER; id--) {
    const m = members[id] as GenMember;
    const parent = members[m.parentId as number] as GenMember;
    const size = 1 + m.downline;
    parent.downline += size;
    if (m.position === 'L') parent.leftCount += size;
    else parent.rightCount += size;
  }
  return members;
}

/** An index into `ids`, leaning towards the earlier (older) members. */
function pickEarly(rng: Rng, ids: readonly number[]): number {
  const u = rng.next();
  const r = rng.chance(0.5) ? u : u * u;
  return ids[Math.floor(r * ids.length)] as number;
}

/** Binary placement with spillover: the sponsor's free slot, else a random walk down. */
function placeUnder(
  m: GenMember,
  from: GenMember,
  preferred: Leg,
  preference: number,
  rng: Rng,
  members: GenMember[],
  place: (child: GenMember, parent: GenMember, leg: Leg) => void,
) {
  let node = from;
  let leg: Leg = rng.chance(preference) ? preferred : preferred === 'L' ? 'R' : 'L';
  for (;;) {
    const slot = leg === 'L' ? node.left : node.right;
    if (slot === 0) return place(m, node, leg);
    const other = leg === 'L' ? node.right : node.left;
    if (other === 0 && rng.chance(0.3)) return place(m, node, leg === 'L' ? 'R' : 'L');
    node = members[slot] as GenMember;
    leg = rng.chance(0.5) ? 'L' : 'R';
  }
}

function nameMember(m: GenMember, rng: Rng, taken: Set<string>) {
  const roll = rng.next();
  let acc = 0;
  let locale = locales[0] as (typeof locales)[number];
  for (const l of locales) {
    acc += l.share;
    locale = l;
    if (roll < acc) break;
  }
  m.firstName = rng.pick(locale.spanish ? esFirst : enFirst);
  m.lastName = rng.pick(locale.spanish ? esLast : enLast);
  m.mobileCode = locale.mobileCode;
  m.language = rng.chance(locale.esLanguage) ? 'es' : 'en';
  m.currency = rng.chance(locale.altCurrency) ? locale.currency : 'USD';
  const base = `${fold(m.firstName)}.${fold(m.lastName)}`;
  let username = `${base}${rng.int(1, 99)}`;
  if (taken.has(username)) username = `${base}${rng.int(100, 999)}`;
  // The id keeps the last resort unique: no other pattern has a second dot.
  if (taken.has(username)) username = `${base}.${m.id}`;
  taken.add(username);
  m.username = username;
  m.email = `${username}@example.com`;
}

function buildPurchases(members: GenMember[], seed: number, anchor: number): Purchase[] {
  const rng = createRng(seed, 'packages');
  const purchases: Purchase[] = [];
  const latest = anchor - HOUR;
  for (const m of members) {
    if (m.id === 0) continue;
    let packageId: number | null;
    if (m.id === FOUNDER) packageId = 4;
    else if (m.id === DEMO) packageId = 2;
    else if (m.id === BLOCKED) packageId = 1;
    else {
      const r = rng.next();
      packageId = r < 0.12 ? null : r < 0.47 ? 1 : r < 0.77 ? 2 : r < 0.94 ? 3 : 4;
    }
    if (packageId === null) continue;
    const pkg = packages[packageId - 1] as PackageDef;
    let at = Math.min(m.joinedAt + rng.int(2, 90) * MINUTE, latest);
    purchases.push({ memberId: m.id, packageId, at });
    for (;;) {
      const renewal = at + pkg.expiryDays * DAY + rng.int(0, 72) * HOUR;
      if (renewal >= latest || !rng.chance(0.55)) break;
      at = renewal;
      purchases.push({ memberId: m.id, packageId, at });
    }
  }
  // Demo upgraded to Elite four months ago, so its package is current and near the top.
  purchases.push({ memberId: DEMO, packageId: 3, at: anchor - 120 * DAY + 10 * HOUR });
  purchases.sort((a, b) => a.at - b.at || a.memberId - b.memberId);
  for (const p of purchases) {
    const m = members[p.memberId] as GenMember;
    const pkg = packages[p.packageId - 1] as PackageDef;
    m.packageId = p.packageId;
    m.purchasedAt = p.at;
    m.expiresAt = p.at + pkg.expiryDays * DAY;
  }
  return purchases;
}

/** Personal volume for the buyer, team volume and leg points for every placement ancestor. */
function applyVolumes(members: GenMember[], purchases: Purchase[]): VolumeRow[] {
  const rows: VolumeRow[] = [];
  const demo = members[DEMO] as GenMember;
  for (const p of purchases) {
    const buyer = members[p.memberId] as GenMember;
    const bv = (packages[p.packageId - 1] as PackageDef).bv;
    buyer.pv += bv;
    rows.push([buyer.id, null, 'purchase', bv, 0, buyer.pv, buyer.tv, p.at]);
    let child = buyer;
    while (child.parentId !== null) {
      const anc = members[child.parentId] as GenMember;
      anc.tv += bv;
      if (child.position === 'L') anc.leftPoints += bv;
      else anc.rightPoints += bv;
      if (anc === demo) rows.push([DEMO, buyer.id, 'team', 0, bv, demo.pv, demo.tv, p.at]);
      child = anc;
    }
  }
  return rows;
}

function assignRanks(members: GenMember[], seed: number, anchor: number) {
  const rng = createRng(seed, 'ranks');
  for (const m of members) {
    if (m.id === 0 || m.packageId === null) continue;
    let rankId: number | null = null;
    for (const r of ranks) if (m.downline >= r.minDownline) rankId = r.id;
    if (rankId === null) continue;
    m.rankId = rankId;
    const since = Math.max(m.joinedAt, m.purchasedAt ?? m.joinedAt);
    m.rankAt = Math.floor(since + (anchor - DAY - since) * (0.3 + 0.65 * rng.next()));
  }
  // Demo's latest rank came six weeks ago, so its rank bonus shows in the recent earnings.
  const demo = members[DEMO] as GenMember;
  if (demo.rankId !== null) demo.rankAt = anchor - 40 * DAY + 18 * HOUR;
}

function buildEarnings(
  members: GenMember[],
  purchases: Purchase[],
  seed: number,
  anchor: number,
): Earning[] {
  const rng = createRng(seed, 'earnings');
  const since = anchor - 90 * DAY;
  const earnings: Earning[] = [];
  const earns = (m: GenMember) => m.status === 1 && m.packageId !== null;
  const add = (
    member: GenMember,
    type: string,
    amount: number,
    at: number,
    fromMemberId: number | null,
    level: number | null = null,
    rankId: number | null = null,
  ) => {
    amount = Math.round(amount);
    if (amount < 100) return;
    const tax = Math.round((amount * TAX_PERCENT) / 100);
    const serviceCharge = Math.round((amount * SERVICE_CHARGE_PERCENT) / 100);
    earnings.push({
      memberId: member.id,
      fromMemberId,
      type,
      amount,
      tax,
      serviceCharge,
      level,
      rankId,
      at,
    });
  };

  // Direct bonus to the sponsor and unilevel commission up the sponsor line, per purchase.
  for (const p of purchases) {
    if (p.at < since) continue;
    const buyer = members[p.memberId] as GenMember;
    const price = (packages[p.packageId - 1] as PackageDef).priceMinor;
    const sponsor = buyer.sponsorId === null ? null : (members[buyer.sponsorId] as GenMember);
    if (sponsor && earns(sponsor)) {
      const pct = (packages[(sponsor.packageId as number) - 1] as PackageDef).directPercent;
      add(sponsor, 'direct_bonus', (price * pct) / 100, p.at + rng.int(1, 20) * MINUTE, buyer.id);
    }
    let upline = sponsor;
    for (let level = 1; upline && level <= levelPercents.length; level++) {
      const maxLevels =
        upline.packageId === null ? 0 : (packages[upline.packageId - 1] as PackageDef).maxLevels;
      if (earns(upline) && maxLevels >= level) {
        const pct = levelPercents[level - 1] as number;
        add(
          upline,
          'level_commission',
          (price * pct) / 100,
          p.at + rng.int(21, 40) * MINUTE,
          buyer.id,
          level,
        );
      }
      upline = upline.sponsorId === null ? null : (members[upline.sponsorId] as GenMember);
    }
  }

  for (const m of members) {
    if (m.id === 0 || !earns(m)) continue;
    const pkg = packages[(m.packageId as number) - 1] as PackageDef;
    // Binary bonus, paid at the daily close: demo most days, others now and then.
    if (m.id === DEMO) {
      for (let d = 90; d >= 1; d--) {
        if (rng.chance(0.7))
          add(m, 'binary_bonus', rng.int(1500, 6000), anchor - d * DAY - 5 * MINUTE, null);
      }
    } else if (m.leftCount > 0 && m.rightCount > 0) {
      const weak = bitLength(Math.min(m.leftCount, m.rightCount));
      const first = Math.max(1, Math.ceil((anchor - Math.max(since, m.joinedAt)) / DAY) - 1);
      const times = Math.min(8, weak, first);
      for (let k = 0; k < times; k++) {
        const at = anchor - rng.int(1, first) * DAY - 5 * MINUTE;
        const amount = rng.int(300, 800 + 400 * weak);
        if (at > m.joinedAt + HOUR) add(m, 'binary_bonus', amount, at, null);
      }
    }
    // ROI on an active package: its monthly rate of the price, every thirty days.
    if (pkg.roiPercent > 0) {
      for (const d of [75, 45, 15]) {
        const at = anchor - d * DAY + 6 * HOUR;
        if (at > (m.purchasedAt as number) && at < (m.expiresAt as number)) {
          add(m, 'roi_bonus', (pkg.priceMinor * pkg.roiPercent) / 100, at, null);
        }
      }
    }
    if (m.rankId !== null && (m.rankAt as number) >= since) {
      const rank = ranks[m.rankId - 1] as (typeof ranks)[number];
      add(m, 'rank_bonus', rank.bonusMinor, m.rankAt as number, null, null, rank.id);
    }
  }
  return earnings;
}

const bitLength = (n: number) => 32 - Math.clz32(n);
const net = (e: Earning) => e.amount - e.tax - e.serviceCharge;

/**
 * Demo's payout history: each request takes a share of what the wallet holds at that
 * moment, so the balance never goes below zero.
 */
function buildDemoPayouts(earnings: Earning[], seed: number, anchor: number): Payout[] {
  const rng = createRng(seed, 'payouts');
  const credits = earnings
    .filter((e) => e.memberId === DEMO)
    .map((e) => ({ at: e.at, amount: net(e) }))
    .sort((a, b) => a.at - b.at);
  const schedule: { daysAgo: number; outcome: Payout['status'] }[] = [
    { daysAgo: 80, outcome: 'paid' },
    { daysAgo: 62, outcome: 'paid' },
    { daysAgo: 45, outcome: 'paid' },
    { daysAgo: 31, outcome: 'paid' },
    { daysAgo: 24, outcome: 'rejected' },
    { daysAgo: 16, outcome: 'paid' },
    { daysAgo: 6, outcome: 'pending' },
    { daysAgo: 2, outcome: 'pending' },
  ];
  const payouts: Payout[] = [];
  let balance = 0;
  let next = 0;
  const refunds: { at: number; amount: number }[] = [];
  for (const step of schedule) {
    const at = anchor - step.daysAgo * DAY + rng.int(9, 17) * HOUR + rng.int(0, 59) * MINUTE;
    while (next < credits.length && (credits[next] as { at: number }).at < at)
      balance += (credits[next++] as { amount: number }).amount;
    for (const r of refunds.splice(0)) {
      if (r.at < at) balance += r.amount;
      else refunds.push(r);
    }
    const amount = Math.floor((balance * (0.25 + 0.2 * rng.next())) / 1000) * 1000;
    if (amount < 2000) continue;
    balance -= amount;
    const settled =
      step.outcome === 'paid' ? at + 2 * DAY : step.outcome === 'rejected' ? at + DAY : at;
    if (step.outcome === 'rejected') refunds.push({ at: settled, amount });
    payouts.push({
      id: payouts.length + 1,
      memberId: DEMO,
      amount,
      status: step.outcome,
      createdAt: at,
      updatedAt: settled,
    });
  }
  return payouts;
}

/** One balanced ledger transaction per earning and per payout step, ids in time order. */
function buildLedger(earnings: Earning[], payouts: Payout[]): Txn[] {
  const txns: Txn[] = [];
  const push = (t: Omit<Txn, 'seq'>) => {
    const txn = { ...t, seq: txns.length, entries: t.entries.filter((e) => e[2] !== 0) };
    txns.push(txn);
    return txn;
  };
  for (const e of earnings) {
    e.txn = push({
      at: e.at,
      group: 'commission',
      type: 'credit',
      key: e.type,
      memberId: e.memberId,
      fromMemberId: e.fromMemberId,
      level: e.level,
      rankId: e.rankId,
      earning: e,
      entries: [
        ['wallet', e.memberId, net(e)],
        ['company:bonus_expense', null, -e.amount],
        ['company:tax_payable', null, e.tax],
        ['company:service_revenue', null, e.serviceCharge],
      ],
    });
  }
  for (const p of payouts) {
    const base = {
      group: 'payout',
      memberId: p.memberId,
      fromMemberId: null,
      level: null,
      rankId: null,
    };
    p.txn = push({
      ...base,
      at: p.createdAt,
      type: 'debit',
      key: 'payout_request',
      payout: p,
      entries: [
        ['wallet', p.memberId, -p.amount],
        ['payout:pending', p.memberId, p.amount],
      ],
    });
    if (p.status === 'paid') {
      push({
        ...base,
        at: p.updatedAt,
        type: 'debit',
        key: 'payout_paid',
        entries: [
          ['payout:pending', p.memberId, -p.amount],
          ['company:cash_out', null, p.amount],
        ],
      });
    } else if (p.status === 'rejected') {
      push({
        ...base,
        at: p.updatedAt,
        type: 'credit',
        key: 'payout_rejected',
        entries: [
          ['payout:pending', p.memberId, -p.amount],
          ['wallet', p.memberId, p.amount],
        ],
      });
    }
  }
  txns.sort((a, b) => a.at - b.at || a.seq - b.seq);
  txns.forEach((t, i) => (t.id = i + 1));
  earnings.sort((a, b) => (a.txn?.id as number) - (b.txn?.id as number));
  return txns;
}

function buildNotifications(
  members: GenMember[],
  payouts: Payout[],
  anchor: number,
): Notification[] {
  // [member, kind, title, body, ref, created, read]; only payouts have a row to refer to yet.
  const rows: Notification[] = [];
  const readIfOlder = (at: number, days: number) =>
    at < anchor - days * DAY ? at + 3 * HOUR : null;
  const demo = members[DEMO] as GenMember;
  const welcome = demo.joinedAt + HOUR;
  rows.push([
    DEMO,
    'message',
    'Welcome to Nimbus Wellness',
    'Your back office is ready. Share your referral link to start building your team.',
    null,
    welcome,
    welcome + DAY,
  ]);
  let newest: GenMember | null = null;
  for (let id = members.length - 1; id > BLOCKED && newest === null; id--) {
    const m = members[id] as GenMember;
    if (m.sponsorId === DEMO) newest = m;
  }
  if (newest) {
    const at = newest.joinedAt + 5 * MINUTE;
    rows.push([
      DEMO,
      'message',
      'A new member joined your team',
      `${newest.firstName} ${newest.lastName} signed up with your referral link.`,
      null,
      at,
      readIfOlder(at, 2),
    ]);
  }
  if (demo.rankId !== null) {
    const at = demo.rankAt as number;
    rows.push([
      DEMO,
      'message',
      `Rank achieved: ${(ranks[demo.rankId - 1] as (typeof ranks)[number]).name}`,
      'Congratulations! Your rank bonus has been credited to your wallet.',
      null,
      at,
      at + 2 * HOUR,
    ]);
  }
  const call = anchor - 3 * DAY + 15 * HOUR;
  rows.push([
    DEMO,
    'message',
    'Leadership call this week',
    'Join the monthly leadership call at 7 pm to hear the new promotions.',
    null,
    call,
    null,
  ]);
  rows.push([
    DEMO,
    'order',
    'Order NMB-10231 has shipped',
    'Your Elite refill box is on its way.',
    null,
    anchor - 12 * DAY + 11 * HOUR,
    anchor - 11 * DAY,
  ]);
  rows.push([
    DEMO,
    'order',
    'Order NMB-10588 was delivered',
    'Your order was delivered. Enjoy your products!',
    null,
    anchor - 4 * DAY + 14 * HOUR,
    null,
  ]);
  for (const p of payouts) {
    const title =
      p.status === 'paid'
        ? `Payout #${p.id} was paid`
        : p.status === 'rejected'
          ? `Payout #${p.id} was rejected`
          : `Payout #${p.id} is pending approval`;
    const body = `Amount: $${(p.amount / 100).toFixed(2)}`;
    rows.push([p.memberId, 'payout', title, body, p.id, p.updatedAt, readIfOlder(p.updatedAt, 7)]);
  }
  return rows.sort((a, b) => a[5] - b[5]);
}

// ---------------------------------------------------------------------------------------
// Writing

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function writeCompany(tx: Queryable, plan: Plan, passwordHash: string) {
  await insertRows(
    tx,
    'settings',
    Object.entries(settings).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
  );
  await insertRows(tx, 'company', [
    {
      id: 1,
      name: 'Nimbus Wellness',
      email: 'info@nimbuswellness.example',
      support_email: 'support@nimbuswellness.example',
      phone: '+1 555 010 0100',
      logo: null,
      logo_small: null,
      is_demo: false,
      demo_info: JSON.stringify(demoInfo),
    },
  ]);
  await insertRows(
    tx,
    'currencies',
    currencies.map(([code, name, symbol, position, decimals, value, isDefault], i) => ({
      id: i + 1,
      code,
      name,
      symbol,
      symbol_position: position,
      decimal_place: decimals,
      value,
      is_default: isDefault,
    })),
  );
  await insertRows(
    tx,
    'languages',
    languages.map(([code, name, nativeName, isDefault], i) => ({
      id: i + 1,
      code,
      name,
      native_name: nativeName,
      is_default: isDefault,
    })),
  );
  await insertRows(
    tx,
    'countries',
    countries.map((c, i) => ({
      id: i + 1,
      iso_code_2: c.iso2,
      iso_code_3: c.iso3,
      name: c.name,
      phone_code: c.phone,
      is_default: c.iso2 === DEFAULT_COUNTRY,
    })),
  );
  await insertRows(
    tx,
    'zones',
    countries.flatMap((c, i) =>
      c.zones.split('|').map((zone) => {
        const [name, code] = zone.split(':');
        return { country_id: i + 1, name, code };
      }),
    ),
  );
  await insertRows(tx, 'stores', [
    {
      id: 1,
      name: 'Nimbus Store',
      address: '100 Market Street, San Francisco, CA 94105',
      url: 'https://store.nimbuswellness.example',
    },
  ]);
  await insertRows(
    tx,
    'packages',
    packages.map((p) => ({
      id: p.id,
      name: p.name,
      status: 1,
      sku: p.sku,
      sort_order: p.id,
      price_minor: p.priceMinor,
      bv: p.bv,
      expiry_days: p.expiryDays,
      description: p.description,
      max_levels: p.maxLevels,
      direct_bonus: p.directPercent,
      roi_bonus: p.roiPercent,
    })),
  );
  await insertRows(
    tx,
    'ranks',
    ranks.map((r) => ({
      id: r.id,
      name: r.name,
      icon: null,
      bonus_minor: r.bonusMinor,
      sort_order: r.id,
    })),
  );
  await insertRows(
    tx,
    'members',
    plan.members.slice(1).map((m) => {
      const paired = Math.min(m.leftPoints, m.rightPoints);
      return {
        id: m.id,
        username: m.username,
        email: m.email,
        mobile_code: m.mobileCode,
        mobile: m.mobile,
        first_name: m.firstName,
        last_name: m.lastName,
        status: m.status,
        sponsor_id: m.sponsorId,
        parent_id: m.parentId,
        position: m.position,
        default_leg: m.defaultLeg,
        path: m.path,
        depth: m.depth,
        joined_at: iso(m.joinedAt),
        package_id: m.packageId,
        package_purchased_at: iso(m.purchasedAt),
        package_expires_at: iso(m.expiresAt),
        rank_id: m.rankId,
        rank_achieved_at: iso(m.rankAt),
        language: m.language,
        currency: m.currency,
        pv: m.pv,
        tv: m.tv,
        cv: m.pv,
        left_points: m.leftPoints,
        right_points: m.rightPoints,
        left_carry: m.leftPoints - paired,
        right_carry: m.rightPoints - paired,
        left_count: m.leftCount,
        right_count: m.rightCount,
        downline_count: m.downline,
      };
    }),
    { password_hash: passwordHash, role_id: 3, date_format: 'M d, Y' },
  );
  await insertRows(
    tx,
    'volume_records',
    plan.volumes.map(([memberId, fromMemberId, type, pv, tv, totalPv, totalTv, at], i) => ({
      id: i + 1,
      member_id: memberId,
      from_member_id: fromMemberId,
      type,
      pv,
      tv,
      total_pv: totalPv,
      total_tv: totalTv,
      created_at: iso(at),
    })),
  );
  await insertRows(
    tx,
    'ledger_transactions',
    plan.txns.map((t) => ({
      id: t.id,
      txn_group: t.group,
      txn_type: t.type,
      txn_key: t.key,
      member_id: t.memberId,
      from_member_id: t.fromMemberId,
      level: t.level,
      rank_id: t.rankId,
      created_at: iso(t.at),
    })),
  );
  let entryId = 0;
  await insertRows(
    tx,
    'ledger_entries',
    plan.txns.flatMap((t) =>
      t.entries.map(([account, memberId, amount]) => ({
        id: ++entryId,
        transaction_id: t.id,
        account,
        member_id: memberId,
        amount_minor: amount,
      })),
    ),
  );
  await insertRows(
    tx,
    'earnings',
    plan.earnings.map((e, i) => ({
      id: i + 1,
      member_id: e.memberId,
      from_member_id: e.fromMemberId,
      bonus_type: e.type,
      amount_minor: e.amount,
      tax_minor: e.tax,
      service_charge_minor: e.serviceCharge,
      level: e.level,
      rank_id: e.rankId,
      ledger_txn_id: e.txn?.id,
      created_at: iso(e.at),
    })),
  );
  await insertRows(
    tx,
    'payout_requests',
    plan.payouts.map((p) => ({
      id: p.id,
      member_id: p.memberId,
      amount_minor: p.amount,
      fee_minor: 0,
      status: p.status,
      ledger_txn_id: p.txn?.id,
      created_at: iso(p.createdAt),
      updated_at: iso(p.updatedAt),
    })),
  );
  await insertRows(
    tx,
    'notifications',
    plan.notifications.map(([memberId, kind, title, body, refId, at, readAt]) => ({
      member_id: memberId,
      kind,
      title,
      body,
      ref_id: refId,
      created_at: iso(at),
      read_at: iso(readAt),
    })),
  );
  // Explicit ids were written, so each sequence must continue after them.
  for (const table of [
    'currencies',
    'languages',
    'countries',
    'zones',
    'stores',
    'packages',
    'ranks',
    'members',
    'volume_records',
    'ledger_transactions',
    'ledger_entries',
    'earnings',
    'payout_requests',
    'notifications',
  ]) {
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE(max(id), 0) + 1, false) FROM ${table}`,
    );
  }
}

const MAX_PARAMS = 65_535;
const MAX_ROWS = 2000;

/**
 * Multi-row parameterised INSERTs, batched under PostgreSQL's limit of 65535 parameters per
 * statement. The columns are the keys of the first row; `shared` columns take one value for
 * every row, bound once per statement.
 */
async function insertRows(
  tx: Queryable,
  table: string,
  rows: readonly Record<string, unknown>[],
  shared: Record<string, unknown> = {},
) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const sharedNames = Object.keys(shared);
  const sharedValues = Object.values(shared);
  const batch = Math.max(
    1,
    Math.min(MAX_ROWS, Math.floor((MAX_PARAMS - sharedNames.length) / columns.length)),
  );
  const sharedRefs = sharedNames.map((_, i) => `$${i + 1}`);
  const head = `INSERT INTO ${table} (${[...columns, ...sharedNames].join(', ')}) VALUES `;
  for (let start = 0; start < rows.length; start += batch) {
    const params: unknown[] = [...sharedValues];
    const tuples: string[] = [];
    for (let r = start; r < Math.min(start + batch, rows.length); r++) {
      const row = rows[r] as Record<string, unknown>;
      const refs: string[] = [];
      for (const column of columns) {
        if (!(column in row)) throw new Error(`${table}: row ${r} has no ${column}`);
        params.push(row[column]);
        refs.push(`$${params.length}`);
      }
      tuples.push(`(${[...refs, ...sharedRefs].join(', ')})`);
    }
    await tx.query(head + tuples.join(', '), params);
  }
}
