import { streamMediaType } from '../../contract/genealogy-stream';
import type { IngestedTree } from './ingest';
import { computeLayout, type LayoutOptions } from './layout-engine';
import { analyse, statistics } from './org-analysis';
import { sinceUrl, type CopyStore, type OrgCopy } from './org-copy';
import {
  appendBatch,
  keepsPlaces,
  openOrgStream,
  readOpened,
  readOrgStream,
  type OpenedStream,
  type OrgHeader,
} from './org-stream';
import { OrgTable } from './org-table';
import { layoutKey, reopenLayout, type StoredLayout } from './stored-layout';
import {
  type KeepCopy,
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

/**
 * The streamed tree (decision 020) — a window of the four levels (issue 32) or the whole
 * organisation, and any windows expanded into it — and what the session's answers read of it.
 * No object per member and no id -> node Map: at a million members the parsed objects alone
 * weighed over 200 MB, and every major GC in the worker marked them.
 */
interface State {
  table: OrgTable;
  header: OrgHeader;
  /** What the session's own answers read from the layout; never transferred. */
  tree: Pick<IngestedTree, 'indexOf' | 'indexOfInput' | 'source'>;
  meta: GenealogyMeta;
  options: LayoutOptions;
  /**
   * The last layout's geometry while it waits to be kept in the browser copy: its x is the
   * only array copied (the view's own leaves the worker); dropped once the copy is written.
   */
  geometry: Pick<StoredLayout, 'source' | 'x'> | null;
}

/** Where and for whom a load keeps its browser copy. */
interface CopyTarget {
  copies: CopyStore;
  memberId: number;
  url: string;
}

const cancelled = () => new Error('The load was cancelled.');

/** Least time between two progress reports without a new view. */
const REPORT_MS = 150;

/**
 * A streamed tree is laid out again once it has doubled since the last layout, so the top of
 * the tree shows from the first batch and the layouts cost a few full ones in all. Past half
 * of the total the header announced, the next layout is the complete tree's: one drawn in
 * between would cost half a full layout (about a second at a million members) for a picture
 * replaced a moment later.
 */
export const shouldRelayout = (loaded: number, laidOut: number, total = Infinity) =>
  loaded > 0 && (laidOut === 0 || (loaded >= 2 * laidOut && 2 * loaded < total));

/** Most rows a stream's announced total reserves up front (a bad header cannot claim more). */
const RESERVE_LIMIT = 4_000_000;

/**
 * The stateful side of the explorer: it fetches and reads the Arrow stream itself, keeps the
 * members by column in one table, lays them out and answers queries. The layout it returns is
 * the caller's to transfer: hit-testing and culling run on the main thread over the layout's
 * own spatial index, so the session keeps none of the transferred arrays.
 */
export class GenealogySession {
  private state: State | null = null;
  /** Stops the stream being read, if any. */
  private streaming: AbortController | null = null;

  /** The browser copy's last write: off the load's path, awaited by tests and the bench. */
  saved: Promise<void> = Promise.resolve();

  constructor(
    private readonly opts: {
      fetch?: Fetch;
      /** Where whole organisations are kept between visits (decision 050); none without. */
      copies?: CopyStore | null;
    } = {},
  ) {}

  /**
   * Streams a tree — a window or the whole subtree, as the URL asks — and lays it out as it
   * grows (see `shouldRelayout`). Every view goes to `onProgress` (the worker transfers it);
   * the last one is the complete tree. With `keep`, starts from the member's browser copy of
   * the same request when there is one, and keeps the complete tree (decision 050).
   */
  async load(
    url: string,
    headers: Record<string, string>,
    onProgress: (progress: OrgProgress) => void | Promise<void>,
    options: ViewOptions = {},
    keep?: KeepCopy,
  ): Promise<{ loaded: number; total: number }> {
    this.cancel();
    const abort = new AbortController();
    this.streaming = abort;
    const copies = keep ? (this.opts.copies ?? null) : null;
    const target = copies && keep ? { copies, memberId: keep.memberId, url } : null;
    if (target) {
      const copy = await copies!.read(keep!.memberId).catch(() => null);
      if (abort.signal.aborted) throw cancelled();
      if (copy && copy.url === url) {
        const answer = await this.refresh(copy, headers, onProgress, options, abort, target);
        if (answer) return answer;
      }
    }
    const body = await this.fetchBody(url, headers, abort.signal);
    return this.readWhole(await openOrgStream(body), onProgress, options, abort, target);
  }

  /**
   * A whole stream into a new table, laid out as it grows; kept as the browser copy at the
   * end when asked and the stream has a version.
   */
  private async readWhole(
    opened: OpenedStream,
    onProgress: (progress: OrgProgress) => void | Promise<void>,
    options: ViewOptions,
    abort: AbortController,
    target: CopyTarget | null,
  ): Promise<{ loaded: number; total: number }> {
    const table = new OrgTable();
    // The columns at their final size at once: grown by doubling, a million members' columns
    // were copied about twenty times over (a second of the load in the worker's profile).
    const announced = opened.header.total;
    if (Number.isInteger(announced) && announced > 0)
      table.reserve(Math.min(announced, RESERVE_LIMIT));
    let laidOut = 0;
    const layOut = (header: OrgHeader) => {
      laidOut = table.length;
      const layoutOptions = layoutOptionsOf(options, () => table.hasLegs(), header.rootId);
      return this.layOut(table, header, metaOf(header), layoutOptions, { keep: target !== null });
    };
    // Each report is awaited: it is handled before the next (and before the answer), since
    // the worker's callback travels on a message channel of its own.
    let reported = 0;
    const header = await readOpened(opened, table, async (h) => {
      if (abort.signal.aborted) throw cancelled();
      const view = shouldRelayout(table.length, laidOut, h.total) ? layOut(h) : null;
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
    if (target) this.keepCopy(target, table, header);
    return { loaded: table.length, total: header.total };
  }

  /**
   * The next visit (decision 050): the copy is shown at once, then the server is asked what
   * changed since its version and the changes are written over it in place — members keep
   * their rows, new ones are appended, and the layout (by parent, leg and id, not by row)
   * comes out as a fresh stream's would. Null when the copy cannot be brought up to date by
   * changes (a member moved or was renamed, a count does not add up, the server refused the
   * version): the caller then reads the whole organisation again. Offline, the copy stays.
   */
  private async refresh(
    copy: OrgCopy,
    headers: Record<string, string>,
    onProgress: (progress: OrgProgress) => void | Promise<void>,
    options: ViewOptions,
    abort: AbortController,
    target: CopyTarget,
  ): Promise<{ loaded: number; total: number } | null> {
    const table = OrgTable.of(copy.table);
    const shown = (header: OrgHeader, stored?: StoredLayout | null) =>
      this.layOut(
        table,
        header,
        metaOf(header),
        layoutOptionsOf(options, () => table.hasLegs(), header.rootId),
        { keep: true, stored: stored ?? null, version: copy.version },
      );
    const n = table.length;
    const asOf = copy.header.asOf;
    // The copy's own layout when it kept one for these options: painted without a walk.
    const first = shown(copy.header, copy.layout);
    await onProgress({ loaded: n, total: n, asOf, view: first, source: 'copy' });
    let body: ReadableStream<Uint8Array>;
    try {
      body = await this.fetchBody(sinceUrl(target.url, copy.version), headers, abort.signal);
    } catch (error) {
      if (abort.signal.aborted) throw cancelled();
      if (error instanceof GenealogyRequestError && error.status === 0) {
        // No answer: the copy stays on screen, said to be the one of its date.
        // It is not written again, so the geometry kept for that is let go.
        if (this.state) this.state.geometry = null;
        await onProgress({ loaded: n, total: n, asOf, view: null, source: 'offline' });
        return { loaded: n, total: n };
      }
      // A version the server no longer reads: the whole organisation instead.
      if (error instanceof GenealogyRequestError && error.status === 422) return null;
      throw error;
    }
    const opened = await openOrgStream(body);
    // The whole subtree (since_ignored): it replaces the copy, read as any whole stream.
    if (opened.header.changesSince === null)
      return this.readWhole(opened, onProgress, options, abort, target);
    // Room for the members the answer adds, and no more: the copy's columns are cut to its
    // rows, and growing them by doubling would copy and hold twice the organisation.
    const total = opened.header.total;
    if (Number.isInteger(total) && total > n)
      table.reserve(Math.min(total, RESERVE_LIMIT) - n, true);
    try {
      for await (const batch of opened.batches) {
        if (abort.signal.aborted) throw cancelled();
        if (batch.numRows === 0) continue;
        // A member moved: the copy's rows no longer hold the tree (a fresh stream follows).
        if (!keepsPlaces(table, batch)) return null;
        appendBatch(table, batch);
      }
    } catch (error) {
      if (abort.signal.aborted) throw error;
      // A new member whose parent is unknown to the copy: read the whole organisation.
      return null;
    }
    // Members gone from the subtree are not in a list of changes (the server answers whole
    // then, decision 049); a count that does not add up is read whole all the same.
    if (table.length !== opened.header.total) return null;
    const header: OrgHeader = { ...opened.header, changesSince: null };
    // Changed figures leave the tree's shape as it was (a moved member was read whole
    // above): only new members call for a new layout. The figures are read from the table
    // by the cards and the analysis, which the 'stream' report asks again.
    const view = table.length !== n ? shown(header) : null;
    if (!view) this.state = { ...this.state!, header };
    await onProgress({
      loaded: table.length,
      total: header.total,
      asOf: header.asOf,
      view,
      source: 'stream',
    });
    this.keepCopy(target, table, header);
    return { loaded: table.length, total: header.total };
  }

  /** Writes the browser copy after the tree was shown; a failed write only loses the copy. */
  private keepCopy(target: CopyTarget, table: OrgTable, header: OrgHeader) {
    const geometry = this.state?.table === table ? this.state.geometry : null;
    if (this.state) this.state.geometry = null;
    if (header.window !== null || header.version === null || header.changesSince !== null) return;
    const layout: StoredLayout | null =
      geometry && this.state
        ? { key: layoutKey(header.version, this.state.options), ...geometry }
        : null;
    const copy: OrgCopy = {
      memberId: target.memberId,
      url: target.url,
      version: header.version,
      header: { ...header, sinceIgnored: null },
      table: table.snapshot(),
      layout,
      savedAt: Date.now(),
    };
    this.saved = target.copies.write(copy).catch(() => {});
  }

  /**
   * Streams the window rooted at `atId` (a member of the tree laid out) into the table and lays
   * everything out again: members already there take the new figures and keep their place.
   */
  async expand(url: string, headers: Record<string, string>, atId: number) {
    const state = this.requireState();
    this.rowOf(state, atId);
    const body = await this.fetchBody(url, headers);
    const header = await readOrgStream(body, state.table, () => {});
    if (header.rootId !== atId) {
      throw new Error(`Expected the subtree of ${atId}, got ${header.rootId}.`);
    }
    return this.layOut(state.table, state.header, state.meta, state.options);
  }

  /** Drops the loaded descendants of `atId`, which becomes expandable again. */
  collapse(atId: number): GenealogyView {
    const state = this.requireState();
    const at = this.rowOf(state, atId);
    const { table } = state;
    // Parents come before their children, so one pass finds the whole subtree.
    const drop = new Uint8Array(table.length);
    for (let r = at + 1; r < table.length; r++) {
      const p = table.parentRow[r]!;
      if (p === at || (p !== -1 && drop[p] === 1)) drop[r] = 1;
    }
    return this.layOut(table.without(drop), state.header, state.meta, state.options);
  }

  findByUsername(username: string): number {
    const state = this.state;
    return state ? state.tree.indexOfInput(state.table.findUsername(username)) : -1;
  }

  analyse(spec: AnalysisSpec): AnalysisResult | null {
    const state = this.state;
    if (!state) return null;
    return analyse(
      state.table,
      state.tree.source,
      spec,
      state.header.ranks.map((r) => r.id),
    );
  }

  statistics(until: number | null): OrgSummary | null {
    const state = this.state;
    if (!state) return null;
    const { table, header } = state;
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
    const state = this.state;
    return indices.map((i) => {
      const r = state && i >= 0 && i < state.tree.source.length ? state.tree.source[i]! : -1;
      return r === -1 ? null : orgCard(state!, r);
    });
  }

  /**
   * Lays the table out — from a stored geometry of the same copy and options when there is
   * one that fits (a whole organisation only) — and makes it the session's state. With
   * `keep`, a copy of the x is held for the browser copy (the view's leaves the worker).
   */
  private layOut(
    table: OrgTable,
    header: OrgHeader,
    meta: GenealogyMeta,
    options: LayoutOptions,
    how: { keep?: boolean; stored?: StoredLayout | null; version?: string } = {},
  ): GenealogyView {
    const window = header.window !== null;
    const { stored, version } = how;
    const reopened =
      !window && stored && version !== undefined && stored.key === layoutKey(version, options)
        ? reopenLayout(table, stored, options)
        : null;
    const { layout, tree } = reopened ?? computeLayout(() => table.treeColumns(window), options);
    const { indexOf, indexOfInput, source } = tree;
    const geometry = how.keep && !window ? { source, x: layout.x.slice() } : null;
    this.state = {
      table,
      header,
      tree: { indexOf, indexOfInput, source },
      meta,
      options,
      geometry,
    };
    return { layout, meta, mode: options.mode };
  }

  private async fetchBody(
    url: string,
    headers: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<ReadableStream<Uint8Array>> {
    const doFetch: Fetch = this.opts.fetch ?? ((u, init) => fetch(u, init));
    let response: Response;
    try {
      response = await doFetch(url, {
        // The stream whatever the app's headers ask for (theirs are a JSON call's).
        headers: { ...headers, Accept: streamMediaType },
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

  /** The table row of a member of the laid-out tree, or an error when it is not in it. */
  private rowOf(state: State, id: number): number {
    const i = state.tree.indexOf(id);
    const r = i === -1 ? -1 : state.tree.source[i]!;
    if (r === -1) throw new Error(`Member ${id} is not in the loaded tree.`);
    return r;
  }

  private requireState(): State {
    if (!this.state) throw new Error('Load the genealogy before expanding it.');
    return this.state;
  }
}

function orgCard({ table, header }: State, r: number): OrgCard {
  const rank = table.rank[r]!;
  const last = table.lastName[r]!;
  const avatar = table.avatar[r]!;
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
    avatar: avatar === -1 ? null : table.names[avatar]!,
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

function metaOf(h: OrgHeader): GenealogyMeta {
  return {
    rootId: h.rootId,
    parentUsername: h.parentUsername,
    maxLevels: h.window?.maxLevels ?? 0,
    maxWidth: h.window?.maxWidth ?? 0,
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
