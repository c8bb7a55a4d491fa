import { notFound } from '../shared/app-error';

/**
 * A numeric id from the path. One that cannot be an id (not digits, beyond bigint) names
 * nothing: 404, the same answer as an id that is someone else's.
 */
export function pathId(raw: string, what: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw notFound(`${what} not found.`);
  return Number(raw);
}
