import { getMyEnterprise } from '../../../services/enterprise/get-my-enterprise';
import { inviteMember } from '../../../services/enterprise/invite-member';
import { listCompanyMembers } from '../../../services/enterprise/list-company-members';
import { changeMemberRole, removeMember } from '../../../services/enterprise/manage-member';
import { answerWithRetryAfter } from '../../../services/enterprise/retry-later';
import { sendVerificationCode } from '../../../services/enterprise/send-verification-code';
import { verifyMembershipCode } from '../../../services/enterprise/verify-membership-code';
import { withdrawInvitation } from '../../../services/enterprise/withdraw-invitation';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './enterprise-membership.routes';
import { requestLocale } from './request-locale';

export const enterpriseMembershipRouter = createRouter()
  .openapi(routes.getMyEnterprise, async (c) => ok(c, await getMyEnterprise({ userId: c.get('signedInUser').userId })))
  .openapi(routes.sendVerificationCode, async (c) => {
    const { email, lang } = c.req.valid('json');
    const userId = c.get('signedInUser').userId;
    return ok(
      c,
      await answerWithRetryAfter(c, () => sendVerificationCode({ userId, email, lang: requestLocale(c, lang) })),
    );
  })
  .openapi(routes.verifyCode, async (c) => {
    const userId = c.get('signedInUser').userId;
    const { code } = c.req.valid('json');
    return ok(c, await answerWithRetryAfter(c, () => verifyMembershipCode({ userId, code })));
  })
  .openapi(routes.listCompanyMembers, async (c) =>
    ok(c, await listCompanyMembers({ userId: c.get('signedInUser').userId, companyId: c.req.valid('param').id })),
  )
  .openapi(routes.inviteMember, async (c) => {
    const { email, role, lang } = c.req.valid('json');
    return ok(
      c,
      await inviteMember({
        userId: c.get('signedInUser').userId,
        companyId: c.req.valid('param').id,
        email,
        role,
        lang: requestLocale(c, lang),
      }),
    );
  })
  .openapi(routes.withdrawInvitation, async (c) => {
    const { id, invitationId } = c.req.valid('param');
    return ok(c, await withdrawInvitation({ userId: c.get('signedInUser').userId, companyId: id, invitationId }));
  })
  .openapi(routes.changeMemberRole, async (c) => {
    const { id, memberId } = c.req.valid('param');
    return ok(
      c,
      await changeMemberRole({
        userId: c.get('signedInUser').userId,
        companyId: id,
        memberId,
        role: c.req.valid('json').role,
      }),
    );
  })
  .openapi(routes.removeMember, async (c) => {
    const { id, memberId } = c.req.valid('param');
    return ok(c, await removeMember({ userId: c.get('signedInUser').userId, companyId: id, memberId }));
  });
