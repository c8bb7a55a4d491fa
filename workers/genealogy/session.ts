import type { GenealogyAffiliateWire } from '../../src/api/wire/network';
import type { TreeMode } from './ingest';
import {
  computeLayout,
  findByUsername,
  usernameIndex,
  type GenealogyLayout,
  type LayoutOptions,
} from './layout-engine';
import { openSpatialIndex, type SpatialIndex } from './spatial-index';
import { parseGenealogyPayload, type GenealogyPayload } from './payload';

export interface GenealogyMeta {
  rootId: number;
  parentUsername: string | null;
  maxLevels: number;
  maxWidth: number;
}

export interface GenealogyView {
  layout: GenealogyLayout;
  meta: GenealogyMeta;
}

export type ViewOptions = Partial<Omit<LayoutOptions, 'rootId' | 'mode'>> & {
  /** 'auto': binary when any member carries a leg (position L or R). */
  mode?: TreeMode | 'auto';
};

/** What the worker exposes through Comlink and the main-thread fallback offers alike. */
export interface GenealogyApi {
  load(url: string, headers: Record<string, string>, options?: ViewOptions): Promise<GenealogyView>;
  /** Fetches the subtree of `atId` (genealogy/{id}), merges it and lays everything out again. */
  expand(url: string, headers: Record<string, string>, atId: number): Promise<GenealogyView>;
  hitTest(x: number, y: number): Promise<number>;
  query(minX: number, minY: number, maxX: number, maxY: number): Promise<Uint32Array>;
  findByUsername(username: string): Promise<number>;
  /** The §3 flat nodes behind layout indices (null for empty slots and unknown indices). */
  details(indices: readonly number[]): Promise<(GenealogyAffiliateWire | null)[]>;
}

export const defaultViewOptions = {
  nodeWidth: 220,
  nodeHeight: 160,
  boxWidth: 190,
  boxHeight: 120,
};

export class GenealogyRequestError extends Error {
  override name = 'GenealogyRequestError';
  constructor(
    readonly status: number,
    readonly errorCode: string | null,
    message: string,
  ) {
    super(`Genealogy request failed (${status}${errorCode ? ` ${errorCode}` : ''}): ${message}`);
  }
}

type Fetch = (url: string, init: { headers: Record<string, string> }) => Promise<Response>;

interface State {
  nodes: Map<number, GenealogyAffiliateWire>;
  list: GenealogyAffiliateWire[];
  meta: GenealogyMeta;
  options: LayoutOptions;
  source: Int32Array;
  usernames: Map<string, number>;
  spatial: SpatialIndex;
}

/**
 * The stateful side of the explorer: it fetches and parses the payload itself, keeps the
 * flat nodes, lays them out and answers queries. With `detach`, the layout it returns is
 * the caller's to transfer: the session keeps private copies of what its own queries read.
 */
export class GenealogySession {
  private state: State | null = null;

  constructor(private readonly opts: { detach: boolean; fetch?: Fetch } = { detach: false }) {}

  async load(url: string, headers: Record<string, string>, options: ViewOptions = {}) {
    const payload = await this.fetchPayload(url, headers);
    const nodes = new Map<number, GenealogyAffiliateWire>();
    for (const a of payload.affiliates) nodes.set(a.id, a);
    const mode =
      options.mode && options.mode !== 'auto'
        ? options.mode
        : payload.affiliates.some((a) => a.position !== null)
          ? 'binary'
          : 'unilevel';
    const layoutOptions: LayoutOptions = {
      ...defaultViewOptions,
      ...stripUndefined(options),
      mode,
      rootId: payload.root_affiliate_id,
    };
    return this.layOut(nodes, metaOf(payload), layoutOptions);
  }

  async expand(url: string, headers: Record<string, string>, atId: number) {
    const state = this.requireState();
    if (!state.nodes.has(atId)) throw new Error(`Member ${atId} is not in the loaded tree.`);
    const payload = await this.fetchPayload(url, headers);
    if (payload.root_affiliate_id !== atId) {
      throw new Error(`Expected the subtree of ${atId}, got ${payload.root_affiliate_id}.`);
    }
    const nodes = new Map(state.nodes);
    const place = state.nodes.get(atId)!;
    for (const a of payload.affiliates) {
      // The subtree root keeps the place it already has in the loaded tree.
      const merged =
        a.id === atId ? { ...a, parent_id: place.parent_id, position: place.position } : a;
      nodes.set(a.id, merged);
    }
    return this.layOut(nodes, state.meta, state.options);
  }

  hitTest(x: number, y: number): number {
    return this.state ? this.state.spatial.hitTest(x, y) : -1;
  }

  query(minX: number, minY: number, maxX: number, maxY: number): Uint32Array {
    return this.state ? this.state.spatial.query(minX, minY, maxX, maxY) : new Uint32Array(0);
  }

  findByUsername(username: string): number {
    return this.state ? findByUsername(this.state.usernames, username) : -1;
  }

  details(indices: readonly number[]): (GenealogyAffiliateWire | null)[] {
    const state = this.state;
    return indices.map((i) => {
      const s = state && i >= 0 && i < state.source.length ? state.source[i]! : -1;
      return s === -1 ? null : state!.list[s]!;
    });
  }

  private layOut(
    nodes: Map<number, GenealogyAffiliateWire>,
    meta: GenealogyMeta,
    options: LayoutOptions,
  ): GenealogyView {
    const list = Array.from(nodes.values());
    const { layout, spatial, tree } = computeLayout(list, options);
    const own = this.opts.detach
      ? openSpatialIndex({
          ...spatial.data,
          x: spatial.data.x.slice(),
          rowY: spatial.data.rowY.slice(),
          rowStart: spatial.data.rowStart.slice(),
          items: spatial.data.items.slice(),
        })
      : spatial;
    this.state = {
      nodes,
      list,
      meta,
      options,
      source: tree.source,
      usernames: usernameIndex(tree, list),
      spatial: own,
    };
    return { layout, meta };
  }

  private async fetchPayload(url: string, headers: Record<string, string>) {
    const doFetch: Fetch = this.opts.fetch ?? ((u, init) => fetch(u, init));
    const response = await doFetch(url, { headers: { Accept: 'application/json', ...headers } });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const b = (body ?? {}) as { error_code?: unknown; message?: unknown };
      throw new GenealogyRequestError(
        response.status,
        typeof b.error_code === 'string' ? b.error_code : null,
        typeof b.message === 'string' ? b.message : response.statusText,
      );
    }
    return parseGenealogyPayload(body);
  }

  private requireState(): State {
    if (!this.state) throw new Error('Load the genealogy before expanding it.');
    return this.state;
  }
}

function metaOf(p: GenealogyPayload): GenealogyMeta {
  return {
    rootId: p.root_affiliate_id,
    parentUsername: p.parent_username,
    maxLevels: p.max_levels,
    maxWidth: p.max_width,
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The distinct buffers of a layout, for `Comlink.transfer` (a buffer may be listed once). */
export function transferablesOf(layout: GenealogyLayout): ArrayBuffer[] {
  const arrays = [
    layout.ids,
    layout.x,
    layout.y,
    layout.depth,
    layout.parent,
    layout.firstChild,
    layout.nextSibling,
    layout.kind,
    layout.hiddenChildren,
    layout.index.x,
    layout.index.rowY,
    layout.index.rowStart,
    layout.index.items,
  ];
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}
