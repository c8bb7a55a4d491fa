/** Areas are separate chunks; a chunk that has not arrived in 120 s fails (spec §9). */
const areaChunkTimeoutMs = 120_000;

export function withTimeout<T>(load: () => Promise<T>, ms = areaChunkTimeoutMs): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Loading the area took longer than ${ms / 1000} s`)),
        ms,
      );
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
