import { leadSources, pipelineStages, type LeadSource, type LeadStatus } from '../../contract/crm';

/** A pipeline stage's rank (new 0 … enrolled 3); lost is not a stage. */
function stageRank(status: LeadStatus): number | null {
  const i = (pipelineStages as readonly string[]).indexOf(status);
  return i < 0 ? null : i;
}

/** The furthest stage after a move: it never goes back, and lost keeps what was reached. */
export function furthestStage(current: number, next: LeadStatus): number {
  return Math.max(current, stageRank(next) ?? 0);
}

export type LeadFacts = {
  createdAt: Date;
  source: LeadSource;
  maxStage: number;
  contactedAt: Date | null;
  enrolledAt: Date | null;
};

/** Leads that reached each stage at least once. */
export function funnel(leads: readonly LeadFacts[]) {
  return pipelineStages.map((stage, rank) => ({
    stage,
    count: leads.filter((l) => l.maxStage >= rank).length,
  }));
}

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** The last `months` calendar months (UTC) up to `now`'s, oldest first. */
export function monthsUpTo(now: Date, months: number): string[] {
  return Array.from({ length: months }, (_, i) =>
    monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1))),
  );
}

/** Per month of creation: leads, enrolled and the rate (0 when a month had no leads). */
export function conversionByMonth(leads: readonly LeadFacts[], months: readonly string[]) {
  return months.map((month) => {
    const of = leads.filter((l) => monthOf(l.createdAt) === month);
    const enrolled = of.filter((l) => l.enrolledAt !== null).length;
    return { month, leads: of.length, enrolled, rate: of.length === 0 ? 0 : enrolled / of.length };
  });
}

export function bySource(leads: readonly LeadFacts[]) {
  return leadSources.map((source) => {
    const of = leads.filter((l) => l.source === source);
    return { source, leads: of.length, enrolled: of.filter((l) => l.enrolledAt !== null).length };
  });
}

const DAY = 86_400_000;

/**
 * The median of whole days from the first contact (or, without one, the lead's creation) to
 * the enrolment, rounded to one decimal; null when nobody enrolled.
 */
export function medianDaysToEnrol(leads: readonly LeadFacts[]): number | null {
  const days = leads
    .filter((l) => l.enrolledAt !== null)
    .map((l) => (l.enrolledAt!.getTime() - (l.contactedAt ?? l.createdAt).getTime()) / DAY)
    .sort((a, b) => a - b);
  if (days.length === 0) return null;
  const mid = Math.floor(days.length / 2);
  const median = days.length % 2 === 1 ? days[mid]! : (days[mid - 1]! + days[mid]!) / 2;
  return Math.round(median * 10) / 10;
}
