import type { GenealogyAffiliateWire } from '../../contract/network';
import { RowSet } from './genealogy-rows';
import type { IngestedTree } from './ingest';
import { computeLayout, type LayoutOptions } from './layout-engine';
import { analyse, statistics } from './org-analysis';
import { readOrgStream, type OrgHeader } from './org-stream';
import { OrgTable } from './org-table';
import { readGenealogyPayload, type GenealogyPayload } from './payload';
import {
  type AnalysisResult,
  type AnalysisSpec,
  type GenealogyErrorRecord,
  type GenealogyLayout,
  type GenealogyMeta,
  type GenealogyView,
  type OrgCard,
  type OrgProgress,
  type OrgSummary,
  type ViewOptions,
} from './protocol';

export const defaultViewOptions = {
  nodeWidth: 220,
  nodeHeight: 160,
  boxWidth: 190,
  boxHeight: 120,
};

/**
 * A failed genealogy request inside the session. What leaves the worker, or the fallback, is
 * its `record` (`rejectionOf`): an Error crosses Comlink as name, message and stack only.
 */
export class GenealogyRequestError extends Error {
  override name = 'GenealogyRequestError';
  constructor(readonly record: GenealogyErrorRecord) {
    const { status, error_code: code } = record;
    super(`Genealogy request failed (${status}${code ? ` ${code}` : ''}): ${record.message ?? ''}`);
  }
  get status(): number {
    return this.record.status;
  }
  get errorCode(): string | null {
    return this.record.error_code;
  }
}

/** What a failed call of the API rejects with: the record of a request error, else as is. */
export const rejectionOf = (error: unknown): unknown =>
  error instanceof GenealogyRequestError ? error.record : error;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

async function requestErrorOf(response: Response): Promise<GenealogyRequestError> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the status alone says what happened.
  }
  const b = isRecord(body) ? body : {};
  return new GenealogyRequestError({
    type: 'genealogy-error',
    status: response.status,
    error_code: typeof b.error_code === 'string' ? b.error_code : null,
    message: typeof b.message === 'string' ? b.message : null,
    errors: b.errors ?? null,
    text,
  });
}

type Fetch = (
  url: string,
  init: { headers: Record<string, string>; signal?: AbortSignal },
) => Promise<Response>;

// No object per member and no id -> node Map: at a million members the parsed objects alone
// weighed over 200 MB, and every major GC in the worker marked them.
interface State {
  rows: RowSet;
  /** What the session's own answers read from the layout; never transferred. */
  tree: Pick<IngestedTree, 'indexOf' | 'indexOfInput' | 'source'>;
  meta: GenealogyMeta;
  options: LayoutOptions;
}

/** The streamed organisation (decision 020) and what the session's answers read of it. */
interface OrgState {
  table: OrgTable;
  header: OrgHeader;
  tree: Pick<IngestedTree, 'indexOf' | 'indexOfInput' | 'source'>;
}

/**
 * A streamed tree is laid out again once it has doubled since the last layout, so a million
 * members cost about two full layouts in all, and the top of the tree shows from the first
 * batch.
 */
/** Least time between two progress reports without a new view. */
const REPORT_MS = 150;

export const shouldRelayout = (loaded: number, laidOut: number) =>
  loaded > 0 && (laidOut === 0 || loaded >= 2 * laidOut);

/**
 * The stateful side of the explorer: it fetches and reads the payload itself, keeps the
 * flat nodes by column, lays them out and answers queries. The layout it returns is the
 * caller's to transfer: hit-testing and culling run on the main thread over the layout's own
 * spatial index, so the session keeps none of the transferred arrays.
 */
export class GenealogySession {
  private state: State | null = null;
  private org: OrgState | null = null;
  /** Stops the organisation stream being read, if any. */
  private streaming: AbortController | null = null;

  constructor(private readonly opts: { fetch?: Fetch } = {}) {}

  async load(url: string, headers: Record<string, string>, options: ViewOptions = {}) {
    this.cancel();
    const payload = await this.fetchPayload(url, headers);
    const rows = RowSet.of(payload.affiliates);
    const layoutOptions = layoutOptionsOf(options, () => rows.hasLegs(), payload.root_affiliate_id);
    return this.layOut(rows, metaOf(payload), layoutOptions);
  }

