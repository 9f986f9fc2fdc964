import { afterEach, describe, expect, it } from 'vitest';
import { mapStyleUrl, siteOrigin } from '@/app/server-config';
import { resetServerEnvForTests } from '@/server/env';

/**
 * The pages' server settings come through serverEnv() (the one reader of process.env) and are
 * passed down as props: the map style URL is read when the server runs, not inlined at build.
 */
const saved = { style: process.env.NEXT_PUBLIC_MAP_STYLE_URL, origin: process.env.PUBLIC_BASE_URL };

afterEach(() => {
  if (saved.style === undefined) delete process.env.NEXT_PUBLIC_MAP_STYLE_URL;
  else process.env.NEXT_PUBLIC_MAP_STYLE_URL = saved.style;
  if (saved.origin === undefined) delete process.env.PUBLIC_BASE_URL;
  else process.env.PUBLIC_BASE_URL = saved.origin;
  resetServerEnvForTests();
});

function withEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnvForTests();
}

describe('app/server-config', () => {
  it('answers the configured map style URL', () => {
    withEnv({ NEXT_PUBLIC_MAP_STYLE_URL: 'https://tiles.example.org/styles/liberty.json' });
    expect(mapStyleUrl()).toBe('https://tiles.example.org/styles/liberty.json');
  });

  it('answers the default basemap (OpenFreeMap, decision 053) when the style is unset or empty', () => {
    for (const value of [undefined, '']) {
      withEnv({ NEXT_PUBLIC_MAP_STYLE_URL: value });
      expect(mapStyleUrl()).toBe('https://tiles.openfreemap.org/styles/liberty');
    }
  });

  it('answers null (the plain background) for none or a value that is not an http(s) URL', () => {
    for (const value of ['none', 'ftp://tiles.example.org/style.json', 'not a url']) {
      withEnv({ NEXT_PUBLIC_MAP_STYLE_URL: value });
      expect(mapStyleUrl()).toBeNull();
    }
  });

  it('answers the public origin', () => {
    withEnv({ PUBLIC_BASE_URL: 'https://popspot.example.com' });
    expect(siteOrigin()).toBe('https://popspot.example.com');
  });
});
