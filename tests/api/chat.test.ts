import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatMessageList, ChatNew, MessageGroup } from '@/api/contracts/chat';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE } from '@/lib/constants';
import { seoulDayKey } from '@/lib/period-type';
import { messageGroupReads, messageGroups, messages, users } from '@/server/db/schema';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const today = () => seoulDayKey(Date.now());

function todayGroup() {
  return call<MessageGroup>(ctx.app, 'GET', '/api/v1/message-groups/today');
}
function listMessages(groupId: number, query = '', token?: string) {
  return call<ChatMessageList>(ctx.app, 'GET', `/api/v1/message-groups/${groupId}/messages${query}`, { token });
}
function post(groupId: number, content: unknown, token?: string) {
  return call<ChatMessage>(ctx.app, 'POST', `/api/v1/message-groups/${groupId}/messages`, {
    token,
    body: { content },
  });
}
function remove(groupId: number, id: number, token?: string) {
  return call<ChatMessage>(ctx.app, 'DELETE', `/api/v1/message-groups/${groupId}/messages/${id}`, { token });
}
function hasNew(token?: string) {
  return call<ChatNew>(ctx.app, 'GET', '/api/v1/message-groups/new', { token });
}
async function insertGroup(values: Partial<typeof messageGroups.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(messageGroups)
    .values({ title: '테스트 방', ...values })
    .returning();
  return row;
}
async function todayId() {
  return (await todayGroup()).body.data.messageGroupId;
}

describe('GET /api/v1/message-groups/today', () => {
  it('opens exactly one room for the Seoul day, however many first requests race', async () => {
    await ctx.db.delete(messageGroups).where(eq(messageGroups.dayKey, today()));
    const answers = await Promise.all(Array.from({ length: 10 }, () => todayGroup()));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await ctx.db
      .select()
      .from(messageGroups)
      .where(and(eq(messageGroups.dayKey, today()), eq(messageGroups.isOperating, false)));
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.messageGroupId))).toEqual(new Set([rows[0].id]));
    expect(answers[0].body.data).toMatchObject({
      dayKey: today(),
      operatingMessageGroup: false,
      writable: true,
      messageCount: 0,
      lastMessageAt: null,
    });
    // Later requests find the same room.
    expect((await todayGroup()).body.data.messageGroupId).toBe(rows[0].id);
  });

  it('counts live messages and the last message time', async () => {
    const groupId = await todayId();
    const { token } = await createUser(ctx.db);
    const before = (await todayGroup()).body.data.messageCount;
    const sent = await post(groupId, '카운트 테스트', token);
    const group = (await todayGroup()).body.data;
    expect(group.messageCount).toBe(before + 1);
    expect(group.lastMessageAt).toBe(sent.body.data.createdAt);
  });
});

