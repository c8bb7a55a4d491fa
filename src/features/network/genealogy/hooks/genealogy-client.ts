import * as Comlink from 'comlink';
import { apiErrorFromWire } from '@/api/http';
import { isGenealogyErrorRecord, type GenealogyApi } from '@workers/genealogy/protocol';

export interface GenealogyClient {
  api: GenealogyApi;
  /** 'worker' normally; 'main-thread' when workers are missing or failed to start. */
  readonly where: () => 'worker' | 'main-thread';
  close(): void;
}

class WorkerFailed extends Error {}

/**
 * What a failed call rejects with on this side: a failed genealogy request becomes the HTTP
 * client's `ApiError` (a 401 signs the member out, as for any other call); anything else is
 * passed on as it is.
 */
export function apiErrorOfRejection(error: unknown): unknown {
  if (!isGenealogyErrorRecord(error)) return error;
  const { status, error_code, message, errors, text } = error;
  return apiErrorFromWire(status, { error_code, message, errors }, text);
}

/**
 * The main-thread fallback, loaded only when it is needed: the stream reader and the layout
 * engine then ship once, in the worker's chunk, plus a lazy chunk nobody downloads while
 * workers run (decision 014).
 */
const loadFallback = async (): Promise<GenealogyApi> =>
  (await import('@workers/genealogy/fallback')).createGenealogyFallback();

/**
 * The genealogy API in a module worker, or the same code on the main thread when there is
 * no Worker or its script fails to start (a pending Comlink call would wait forever, so
 * every call races the worker's error event and is retried on the fallback).
 */
export function startGenealogyClient(): GenealogyClient {
  let fallback: Promise<GenealogyApi> | null = null;
  let worker: Worker | null = null;
  let remote: Comlink.Remote<GenealogyApi> | null = null;
  let failed: Promise<never> = new Promise(() => {});

  const switchToFallback = () => {
    worker?.terminate();
    worker = null;
    remote = null;
    // A chunk that failed to load is asked for again by the next call.
    fallback ??= loadFallback().catch((error: unknown) => {
      fallback = null;
      throw error;
    });
    return fallback;
  };

  try {
    if (typeof Worker === 'undefined') throw new WorkerFailed('No Worker');
    const w = new Worker(new URL('../../../../../workers/genealogy-worker.ts', import.meta.url), {
      type: 'module',
      name: 'genealogy',
    });
    failed = new Promise((_, reject) => {
      w.addEventListener('error', () => reject(new WorkerFailed('Worker failed')), { once: true });
    });
    failed.catch(() => {});
    worker = w;
    remote = Comlink.wrap<GenealogyApi>(w);
  } catch {
    // No worker: the first call loads the fallback.
  }

  const call =
    <K extends keyof GenealogyApi>(name: K) =>
    async (...args: Parameters<GenealogyApi[K]>): Promise<Awaited<ReturnType<GenealogyApi[K]>>> => {
      type Fn = (
        ...a: Parameters<GenealogyApi[K]>
      ) => Promise<Awaited<ReturnType<GenealogyApi[K]>>>;
      try {
        if (remote) {
          try {
            return await Promise.race([(remote[name] as unknown as Fn)(...args), failed]);
          } catch (error) {
            if (!(error instanceof WorkerFailed)) throw error;
          }
        }
        return await ((await switchToFallback())[name] as unknown as Fn)(...args);
      } catch (error) {
        throw apiErrorOfRejection(error);
      }
    };

  const api: GenealogyApi = {
    // The progress callback crosses to the worker as a Comlink proxy (called directly by the
    // main-thread fallback, which it also suits).
    load: (url, headers, onProgress, options, keep) =>
      call('load')(url, headers, Comlink.proxy(onProgress), options, keep),
    expand: call('expand'),
    collapse: call('collapse'),
    findByUsername: call('findByUsername'),
    cards: call('cards'),
    cancel: call('cancel'),
    analyse: call('analyse'),
    statistics: call('statistics'),
  };
  return {
    api,
    where: () => (remote ? 'worker' : 'main-thread'),
    close() {
      if (remote) remote[Comlink.releaseProxy]();
      worker?.terminate();
    },
  };
}
