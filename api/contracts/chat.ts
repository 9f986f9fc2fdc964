import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE } from '@/lib/constants';
import { idParam, paged } from './envelope';

// ---- Rooms ----

/**
 * A chat room (message group). Daily rooms carry the Seoul day they belong to (`dayKey`,
 * 'YYYY-MM-DD'); the operators' announcement room has no day and `operatingMessageGroup`
 * true. `writable` says whether signed-in users may post now: only today's daily room is
 * (past days are closed, the operating room is the operators' own).
 */
export const messageGroupSchema = z
  .object({
    messageGroupId: z.number().int(),
    title: z.string(),
    dayKey: z.string().nullable(),
    operatingMessageGroup: z.boolean(),
    writable: z.boolean(),
    /** Messages that are not deleted. */
    messageCount: z.number().int(),
    lastMessageAt: z.string().nullable(),
  })
  .meta({ id: 'MessageGroup' });
export type MessageGroup = z.infer<typeof messageGroupSchema>;

export const messageGroupListSchema = z.array(messageGroupSchema).meta({ id: 'MessageGroupList' });

/** GET /v1/message-groups/new: anything newer than my last read in today's room? */
export const chatNewSchema = z
  .object({ hasNew: z.boolean(), messageGroupId: z.number().int().nullable() })
  .meta({ id: 'ChatNew' });
export type ChatNew = z.infer<typeof chatNewSchema>;

// ---- Messages ----

const messageAuthorSchema = z.object({
  id: z.number().int(),
  /** null when the account has been deleted (its nickname may belong to someone else now). */
  nickname: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

/** One message. A deleted one keeps its place in the thread: `deleted` true, `content` null. */
export const messageSchema = z
  .object({
    id: z.number().int(),
    messageGroupId: z.number().int(),
    content: z.string().nullable(),
    createdAt: z.string(),
    author: messageAuthorSchema,
    isMine: z.boolean(),
    deleted: z.boolean(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof messageSchema>;

/** Newest first. `page` describes the messages older than `before` when it is given. */
export const messageListSchema = paged(messageSchema).meta({ id: 'ChatMessageList' });
export type ChatMessageList = z.infer<typeof messageListSchema>;

/**
 * Paging of a room's messages, newest first: `page`/`size` as everywhere (page 0 holds the
 * latest messages), and `before`, a message id, for a stable cursor: only messages older than
 * it are counted, so messages arriving meanwhile don't shift the pages being read back.
 */
export const messageListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
  before: idParam.optional(),
});
/** What a client sends (the schema's input is `unknown` because of the coercion). */
export type MessageListQuery = { page?: number; size?: number; before?: number };

/**
 * POST body: the text is trimmed, then must be 1 to 124 characters (UTF-16 units, as the
 * browser's maxLength counts them). The composer uses the same limit.
 */
export const messageBodySchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(CHAT_MESSAGE_MAX_LENGTH, `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  })
  .meta({ id: 'ChatMessageBody' });
