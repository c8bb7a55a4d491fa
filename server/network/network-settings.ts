import { z } from 'zod';

/**
 * settings.genealogy: how much of the tree one genealogy call shows. Optional: a company that
 * stores no row gets the defaults below. `max_width` left out (or null) follows the plan.
 */
export const genealogySettings = z.object({
  max_levels: z.number().int().min(1).max(50),
  max_width: z.number().int().min(1).max(100).nullable().optional(),
});
export type GenealogySettings = z.infer<typeof genealogySettings>;

export type PlanType = 'binary' | 'matrix' | 'unilevel';

export type GenealogyLimits = { maxLevels: number; maxWidth: number };

const DEFAULT_GENEALOGY_LEVELS = 4;
/** A unilevel front line can be hundreds wide; ten per node keeps 4 levels near 11k nodes. */
const DEFAULT_UNILEVEL_WIDTH = 10;

/**
 * Binary shows both legs, a matrix its whole width; unilevel has no natural width, so it gets
 * DEFAULT_UNILEVEL_WIDTH. A stored row overrides either figure.
 */
export function genealogyLimits(
  stored: GenealogySettings | null,
  plan: PlanType,
  matrixWidth: number,
): GenealogyLimits {
  const planWidth =
    plan === 'binary' ? 2 : plan === 'matrix' ? matrixWidth : DEFAULT_UNILEVEL_WIDTH;
  return {
    maxLevels: stored?.max_levels ?? DEFAULT_GENEALOGY_LEVELS,
    maxWidth: stored?.max_width ?? planWidth,
  };
}

export const planTypeOf = (value: unknown): PlanType =>
  value === 'matrix' || value === 'unilevel' ? value : 'binary';
