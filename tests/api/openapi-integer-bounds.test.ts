import { describe, expect, it } from 'vitest';
import { INT_MAX } from '@/api/contracts/envelope';
import {
  loadOpenApiDocument,
  operationsOf,
  resolveSchema,
  type JsonSchema,
  type OpenApiDocument,
} from '../utils/openapi-document';
import { call, createUser, setupTestApp } from '../utils/test-app';

/**
 * Every whole number a request can carry is bounded: ids to the database's int range, counts
 * and sizes to what they mean. An unbounded one reaches PostgreSQL as an int that overflows
 * (`ids: [2147483648]` answered 500, issue 31). Read from the OpenAPI document, so a new route
 * or field is checked by being there.
 */

const ctx = setupTestApp();

/** Each integer in a schema, as "where: problem" when it has no upper bound within INT_MAX. */
function unbounded(doc: OpenApiDocument, schema: JsonSchema, where: string, seen = new Set<JsonSchema>()): string[] {
  const s = resolveSchema(doc, schema);
  if (seen.has(s)) return [];
  seen.add(s);
  const found: string[] = [];
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('integer') && !s.enum && s.const === undefined) {
    const max = s.maximum ?? (s.exclusiveMaximum === undefined ? undefined : s.exclusiveMaximum - 1);
    if (max === undefined || max > INT_MAX) found.push(`${where}: maximum ${max ?? 'none'}`);
  }
  if (s.items) found.push(...unbounded(doc, s.items, `${where}[]`, seen));
  for (const [name, property] of Object.entries(s.properties ?? {}))
    found.push(...unbounded(doc, property, `${where}.${name}`, seen));
  if (typeof s.additionalProperties === 'object')
    found.push(...unbounded(doc, s.additionalProperties, `${where}{}`, seen));
  for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
    found.push(...unbounded(doc, part, where, seen));
  return found;
}

describe('integers in requests', () => {
  it('are all bounded within the database’s int range, in every parameter and body', async () => {
    const doc = await loadOpenApiDocument(ctx.app);
    const problems = operationsOf(doc).flatMap(({ key, operation }) => [
      ...(operation.parameters ?? []).flatMap((p) =>
        p.schema ? unbounded(doc, p.schema, `${key} ${p.in} ${p.name}`) : [],
      ),
      ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) =>
        media.schema ? unbounded(doc, media.schema, `${key} body`) : [],
      ),
    ]);
    expect(problems).toEqual([]);
  });

  it('answer 400 for an id past the range in a list of ids, never 500', async () => {
    const user = await createUser(ctx.db);
    const res = await call(ctx.app, 'PATCH', '/api/v1/users/notifications/read', {
      token: user.token,
      body: { ids: [INT_MAX + 1] },
    });
    expect(res.status).toBe(400);
    expect(res.body.result.code).toBeGreaterThanOrEqual(10_000_000);
  });
});
