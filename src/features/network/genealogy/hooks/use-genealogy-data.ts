import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  genealogyRequest,
  toGenealogyMember,
  type GenealogyMember,
  type GenealogyRoot,
} from '@/api/genealogy';
import { fullName } from '@contract/names';
import { KIND_MEMBER, type GenealogyView } from '@workers/genealogy/protocol';
import { initialsOf, type NodeCard } from '../canvas/scene';
import { startGenealogyClient, type GenealogyClient } from './genealogy-client';
import { userStatus } from '@contract/constants';

/** Where a node was before a re-layout, so the camera can keep it still on screen. */
export interface LayoutAnchor {
  id: number;
  before: [number, number];
}

export type GenealogyData =
  | { status: 'loading'; view: GenealogyView | null; anchor: null }
  | { status: 'error'; view: GenealogyView | null; anchor: null; error: Error }
  | { status: 'ready'; view: GenealogyView; anchor: LayoutAnchor | null };

/** Layout index of a member id, or -1. A scan: cheaper than a million-entry Map per layout. */
export function indexOfId(view: GenealogyView | null, id: number | null): number {
  if (!view || id === null) return -1;
  const { ids, count } = view.layout;
  for (let i = 0; i < count; i++) if (ids[i] === id) return i;
  return -1;
}

function cardOf(m: GenealogyMember, onImage: () => void): NodeCard {
  const card: NodeCard = {
    name: fullName(m.firstName, m.lastName),
    username: m.username,
    initials: initialsOf(m.firstName, m.lastName, m.username),
    rank: m.rankName,
    pv: m.pv,
    active: m.status === userStatus.active,
    avatar: null,
  };
  if (m.avatar && typeof Image !== 'undefined') {
    const img = new Image();
    img.onload = () => {
      card.avatar = img;
      onImage();
    };
    img.src = m.avatar;
  }
  return card;
}

/**
 * The explorer's data: a worker client, the current layout, and caches of the members
 * fetched for cards and panels (by member id, so they survive re-layouts).
 */
export function useGenealogyData(root: number | null) {
  const client = useRef<GenealogyClient | null>(null);
  const [data, setData] = useState<GenealogyData>({ status: 'loading', view: null, anchor: null });
  const viewRef = useRef<GenealogyView | null>(null);
  // Caches filled as details arrive; the same Map objects for the page's lifetime.
  const [members] = useState(() => new Map<number, GenealogyMember>());
  const [cards] = useState(() => new Map<number, NodeCard>());
  const pending = useRef(new Set<number>());
  const [detailsVersion, bump] = useReducer((n: number) => n + 1, 0);

  const api = () => (client.current ??= startGenealogyClient()).api;
  useEffect(
    () => () => {
      client.current?.close();
      client.current = null;
    },
    [],
  );

  const settle = useCallback((view: GenealogyView, anchor: LayoutAnchor | null) => {
    viewRef.current = view;
    setData({ status: 'ready', view, anchor });
  }, []);

  // The worker holds one tree: layout changes run one after another, so its state always
  // matches the last view shown (details are asked of that state).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const serial = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => {});
    return run;
  }, []);

  const load = useCallback(
    async (target: GenealogyRoot): Promise<GenealogyView | null> => {
      setData({ status: 'loading', view: viewRef.current, anchor: null });
      const { url, headers } = genealogyRequest(target);
      try {
        const view = await serial(() => api().load(url, headers));
        settle(view, null);
        return view;
      } catch (error) {
        setData({ status: 'error', view: viewRef.current, anchor: null, error: error as Error });
        return null;
      }
    },
    [settle, serial],
  );

  useEffect(() => {
    if (viewRef.current && viewRef.current.meta.rootId === root) return;
    void load(root === null ? {} : { id: root });
  }, [root, load]);

  /** Loads the subtree under a member (within max_levels/max_width) and merges it. */
  const expand = useCallback(
    async (index: number) => {
      const view = viewRef.current;
      if (!view) return;
      const id = view.layout.ids[index]!;
      const before: [number, number] = [view.layout.x[index]!, view.layout.y[index]!];
      const { url, headers } = genealogyRequest({ id });
      settle(await serial(() => api().expand(url, headers, id)), { id, before });
    },
    [settle, serial],
  );

  const collapse = useCallback(
    async (index: number) => {
      const view = viewRef.current;
      if (!view) return;
      const id = view.layout.ids[index]!;
      const before: [number, number] = [view.layout.x[index]!, view.layout.y[index]!];
      settle(await serial(() => api().collapse(id)), { id, before });
    },
    [settle, serial],
  );

  /** Fetches (once) the flat nodes behind these layout indices for cards and panels. */
  const ensureDetails = useCallback(
    async (indices: ArrayLike<number>) => {
      const view = viewRef.current;
      if (!view) return;
      const wanted: number[] = [];
      for (let n = 0; n < indices.length && wanted.length < 600; n++) {
        const i = indices[n]!;
        const id = view.layout.ids[i]!;
        if (view.layout.kind[i] !== KIND_MEMBER || members.has(id) || pending.current.has(id))
          continue;
        pending.current.add(id);
        wanted.push(i);
      }
      if (wanted.length === 0) return;
      try {
        const found = await api().details(wanted);
        for (const wire of found) {
          if (!wire) continue;
          const member = toGenealogyMember(wire);
          members.set(member.id, member);
          cards.set(member.id, cardOf(member, bump));
        }
      } finally {
        for (const i of wanted) pending.current.delete(view.layout.ids[i]!);
        bump();
      }
    },
    [members, cards],
  );

  const findByUsername = useCallback((username: string) => api().findByUsername(username), []);

  return {
    data,
    load,
    expand,
    collapse,
    ensureDetails,
    findByUsername,
    members: members,
    cards: cards,
    detailsVersion,
  };
}

export type GenealogyDataApi = ReturnType<typeof useGenealogyData>;
