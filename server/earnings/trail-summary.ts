import type { RankCriterionKey, TrailRule, TrailSource } from '../../contract/earning-trail';
import { percentOf } from '../shared/money';

/**
 * One short sentence that says why an earning is what it is (issue 16 points 2 and 6), in
 * English or Spanish, from its computation trail's rule. The statement download prints it
 * beside every earning; an earning without a trail gets `earningSummary`'s sentence from the
 * earnings row instead. Pure: names and money formatting come from the caller.
 */

export type SummaryLanguage = 'en' | 'es';

export type SummaryContext = {
  lang: SummaryLanguage;
  /** Usernames by member id, for the sources and the skipped uplines. */
  names: ReadonlyMap<number, string>;
  formatMoney: (minor: number) => string;
  /** The trail's sources: the buyer of a direct bonus or a level commission is the first. */
  sources?: readonly TrailSource[];
  /** What the rule applied to (the trail's base_minor): a level commission's CV. */
  baseMinor?: number;
  /** Rank names by id, for a downline-rank criterion. */
  rankNames?: ReadonlyMap<number, string>;
  /** Invoice numbers by order id, for the orders a binary bonus paired. */
  invoices?: ReadonlyMap<number, string>;
};

type Rule<K extends TrailRule['kind']> = Extract<TrailRule, { kind: K }>;

/** 10, 2.5, 0.125: no trailing zeros, a point in both languages as the money has. */
const num = (n: number) => String(Math.round(n * 10_000) / 10_000);
const pct = (n: number) => `${num(n)}%`;

const person = (ctx: SummaryContext, id: number | null | undefined): string | null => {
  if (id === null || id === undefined) return null;
  const name = ctx.names.get(id);
  return name ? `@${name}` : `#${id}`;
};

const buyerOf = (ctx: SummaryContext) =>
  person(ctx, ctx.sources?.find((s) => s.member_id !== null)?.member_id);

function directBonus(r: Rule<'direct_bonus'>, ctx: SummaryContext): string {
  const price = ctx.formatMoney(r.price_minor);
  const buyer = buyerOf(ctx);
  if (ctx.lang === 'es')
    return (
      `Bono directo del ${pct(r.rate_percent)} sobre el paquete ${r.package_name} (${price})` +
      (buyer ? ` comprado por ${buyer}` : '')
    );
  return (
    `${pct(r.rate_percent)} direct bonus on ${r.package_name} package (${price})` +
    (buyer ? ` bought by ${buyer}` : '')
  );
}

function levelCommission(r: Rule<'level_commission'>, ctx: SummaryContext): string {
  const buyer = buyerOf(ctx);
  const skipped = r.skipped_member_ids.length;
  const es = ctx.lang === 'es';
  const base =
    ctx.baseMinor === undefined
      ? es
        ? 'del CV'
        : 'of the CV'
      : `${es ? 'de' : 'of'} ${ctx.formatMoney(ctx.baseMinor)} CV`;
  const order = es
    ? buyer
      ? `en un pedido de ${buyer}`
      : 'en un pedido'
    : buyer
      ? `on an order by ${buyer}`
      : 'on an order';
  const skip =
    skipped === 0
      ? ''
      : es
        ? ` (${skipped} ${skipped === 1 ? 'upline inactivo omitido' : 'uplines inactivos omitidos'})`
        : ` (${skipped} inactive ${skipped === 1 ? 'upline' : 'uplines'} skipped)`;
  return es
    ? `Comisión de nivel ${r.level}: ${pct(r.rate_percent)} ${base} ${order}${skip}`
    : `Level ${r.level} commission: ${pct(r.rate_percent)} ${base} ${order}${skip}`;
}

