// Genealogy payloads for the bench, from the same generators the layout tests use. They
// carry the tree fields the layout reads (id, parent_id, position, status, child_count,
// username), in the shape of GET /api/network/genealogy.
import { createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { binaryTree, unilevelTree, type GeneratedNode } from '../../workers/genealogy/generate';

export type Shape = 'binary' | 'unilevel';

export const fixtureName = (shape: Shape, n: number) => `${shape}-${n}.json`;

/** Writes the fixture unless it exists already (they are deterministic); returns its size. */
export async function ensureFixture(dir: string, shape: Shape, n: number): Promise<number> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, fixtureName(shape, n));
  const existing = await stat(file).catch(() => null);
  if (existing) return existing.size;
  const nodes = shape === 'binary' ? binaryTree(n, 42) : unilevelTree(n, 42, 1);
  await writePayload(file, nodes);
  return (await stat(file)).size;
}

// Streamed in chunks: one JSON.stringify of a million nodes is a 100 MB string at once.
async function writePayload(file: string, nodes: GeneratedNode[]) {
  const root = nodes.find((d) => d.parent_id === null)!;
  const out = createWriteStream(file);
  const write = (s: string) =>
    new Promise<void>((resolve, reject) => out.write(s, (e) => (e ? reject(e) : resolve())));
  await write('{"affiliates":[');
  const chunk = 10_000;
  for (let i = 0; i < nodes.length; i += chunk) {
    const part = nodes.slice(i, i + chunk).map((d) => JSON.stringify(d));
    await write((i === 0 ? '' : ',') + part.join(','));
  }
  await write(
    `],"genealogy":null,"search_valid":true,"parent_username":null,"max_levels":0,"max_width":0,"root_affiliate_id":${root.id}}`,
  );
  await new Promise<void>((resolve, reject) =>
    out.end((e?: Error | null) => (e ? reject(e) : resolve())),
  );
}
