/**
 * Projected earnings (issue 33 point 3): what a member's open period pays if it closed now.
 * The engine pays binary, direct, level and rank bonuses as each order is processed, so for
 * them the period already holds everything the close would count; only the period run (ROI)
 * pays at the close. A projection is therefore what the period has paid so far plus what the
 * close would still pay, per bonus type. Pure, so the later "what if" and "why not paid"
 * screens can combine their own figures the same way.
 */

export type BonusFigure = { bonusType: string; grossMinor: number; netMinor: number };

export type ProjectionLine = {
  bonusType: string;
  /** Already paid in the period (earnings dated in it). */
  earned: { grossMinor: number; netMinor: number };
  /** What the close would still pay. */
  atClose: { grossMinor: number; netMinor: number };
  /** earned + atClose: what the period will have paid once closed, if nothing else changes. */
  projected: { grossMinor: number; netMinor: number };
};

export type ProjectionTotals = { grossMinor: number; netMinor: number };

const zero = () => ({ grossMinor: 0, netMinor: 0 });

/**
 * One line per bonus type with anything earned or due, in the order of `order` (unknown types
 * after it, by name), and the totals. A type whose figures are all zero has no line.
 */
export function combineProjection(
  earned: readonly BonusFigure[],
  atClose: readonly BonusFigure[],
  order: readonly string[] = [],
): { lines: ProjectionLine[]; total: ProjectionTotals } {
  const lines = new Map<string, ProjectionLine>();
  const lineOf = (bonusType: string) => {
    let line = lines.get(bonusType);
    if (!line) {
      line = { bonusType, earned: zero(), atClose: zero(), projected: zero() };
      lines.set(bonusType, line);
    }
    return line;
  };
  for (const [figures, part] of [
    [earned, 'earned'],
    [atClose, 'atClose'],
  ] as const)
    for (const f of figures) {
      const line = lineOf(f.bonusType);
      line[part].grossMinor += f.grossMinor;
      line[part].netMinor += f.netMinor;
      line.projected.grossMinor += f.grossMinor;
      line.projected.netMinor += f.netMinor;
    }
  const rank = (t: string) => {
    const i = order.indexOf(t);
    return i === -1 ? order.length : i;
  };
  const kept = [...lines.values()]
    .filter(
      (l) => l.earned.grossMinor !== 0 || l.atClose.grossMinor !== 0 || l.earned.netMinor !== 0,
    )
    .sort(
      (a, b) => rank(a.bonusType) - rank(b.bonusType) || a.bonusType.localeCompare(b.bonusType),
    );
  const total = zero();
  for (const l of kept) {
    total.grossMinor += l.projected.grossMinor;
    total.netMinor += l.projected.netMinor;
  }
  return { lines: kept, total };
}
