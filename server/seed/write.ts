import type { Queryable } from '../db/connection';
import { closeBinary } from './binary';
import { bulkInsert } from './bulk';
import { industries, kycCategories, packages, products, ranks } from './catalog';
import {
  countries,
  currencies,
  currencyNamesEs,
  DEFAULT_COUNTRY,
  demoInfo,
  languages,
  settings,
} from './reference';
import { idsInPathOrder, mobileFor, pathOf, sponsorPathOf } from './members';
import { localeOf } from './names';
import type { CompanyPlan } from './plan';
import { cvOf } from './volumes';

/** A row's texts in Spanish, as the `translations` column keeps them (decision 045). */
const spanish = (texts: Record<string, string>) => JSON.stringify({ es: texts });

/** Settings, company, money, places, packages, ranks and the other lookup tables. */
export async function writeReference(tx: Queryable) {
  await bulkInsert(
    tx,
    'settings',
    { key: 'text', value: 'jsonb' },
    Object.entries(settings).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  await bulkInsert(
    tx,
    'company',
    {
      id: 'int2',
      name: 'text',
      email: 'text',
      support_email: 'text',
      phone: 'text',
      is_demo: 'bool',
      demo_info: 'jsonb',
    },
    [
      [
        1,
        'Nimbus Wellness',
        'info@nimbuswellness.example',
        'support@nimbuswellness.example',
        '+1 555 010 0100',
        false,
        JSON.stringify(demoInfo),
      ],
    ],
  );
  await bulkInsert(
    tx,
    'currencies',
    {
      id: 'int4',
      code: 'text',
      name: 'text',
      symbol: 'text',
      symbol_position: 'text',
      decimal_place: 'int2',
      value: 'numeric',
      is_default: 'bool',
      translations: 'jsonb',
    },
    currencies.map((c, i) => [i + 1, ...c, spanish({ name: currencyNamesEs[c[0]] })]),
  );
  await bulkInsert(
    tx,
    'languages',
    { id: 'int4', code: 'text', name: 'text', native_name: 'text', is_default: 'bool' },
    languages.map((l, i) => [i + 1, ...l]),
  );
  await bulkInsert(
    tx,
    'countries',
    {
      id: 'int4',
      iso_code_2: 'text',
      iso_code_3: 'text',
      name: 'text',
      phone_code: 'text',
      is_default: 'bool',
      translations: 'jsonb',
    },
    countries.map((c, i) => [
      i + 1,
      c.iso2,
      c.iso3,
      c.name,
      c.phone,
      c.iso2 === DEFAULT_COUNTRY,
      spanish({ name: c.nameEs }),
    ]),
  );
  let zoneId = 0;
  await bulkInsert(
    tx,
    'zones',
    { id: 'int4', country_id: 'int4', name: 'text', code: 'text' },
    countries.flatMap((c, i) => c.zones.map(([name, code]) => [++zoneId, i + 1, name, code])),
  );
  await bulkInsert(tx, 'stores', { id: 'int4', name: 'text', address: 'text', url: 'text' }, [
    [
      1,
      'Nimbus Store',
      '100 Market Street, San Francisco, CA 94105',
      'https://store.nimbuswellness.example',
    ],
  ]);
  await bulkInsert(
    tx,
    'products',
    {
      id: 'int4',
      sku: 'text',
      name: 'text',
      status: 'int2',
      price_minor: 'int8',
      bv: 'numeric',
      description: 'text',
      sort_order: 'int4',
      translations: 'jsonb',
    },
    products.map((p, i) => [
      i + 1,
      p.sku,
      p.name,
      p.status ?? 1,
      p.priceMinor,
      p.bv,
      p.description,
      i + 1,
      spanish(p.es),
    ]),
  );
  await bulkInsert(
    tx,
    'packages',
    {
      id: 'int4',
      name: 'text',
      status: 'int2',
      sku: 'text',
      sort_order: 'int4',
      price_minor: 'int8',
      bv: 'int4',
      expiry_days: 'int4',
      description: 'text',
      max_levels: 'int4',
      direct_bonus: 'numeric',
      roi_bonus: 'numeric',
      translations: 'jsonb',
    },
    packages.map((p) => [
      p.id,
      p.name,
      1,
      p.sku,
      p.id,
      p.priceMinor,
      p.bv,
      p.expiryDays,
      p.description,
      p.maxLevels,
      p.directPercent,
      p.roiPercent,
      spanish(p.es),
    ]),
  );
  await bulkInsert(
    tx,
    'ranks',
    {
      id: 'int4',
      name: 'text',
      bonus_minor: 'int8',
      sort_order: 'int4',
      type: 'text',
      licensed_leg_count: 'int4',
      licensed_downline_count: 'int4',
      sales_volume: 'numeric',
      downline_rank_id: 'int4',
      downline_rank_count: 'int4',
    },
    ranks.map((r) => [
      r.id,
      r.name,
      r.bonusMinor,
      r.id,
      'criteria',
      r.legs,
      r.licensedDownline,
      r.salesVolume,
      r.downlineRankId,
      r.downlineRankCount,
    ]),
  );
  await bulkInsert(
    tx,
    'industries',
    { id: 'int4', name: 'text' },
    industries.map((name, i) => [i + 1, name]),
  );
  await bulkInsert(
    tx,
    'kyc_categories',
    { id: 'int4', name: 'text', description: 'text', sort_order: 'int4', translations: 'jsonb' },
    kycCategories.map(([name, description, nameEs, descriptionEs], i) => [
      i + 1,
      name,
      description,
      i + 1,
      spanish({ name: nameEs, description: descriptionEs }),
    ]),
  );
}

const memberColumns = {
  id: 'int8',
  username: 'text',
  email: 'text',
  mobile_code: 'text',
  mobile: 'text',
  first_name: 'text',
  last_name: 'text',
  status: 'int2',
  sponsor_id: 'int8',
  parent_id: 'int8',
  position: 'text',
  default_leg: 'text',
  path: 'text',
  sponsor_path: 'text',
  depth: 'int4',
  joined_at: 'ms',
  package_id: 'int4',
  package_purchased_at: 'ms',
  package_expires_at: 'ms',
  active_until: 'ms',
  rank_id: 'int4',
  rank_achieved_at: 'ms',
  language: 'text',
  currency: 'text',
  pv: 'numeric',
  tv: 'numeric',
  cv: 'numeric',
  left_points: 'numeric',
  right_points: 'numeric',
  left_carry: 'numeric',
  right_carry: 'numeric',
  left_count: 'int4',
  right_count: 'int4',
  downline_count: 'int4',
  binary_first_pair_done: 'bool',
} as const;

/**
 * Members in path order (parents before children, each subtree's rows together on disk);
 * paths and phones are derived here.
 */
export async function writeMembers(tx: Queryable, plan: CompanyPlan, passwordHash: string) {
  const { members, mobileOffset } = plan;
  function* rows() {
    for (const id of idsInPathOrder(members)) {
      const m = members[id]!;
      const carry = closeBinary(m);
      yield [
        m.id,
        m.username,
        `${m.username}@example.com`,
        localeOf(m).mobileCode,
        mobileFor(mobileOffset, m.id),
        m.firstName,
        m.lastName,
        m.status,
        m.sponsorId,
        m.parentId,
        m.position,
        m.defaultLeg,
        pathOf(members, id),
        sponsorPathOf(members, id),
        m.depth,
        m.joinedAt,
        m.packageId,
        m.purchasedAt,
        m.expiresAt,
        m.activeUntil,
        m.rankId,
        m.rankAt,
        m.language,
        m.currency,
        m.pv,
        m.tv,
        cvOf(m.pv),
        m.leftPoints,
        m.rightPoints,
        carry.leftCarry,
        carry.rightCarry,
        m.leftCount,
        m.rightCount,
        m.downline,
        carry.firstPairDone,
      ];
    }
  }
  await bulkInsert(tx, 'members', memberColumns, rows(), {
    password_hash: ['text', passwordHash],
    role_id: ['int2', 3],
    date_format: ['text', 'M d, Y'],
  });
}
