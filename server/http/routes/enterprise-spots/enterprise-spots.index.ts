import { createCompanySpot } from '../../../services/enterprise/create-company-spot';
import { deleteCompanySpot } from '../../../services/enterprise/delete-company-spot';
import { getCompanySpot } from '../../../services/enterprise/get-company-spot';
import { previewCompanySpot } from '../../../services/enterprise/preview-company-spot';
import { listCompanySpots } from '../../../services/enterprise/list-company-spots';
import { listSpotCategoryOptions } from '../../../services/enterprise/list-spot-category-options';
import { setCompanySpotPublished } from '../../../services/enterprise/publish-company-spot';
import { searchAddress } from '../../../services/enterprise/search-address';
import { updateCompanySpot } from '../../../services/enterprise/update-company-spot';
import { uploadCompanySpotImage } from '../../../services/enterprise/upload-company-spot-image';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './enterprise-spots.routes';

export const enterpriseSpotsRouter = createRouter()
  .openapi(routes.listCompanySpots, async (c) =>
    ok(c, await listCompanySpots({ userId: c.get('signedInUser').userId, companyId: c.req.valid('param').companyId })),
  )
  .openapi(routes.createCompanySpot, async (c) =>
    ok(
      c,
      await createCompanySpot({
        userId: c.get('signedInUser').userId,
        companyId: c.req.valid('param').companyId,
        spot: c.req.valid('json'),
      }),
    ),
  )
  .openapi(routes.getCompanySpot, async (c) =>
    ok(c, await getCompanySpot({ userId: c.get('signedInUser').userId, spotId: c.req.valid('param').id })),
  )
  .openapi(routes.previewCompanySpot, async (c) =>
    ok(
      c,
      await previewCompanySpot({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        lang: c.req.valid('query').lang ?? 'ko',
      }),
    ),
  )
  .openapi(routes.updateCompanySpot, async (c) =>
    ok(
      c,
      await updateCompanySpot({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        body: c.req.valid('json'),
      }),
    ),
  )
  .openapi(routes.publishCompanySpot, async (c) =>
    ok(
      c,
      await setCompanySpotPublished({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        published: true,
      }),
    ),
  )
  .openapi(routes.unpublishCompanySpot, async (c) =>
    ok(
      c,
      await setCompanySpotPublished({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        published: false,
      }),
    ),
  )
  .openapi(routes.deleteCompanySpot, async (c) => {
    await deleteCompanySpot({ userId: c.get('signedInUser').userId, spotId: c.req.valid('param').id });
    return ok(c, null);
  })
  .openapi(routes.uploadCompanySpotImage, async (c) =>
    ok(
      c,
      await uploadCompanySpotImage({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        ...c.req.valid('form'),
      }),
    ),
  )
  .openapi(routes.geocode, async (c) =>
    ok(c, await searchAddress({ userId: c.get('signedInUser').userId, query: c.req.valid('query').query })),
  )
  .openapi(routes.listSpotCategoryOptions, async (c) => ok(c, await listSpotCategoryOptions()));
