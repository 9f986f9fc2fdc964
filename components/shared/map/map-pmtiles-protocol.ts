/**
 * maplibre's `pmtiles://` URLs (decision 053): a style whose sources point at a PMTiles archive
 * (`pmtiles://https://maps.example.com/korea.pmtiles`, self-hosted tiles on any static file
 * host) is read with the `pmtiles` package's protocol, fetched the first time such a tile is
 * asked for: the default basemap (OpenFreeMap's tile URLs) never loads it. Registered by the
 * lazily loaded map module (load-maplibre.ts), so none of this is in a page's first load.
 */
type AddProtocolAction = Parameters<typeof import('maplibre-gl').addProtocol>[1];

let pending: Promise<AddProtocolAction> | null = null;

function loadProtocol(): Promise<AddProtocolAction> {
  pending ??= import('pmtiles').then(
    ({ Protocol }) => new Protocol().tilev4 as AddProtocolAction,
    (error: unknown) => {
      // Offline or a replaced chunk: the next tile tries again.
      pending = null;
      throw error;
    },
  );
  return pending;
}

export const pmtilesProtocol: AddProtocolAction = async (params, abortController) => {
  const tile = await loadProtocol();
  return tile(params, abortController);
};
