import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  companySpotItemSchema,
  createdSpotSchema,
  enterpriseSpotImageSchema,
  enterpriseSpotInputSchema,
  enterpriseSpotSchema,
  enterpriseSpotUpdateSchema,
  geocodeQuerySchema,
  geocodeResultSchema,
  spotCategoryOptionSchema,
  spotImageKinds,
} from '@/api/contracts/enterprise-spots';
import { localeQuerySchema, spotDetailSchema } from '@/api/contracts/spots';
import { REVIEW_LIMITS } from '@/lib/constants';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk, uploadFileField } from '../../openapi-helpers';
import { reviewUploadBodyLimit } from '../reviews/upload-body-limit';

const tags = ['enterprise'];
const who =
  "The company's members by role (decision 044): STAFF and up read, MANAGER and up write; an admin may do " +
  `everything for every company. Another company's member or a lower role: ${codeDoc('FORBIDDEN')}; unknown or ` +
  'deleted pop-up: 404; anonymous: 401.';
const companyParams = z.object({ companyId: idParam });
const spotParams = z.object({ id: idParam });
const json = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

// GET /api/v1/enterprise/companies/{companyId}/spots - the company's pop-ups, drafts included
export const listCompanySpots = createRoute({
  method: 'get',
  path: '/v1/enterprise/companies/{companyId}/spots',
  tags,
  summary: "A company's pop-ups",
  description: `Every pop-up of the company that isn't deleted, unpublished ones included, most recently changed first. ${who}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: companyParams },
  responses: { ...jsonOk(z.array(companySpotItemSchema)), ...jsonErrors(401, 403, 404) },
});

// POST /api/v1/enterprise/companies/{companyId}/spots - a new pop-up, unpublished
export const createCompanySpot = createRoute({
  method: 'post',
  path: '/v1/enterprise/companies/{companyId}/spots',
  tags,
  summary: 'Create a pop-up',
  description:
    'Every field of the detail; created unpublished. Invalid fields: 400 / 40000000 with field errors (the period ' +
    'ends on or after it starts, the pre-reservation window closes after it opens, links are https:// or a path ' +
    `starting with /). ${who}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: companyParams, ...json(enterpriseSpotInputSchema) },
  responses: { ...jsonOk(createdSpotSchema), ...jsonErrors(400, 401, 403, 404) },
});

// GET /api/v1/enterprise/spots/{id} - the whole editable record
export const getCompanySpot = createRoute({
  method: 'get',
  path: '/v1/enterprise/spots/{id}',
  tags,
  summary: 'A pop-up to edit',
  description: `Every field, images, categories, benefits, websites and the en/ja/zh translations. ${who}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: spotParams },
  responses: { ...jsonOk(enterpriseSpotSchema), ...jsonErrors(401, 403, 404) },
});

// GET /api/v1/enterprise/spots/{id}/preview - the public page's data, published or not
export const previewCompanySpot = createRoute({
  method: 'get',
  path: '/v1/enterprise/spots/{id}/preview',
  tags,
  summary: 'Preview a pop-up as its page will show it',
  description:
    "The pop-up's detail (the shape of GET /v1/spots/{id}) whether it is published or not, for the " +
    "company's members of any role and admins. Anyone else: 404 (a draft is not shown to exist). Never cached.",
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: spotParams, query: localeQuerySchema },
  responses: { ...jsonOk(spotDetailSchema), ...jsonErrors(401, 404) },
});

// PUT /api/v1/enterprise/spots/{id} - replace every field
export const updateCompanySpot = createRoute({
  method: 'put',
  path: '/v1/enterprise/spots/{id}',
  tags,
  summary: 'Save a pop-up',
  description:
    'Replaces every field; arrays as a whole, a translation set to null is removed. `images` lists the ' +
    "pop-up's images in order with their kind; one left out is removed. Its public pages follow at once; " +
    `keyword followers hear of a public pop-up whose title, name, tags or address changed. ${who}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: spotParams, ...json(enterpriseSpotUpdateSchema) },
  responses: { ...jsonOk(enterpriseSpotSchema), ...jsonErrors(400, 401, 403, 404) },
});

