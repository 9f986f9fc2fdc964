import { describe, expect, it } from 'vitest';
import { eagerClientPackages } from '../utils/client-graph';

/*
 * Heavy libraries stay out of every page's first load (decision 028): the review form's
 * validation (zod, react-hook-form), the map (maplibre-gl, supercluster), the image viewer's
 * zoom, the HEIC converter, the operator console's QR encoder and the company console's charts (uplot) load with the part that
 * needs them, through import(). A value imported from api/contracts/* counts too: the
 * contracts are zod schemas, so one constant taken from there brings zod along (types are
 * fine: they vanish at build time).
 *
 * The size itself is held by the budgets after the build (scripts/check-first-load-js.ts);
 * this names the import that broke one.
 */
const HEAVY = [
  'zod',
  'react-hook-form',
  '@hookform/resolvers',
  'maplibre-gl',
  'pmtiles',
  'supercluster',
  'react-zoom-pan-pinch',
  'heic2any',
  'qrcode',
  'uplot',
];

describe('first-load imports', () => {
  const eager = eagerClientPackages();

  it('finds the packages every page loads', () => {
    expect(eager.get('react')?.length).toBeGreaterThan(0);
    expect(eager.get('@tanstack/react-query')?.length).toBeGreaterThan(0);
  });

  it.each(HEAVY)('keeps %s out of the client code that loads with a page', (name) => {
    expect(eager.get(name) ?? []).toEqual([]);
  });
});
