import { beforeEach, describe, expect, it, vi } from 'vitest';

// The pmtiles package at the module edge: counts how often it is loaded and answers tiles.
const state = vi.hoisted(() => ({ loads: 0, calls: [] as unknown[] }));
vi.mock('pmtiles', () => {
  state.loads += 1;
  return {
    Protocol: class {
      tilev4 = async (params: { url: string }) => {
        state.calls.push(params.url);
        return { data: new Uint8Array([1, 2, 3]), cacheControl: undefined, expires: undefined };
      };
    },
  };
});

beforeEach(() => {
  vi.resetModules();
  Object.assign(state, { loads: 0, calls: [] });
});

describe('pmtiles:// tiles (self-hosted basemap)', () => {
  it('loads the pmtiles package on the first tile only, and answers tiles through it', async () => {
    const { pmtilesProtocol } = await import('@/components/shared/map/map-pmtiles-protocol');
    // Registering the protocol costs nothing: the package is not loaded yet.
    expect(state.loads).toBe(0);
    const url = 'pmtiles://https://maps.example.com/korea.pmtiles/14/13977/6344';
    const answer = await pmtilesProtocol({ url }, new AbortController());
    expect(answer.data).toEqual(new Uint8Array([1, 2, 3]));
    await pmtilesProtocol({ url: `${url}1` }, new AbortController());
    expect(state.loads).toBe(1);
    expect(state.calls).toEqual([url, `${url}1`]);
  });
});
