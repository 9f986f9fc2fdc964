/**
 * The kinds of spot. lib/ may not import api/ (decision 025), so the list lives here and
 * api/contracts/spots.ts builds its zod enum from it.
 */
export const spotTypes = ['STORE', 'EXHIBITION', 'EVENT', 'FESTIVAL', 'PARTNER', 'POPSPOT_STORE'] as const;

export type SpotType = (typeof spotTypes)[number];
