import { getMyEnterprise } from '../../../services/enterprise/get-my-enterprise';
import { inviteMember } from '../../../services/enterprise/invite-member';
import { listCompanyMembers } from '../../../services/enterprise/list-company-members';
import { changeMemberRole, removeMember } from '../../../services/enterprise/manage-member';
import { answerWithRetryAfter } from '../../../services/enterprise/retry-later';
import { sendVerificationCode } from '../../../services/enterprise/send-verification-code';
import { verifyMembershipCode } from '../../../services/enterprise/verify-membership-code';
import { withdrawInvitation } from '../../../services/enterprise/withdraw-invitation';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './enterprise-membership.routes';
import { requestLocale } from './request-locale';

export const enterpriseMembershipRouter = createRouter()
  .openapi(routes.getMyEnterprise, async (c) => ok(c, await getMyEnterprise({ userId: requestInput(c).userId })))
  .openapi(routes.sendVerificationCode, async (c) => {
    const { userId, body } = requestInput(c);
    const lang = requestLocale(c, body.lang);
    return ok(c, await answerWithRetryAfter(c, () => sendVerificationCode({ userId, ...body, lang })));
  })
  .openapi(routes.verifyCode, async (c) => {
    const { userId, body } = requestInput(c);
    return ok(c, await answerWithRetryAfter(c, () => verifyMembershipCode({ userId, ...body })));
  })
  .openapi(routes.listCompanyMembers, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await listCompanyMembers({ userId, companyId: params.id }));
  })
  .openapi(routes.inviteMember, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await inviteMember({ userId, companyId: params.id, ...body, lang: requestLocale(c, body.lang) }));
  })
  .openapi(routes.withdrawInvitation, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await withdrawInvitation({ userId, companyId: params.id, invitationId: params.invitationId }));
  })
  .openapi(routes.changeMemberRole, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await changeMemberRole({ userId, companyId: params.id, memberId: params.memberId, ...body }));
  })
  .openapi(routes.removeMember, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await removeMember({ userId, companyId: params.id, memberId: params.memberId }));
  });
