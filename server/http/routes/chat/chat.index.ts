import { deleteChatMessage } from '../../../services/chat/delete-chat-message';
import { getMessageGroup } from '../../../services/chat/get-message-group';
import { getTodayMessageGroup } from '../../../services/chat/get-today-message-group';
import { hasNewChatMessages } from '../../../services/chat/has-new-chat-messages';
import { listChatMessages } from '../../../services/chat/list-chat-messages';
import { listMessageGroups } from '../../../services/chat/list-message-groups';
import { postChatMessage } from '../../../services/chat/post-chat-message';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './chat.routes';

// The static /today and /new are registered before /{groupId} so they win the match.
export const chatRouter = createRouter()
  .openapi(routes.listMessageGroups, async (c) => ok(c, await listMessageGroups()))
  .openapi(routes.getTodayMessageGroup, async (c) => ok(c, await getTodayMessageGroup()))
  .openapi(routes.getChatNew, async (c) => ok(c, await hasNewChatMessages({ userId: requestInput(c).userId })))
  .openapi(routes.getMessageGroup, async (c) => ok(c, await getMessageGroup(requestInput(c).params)))
  .openapi(routes.listMessages, async (c) => {
    const { userId, params, query } = requestInput(c);
    return ok(c, await listChatMessages({ groupId: params.groupId, viewerId: userId, ...query }));
  })
  .openapi(routes.postMessage, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await postChatMessage({ userId, groupId: params.groupId, ...body }));
  })
  .openapi(routes.deleteMessage, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await deleteChatMessage({ userId, groupId: params.groupId, messageId: params.id }));
  });