  async expand(url: string, headers: Record<string, string>, atId: number) {
    const state = this.requireState();
    const place = this.memberOf(state, atId);
    const payload = await this.fetchPayload(url, headers);
    if (payload.root_affiliate_id !== atId) {
      throw new Error(`Expected the subtree of ${atId}, got ${payload.root_affiliate_id}.`);
    }
    // Upsert by id: the fetched rows replace their old copies. The subtree root keeps the
    // place it already has in the loaded tree.
    const rows = state.rows.upsert(payload.affiliates, atId, {
      parent_id: place.parent_id,
      position: place.position,
    });
    return this.layOut(rows, state.meta, state.options);
  }

  collapse(atId: number): GenealogyView {
    const state = this.requireState();
    this.memberOf(state, atId);
    return this.layOut(state.rows.withoutDescendants(atId), state.meta, state.options);
  }

  findByUsername(username: string): number {
    const org = this.org;
    if (org) return org.tree.indexOfInput(org.table.findUsername(username));
    const state = this.state;
    return state ? state.tree.indexOfInput(state.rows.findUsername(username)) : -1;
  }

  /**
   * Streams the whole subtree and lays it out as it grows (see `shouldRelayout`). Every view
   * goes to `onProgress` (the worker transfers it); the last one is the complete tree.
   */
  async loadOrganisation(
    url: string,
    headers: Record<string, string>,
    onProgress: (progress: OrgProgress) => void | Promise<void>,
    options: ViewOptions = {},
  ): Promise<{ loaded: number; total: number }> {
    this.cancel();
    const abort = new AbortController();
    this.streaming = abort;
    const body = await this.fetchBody(
      url,
      headers,
      'application/vnd.apache.arrow.stream',
      abort.signal,
    );
    const table = new OrgTable();
    let laidOut = 0;
    const layOut = (header: OrgHeader) => {
      laidOut = table.length;
      return this.layOutOrg(table, header, options);
    };
    // Each report is awaited: it is handled before the next (and before the answer), since
    // the worker's callback travels on a message channel of its own.
    let reported = 0;
    const header = await readOrgStream(body, table, async (h) => {
      if (abort.signal.aborted) throw new Error('The load was cancelled.');
      const view = shouldRelayout(table.length, laidOut) ? layOut(h) : null;
      // A count alone is sent at most every REPORT_MS: each report is a round trip and a
      // render of the page, and a million members come in more than a hundred batches.
      const now = performance.now();
      if (!view && now - reported < REPORT_MS) return;
      reported = now;
      await onProgress({ loaded: table.length, total: h.total, asOf: h.asOf, view });
    });
    if (table.length === 0) throw new Error('The genealogy stream is empty.');
    if (laidOut !== table.length)
      await onProgress({
        loaded: table.length,
        total: header.total,
        asOf: header.asOf,
        view: layOut(header),
      });
    return { loaded: table.length, total: header.total };
  }

  analyse(spec: AnalysisSpec): AnalysisResult | null {
    const org = this.org;
    if (!org) return null;
    return analyse(
      org.table,
      org.tree.source,
      spec,
      org.header.ranks.map((r) => r.id),
    );
  }

  statistics(until: number | null): OrgSummary | null {
    const org = this.org;
    if (!org) return null;
    const { table, header } = org;
    let firstJoined = header.today;
    for (let r = 0; r < table.length; r++)
      if (table.joined[r]! < firstJoined) firstJoined = table.joined[r]!;
    return {
      ...statistics(
        table,
        header.today,
        header.ranks.map((r) => r.id),
        until,
      ),
      ranks: header.ranks,
      today: header.today,
      firstJoined,
    };
  }

  cancel() {
    this.streaming?.abort();
    this.streaming = null;
  }

  cards(indices: readonly number[]): (OrgCard | null)[] {
    const org = this.org;
    return indices.map((i) => {
      const r = org && i >= 0 && i < org.tree.source.length ? org.tree.source[i]! : -1;
      return r === -1 ? null : orgCard(org!, r);
    });
  }

