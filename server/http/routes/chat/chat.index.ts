import { deleteChatMessage } from '../../../services/chat/delete-chat-message';
import { getMessageGroup } from '../../../services/chat/get-message-group';
import { getTodayMessageGroup } from '../../../services/chat/get-today-message-group';
import { hasNewChatMessages } from '../../../services/chat/has-new-chat-messages';
import { listChatMessages } from '../../../services/chat/list-chat-messages';
import { listMessageGroups } from '../../../services/chat/list-message-groups';
import { postChatMessage } from '../../../services/chat/post-chat-message';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './chat.routes';

// The static /today and /new are registered before /{groupId} so they win the match.
export const chatRouter = createRouter()
  .openapi(routes.listMessageGroups, async (c) => ok(c, await listMessageGroups()))
  .openapi(routes.getTodayMessageGroup, async (c) => ok(c, await getTodayMessageGroup()))
  .openapi(routes.getChatNew, async (c) => ok(c, await hasNewChatMessages({ userId: c.get('signedInUser').userId })))
  .openapi(routes.getMessageGroup, async (c) => ok(c, await getMessageGroup(c.req.valid('param'))))
  .openapi(routes.listMessages, async (c) =>
    ok(
      c,
      await listChatMessages({
        groupId: c.req.valid('param').groupId,
        viewerId: c.get('user')?.userId ?? null,
        ...c.req.valid('query'),
      }),
    ),
  )
  .openapi(routes.postMessage, async (c) =>
    ok(
      c,
      await postChatMessage({
        userId: c.get('signedInUser').userId,
        groupId: c.req.valid('param').groupId,
        content: c.req.valid('json').content,
      }),
    ),
  )
  .openapi(routes.deleteMessage, async (c) => {
    const { groupId, id } = c.req.valid('param');
    return ok(c, await deleteChatMessage({ userId: c.get('signedInUser').userId, groupId, messageId: id }));
  });