// POST /api/v1/enterprise/spots/{id}/publish - public now
export const publishCompanySpot = createRoute({
  method: 'post',
  path: '/v1/enterprise/spots/{id}/publish',
  tags,
  summary: 'Publish a pop-up',
  description: `Public from now on (its page, search, lists); keyword followers are notified. ${who}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: spotParams },
  responses: { ...jsonOk(enterpriseSpotSchema), ...jsonErrors(401, 403, 404) },
});

// POST /api/v1/enterprise/spots/{id}/unpublish - off the public pages
export const unpublishCompanySpot = createRoute({
  method: 'post',
  path: '/v1/enterprise/spots/{id}/unpublish',
  tags,
  summary: 'Unpublish a pop-up',
  description: `Leaves every list; its page answers 'deleted content' until published again. ${who}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: spotParams },
  responses: { ...jsonOk(enterpriseSpotSchema), ...jsonErrors(401, 403, 404) },
});

// DELETE /api/v1/enterprise/spots/{id} - soft delete
export const deleteCompanySpot = createRoute({
  method: 'delete',
  path: '/v1/enterprise/spots/{id}',
  tags,
  summary: 'Delete a pop-up',
  description: `A soft delete: its page answers 'deleted content', it leaves every list and the console. ${who}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: spotParams },
  responses: { ...jsonOk(z.null()), ...jsonErrors(401, 403, 404) },
});

// POST /api/v1/enterprise/spots/{id}/images - upload one image
export const uploadCompanySpotImage = createRoute({
  method: 'post',
  path: '/v1/enterprise/spots/{id}/images',
  tags,
  summary: 'Upload a pop-up image',
  description:
    `The review uploads' rules: PNG, JPEG or WebP bytes (checked by content; HEIC converted to JPEG first), at most ` +
    `${REVIEW_LIMITS.maxImageBytes} bytes, stored re-encoded as WebP without metadata, with AVIF/WebP variants. ` +
    'kind HERO (the gallery) or DETAIL (the detail-images tab). It joins the end of its kind at once; order and ' +
    `removal are part of the PUT. A bad image: 400 / 40000000; too large: 413 / 41300000. ${who}`,
  security: bearerSecurity,
  middleware: [requireUser, reviewUploadBodyLimit] as const,
  request: {
    params: spotParams,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: uploadFileField(), kind: z.enum(spotImageKinds).default('HERO') }),
        },
      },
    },
  },
  responses: { ...jsonOk(enterpriseSpotImageSchema), ...jsonErrors(400, 401, 403, 404, 413, 429) },
});

// GET /api/v1/enterprise/geocode - address search for the editor
export const geocode = createRoute({
  method: 'get',
  path: '/v1/enterprise/geocode',
  tags,
  summary: 'Find an address',
  description:
    "Candidates with coordinates from the configured geocoder (Kakao Local when its key is set). `provider: 'none'`: " +
    'no geocoder, no candidates; place the pin on the map. The geocoder failing: 503 / 50300000. A MANAGER or ' +
    `OWNER of any company, or an admin; anyone else ${codeDoc('FORBIDDEN')}; anonymous: 401.`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { query: geocodeQuerySchema },
  responses: { ...jsonOk(geocodeResultSchema), ...jsonErrors(400, 401, 403, 503) },
});

// GET /api/v1/enterprise/spot-categories - categories a pop-up may be given
export const listSpotCategoryOptions = createRoute({
  method: 'get',
  path: '/v1/enterprise/spot-categories',
  tags,
  summary: 'Pop-up categories',
  description: 'The categories in display order (Korean names), for the editor. Signed in; anonymous: 401.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(z.array(spotCategoryOptionSchema)), ...jsonErrors(401) },
});
