import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  fetchGenealogyNode,
  genealogyStreamRequest,
  type GenealogyMember,
  type GenealogyRoot,
} from '@/api/genealogy';
import { fullName } from '@contract/names';
import { getStoredUser } from '@/session/storage';
import {
  KIND_MEMBER,
  type AnalysisSpec,
  type GenealogyView,
  type OrgCard,
  type OrgSource,
} from '@workers/genealogy/protocol';
import type { ExplorerScope } from '../state/scope';
import { initialsOf, type NodeCard } from '../canvas/scene';
import { startGenealogyClient, type GenealogyClient } from './genealogy-client';

/** Where a node was before a re-layout, so the camera can keep it still on screen. */
export interface LayoutAnchor {
  id: number;
  before: [number, number];
}

/** The member at `index` of the view on screen and where it stands, or null with no view. */
function anchorAt(view: GenealogyView | null, index: number): LayoutAnchor | null {
  if (!view) return null;
  return { id: view.layout.ids[index]!, before: [view.layout.x[index]!, view.layout.y[index]!] };
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

/** A member's card, from the worker's columns; its avatar is drawn once it has loaded. */
function cardOf(c: OrgCard, onImage: () => void): NodeCard {
  const card: NodeCard = {
    name: fullName(c.firstName, c.lastName),
    username: c.username,
    initials: initialsOf(c.firstName, c.lastName, c.username),
    rank: c.rankName,
    rankId: c.rankId,
    pv: c.pv,
    // Active in the current period, as the stream and the activity colouring say.
    active: c.active,
    avatar: null,
  };
  if (c.avatar && typeof Image !== 'undefined') {
    const img = new Image();
    img.onload = () => {
      card.avatar = img;
      onImage();
    };
    img.src = c.avatar;
  }
  return card;
}

/** Members loaded of the whole organisation while it streams; null for the four levels. */
export interface StreamProgress {
  loaded: number;
  total: number;
  /** When the server read the figures (decision 048); null when read live. */
  asOf: number | null;
  /** The stream, or the browser copy of the last visit (decision 050). */
  source: OrgSource;
}

/**
 * The explorer's data: a worker client, the current layout, and caches of the members
 * fetched for cards and panels (by member id, so they survive re-layouts).
 */
export function useGenealogyData(
  root: number | null,
  scope: ExplorerScope,
  /** Where the node the member looks at is now, to keep it still as the tree grows. */
  anchorOf: () => LayoutAnchor | null,
) {
  const client = useRef<GenealogyClient | null>(null);
  const [data, setData] = useState<GenealogyData>({ status: 'loading', view: null, anchor: null });
  const viewRef = useRef<GenealogyView | null>(null);
  // Caches filled as details arrive; the same Map objects for the page's lifetime.
  const [members] = useState(() => new Map<number, GenealogyMember>());
  const [cards] = useState(() => new Map<number, NodeCard>());
  const pending = useRef(new Set<number>());
  const [detailsVersion, bump] = useReducer((n: number) => n + 1, 0);
  const [progress, setProgress] = useState<StreamProgress | null>(null);
  // The latest load; the progress of an older one (a root or scope left behind) is ignored.
  const generation = useRef(0);
  const anchorRef = useRef(anchorOf);
  useEffect(() => {
    anchorRef.current = anchorOf;
  }, [anchorOf]);

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
      const mine = ++generation.current;
      setData({ status: 'loading', view: viewRef.current, anchor: null });
      // A stream still under way for another root or scope stops first.
      if (client.current) void api().cancel();
      // The four levels are the genealogy call's window of the subtree; the whole
      // organisation is all of it. Both come through the same stream into the same table.
      const whole = scope === 'whole';
      setProgress(whole ? { loaded: 0, total: 0, asOf: null, source: 'stream' } : null);
      const { url, headers } = genealogyStreamRequest(target, { window: !whole });
      // The whole organisation is kept in the browser for the signed-in member (the session's,
      // never the URL's), and the next visit starts from it (decision 050).
      const memberId = whole ? (getStoredUser()?.id ?? null) : null;
      const keep = memberId === null ? undefined : { memberId };
      let last: GenealogyView | null = null;
      let shown: OrgSource = 'stream';
      try {
        await serial(() =>
          api().load(
            url,
            headers,
            (p) => {
              if (mine !== generation.current) return;
              const source = p.source ?? 'stream';
              if (whole) setProgress({ loaded: p.loaded, total: p.total, asOf: p.asOf, source });
              // The changes over the copy bring new figures: the cards are read again.
              if (shown !== 'stream' && source === 'stream') {
                cards.clear();
                bump();
              }
              shown = source;
              if (!p.view) return;
              // The first view of a load is framed afresh; later ones keep the member's place.
              settle(p.view, last ? anchorRef.current() : null);
              last = p.view;
            },
            undefined,
            keep,
          ),
        );
        // The progress stays, full: how many members the organisation holds.
        return last;
      } catch (error) {
        if (mine !== generation.current) return null;
        setProgress(null);
        setData({ status: 'error', view: viewRef.current, anchor: null, error: error as Error });
        return null;
      }
    },
    [settle, serial, scope, cards],
  );

  const loaded = useRef<{ root: number | null; scope: ExplorerScope } | null>(null);
  useEffect(() => {
    const was = loaded.current;
    loaded.current = { root, scope };
    if (was?.scope === scope && viewRef.current && viewRef.current.meta.rootId === root) return;
    void load(root === null ? {} : { id: root });
  }, [root, scope, load]);

  /** Loads the subtree under a member (within max_levels/max_width) and merges it. */
  const expand = useCallback(
    async (index: number) => {
      const anchor = anchorAt(viewRef.current, index);
      if (!anchor) return;
      const { url, headers } = genealogyStreamRequest({ id: anchor.id }, { window: true });
      settle(await serial(() => api().expand(url, headers, anchor.id)), anchor);
    },
    [settle, serial],
  );

  const collapse = useCallback(
    async (index: number) => {
      const anchor = anchorAt(viewRef.current, index);
      if (!anchor) return;
      settle(await serial(() => api().collapse(anchor.id)), anchor);
    },
    [settle, serial],
  );

  /** Cards of what these layout indices show, once, from the worker's columns (no request). */
  const ensureDetails = useCallback(
    async (indices: ArrayLike<number>) => {
      const view = viewRef.current;
      if (!view) return;
      const wanted: number[] = [];
      for (let n = 0; n < indices.length && wanted.length < 2000; n++) {
        const i = indices[n]!;
        if (view.layout.kind[i] === KIND_MEMBER && !cards.has(view.layout.ids[i]!)) wanted.push(i);
      }
      if (wanted.length === 0) return;
      for (const card of await api().cards(wanted))
        if (card) cards.set(card.id, cardOf(card, bump));
      bump();
    },
    [cards],
  );

  /** The flat nodes (details panel, tooltip) of a few layout indices, from the server once. */
  const ensureMembers = useCallback(
    async (indices: readonly number[]) => {
      const view = viewRef.current;
      if (!view) return;
      const ids = indices
        .filter((i) => view.layout.kind[i] === KIND_MEMBER)
        .map((i) => view.layout.ids[i]!)
        .filter((id) => !members.has(id) && !pending.current.has(id));
      if (ids.length === 0) return;
      for (const id of ids) pending.current.add(id);
      await Promise.all(
        ids.map(async (id) => {
          try {
            members.set(id, await fetchGenealogyNode(id));
          } catch {
            // Left out: the panel says the details could not be loaded, and a retry refetches.
          } finally {
            pending.current.delete(id);
          }
        }),
      );
      bump();
    },
    [members],
  );

  const findByUsername = useCallback((username: string) => api().findByUsername(username), []);
  // Not queued behind a load: the worker answers between the stream's batches, for the
  // layout it holds then (the caller checks the answer fits the view it shows).
  const analyse = useCallback((spec: AnalysisSpec) => api().analyse(spec), []);
  const statistics = useCallback((until: number | null) => api().statistics(until), []);

  return {
    data,
    load,
    expand,
    collapse,
    ensureDetails,
    ensureMembers,
    findByUsername,
    analyse,
    statistics,
    progress,
    members: members,
    cards: cards,
    detailsVersion,
  };
}

export type GenealogyDataApi = ReturnType<typeof useGenealogyData>;
