export type Point = { x: number; y: number };

/**
 * Largest-Triangle-Three-Buckets (Steinarsson 2013): keeps `threshold` points whose line
 * looks like the full series' — peaks and dips survive, unlike taking every nth point.
 * A chart needs about two points per pixel of width; more only costs drawing time.
 * The first and last points are always kept; input is expected sorted by x.
 */
export function lttb<T extends Point>(data: readonly T[], threshold: number): T[] {
  const n = data.length;
  const target = Math.floor(threshold);
  if (target >= n || target < 3) return data.slice();
  const first = data[0] as T;
  const last = data[n - 1] as T;
  const out: T[] = [first];
  const bucket = (n - 2) / (target - 2);
  let a = 0;
  for (let i = 0; i < target - 2; i += 1) {
    // The average of the next bucket is the third corner of the triangle.
    const nextStart = Math.floor((i + 1) * bucket) + 1;
    const nextEnd = Math.min(Math.floor((i + 2) * bucket) + 1, n);
    let avgX = 0;
    let avgY = 0;
    for (let j = nextStart; j < nextEnd; j += 1) {
      const p = data[j] as T;
      avgX += p.x;
      avgY += p.y;
    }
    const count = Math.max(nextEnd - nextStart, 1);
    avgX /= count;
    avgY /= count;

    const start = Math.floor(i * bucket) + 1;
    const end = Math.floor((i + 1) * bucket) + 1;
    const pa = data[a] as T;
    let best = start;
    let bestArea = -1;
    for (let j = start; j < end; j += 1) {
      const p = data[j] as T;
      const area = Math.abs((pa.x - avgX) * (p.y - pa.y) - (pa.x - p.x) * (avgY - pa.y));
      if (area > bestArea) {
        bestArea = area;
        best = j;
      }
    }
    out.push(data[best] as T);
    a = best;
  }
  out.push(last);
  return out;
}

/** About two points per pixel, never fewer than a handful (spec-free rule of thumb). */
export const pointsForWidth = (widthPx: number): number => Math.max(Math.round(widthPx * 2), 8);
