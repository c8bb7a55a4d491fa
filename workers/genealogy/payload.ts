import type { GenealogyAffiliateWire, GenealogyResponseWire } from '../../src/api/wire/network';

export type GenealogyPayload = Pick<
  GenealogyResponseWire,
  'affiliates' | 'parent_username' | 'max_levels' | 'max_width' | 'root_affiliate_id'
>;

/**
 * A structural check of the genealogy answer, enough for the layout to trust it. The full
 * zod schema (src/api/wire/network.ts) is too slow for a million nodes on every load, and
 * the server already checks every answer against it before it leaves.
 */
export function parseGenealogyPayload(body: unknown): GenealogyPayload {
  if (typeof body !== 'object' || body === null) throw new Error('The genealogy is not an object.');
  const b = body as Record<string, unknown>;
  if (!Array.isArray(b.affiliates)) throw new Error('The genealogy has no affiliates list.');
  if (!Number.isInteger(b.root_affiliate_id)) throw new Error('The genealogy has no root id.');
  const affiliates = b.affiliates as unknown[];
  for (let i = 0; i < affiliates.length; i++) {
    const a = affiliates[i] as Partial<Record<keyof GenealogyAffiliateWire, unknown>> | null;
    const ok =
      typeof a === 'object' &&
      a !== null &&
      Number.isInteger(a.id) &&
      (a.parent_id === null || Number.isInteger(a.parent_id)) &&
      (a.position === null || a.position === 'L' || a.position === 'R') &&
      typeof a.username === 'string' &&
      Number.isInteger(a.status);
    if (!ok) throw new Error(`Affiliate ${i} of the genealogy is malformed.`);
  }
  return {
    affiliates: affiliates as GenealogyAffiliateWire[],
    parent_username: typeof b.parent_username === 'string' ? b.parent_username : null,
    max_levels: Number.isInteger(b.max_levels) ? (b.max_levels as number) : 0,
    max_width: Number.isInteger(b.max_width) ? (b.max_width as number) : 0,
    root_affiliate_id: b.root_affiliate_id as number,
  };
}
