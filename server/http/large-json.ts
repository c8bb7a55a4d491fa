/**
 * A serializer that writes the answer without parsing it through its zod schema first.
 *
 * Only for answers of thousands of rows (the genealogy): zod re-validating 10k flat nodes
 * costs as much as querying them (decision 008). The schema still documents the route, the
 * handler's return type is checked against it at compile time, and the server tests parse
 * every such answer with the same wire schema.
 */
export const serializeWithoutValidation = () => (data: unknown) => JSON.stringify(data);
