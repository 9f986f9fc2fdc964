import { z } from 'zod';
import { BRN_PATTERN, COMPANY_DOMAIN_PATTERN } from '@/lib/company-inputs';

/** Companies and their e-mail domains, registered by an admin (decision 044). */

/** 'monohaus.kr': lower-case host name with a dot, no '@' and no scheme. */
const companyDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(COMPANY_DOMAIN_PATTERN, 'must be a domain such as example.co.kr');

/** 사업자등록번호: ten digits; '123-45-67890' is accepted and stored as digits. */
const businessRegistrationNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/-/g, ''))
  .pipe(z.string().regex(BRN_PATTERN, 'must be 10 digits'));

const companyFields = {
  name: z.string().trim().min(1).max(100),
  businessRegistrationNumber: businessRegistrationNumberSchema,
  /** The company's contact address. */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'must be an email address' })),
};

export const createCompanyBodySchema = z.object({
  ...companyFields,
  domains: z.array(companyDomainSchema).max(20).default([]),
});
export type CreateCompanyBody = z.input<typeof createCompanyBodySchema>;

export const updateCompanyBodySchema = z
  .object({
    name: companyFields.name.optional(),
    businessRegistrationNumber: companyFields.businessRegistrationNumber.optional(),
    email: companyFields.email.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'nothing to change');

export const addCompanyDomainBodySchema = z.object({ domain: companyDomainSchema });
export type AddCompanyDomainBody = z.input<typeof addCompanyDomainBodySchema>;

export const adminCompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    businessRegistrationNumber: z.string(),
    email: z.string(),
    domains: z.array(z.object({ id: z.number().int(), domain: z.string() })),
    /** Verified members. */
    memberCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminCompany' });
export type AdminCompany = z.infer<typeof adminCompanySchema>;
