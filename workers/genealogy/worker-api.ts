import * as Comlink from 'comlink';
import { browserCopyStore } from './org-copy-idb';
import type { GenealogyApi, OrgProgress } from './protocol';
import { GenealogySession, rejectionOf, transferablesOf } from './session';

/** A failed request leaves as its plain record, which structured cloning keeps whole. */
const reject = (error: unknown): never => {
  throw rejectionOf(error);
};

/**
 * The worker's side of the API: every typed array it returns is transferred, not cloned.
 * The session keeps nothing that is transferred (see GenealogySession).
 */
export function createWorkerApi(
  session = new GenealogySession({ copies: browserCopyStore() }),
): GenealogyApi {
  return {
    async load(url, headers, onProgress, options, keep) {
      // Each view leaves as it is made; the worker keeps only its private copies.
      const send = (p: OrgProgress) =>
        onProgress(p.view ? Comlink.transfer(p, transferablesOf(p.view.layout)) : p);
      return session.load(url, headers, send, options, keep).catch(reject);
    },
    async expand(url, headers, atId) {
      const view = await session.expand(url, headers, atId).catch(reject);
      return Comlink.transfer(view, transferablesOf(view.layout));
    },
    async collapse(atId) {
      const view = session.collapse(atId);
      return Comlink.transfer(view, transferablesOf(view.layout));
    },
    async findByUsername(username) {
      return session.findByUsername(username);
    },
    async cards(indices) {
      return session.cards(indices);
    },
    async cancel() {
      session.cancel();
    },
    async analyse(spec) {
      const a = session.analyse(spec);
      return a ? Comlink.transfer(a, [a.colour.buffer, a.style.buffer, a.highlight.buffer]) : null;
    },
    async statistics(until) {
      return session.statistics(until);
    },
  };
}
