import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Keyset } from '../../contract/paging';
import { requireSession } from './context';
import { requestLanguage, type PortalLanguage } from './language';
import { keysetPage, type PageRequest } from './paging';

/** What every cursor list answers (contract `cursorPageWire`): one page and the next one's URL. */
type CursorPage = { items: unknown[]; next_page_url: string | null };

/**
 * A list of the token's member's own rows, one cursor page a call (spec §7): GET `path`
 * validates the query, fetches the page after its `cursor` with `rows` and answers
 * `{ items, next_page_url }`, each row written by `toWire`. The route keeps the route policy's
 * default access (member only) and its OpenAPI entry comes from `schema` as for any route.
 */
export function memberListRoute<
  Query extends z.ZodType<{ cursor?: string | undefined }>,
  Page extends z.ZodType<CursorPage>,
  Row,
>(
  app: FastifyInstance,
  path: string,
  list: {
    schema: { description?: string; querystring: Query; response: Page };
    keyOf: (row: Row) => Keyset;
    /** `language`: the one the call is answered in, for rows holding company texts. */
    rows: (
      memberId: number,
      query: z.output<Query>,
      page: PageRequest,
      language: PortalLanguage,
    ) => Promise<Row[]>;
    toWire: (row: Row) => z.output<Page>['items'][number];
  },
) {
  const { response, ...schema } = list.schema;
  const options: RouteShorthandOptions = { schema: { ...schema, response: { 200: response } } };
  app.get(path, options, async (request) => {
    const { memberId } = requireSession(request);
    // Fastify has validated the query with `schema.querystring` before the handler runs; the
    // generic schema is beyond the type provider, so its type is named here once.
    const query = request.query as z.output<Query>;
    const language = requestLanguage(request);
    const page = await keysetPage(request, { cursor: query.cursor, keyOf: list.keyOf }, (p) =>
      list.rows(memberId, query, p, language),
    );
    return { items: page.items.map(list.toWire), next_page_url: page.nextPageUrl };
  });
}
