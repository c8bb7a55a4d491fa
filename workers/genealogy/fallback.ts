import type { GenealogyApi } from './protocol';
import { GenealogySession } from './session';

/**
 * The genealogy API on the main thread, for browsers without module workers: the same
 * session code, answered directly (nothing to transfer, so nothing is copied either).
 */
export function createGenealogyFallback(session = new GenealogySession()): GenealogyApi {
  return {
    load: (url, headers, options) => session.load(url, headers, options),
    expand: (url, headers, atId) => session.expand(url, headers, atId),
    collapse: async (atId) => session.collapse(atId),
    hitTest: async (x, y) => session.hitTest(x, y),
    query: async (minX, minY, maxX, maxY) => session.query(minX, minY, maxX, maxY),
    findByUsername: async (username) => session.findByUsername(username),
    details: async (indices) => session.details(indices),
  };
}
