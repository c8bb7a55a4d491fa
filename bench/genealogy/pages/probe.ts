// Measurements taken inside a bench page, the same for our explorer and for the peer:
// marks, long tasks (PerformanceObserver 'longtask') and a requestAnimationFrame clock
// that records frame timestamps while a gesture runs. run.ts reads them back.
//
// The probe stays off the main thread while a page loads: the frame clock runs only during
// the gesture (a rAF loop makes the renderer produce a main-thread frame every vsync, and on
// a busy machine those frames, not the page, showed up as load-time long tasks), and the
// page says it is ready with one console message instead of being polled.
import { READY_MESSAGE } from './ready';

export interface ProbeResult {
  marks: Record<string, number>;
  longTasks: { start: number; duration: number }[];
  frames: number[];
  drawMs: number[];
  domNodes: number;
  error: string | null;
  info: Record<string, number | string>;
}

const state: ProbeResult = {
  marks: {},
  longTasks: [],
  frames: [],
  drawMs: [],
  domNodes: 0,
  error: null,
  info: {},
};
let recording = false;

new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    state.longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });

function tick(t: number) {
  if (!recording) return;
  state.frames.push(t);
  requestAnimationFrame(tick);
}

export const mark = (name: string) => {
  state.marks[name] = performance.now();
  if (name === 'ready') console.info(READY_MESSAGE);
};

/** Marks `name` once what was just drawn has reached the screen (the next frame). */
export function markPainted(name: string): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        mark(name);
        resolve();
      }, 0),
    ),
  );
}

export const recordDraw = (ms: number) => {
  if (recording) state.drawMs.push(ms);
};

export const fail = (error: unknown) => {
  state.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
};

export const setInfo = (key: string, value: number | string) => {
  state.info[key] = value;
};

declare global {
  interface Window {
    bench: {
      startGesture(): void;
      stopGesture(): void;
      result(): ProbeResult;
    };
  }
}

window.bench = {
  startGesture() {
    state.frames = [];
    state.drawMs = [];
    mark('gestureStart');
    recording = true;
    requestAnimationFrame(tick);
  },
  stopGesture() {
    recording = false;
    mark('gestureEnd');
  },
  result() {
    state.domNodes = document.getElementsByTagName('*').length;
    return state;
  },
};

/** The fixture URL and the tree mode, from the page's query string. */
export function benchParams(): { fixture: string; mode: 'binary' | 'unilevel' } {
  const q = new URLSearchParams(location.search);
  return {
    fixture: q.get('fixture') ?? '',
    mode: q.get('mode') === 'binary' ? 'binary' : 'unilevel',
  };
}