function binaryBonus(r: Rule<'binary_bonus'>, ctx: SummaryContext): string {
  const es = ctx.lang === 'es';
  const matched = r.pairs * r.pair_volume;
  // What the pairs were worth before the cap, as pairBinary computes it.
  const generated =
    r.pay_mode === 'per_pair'
      ? r.pairs * r.pair_value_minor
      : percentOf(Math.round(matched * 100), r.percent);
  const pairs = es
    ? `${r.pairs} ${r.pairs === 1 ? 'par' : 'pares'} a ${r.pair_ratio} (${num(matched)} PV ${r.pairs === 1 ? 'emparejado' : 'emparejados'})`
    : `${r.pairs} ${r.pairs === 1 ? 'pair' : 'pairs'} at ${r.pair_ratio} (${num(matched)} PV matched)`;
  const pay =
    r.pay_mode === 'per_pair'
      ? `${r.pairs} × ${ctx.formatMoney(r.pair_value_minor)} = ${ctx.formatMoney(generated)}`
      : `${pct(r.percent)} = ${ctx.formatMoney(generated)}`;
  let cap = '';
  if (r.capping_minor !== null) {
    const before =
      r.paid_before_minor > 0
        ? es
          ? ` (${ctx.formatMoney(r.paid_before_minor)} ya pagado)`
          : ` (${ctx.formatMoney(r.paid_before_minor)} paid before)`
        : '';
    cap = es
      ? `; tope ${ctx.formatMoney(r.capping_minor)}${before}, ${ctx.formatMoney(r.flushed_minor)} descartado`
      : `; cap ${ctx.formatMoney(r.capping_minor)}${before}, ${ctx.formatMoney(r.flushed_minor)} flushed`;
  }
  return `${pairs}, ${pay}${cap}${pairedOrders(ctx)}`;
}

/**
 * The orders a binary bonus paired, leg by leg, each with the part of its volume the pairing
 * used: the trail's sources, the same orders the explanation and the binary history name.
 */
function pairedOrders(ctx: SummaryContext): string {
  const es = ctx.lang === 'es';
  const sides = (['L', 'R'] as const).flatMap((leg) => {
    const parts = (ctx.sources ?? [])
      .filter((s) => s.leg === leg && s.volume !== null)
      .map((s) => {
        const pv = `${num(Number(s.volume))} PV`;
        if (s.order_id === null) return `${es ? 'saldo anterior' : 'earlier carry'} (${pv})`;
        const order = ctx.invoices?.get(s.order_id) ?? `#${s.order_id}`;
        const buyer = person(ctx, s.member_id);
        const by = buyer ? ` ${es ? 'de' : 'by'} ${buyer}` : '';
        return `${es ? 'pedido' : 'order'} ${order}${by} (${pv})`;
      });
    if (parts.length === 0) return [];
    const side = leg === 'L' ? (es ? 'izquierda' : 'left') : es ? 'derecha' : 'right';
    return [`${side}: ${parts.join(', ')}`];
  });
  return sides.length === 0 ? '' : `; ${sides.join('; ')}`;
}

const criterionText: Record<
  SummaryLanguage,
  Record<RankCriterionKey, (n: string, rank: string) => string>
> = {
  en: {
    licensed_legs: (n) => `${n} licensed legs`,
    licensed_downlines: (n) => `${n} licensed downline members`,
    sales_volume: (n) => `${n} sales volume`,
    downline_ranks: (n, rank) => `${n} downline members at ${rank}`,
  },
  es: {
    licensed_legs: (n) => `${n} piernas con licencia`,
    licensed_downlines: (n) => `${n} miembros con licencia en la red`,
    sales_volume: (n) => `${n} de volumen de ventas`,
    downline_ranks: (n, rank) => `${n} miembros de la red con rango ${rank}`,
  },
};

function rankBonus(r: Rule<'rank_bonus'>, ctx: SummaryContext): string {
  const criteria = r.criteria.map((c) => {
    const rank = c.rank_id === null ? '' : (ctx.rankNames?.get(c.rank_id) ?? `#${c.rank_id}`);
    return criterionText[ctx.lang][c.key](`${num(c.actual)}/${num(c.required)}`, rank);
  });
  const head =
    ctx.lang === 'es'
      ? `Bono de rango por alcanzar ${r.rank_name}`
      : `Rank bonus for reaching ${r.rank_name}`;
  return criteria.length === 0 ? head : `${head}: ${criteria.join(', ')}`;
}

function roiBonus(r: Rule<'roi_bonus'>, ctx: SummaryContext): string {
  const price = ctx.formatMoney(r.price_minor);
  const cap = ctx.formatMoney(percentOf(r.price_minor, r.cap_percent));
  const paid = ctx.formatMoney(r.paid_before_minor);
  return ctx.lang === 'es'
    ? `ROI del ${pct(r.rate_percent)} de ${price} (${r.package_name}), ${paid} de un tope de ${cap} ya pagado`
    : `ROI ${pct(r.rate_percent)} of ${price} (${r.package_name}), ${paid} of ${cap} cap paid before`;
}

