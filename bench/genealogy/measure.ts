// One bench case: a fresh browser context opens a bench page on a fixture, waits for the
// first paint (capped), then plays the scripted gesture and reads the figures back.
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { ProbeResult } from './pages/probe';
import { READY_MESSAGE } from './pages/ready';
import { intervals, quantile, summariseLongTasks, type CaseResult, type Side } from './report';

export const viewport = { width: 1280, height: 800 };
const MB = 1024 * 1024;

export interface CaseSpec {
  side: Side;
  shape: 'binary' | 'unilevel';
  nodes: number;
  fixturePath: string;
  baseUrl: string;
  capS: number;
}

/** The same gesture on both sides: a drag pan, then wheel zoom in and back out. */
export async function gesture(page: Page, cx = viewport.width / 2, cy = viewport.height / 2) {
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 1; i <= 40; i++) {
    await page.mouse.move(cx - i * 8, cy - i * 4);
    await page.waitForTimeout(8);
  }
  await page.mouse.up();
  for (const dy of [-100, 100]) {
    for (let i = 0; i < 15; i++) {
      await page.mouse.wheel(0, dy);
      await page.waitForTimeout(16);
    }
  }
  await page.waitForTimeout(250);
}

/**
 * Memory of the page's dedicated worker through a CDP session auto-attached to it (the
 * worker is not a page, so Playwright's own CDP sessions cannot reach it).
 */
export async function workerHeapProbe(cdp: CDPSession) {
  let sessionId: string | null = null;
  let next = 1;
  type HeapUsage = { usedSize: number; backingStorageSize?: number };
  const waiting = new Map<number, (v: HeapUsage | null) => void>();
  cdp.on('Target.attachedToTarget', (e) => {
    if (e.targetInfo.type === 'worker') sessionId = e.sessionId;
  });
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const msg = JSON.parse(e.message) as {
      id?: number;
      result?: { usedSize: number; totalSize: number };
    };
    if (msg.id !== undefined) waiting.get(msg.id)?.(msg.result ?? null);
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  const call = async <T>(method: string): Promise<T | null> => {
    if (sessionId === null) return null;
    const id = next++;
    const answer = new Promise<T | null>((resolve) => {
      waiting.set(id, resolve as (v: HeapUsage | null) => void);
      setTimeout(() => resolve(null), 5000);
    });
    await cdp
      .send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method }),
      })
      .catch(() => undefined);
    const r = await answer;
    waiting.delete(id);
    return r;
  };
  /** The V8 heap plus ArrayBuffer backing stores (typed arrays live outside the heap). */
  const heap = async (): Promise<number | undefined> => {
    const r = await call<HeapUsage>('Runtime.getHeapUsage');
    return r ? (r.usedSize + (r.backingStorageSize ?? 0)) / MB : undefined;
  };
  /** What the worker keeps: its heap after a full collection (the load's garbage gone). */
  const retained = async (): Promise<number | undefined> => {
    await call('HeapProfiler.collectGarbage');
    // The freed ArrayBuffers are swept after the collection, and the counters read as nearly
    // zero until then: wait until two readings 300 ms apart agree.
    let last = await heap();
    for (let k = 0; k < 10; k++) {
      await new Promise((r) => setTimeout(r, 300));
      const now = await heap();
      if (now !== undefined && last !== undefined && Math.abs(now - last) < 0.01 && now > 0.01)
        return now;
      last = now;
    }
    return last;
  };
  return { heap, retained };
}

const dataMs = (m: Record<string, number>) => {
  const end = m.layoutReceived ?? m.parsed;
  return end === undefined || m.loadStart === undefined ? undefined : end - m.loadStart;
};

async function metric(cdp: CDPSession, name: string): Promise<number | undefined> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === name)?.value;
}

