/** One call or property write made on a RecordingContext. */
export type Recorded = { op: string; args: unknown[] };

/**
 * A stand-in for CanvasRenderingContext2D that records every call and property write, so
 * tests (and nothing else: jsdom has no canvas) can check what a pure renderer drew.
 * measureText says every character is `charWidth` pixels wide.
 */
export function recordingContext(charWidth = 7): {
  ctx: CanvasRenderingContext2D;
  calls: Recorded[];
} {
  const calls: Recorded[] = [];
  const props: Record<string, unknown> = {};
  const target = {
    measureText: (text: string) => ({ width: text.length * charWidth }),
  };
  const ctx = new Proxy(target, {
    get(t, name: string) {
      if (name in t) return t[name as keyof typeof t];
      if (name in props) return props[name];
      return (...args: unknown[]) => {
        calls.push({ op: name, args });
      };
    },
    set(_t, name: string, value: unknown) {
      props[name] = value;
      calls.push({ op: `set:${name}`, args: [value] });
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}
