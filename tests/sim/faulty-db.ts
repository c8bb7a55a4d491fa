import type { Db, Queryable } from '../../server/db/connection';

/** The fault the simulation injects: a statement that fails inside a transaction. */
export class InjectedFault extends Error {
  constructor(readonly statement: number) {
    super(`injected fault at statement ${statement}`);
  }
}

/**
 * The same database, except that the `failAt`-th statement run inside its transactions throws
 * before reaching the database: the transaction aborts there, as it would on a lost connection
 * or a crash, and must leave nothing half done. `fired()` says whether the fault happened.
 */
export function faultyDb(db: Db, failAt: number): { db: Db; fired: () => boolean } {
  let count = 0;
  let fired = false;
  const wrap = (tx: Queryable): Queryable => ({
    query: (sql, params) => {
      count += 1;
      if (count === failAt) {
        fired = true;
        return Promise.reject(new InjectedFault(count));
      }
      return tx.query(sql, params);
    },
  });
  const faulty: Db = Object.create(db) as Db;
  faulty.transaction = (fn) => db.transaction((tx) => fn(wrap(tx)));
  return { db: faulty, fired: () => fired };
}