export async function runCase(browser: Browser, spec: CaseSpec): Promise<CaseResult> {
  const base = { side: spec.side, shape: spec.shape, nodes: spec.nodes };
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  let crashed = false;
  page.on('crash', () => (crashed = true));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const workerHeap = await workerHeapProbe(cdp);
  let workerPeak = 0;
  const sampler = setInterval(() => {
    void workerHeap.heap().then((v) => {
      if (v !== undefined && v > workerPeak) workerPeak = v;
    });
  }, 100);

  let abandoned = false;
  const close = async () => {
    clearInterval(sampler);
    if (abandoned) return;
    // A renderer stuck in a long task may not answer; do not wait on it forever.
    await Promise.race([context.close(), new Promise((r) => setTimeout(r, 15_000))]);
  };

  try {
    const url = `${spec.baseUrl}/${spec.side}.html?fixture=${encodeURIComponent(spec.fixturePath)}&mode=${spec.shape}`;
    // The page logs once it is ready: nothing is injected into it or polled on its main
    // thread while it loads (polling evaluates Playwright's injected script there, ~20 ms,
    // right when the page starts its worker).
    const readyLogged = page
      .waitForEvent('console', {
        predicate: (m) => m.text() === READY_MESSAGE,
        timeout: spec.capS * 1000,
      })
      .then(() => true)
      .catch(() => false);
    await page.goto(url, { waitUntil: 'commit' });
    // The cap holds whatever the renderer does.
    let timer: NodeJS.Timeout | undefined;
    const ready = await Promise.race([
      readyLogged,
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), spec.capS * 1000))),
    ]);
    clearTimeout(timer);
    if (!ready) {
      // The renderer is stuck in the peer's layout and answers nothing, not even a close:
      // the caller kills this browser.
      abandoned = true;
      return { ...base, status: crashed ? 'crashed' : 'timeout' };
    }
    const loaded = await page.evaluate(() => window.bench.result());
    if (loaded.error) return { ...base, status: 'error', note: loaded.error };
    clearInterval(sampler);
    const workerAfter = await workerHeap.retained();

    const partial: CaseResult = {
      ...base,
      status: 'ok',
      laidOut: Number(loaded.info.nodes ?? spec.nodes),
      firstPaintMs: loaded.marks.firstPaint,
      dataMs: dataMs(loaded.marks),
      loadLongTasks: summariseLongTasks(loaded.longTasks, 0, loaded.marks.firstPaint ?? 0),
      marks: loaded.marks,
      longTaskList: loaded.longTasks,
      domNodes: loaded.domNodes,
      workerHeapMb: workerAfter,
      workerPeakMb: spec.side === 'ours' ? Math.max(workerPeak, workerAfter ?? 0) : undefined,
    };
    const busyBefore = await metric(cdp, 'TaskDuration');
    await page.evaluate(() => window.bench.startGesture());
    // The gesture is capped too: a renderer busy for seconds per frame would take hours.
    let gestureTimer: NodeJS.Timeout | undefined;
    const played = await Promise.race([
      gesture(page).then(() => true),
      new Promise<false>(
        (resolve) => (gestureTimer = setTimeout(() => resolve(false), spec.capS * 1000)),
      ),
    ]);
    clearTimeout(gestureTimer);
    if (!played) {
      abandoned = true;
      // Whatever the page measured so far, if it still answers at all.
      const sofar = await Promise.race([
        page.evaluate(() => window.bench.result()).catch(() => null),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
      ]);
      return {
        ...partial,
        status: 'gesture-timeout',
        drawP50: sofar ? quantile(sofar.drawMs, 0.5) : undefined,
        drawP95: sofar ? quantile(sofar.drawMs, 0.95) : undefined,
        gestureLongTasks: sofar
          ? summariseLongTasks(sofar.longTasks, sofar.marks.gestureStart ?? 0, Infinity)
          : undefined,
        note: sofar ? `${sofar.drawMs.length} draws, ${sofar.frames.length} frames` : 'no answer',
      };
    }
    await page.evaluate(() => window.bench.stopGesture());
    const busyAfter = await metric(cdp, 'TaskDuration');
    const heap = await metric(cdp, 'JSHeapUsedSize');
    const r: ProbeResult = await page.evaluate(() => window.bench.result());

    const frames = intervals(r.frames);
    const { gestureStart = 0, gestureEnd = 0 } = r.marks;
    return {
      ...partial,
      marks: r.marks,
      longTaskList: r.longTasks,
      gestureLongTasks: summariseLongTasks(r.longTasks, gestureStart, gestureEnd),
      frameP50: quantile(frames, 0.5),
      frameP95: quantile(frames, 0.95),
      slowFrames: frames.filter((f) => f > 25).length,
      frames: frames.length,
      drawP50: quantile(r.drawMs, 0.5),
      drawP95: quantile(r.drawMs, 0.95),
      gestureBusyMs:
        busyBefore === undefined || busyAfter === undefined
          ? undefined
          : (busyAfter - busyBefore) * 1000,
      gestureMs: gestureEnd - gestureStart,
      domNodes: r.domNodes,
      jsHeapMb: heap === undefined ? undefined : heap / MB,
    };
  } catch (e) {
    return {
      ...base,
      status: crashed ? 'crashed' : 'error',
      note: e instanceof Error ? e.message.split('\n')[0] : String(e),
    };
  } finally {
    await close();
  }
}