describe('GET /api/v1/message-groups and /{groupId}', () => {
  it("counts each room's own live messages and knows its last one", async () => {
    const author = await createUser(ctx.db);
    // Several rooms and many messages, so no id can line up with a room id by chance.
    const rooms = [await insertGroup({ dayKey: '2019-05-01' }), await insertGroup({ dayKey: '2019-05-02' })];
    const at = (minute: number) => new Date(Date.UTC(2019, 4, 1, 3, minute));
    await ctx.db.insert(messages).values([
      ...[1, 2, 3, 4, 5].map((m) => ({
        groupId: rooms[0].id,
        userId: author.user.id,
        content: `a${m}`,
        createdAt: at(m),
      })),
      { groupId: rooms[0].id, userId: author.user.id, content: '', createdAt: at(9), deletedAt: at(10) },
      ...[1, 2].map((m) => ({ groupId: rooms[1].id, userId: author.user.id, content: `b${m}`, createdAt: at(m) })),
    ]);
    const [first, second] = await Promise.all(
      rooms.map((r) => call<MessageGroup>(ctx.app, 'GET', `/api/v1/message-groups/${r.id}`)),
    );
    expect(first.body.data).toMatchObject({ messageCount: 5, lastMessageAt: at(5).toISOString() });
    expect(second.body.data).toMatchObject({ messageCount: 2, lastMessageAt: at(2).toISOString() });
  });

  it("lists today's room first, then the operating rooms, with their flags", async () => {
    const operating = await insertGroup({ title: '팝스팟 운영 공지', isOperating: true });
    await insertGroup({ dayKey: '2020-01-01' });
    const res = await call<MessageGroup[]>(ctx.app, 'GET', '/api/v1/message-groups');
    expect(res.status).toBe(200);
    const [first, ...rest] = res.body.data;
    expect(first).toMatchObject({ dayKey: today(), operatingMessageGroup: false, writable: true });
    expect(rest.map((g) => g.messageGroupId)).toContain(operating.id);
    expect(rest.every((g) => g.operatingMessageGroup && !g.writable && g.dayKey === null)).toBe(true);
  });

  it('answers one room by id; a past day is not writable; unknown 404, malformed 400', async () => {
    const past = await insertGroup({ dayKey: '2020-01-02' });
    const res = await call<MessageGroup>(ctx.app, 'GET', `/api/v1/message-groups/${past.id}`);
    expect(res.body.data).toMatchObject({ messageGroupId: past.id, dayKey: '2020-01-02', writable: false });
    const unknown = await call(ctx.app, 'GET', '/api/v1/message-groups/987654');
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
    const bad = await call(ctx.app, 'GET', '/api/v1/message-groups/abc');
    expect([bad.status, bad.body.result.code]).toEqual([400, 40000000]);
  });
});

