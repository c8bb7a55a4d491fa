import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  keepOnScreen,
  levelOfDetail,
  readableScale,
  visibleWorld,
  type Viewport,
} from '../canvas/camera';
import { KIND_MEMBER } from '@workers/genealogy/protocol';
import { createScene, type TreeScene } from '../canvas/scene';
import type { TreeView } from '../canvas/tree-view';
import { createViewStore } from '../state/view-store';
import {
  parseExplorerParams,
  writeExplorerParams,
  type ExplorerUrlState,
} from '../state/url-state';
import { initialScope, rememberScope, type ExplorerScope } from '../state/scope';
import { indexOfId, useGenealogyData, type LayoutAnchor } from './use-genealogy-data';
import { useOrgAnalysis } from './use-org-analysis';
import { volumeFormat } from '@/lib/volume';

export interface Hover {
  index: number;
  x: number;
  y: number;
}

/**
 * The explorer's state and actions: URL (root, node), layout, scene marks, camera moves.
 * Components only render what it returns and call its actions.
 */
export function useExplorer() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const url = parseExplorerParams(params);
  const [scope, setScopeState] = useState<ExplorerScope>(initialScope);
  const tree = useRef<TreeView | null>(null);
  const baseRef = useRef<TreeScene | null>(null);
  /** The member's camera moves when the view was last framed afresh. */
  const movesAtFrame = useRef(0);
  /**
   * The node nearest the middle of the screen, to keep still while a streamed tree grows;
   * null (frame it afresh) while the member has not moved the camera since it was framed.
   */
  const anchorOf = useCallback((): LayoutAnchor | null => {
    const tv = tree.current;
    const b = baseRef.current;
    if (!tv || !b || tv.current.width === 0 || b.layout.count === 0) return null;
    if (tv.userMoves === movesAtFrame.current) return null;
    const w = visibleWorld(tv.current);
    const cx = (w.minX + w.maxX) / 2;
    const cy = (w.minY + w.maxY) / 2;
    const { x, y, ids, kind } = b.layout;
    let best = 0;
    let bestDistance = Infinity;
    for (const i of b.index.query(w.minX, w.minY, w.maxX, w.maxY)) {
      const d = (x[i]! - cx) ** 2 + (y[i]! - cy) ** 2;
      if (kind[i] === KIND_MEMBER && d < bestDistance) {
        best = i;
        bestDistance = d;
      }
    }
    return { id: ids[best]!, before: [x[best]!, y[best]!] };
  }, []);
  const data = useGenealogyData(url.root, scope, anchorOf);
  const { view, anchor } = data.data;
  // Full screen lives in the URL, so the browser's back button leaves it.
  const navigate = useNavigate();
  const fullScreen = params.get('full') === '1';
  const pushedFull = useRef(false);
  const setFullScreen = useCallback(
    (on: boolean) => {
      if (on) {
        pushedFull.current = true;
        setParams((p) => {
          const next = new URLSearchParams(p);
          next.set('full', '1');
          return next;
        });
      } else if (pushedFull.current) {
        pushedFull.current = false;
        void navigate(-1);
      } else {
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            next.delete('full');
            return next;
          },
          { replace: true },
        );
      }
    },
    [setParams, navigate],
  );
  useEffect(() => {
    if (!fullScreen) return;
    const onKey = (e: KeyboardEvent) => {
      // Escape closes an open sheet first; only then does it leave full screen.
      if (e.key !== 'Escape' || document.querySelector('.MuiModal-root')) return;
      setFullScreen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullScreen, setFullScreen]);
  const setScope = useCallback((next: ExplorerScope) => {
    rememberScope(next);
    setScopeState(next);
  }, []);
  const [sized, setSized] = useState(false);
  const [focused, setFocused] = useState(-1);
  const [showFocus, setShowFocus] = useState(false);
  const [hover, setHover] = useState<Hover | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [viewStore] = useState(createViewStore);

  const setUrl = useCallback(
    (next: Partial<ExplorerUrlState>, push = false) =>
      setParams((p) => writeExplorerParams(p, next), { replace: !push }),
    [setParams],
  );

  const labels = useMemo(
    () => ({
      freeSlot: t('genealogy.freeSlot'),
      pv: t('genealogy.fields.pv'),
      number: volumeFormat(i18n.resolvedLanguage ?? 'en'),
    }),
    [t, i18n.resolvedLanguage],
  );
  const base = useMemo(
    () => (view ? createScene(view.layout, labels, data.cards, scope === 'whole') : null),
    [view, labels, data.cards, scope],
  );
  useEffect(() => {
    baseRef.current = base;
  }, [base]);
  const selected = useMemo(() => indexOfId(view, url.node), [view, url.node]);
  const org = useOrgAnalysis(scope, view, data);
  const scene: TreeScene | null = useMemo(
    () =>
      base && {
        ...base,
        analysis: org.scene,
        selected,
        focused,
        showFocus,
        hovered: hover?.index ?? -1,
      },
    // A new scene per details batch makes the canvas redraw with the cards that arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [base, org.scene, selected, focused, showFocus, hover, data.detailsVersion],
  );

  // Camera after a new layout: keep the expanded node still, else show the selection or the root.
  useEffect(() => {
    const tv = tree.current;
    if (!view || !tv || !sized) return;
    const at = anchor ? indexOfId(view, anchor.id) : -1;
    if (anchor && at >= 0) {
      tv.jumpTo(
        keepOnScreen(tv.current.transform, anchor.before, [view.layout.x[at]!, view.layout.y[at]!]),
      );
    } else if (selected >= 0) {
      tv.jumpTo(tv.centred(selected, 1));
    } else {
      // The four levels and the whole organisation alike: as many levels as can be read,
      // inside the canvas, at the top (issues 18 and 31); the rest is a zoom away. The whole
      // tree fitted at once drew thousands of members as dots no one could read.
      tv.open();
      // While the member leaves the camera alone, each streamed batch opens the view afresh.
      if (scope === 'whole') movesAtFrame.current = tv.userMoves;
    }
    setFocused((f) => (f >= view.layout.count ? -1 : f));
    // Only a new layout (or the canvas getting its size) moves the camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, sized]);

  // Cards for what is on screen, fetched a moment after the camera settles.
  const ensureDetails = data.ensureDetails;
  useEffect(() => {
    if (!base) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchVisible = (v: Viewport) => {
      // The first view draws its boxes at a scale of their own (kb).
      if (levelOfDetail(v.transform.kb ?? v.transform.k) === 'dot') return;
      const w = visibleWorld(v);
      const found = base.index.query(w.minX, w.minY, w.maxX, w.maxY);
      // The first view draws its top levels only: the cards of those, not of the (perhaps
      // thousands of) undrawn members below them that lie in the same rectangle.
      const levels = v.transform.levels;
      const { depth } = base.layout;
      void ensureDetails(
        levels === undefined ? found : found.filter((i) => depth[i]! - depth[0]! <= levels),
      );
    };
    const unsubscribe = viewStore.subscribe((v) => {
      clearTimeout(timer);
      timer = setTimeout(() => fetchVisible(v), 120);
    });
    const now = viewStore.get();
    if (now) fetchVisible(now);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [base, viewStore, ensureDetails]);

  const ensureMembers = data.ensureMembers;
  useEffect(() => {
    const wanted = [selected, focused, hover?.index ?? -1, 0].filter((i) => i >= 0);
    if (wanted.length) void ensureMembers(wanted);
  }, [selected, focused, hover, view, ensureMembers]);

  const flyToIndex = useCallback((index: number) => {
    const tv = tree.current;
    if (!tv || index < 0) return;
    tv.flyTo(tv.centred(index, readableScale(tv.current.transform.k)));
  }, []);

  const select = useCallback(
    (index: number, opts: { fly?: boolean; open?: boolean } = {}) => {
      if (!view || index < 0) return;
      setFocused(index);
      // A free slot has no member to select or share; it only takes focus.
      if (view.layout.kind[index] !== KIND_MEMBER) return;
      setUrl({ node: view.layout.ids[index]! });
      if (opts.fly) flyToIndex(index);
      if (opts.open) setPanelOpen(true);
    },
    [view, setUrl, flyToIndex],
  );

  const onView = useCallback(
    (v: Viewport) => {
      if (v.width > 0) setSized(true);
      viewStore.set(v);
      setHover(null);
    },
    [viewStore],
  );

  const onTreeView = useCallback((tv: TreeView | null) => {
    tree.current = tv;
  }, []);

  return {
    url,
    setUrl,
    scope,
    setScope,
    org,
    fullScreen,
    setFullScreen,
    data,
    view,
    scene,
    selected,
    focused,
    setFocused,
    setShowFocus,
    hover,
    setHover,
    panelOpen,
    setPanelOpen,
    viewStore,
    tree,
    onTreeView,
    onView,
    select,
    flyToIndex,
  };
}

export type Explorer = ReturnType<typeof useExplorer>;