/** Reasons the engine writes as codes; any other reason is shown as written. */
const reasons: Record<SummaryLanguage, Record<string, string>> = {
  en: {
    sale_cancelled: 'the sale was cancelled',
    order_cancelled: 'the order was cancelled',
    order_refunded: 'the order was refunded',
  },
  es: {
    sale_cancelled: 'la venta se canceló',
    order_cancelled: 'el pedido se canceló',
    order_refunded: 'el pedido se reembolsó',
  },
};

function reasonText(reason: string, lang: SummaryLanguage): string {
  const key = reason
    .trim()
    .toLowerCase()
    .replace(/^reversal:\s*/, '')
    .replace(/[.\s]+$/, '');
  if (reasons[lang][key]) return reasons[lang][key];
  // The engine's memo wording ("The sale was cancelled.") is a known reason too.
  const known = Object.entries(reasons.en).find(([, text]) => text === key);
  if (known) return reasons[lang][known[0]] ?? key;
  return reason.trim().replace(/[.\s]+$/, '');
}

function reversal(r: Rule<'reversal'>, ctx: SummaryContext): string {
  const why = reasonText(r.reason, ctx.lang);
  const head =
    ctx.lang === 'es'
      ? `Anulación de la ganancia #${r.reversed_earning_id}`
      : `Reversal of earning #${r.reversed_earning_id}`;
  return why ? `${head}: ${why}` : head;
}

/** The sentence of an earning's trail rule. */
export function trailSummary(rule: TrailRule, ctx: SummaryContext): string {
  switch (rule.kind) {
    case 'direct_bonus':
      return directBonus(rule, ctx);
    case 'level_commission':
      return levelCommission(rule, ctx);
    case 'binary_bonus':
      return binaryBonus(rule, ctx);
    case 'rank_bonus':
      return rankBonus(rule, ctx);
    case 'roi_bonus':
      return roiBonus(rule, ctx);
    case 'reversal':
      return reversal(rule, ctx);
  }
}

const bonusNames: Record<SummaryLanguage, Record<string, string>> = {
  en: {
    direct_bonus: 'Direct bonus',
    binary_bonus: 'Binary bonus',
    level_commission: 'Level commission',
    rank_bonus: 'Rank bonus',
    roi_bonus: 'ROI bonus',
  },
  es: {
    direct_bonus: 'Bono directo',
    binary_bonus: 'Bono binario',
    level_commission: 'Comisión de nivel',
    rank_bonus: 'Bono de rango',
    roi_bonus: 'Bono ROI',
  },
};

/** A bonus type's readable name; an unknown type reads as its words. */
export function bonusTypeLabel(bonusType: string, lang: SummaryLanguage): string {
  const known = bonusNames[lang][bonusType];
  if (known) return known;
  const words = bonusType.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the earnings row alone tells: for an earning written before trails existed. */
export type EarningFacts = {
  bonusType: string;
  amountMinor: number;
  level: number | null;
  fromUsername: string | null;
  rankName: string | null;
};

export function earningSummary(e: EarningFacts, lang: SummaryLanguage): string {
  const es = lang === 'es';
  const from = e.fromUsername ? `@${e.fromUsername}` : null;
  if (e.amountMinor < 0) {
    const head = `${es ? 'Anulación' : 'Reversal'}: ${bonusTypeLabel(e.bonusType, lang)}`;
    return from ? `${head} (${from})` : head;
  }
  switch (e.bonusType) {
    case 'direct_bonus':
      return es
        ? `Bono directo por una compra${from ? ` de ${from}` : ''}`
        : `Direct bonus on a purchase${from ? ` by ${from}` : ''}`;
    case 'level_commission': {
      const level = e.level === null ? '' : ` ${e.level}`;
      return es
        ? `Comisión de nivel${level} por un pedido${from ? ` de ${from}` : ''}`
        : `Level${level} commission on an order${from ? ` by ${from}` : ''}`;
    }
    case 'binary_bonus':
      return es
        ? 'Bono binario por el volumen emparejado de tus piernas'
        : "Binary bonus on your legs' matched volume";
    case 'rank_bonus':
      return e.rankName
        ? es
          ? `Bono de rango por alcanzar ${e.rankName}`
          : `Rank bonus for reaching ${e.rankName}`
        : bonusTypeLabel(e.bonusType, lang);
    case 'roi_bonus':
      return es ? 'ROI de tu paquete' : 'ROI on your package';
    default:
      return from
        ? `${bonusTypeLabel(e.bonusType, lang)} (${from})`
        : bonusTypeLabel(e.bonusType, lang);
  }
}
