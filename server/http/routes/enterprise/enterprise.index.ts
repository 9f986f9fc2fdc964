import { createCompanySpot } from '../../../services/enterprise/create-company-spot';
import { deleteCompanySpot } from '../../../services/enterprise/delete-company-spot';
import { getCompanySpot } from '../../../services/enterprise/get-company-spot';
import { getMyEnterprise } from '../../../services/enterprise/get-my-enterprise';
import { getSpotStats } from '../../../services/enterprise/get-spot-stats';
import { inviteMember } from '../../../services/enterprise/invite-member';
import { listCompanyAudit, listSpotAudit } from '../../../services/enterprise/list-company-audit';
import { listCompanyMembers } from '../../../services/enterprise/list-company-members';
import { listCompanySpots } from '../../../services/enterprise/list-company-spots';
import { listSpotCategoryOptions } from '../../../services/enterprise/list-spot-category-options';
import { changeMemberRole, removeMember } from '../../../services/enterprise/manage-member';
import { previewCompanySpot } from '../../../services/enterprise/preview-company-spot';
import { setCompanySpotPublished } from '../../../services/enterprise/publish-company-spot';
import { answerWithRetryAfter } from '../../../services/enterprise/retry-later';
import { searchAddress } from '../../../services/enterprise/search-address';
import { sendVerificationCode } from '../../../services/enterprise/send-verification-code';
import { updateCompanySpot } from '../../../services/enterprise/update-company-spot';
import { uploadCompanySpotImage } from '../../../services/enterprise/upload-company-spot-image';
import { verifyMembershipCode } from '../../../services/enterprise/verify-membership-code';
import { withdrawInvitation } from '../../../services/enterprise/withdraw-invitation';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as membershipRoutes from './enterprise-membership.routes';
import * as spotRoutes from './enterprise-spots.routes';
import * as statsRoutes from './enterprise-stats.routes';
import { requestLocale } from './request-locale';

/** The company console: membership, the company's pop-ups and their statistics (services/enterprise). */
export const enterpriseRouter = createRouter()
  .openapi(membershipRoutes.getMyEnterprise, async (c) =>
    ok(c, await getMyEnterprise({ userId: requestInput(c).userId })),
  )
  .openapi(membershipRoutes.sendVerificationCode, async (c) => {
    const { userId, body } = requestInput(c);
    const lang = requestLocale(c, body.lang);
    return ok(c, await answerWithRetryAfter(c, () => sendVerificationCode({ userId, ...body, lang })));
  })
  .openapi(membershipRoutes.verifyCode, async (c) => {
    const { userId, body } = requestInput(c);
    return ok(c, await answerWithRetryAfter(c, () => verifyMembershipCode({ userId, ...body })));
  })
  .openapi(membershipRoutes.listCompanyMembers, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await listCompanyMembers({ userId, companyId: params.id }));
  })
  .openapi(membershipRoutes.inviteMember, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await inviteMember({ userId, companyId: params.id, ...body, lang: requestLocale(c, body.lang) }));
  })
  .openapi(membershipRoutes.withdrawInvitation, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await withdrawInvitation({ userId, companyId: params.id, invitationId: params.invitationId }));
  })
  .openapi(membershipRoutes.changeMemberRole, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await changeMemberRole({ userId, companyId: params.id, memberId: params.memberId, ...body }));
  })
  .openapi(membershipRoutes.removeMember, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await removeMember({ userId, companyId: params.id, memberId: params.memberId }));
  })
  .openapi(spotRoutes.listCompanySpots, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await listCompanySpots({ userId, companyId: params.companyId }));
  })
  .openapi(spotRoutes.createCompanySpot, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await createCompanySpot({ userId, companyId: params.companyId, ...body }));
  })
  .openapi(spotRoutes.getCompanySpot, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await getCompanySpot({ userId, spotId: params.id }));
  })
  .openapi(spotRoutes.previewCompanySpot, async (c) => {
    const { userId, params, lang } = requestInput(c);
    return ok(c, await previewCompanySpot({ userId, spotId: params.id, lang }));
  })
  .openapi(spotRoutes.updateCompanySpot, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await updateCompanySpot({ userId, spotId: params.id, ...body }));
  })
  .openapi(spotRoutes.publishCompanySpot, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await setCompanySpotPublished({ userId, spotId: params.id, published: true }));
  })
  .openapi(spotRoutes.unpublishCompanySpot, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await setCompanySpotPublished({ userId, spotId: params.id, published: false }));
  })
  .openapi(spotRoutes.deleteCompanySpot, async (c) => {
    const { userId, params } = requestInput(c);
    await deleteCompanySpot({ userId, spotId: params.id });
    return ok(c, null);
  })
  .openapi(spotRoutes.uploadCompanySpotImage, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await uploadCompanySpotImage({ userId, spotId: params.id, ...body }));
  })
  .openapi(spotRoutes.geocode, async (c) => {
    const { userId, query } = requestInput(c);
    return ok(c, await searchAddress({ userId, ...query }));
  })
  .openapi(spotRoutes.listSpotCategoryOptions, async (c) => ok(c, await listSpotCategoryOptions()))
  .openapi(statsRoutes.getSpotStats, async (c) => {
    const { userId, params, query } = requestInput(c);
    return ok(c, await getSpotStats({ userId, spotId: params.id, ...query }));
  })
  .openapi(statsRoutes.listCompanyAudit, async (c) => {
    const { userId, params, query } = requestInput(c);
    return ok(c, await listCompanyAudit({ userId, companyId: params.companyId, ...query }));
  })
  .openapi(statsRoutes.listSpotAudit, async (c) => {
    const { userId, params, query } = requestInput(c);
    return ok(c, await listSpotAudit({ userId, spotId: params.id, ...query }));
  });
