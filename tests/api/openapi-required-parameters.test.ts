import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../utils/openapi-document';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

/*
 * The OpenAPI document says which parameters a call needs exactly as the server enforces it:
 * a client generated from the document must not leave out what the server then refuses.
 */
describe('required parameters in the OpenAPI document', () => {
  it('marks the map viewport’s four bounds required, as the server requires them', async () => {
    const doc = await loadOpenApiDocument(ctx.app);
    const map = doc.paths['/api/v1/spots/map'].get;
    const byName = Object.fromEntries((map.parameters ?? []).map((p) => [p.name, p]));
    for (const name of ['swLat', 'swLng', 'neLat', 'neLng']) {
      expect(byName[name], name).toMatchObject({ in: 'query', required: true, schema: { type: 'number' } });
    }
    expect(byName.keyword.required ?? false).toBe(false);
    // Each one left out is refused, naming it.
    const all = { swLat: '37.4', swLng: '126.8', neLat: '37.7', neLng: '127.2' };
    for (const name of Object.keys(all)) {
      const query = new URLSearchParams(Object.entries(all).filter(([key]) => key !== name));
      const res = await call<{ fieldErrors: Record<string, string[]> }>(ctx.app, 'GET', `/api/v1/spots/map?${query}`);
      expect(res.status, name).toBe(400);
      expect(Object.keys(res.body.data.fieldErrors)).toContain(`query.${name}`);
      // An empty or blank value is missing too, not 0.
      for (const empty of ['', ' ']) {
        const blank = await call(ctx.app, 'GET', `/api/v1/spots/map?${query}&${name}=${encodeURIComponent(empty)}`);
        expect(blank.status, `${name}=${JSON.stringify(empty)}`).toBe(400);
      }
    }
    const ok = await call(ctx.app, 'GET', `/api/v1/spots/map?${new URLSearchParams(all)}`);
    expect(ok.status).toBe(200);
  });
});