  details(indices: readonly number[]): (GenealogyAffiliateWire | null)[] {
    // The streamed organisation has no flat nodes: they are fetched (genealogy_node).
    const state = this.org ? null : this.state;
    return indices.map((i) => {
      const s = state && i >= 0 && i < state.tree.source.length ? state.tree.source[i]! : -1;
      return s === -1 ? null : state!.rows.node(s);
    });
  }

  private layOut(rows: RowSet, meta: GenealogyMeta, options: LayoutOptions): GenealogyView {
    const { layout, tree } = computeLayout(() => rows.treeColumns(), options);
    const { indexOf, indexOfInput, source } = tree;
    this.org = null;
    this.state = { rows, tree: { indexOf, indexOfInput, source }, meta, options };
    return { layout, meta, mode: options.mode };
  }

  private layOutOrg(table: OrgTable, header: OrgHeader, options: ViewOptions): GenealogyView {
    const layoutOptions = layoutOptionsOf(options, () => table.hasLegs(), header.rootId);
    const mode = layoutOptions.mode;
    const { layout, tree } = computeLayout(() => table.treeColumns(), layoutOptions);
    const { indexOf, indexOfInput, source } = tree;
    this.state = null;
    this.org = { table, header, tree: { indexOf, indexOfInput, source } };
    const meta: GenealogyMeta = {
      rootId: header.rootId,
      parentUsername: header.parentUsername,
      maxLevels: 0,
      maxWidth: 0,
    };
    return { layout, meta, mode };
  }

  private async fetchPayload(url: string, headers: Record<string, string>) {
    return readGenealogyPayload(await this.fetchBody(url, headers, 'application/json'));
  }

  private async fetchBody(
    url: string,
    headers: Record<string, string>,
    accept: string,
    signal?: AbortSignal,
  ): Promise<ReadableStream<Uint8Array>> {
    const doFetch: Fetch = this.opts.fetch ?? ((u, init) => fetch(u, init));
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { Accept: accept, ...headers },
        ...(signal ? { signal } : {}),
      });
    } catch {
      // No answer at all, as the HTTP client's network error.
      throw new GenealogyRequestError({
        type: 'genealogy-error',
        status: 0,
        error_code: null,
        message: null,
        errors: null,
        text: '',
      });
    }
    if (!response.ok) throw await requestErrorOf(response);
    if (!response.body) throw new Error('The genealogy answer is empty.');
    return response.body;
  }

  /** The loaded flat node of a member, or an error when it is not in the laid-out tree. */
  private memberOf(state: State, id: number): GenealogyAffiliateWire {
    const i = state.tree.indexOf(id);
    const s = i === -1 ? -1 : state.tree.source[i]!;
    if (s === -1) throw new Error(`Member ${id} is not in the loaded tree.`);
    return state.rows.node(s);
  }

  private requireState(): State {
    if (!this.state) throw new Error('Load the genealogy before expanding it.');
    return this.state;
  }
}

function orgCard({ table, header }: OrgState, r: number): OrgCard {
  const rank = table.rank[r]!;
  const last = table.lastName[r]!;
  return {
    id: table.id[r]!,
    username: table.username(r),
    firstName: table.names[table.firstName[r]!]!,
    lastName: last === -1 ? null : table.names[last]!,
    rankId: rank === 0 ? null : rank,
    rankName: rank === 0 ? null : (header.ranks.find((k) => k.id === rank)?.name ?? null),
    status: table.status[r]!,
    pv: table.pv[r]!,
    tv: table.tv[r]!,
    active: table.active[r] === 1,
    joined: table.joined[r]!,
    leftCount: table.leftCount[r]!,
    rightCount: table.rightCount[r]!,
    downlineCount: table.downlineCount[r]!,
  };
}

/** The asked options over the defaults; 'auto' mode is binary when any member has a leg. */
function layoutOptionsOf(
  options: ViewOptions,
  hasLegs: () => boolean,
  rootId: number,
): LayoutOptions {
  const mode =
    options.mode && options.mode !== 'auto' ? options.mode : hasLegs() ? 'binary' : 'unilevel';
  return { ...defaultViewOptions, ...stripUndefined(options), mode, rootId };
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