describe('GET /api/v1/message-groups/{groupId}/messages', () => {
  it('pages newest first, with page/size, a stable before cursor and the spec page fields', async () => {
    const group = await insertGroup({ dayKey: '2021-03-01' });
    const author = await createUser(ctx.db);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const [row] = await ctx.db
        .insert(messages)
        .values({ groupId: group.id, userId: author.user.id, content: `메시지 ${i}` })
        .returning();
      ids.push(row.id);
    }
    const first = await listMessages(group.id, '?size=3');
    expect(first.status).toBe(200);
    expect(first.body.data.content.map((m) => m.id)).toEqual([ids[6], ids[5], ids[4]]);
    expect(first.body.data.page).toEqual({ number: 0, size: 3, totalElements: 7, totalPages: 3 });
    const third = await listMessages(group.id, '?size=3&page=2');
    expect(third.body.data.content.map((m) => m.id)).toEqual([ids[0]]);

    const cursor = await listMessages(group.id, `?size=3&before=${ids[4]}`);
    expect(cursor.body.data.content.map((m) => m.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(cursor.body.data.page).toEqual({ number: 0, size: 3, totalElements: 4, totalPages: 2 });

    const message = first.body.data.content[0];
    expect(message).toEqual({
      id: ids[6],
      messageGroupId: group.id,
      content: '메시지 6',
      createdAt: expect.any(String),
      author: { id: author.user.id, nickname: author.user.nickname, profileImageUrl: null },
      isMine: false,
      deleted: false,
    });
    // The default page size is the chat constant.
    expect((await listMessages(group.id)).body.data.page.size).toBe(CHAT_PAGE_SIZE);
    // isMine for the author.
    const mine = await listMessages(group.id, '?size=1', author.token);
    expect(mine.body.data.content[0].isMine).toBe(true);
  });

  it('validates paging and refuses unknown rooms', async () => {
    const groupId = await todayId();
    for (const query of ['?size=0', '?size=101', '?page=-1', '?before=0', '?before=abc']) {
      const res = await listMessages(groupId, query);
      expect([query, res.status, res.body.result.code]).toEqual([query, 400, 40000000]);
    }
    const unknown = await listMessages(987654);
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
  });

  it("shows a deleted account's messages without its nickname", async () => {
    const group = await insertGroup({ dayKey: '2021-03-02' });
    const gone = await createUser(ctx.db);
    await ctx.db.insert(messages).values({ groupId: group.id, userId: gone.user.id, content: '안녕' });
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    const res = await listMessages(group.id);
    expect(res.body.data.content[0].author).toEqual({ id: gone.user.id, nickname: null, profileImageUrl: null });
  });
});

describe('POST /api/v1/message-groups/{groupId}/messages', () => {
  it('posts a trimmed message to today and answers it; the list shows it first', async () => {
    const groupId = await todayId();
    const me = await createUser(ctx.db);
    const res = await post(groupId, '  성수 팝업 대기 어때요?\n  ', me.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      messageGroupId: groupId,
      content: '성수 팝업 대기 어때요?',
      isMine: true,
      deleted: false,
      author: { id: me.user.id, nickname: me.user.nickname },
    });
    const list = await listMessages(groupId, '?size=1');
    expect(list.body.data.content[0]).toMatchObject({ id: res.body.data.id, isMine: false });
  });

  it('takes 1 to 124 characters after trimming, and nothing else', async () => {
    const groupId = await todayId();
    const me = await createUser(ctx.db);
    for (const content of ['', '   ', '\n\n', 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), 42, null]) {
      const res = await post(groupId, content, me.token);
      expect([res.status, res.body.result.code]).toEqual([400, 40000000]);
    }
    const missing = await call(ctx.app, 'POST', `/api/v1/message-groups/${groupId}/messages`, {
      token: me.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body.data as { fieldErrors: object }).fieldErrors)).toContain('json.content');
    const longest = await post(groupId, '가'.repeat(CHAT_MESSAGE_MAX_LENGTH), me.token);
    expect(longest.status).toBe(200);
    // Surrounding spaces don't count toward the limit.
    const padded = await post(groupId, ` ${'b'.repeat(CHAT_MESSAGE_MAX_LENGTH)} `, me.token);
    expect(padded.status).toBe(200);
  });

  it('needs a signed-in caller and an existing room', async () => {
    const groupId = await todayId();
    const anonymous = await post(groupId, '안녕하세요');
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
    const stale = await post(groupId, '안녕하세요', 'not.a.token');
    expect([stale.status, stale.body.result.code]).toEqual([401, 40100001]);
    const me = await createUser(ctx.db);
    const unknown = await post(987654, '안녕하세요', me.token);
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
  });

  it('keeps the operating room read-only for users (40300601), open to ADMIN; past days are closed (40300602)', async () => {
    const operating = await insertGroup({ title: '운영 공지', isOperating: true });
    const past = await insertGroup({ dayKey: '2020-02-02' });
    const user = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const refused = await post(operating.id, '공지 써도 되나요', user.token);
    expect([refused.status, refused.body.result.code]).toEqual([403, 40300601]);
    const announced = await post(operating.id, '이번 주 공지입니다', admin.token);
    expect(announced.status).toBe(200);
    const closed = await post(past.id, '어제 방', user.token);
    expect([closed.status, closed.body.result.code]).toEqual([403, 40300602]);
    const rows = await ctx.db.select().from(messages).where(eq(messages.groupId, operating.id));
    expect(rows.map((r) => r.content)).toEqual(['이번 주 공지입니다']);
  });

  it('limits one user to 20 messages a minute (429), not the others', async () => {
    const groupId = await todayId();
    const chatty = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    for (let i = 0; i < 20; i++) expect((await post(groupId, `도배 ${i}`, chatty.token)).status).toBe(200);
    const limited = await post(groupId, '도배 20', chatty.token);
    expect([limited.status, limited.body.result.code]).toEqual([429, 42900000]);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await post(groupId, '저는 처음이에요', other.token)).status).toBe(200);
  });
});

