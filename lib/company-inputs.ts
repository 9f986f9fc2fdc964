/**
 * The company console's inputs as plain checks (decision 044), shared by the API's contracts
 * (api/contracts/enterprise.ts, admin-companies.ts) and the console's forms, which check
 * before sending without loading zod in the browser. The API's schemas decide.
 */

export const COMPANY_ROLES = ['OWNER', 'MANAGER', 'STAFF'] as const;

/** The mailed code: six digits. */
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;

/** 'monohaus.kr', 'company.co.kr': lower-case labels joined by dots, no '@', no scheme. */
export const COMPANY_DOMAIN_PATTERN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

/** 사업자등록번호 as stored: ten digits. */
export const BRN_PATTERN = /^\d{10}$/;

/** A quick shape check for an e-mail address (the API's zod check is the strict one). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normalizeEmail = (value: string) => value.trim().toLowerCase();
export const normalizeBrn = (value: string) => value.trim().replace(/-/g, '');

export function looksLikeEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_SHAPE.test(value);
}

/** The part after the last '@'. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);
