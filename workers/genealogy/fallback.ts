import { browserCopyStore } from './org-copy-idb';
import type { GenealogyApi } from './protocol';
import { GenealogySession, rejectionOf } from './session';

/**
 * The genealogy API on the main thread, for browsers without module workers: the same
 * session code, answered directly (nothing to transfer, so nothing is copied either). It
 * rejects as the worker does: a failed request with its `GenealogyErrorRecord`.
 */
export function createGenealogyFallback(
  session = new GenealogySession({ copies: browserCopyStore() }),
): GenealogyApi {
  const answer = async <T>(work: () => T | Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw rejectionOf(error);
    }
  };
  return {
    load: (url, headers, onProgress, options, keep) =>
      answer(() => session.load(url, headers, onProgress, options, keep)),
    expand: (url, headers, atId) => answer(() => session.expand(url, headers, atId)),
    collapse: (atId) => answer(() => session.collapse(atId)),
    findByUsername: async (username) => session.findByUsername(username),
    cards: async (indices) => session.cards(indices),
    cancel: async () => session.cancel(),
    analyse: async (spec) => session.analyse(spec),
    statistics: async (until) => session.statistics(until),
  };
}
