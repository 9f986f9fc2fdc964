/** The join flow's own words for each refusal (enterprise.join.errors.<code>); others are generic. */
const JOIN_ERROR_CODES = [40000201, 40000202, 40000203, 40000204, 40000206, 40000207, 42900000] as const;
type JoinErrorCode = (typeof JOIN_ERROR_CODES)[number];

export function joinErrorKey(code: number): `errors.${JoinErrorCode}` | 'errors.other' {
  return (JOIN_ERROR_CODES as readonly number[]).includes(code) ? `errors.${code as JoinErrorCode}` : 'errors.other';
}
