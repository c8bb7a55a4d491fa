// Figures -> the printed table. Pure, so the numbers can be checked by eye against the raw
// JSON that run.ts also writes.

export type Side = 'ours' | 'peer';

export interface CaseResult {
  side: Side;
  shape: string;
  nodes: number;
  /** ok, or why there are no figures (gesture-timeout: load figures only). */
  status: 'ok' | 'timeout' | 'gesture-timeout' | 'crashed' | 'error';
  note?: string;
  /** Layout nodes drawn (ours includes the binary empty slots). */
  laidOut?: number;
  firstPaintMs?: number;
  /** Ours: worker fetch + parse + layout (load() call to its answer); peer: fetch + parse. */
  dataMs?: number;
  loadLongTasks?: LongTaskSummary;
  gestureLongTasks?: LongTaskSummary;
  /** Raw JSON only: the page's marks (ms from navigation start) and every long task, so a
   * long task can be placed in its phase (page start, worker load, scene, first draw). */
  marks?: Record<string, number>;
  longTaskList?: { start: number; duration: number }[];
  frameP50?: number;
  frameP95?: number;
  /** Frame intervals over 25 ms (a missed vsync at 60 Hz) and all intervals, in the gesture. */
  slowFrames?: number;
  frames?: number;
  drawP50?: number;
  drawP95?: number;
  /** Main-thread task time (CDP TaskDuration) over the gesture, ms. */
  gestureBusyMs?: number;
  gestureMs?: number;
  domNodes?: number;
  jsHeapMb?: number;
  workerHeapMb?: number;
  workerPeakMb?: number;
}

export interface LongTaskSummary {
  count: number;
  maxMs: number;
  totalMs: number;
}

export function quantile(values: readonly number[], q: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[at];
}

export const intervals = (times: readonly number[]) => times.slice(1).map((t, i) => t - times[i]!);

export function summariseLongTasks(
  tasks: readonly { start: number; duration: number }[],
  from: number,
  to: number,
): LongTaskSummary {
  const inside = tasks.filter((t) => t.start >= from && t.start < to);
  return {
    count: inside.length,
    maxMs: inside.reduce((m, t) => Math.max(m, t.duration), 0),
    totalMs: inside.reduce((s, t) => s + t.duration, 0),
  };
}

const ms = (v: number | undefined) =>
  v === undefined ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0);
/** Frame intervals to 0.1 ms: at 60 Hz they sit on 16.7 and the target is 16.7. */
const ms1 = (v: number | undefined) => (v === undefined ? '–' : v.toFixed(1));
const mb = (v: number | undefined) =>
  v === undefined ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0);
const tasks = (s: LongTaskSummary | undefined) =>
  s === undefined ? '–' : s.count === 0 ? '0' : `${s.count} (max ${s.maxMs.toFixed(0)})`;
const ratio = (peer: number | undefined, ours: number | undefined) =>
  peer === undefined || ours === undefined || ours <= 0 ? '–' : `${(peer / ours).toFixed(1)}×`;
const size = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n));

const header = [
  'shape',
  'nodes',
  'side',
  'first paint ms',
  'of which data ms',
  'long tasks load',
  'long tasks gesture',
  'frame p50 ms',
  'frame p95 ms',
  'frames > 25 ms',
  'draw p50/p95 ms',
  'main busy in gesture ms',
  'DOM elements',
  'JS heap MB',
  'worker MB (kept after GC / peak)',
];

function row(r: CaseResult, capS: number): string[] {
  const label = r.side === 'ours' ? 'ours' : 'd3-org-chart';
  if (r.status !== 'ok' && r.status !== 'gesture-timeout') {
    const why =
      r.status === 'timeout'
        ? `did not finish within ${capS} s`
        : `${r.status}${r.note ? `: ${r.note}` : ''}`;
    return [r.shape, size(r.nodes), label, why, ...header.slice(4).map(() => '')];
  }
  return [
    r.shape,
    size(r.nodes),
    label,
    ms(r.firstPaintMs),
    ms(r.dataMs),
    tasks(r.loadLongTasks),
    r.status === 'gesture-timeout' ? `gesture > ${capS} s` : tasks(r.gestureLongTasks),
    ms1(r.frameP50),
    ms1(r.frameP95),
    r.frames === undefined ? '–' : `${r.slowFrames} of ${r.frames}`,
    r.drawP50 === undefined ? '–' : `${ms(r.drawP50)} / ${ms(r.drawP95)}`,
    r.gestureBusyMs === undefined ? '–' : `${ms(r.gestureBusyMs)} of ${ms(r.gestureMs)}`,
    String(r.domNodes ?? '–'),
    mb(r.jsHeapMb),
    r.workerHeapMb === undefined ? '–' : `${mb(r.workerHeapMb)} / ${mb(r.workerPeakMb)}`,
  ];
}

/** A Markdown table of every case, then the d3-org-chart / ours ratios per size. */
export function formatReport(results: readonly CaseResult[], capS: number): string {
  const rows = results.map((r) => row(r, capS));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const out = [
    line(header),
    `|${widths.map((w, i) => (i < 3 ? ':' : '-').padEnd(w + 1, '-') + (i < 3 ? '-' : ':')).join('|')}|`,
  ];
  out.push(...rows.map(line));

  const ratioLines = ['', 'd3-org-chart / ours (higher is better for ours):'];
  for (const ours of results.filter((r) => r.side === 'ours' && r.firstPaintMs !== undefined)) {
    const peer = results.find(
      (r) => r.side === 'peer' && r.shape === ours.shape && r.nodes === ours.nodes,
    );
    const where = `${ours.shape} ${size(ours.nodes)}`;
    if (!peer) continue;
    if (peer.firstPaintMs === undefined) {
      ratioLines.push(
        `  ${where}: d3-org-chart ${peer.status === 'timeout' ? `did not finish within ${capS} s` : peer.status}; ours first paint ${ms(ours.firstPaintMs)} ms (> ${ratio(capS * 1000, ours.firstPaintMs)})`,
      );
      continue;
    }
    ratioLines.push(
      `  ${where}: first paint ${ratio(peer.firstPaintMs, ours.firstPaintMs)}, frame p95 ${ratio(peer.frameP95, ours.frameP95)}, ` +
        `DOM elements ${ratio(peer.domNodes, ours.domNodes)}, JS heap ${ratio(peer.jsHeapMb, ours.jsHeapMb)}`,
    );
  }
  return [...out, ...ratioLines].join('\n');
}
