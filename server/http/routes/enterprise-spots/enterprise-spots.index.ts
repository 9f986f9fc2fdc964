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
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './enterprise-spots.routes';

export const enterpriseSpotsRouter = createRouter()
  .openapi(routes.listCompanySpots, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await listCompanySpots({ userId, companyId: params.companyId }));
  })
  .openapi(routes.createCompanySpot, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await createCompanySpot({ userId, companyId: params.companyId, ...body }));
  })
  .openapi(routes.getCompanySpot, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await getCompanySpot({ userId, spotId: params.id }));
  })
  .openapi(routes.previewCompanySpot, async (c) => {
    const { userId, params, lang } = requestInput(c);
    return ok(c, await previewCompanySpot({ userId, spotId: params.id, lang }));
  })
  .openapi(routes.updateCompanySpot, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await updateCompanySpot({ userId, spotId: params.id, ...body }));
  })
  .openapi(routes.publishCompanySpot, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await setCompanySpotPublished({ userId, spotId: params.id, published: true }));
  })
  .openapi(routes.unpublishCompanySpot, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await setCompanySpotPublished({ userId, spotId: params.id, published: false }));
  })
  .openapi(routes.deleteCompanySpot, async (c) => {
    const { userId, params } = requestInput(c);
    await deleteCompanySpot({ userId, spotId: params.id });
    return ok(c, null);
  })
  .openapi(routes.uploadCompanySpotImage, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await uploadCompanySpotImage({ userId, spotId: params.id, ...body }));
  })
  .openapi(routes.geocode, async (c) => {
    const { userId, query } = requestInput(c);
    return ok(c, await searchAddress({ userId, ...query }));
  })
  .openapi(routes.listSpotCategoryOptions, async (c) => ok(c, await listSpotCategoryOptions()));
