import type { GenealogyResponseWire } from '../../contract/network';
import { genealogyTableOf, type GenealogyTable } from './genealogy-rows';
import { readRecords } from './record-reader';

export type GenealogyPayload = Pick<
  GenealogyResponseWire,
  'parent_username' | 'max_levels' | 'max_width' | 'root_affiliate_id'
> & { affiliates: GenealogyTable };

/**
 * The genealogy answer, read from the response bytes: the affiliates go straight into a
 * checked record table (see record-reader.ts), the other members are checked here.
 */
export async function readGenealogyPayload(
  body: ReadableStream<Uint8Array> | null,
): Promise<GenealogyPayload> {
  if (body === null) throw new Error('The genealogy answer is empty.');
  const { records, fields } = await readRecords(body, 'affiliates').catch((e: unknown) => {
    throw new Error(
      `The genealogy is not valid JSON: ${e instanceof Error ? e.message : String(e)}`,
    );
  });
  if (records === null) throw new Error('The genealogy has no affiliates list.');
  if (!Number.isInteger(fields.root_affiliate_id)) throw new Error('The genealogy has no root id.');
  return {
    affiliates: genealogyTableOf(records),
    parent_username: typeof fields.parent_username === 'string' ? fields.parent_username : null,
    max_levels: Number.isInteger(fields.max_levels) ? (fields.max_levels as number) : 0,
    max_width: Number.isInteger(fields.max_width) ? (fields.max_width as number) : 0,
    root_affiliate_id: fields.root_affiliate_id as number,
  };
}
