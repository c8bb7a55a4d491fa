import { describe, expect, it } from 'vitest';
import { affiliate } from './affiliate-fixture';
import type { GenealogyView } from './protocol';
import { GenealogySession } from './session';
import { streamOf } from './stream-fixture';

const member = (id: number, parent_id: number | null, child_count: number) =>
  affiliate(id, parent_id, null, child_count);

// A chain 1 - 2 - … - 5000 under the root, plus a leaf 9000 beside member 2.
const chain = [member(1, null, 2), member(9000, 1, 0)];
for (let id = 2; id <= 5000; id++) chain.push(member(id, id - 1, id < 5000 ? 1 : 0));

// Stream order: parents before their children, level by level.
const window = { maxLevels: 5000, maxWidth: 10 };
const respond = async () =>
  new Response(streamOf([chain[0]!, chain[2]!, chain[1]!, ...chain.slice(3)], { window }));

async function load(session: GenealogySession) {
  let last: GenealogyView | null = null;
  await session.load('/g', {}, (p) => {
    if (p.view) last = p.view;
  });
  return last!;
}

describe('GenealogySession.collapse', () => {
  it('drops the loaded subtree, marks the member expandable, and keeps the rest', async () => {
    const session = new GenealogySession({ fetch: respond });
    const loaded = await load(session);
    expect(loaded.layout.count).toBe(5001);
    expect(loaded.mode).toBe('unilevel');
    const collapsed = session.collapse(2);
    const ids = Array.from(collapsed.layout.ids).sort((a, b) => a - b);
    expect(ids).toEqual([1, 2, 9000]);
    const two = Array.from(collapsed.layout.ids).indexOf(2);
    expect(collapsed.layout.hiddenChildren[two]).toBe(1);
    expect(session.findByUsername('user3')).toBe(-1);
    expect(session.findByUsername('user9000')).toBeGreaterThan(0);
  });

  it('refuses a member that is not loaded', async () => {
    const session = new GenealogySession({ fetch: respond });
    await load(session);
    expect(() => session.collapse(123456)).toThrow(/not in the loaded tree/);
  });
});