describe('DELETE /api/v1/message-groups/{groupId}/messages/{id}', () => {
  it('deletes my own message softly: it stays in place as a deleted message, text erased', async () => {
    const groupId = await todayId();
    const me = await createUser(ctx.db);
    const sent = (await post(groupId, '지울 메시지', me.token)).body.data;
    const res = await remove(groupId, sent.id, me.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: sent.id, deleted: true, content: null, isMine: true });
    const list = await listMessages(groupId, '?size=5');
    expect(list.body.data.content.find((m) => m.id === sent.id)).toMatchObject({ deleted: true, content: null });
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row.deletedAt).not.toBeNull();
    expect(row.content).toBe('');
    // Again: same answer, nothing breaks.
    expect((await remove(groupId, sent.id, me.token)).status).toBe(200);
  });

  it("refuses someone else's message (403) and leaves it; an ADMIN may delete it", async () => {
    const groupId = await todayId();
    const author = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const sent = (await post(groupId, '남의 메시지', author.token)).body.data;
    const refused = await remove(groupId, sent.id, other.token);
    expect([refused.status, refused.body.result.code]).toEqual([403, 40300000]);
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, sent.id));
    expect([row.deletedAt, row.content]).toEqual([null, '남의 메시지']);
    const moderated = await remove(groupId, sent.id, admin.token);
    expect(moderated.body.data).toMatchObject({ deleted: true, isMine: false });
  });

  it('answers 404 for an unknown message or one from another room, 401 anonymous, 400 bad ids', async () => {
    const groupId = await todayId();
    const other = await insertGroup({ dayKey: '2020-03-03' });
    const me = await createUser(ctx.db);
    const sent = (await post(groupId, '방 확인', me.token)).body.data;
    const wrongRoom = await remove(other.id, sent.id, me.token);
    expect([wrongRoom.status, wrongRoom.body.result.code]).toEqual([404, 40400000]);
    expect((await remove(groupId, 987654, me.token)).status).toBe(404);
    const anonymous = await remove(groupId, sent.id);
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
    const bad = await call(ctx.app, 'DELETE', `/api/v1/message-groups/${groupId}/messages/abc`, { token: me.token });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/v1/message-groups/new', () => {
  it('is for signed-in callers only', async () => {
    const res = await hasNew();
    expect([res.status, res.body.result.code]).toEqual([401, 40100000]);
  });

  it("says whether today's room has something newer than my last read, by someone else", async () => {
    const groupId = await todayId();
    const reader = await createUser(ctx.db);
    const talker = await createUser(ctx.db);
    await post(groupId, '새 글', talker.token);
    // Never opened the room, and someone talked: new.
    expect((await hasNew(reader.token)).body.data).toEqual({ hasNew: true, messageGroupId: groupId });
    // Reading the latest page marks it read.
    await listMessages(groupId, '?size=5', reader.token);
    expect((await hasNew(reader.token)).body.data.hasNew).toBe(false);
    // My own messages are not news to me.
    await post(groupId, '내가 쓴 글', reader.token);
    expect((await hasNew(reader.token)).body.data.hasNew).toBe(false);
    // Someone else's is, until I read it; a deleted one is not.
    const next = (await post(groupId, '또 새 글', talker.token)).body.data;
    expect((await hasNew(reader.token)).body.data.hasNew).toBe(true);
    await remove(groupId, next.id, talker.token);
    expect((await hasNew(reader.token)).body.data.hasNew).toBe(false);
    await post(groupId, '세 번째 글', talker.token);
    expect((await hasNew(reader.token)).body.data.hasNew).toBe(true);
    await listMessages(groupId, '?size=1', reader.token);
    expect((await hasNew(reader.token)).body.data.hasNew).toBe(false);
  });

  it('never moves the last read backwards when an older page is read', async () => {
    const groupId = await todayId();
    const reader = await createUser(ctx.db);
    const talker = await createUser(ctx.db);
    const a = (await post(groupId, '하나', talker.token)).body.data;
    await post(groupId, '둘', talker.token);
    await listMessages(groupId, '?size=1', reader.token);
    const readRow = async () =>
      (
        await ctx.db
          .select()
          .from(messageGroupReads)
          .where(and(eq(messageGroupReads.userId, reader.user.id), eq(messageGroupReads.groupId, groupId)))
      )[0];
    const latest = (await readRow()).lastReadMessageId;
    await listMessages(groupId, `?size=1&before=${a.id + 1}`, reader.token);
    expect((await readRow()).lastReadMessageId).toBe(latest);
    expect((await hasNew(reader.token)).body.data.hasNew).toBe(false);
  });
});
