import 'server-only';
import { keywordRequests, keywords, notifications, notificationSettings, reservationNotifications } from '../schema';
import { SPOT_CASE_INDEX } from './data/spots';
import { count, spotAt, type SeedContext } from './context';
import { insertAll } from './insert';
import { randomFor } from './random';

type NotificationGroup = NonNullable<(typeof notifications.$inferInsert)['group']>;

/** Pre-reservation alerts, the demo user's notifications and settings, and keywords. */
export async function seedInbox(ctx: SeedContext): Promise<void> {
  const { tx, clock, users } = ctx;
  const r = randomFor('inbox');
  const soon = spotAt(ctx, SPOT_CASE_INDEX.preReservationSoon);
  const inTwoDays = spotAt(ctx, SPOT_CASE_INDEX.preReservationInTwoDays);
  const flagship = spotAt(ctx, SPOT_CASE_INDEX.flagship);
  const bunny = spotAt(ctx, 3);
  const opensToday = spotAt(ctx, SPOT_CASE_INDEX.opensToday);

  // --- Pre-reservation alerts -------------------------------------------------------------
  const alerts: (typeof reservationNotifications.$inferInsert)[] = [];
  if (inTwoDays) {
    for (const offset of [1440, 60])
      alerts.push({
        userId: users.demoId,
        spotId: inTwoDays.id,
        remindOffsetMinutes: offset,
        createdAt: clock.ago({ hours: 5 }),
      });
    for (const userId of users.regular.slice(0, 6))
      alerts.push({
        userId,
        spotId: inTwoDays.id,
        remindOffsetMinutes: r.pick([1440, 60, 10]),
        createdAt: clock.ago({ hours: r.int(1, 48) }),
      });
  }
  if (soon) {
    // The 24-hour and 1-hour reminders of the soon-opening window have gone out already.
    for (const userId of users.regular.slice(6, 10)) {
      alerts.push({
        userId,
        spotId: soon.id,
        remindOffsetMinutes: 60,
        sentAt: clock.ago({ minutes: 35 }),
        outcome: 'SENT',
        createdAt: clock.ago({ days: 2 }),
      });
      alerts.push({ userId, spotId: soon.id, remindOffsetMinutes: 10, createdAt: clock.ago({ days: 2 }) });
    }
  }
  count(ctx, 'reservation_notifications', await insertAll(tx, reservationNotifications, alerts));

  // --- The demo user's notifications (newest first when read back) -------------------------
  type Note = {
    group: NotificationGroup;
    title: string;
    body: string;
    link: string | null;
    hoursAgo: number;
    read: boolean;
  };
  const notes: Note[] = [];
  if (flagship) {
    notes.push({
      group: 'QUEUE',
      title: '곧 입장 순서예요',
      body: `${flagship.row.name} 웨이팅, 앞에 3팀이 남았어요. 매장 근처에서 기다려 주세요.`,
      link: `/popup/${flagship.id}`,
      hoursAgo: 0.2,
      read: false,
    });
    notes.push({
      group: 'QUEUE',
      title: '웨이팅이 등록되었어요',
      body: `${flagship.row.name} 현장 웨이팅 20번으로 등록되었어요.`,
      link: `/popup/${flagship.id}`,
      hoursAgo: 1.5,
      read: true,
    });
  }
  if (bunny) {
    notes.push({
      group: 'QUEUE',
      title: '입장이 완료되었어요',
      body: `${bunny.row.name} 팝업에서 즐거운 시간 보내세요!`,
      link: `/popup/${bunny.id}`,
      hoursAgo: 3,
      read: true,
    });
    notes.push({
      group: 'REVIEW',
      title: '내 리뷰가 도움이 됐어요',
      body: '작성하신 리뷰에 3명이 도움이 돼요를 눌렀어요.',
      link: `/popup/${bunny.id}?tab=REVIEW`,
      hoursAgo: 0.1,
      read: false,
    });
  }
  if (inTwoDays) {
    notes.push({
      group: 'POPUP',
      title: '사전 예약 알림을 신청했어요',
      body: `${inTwoDays.row.title} 사전 예약 시작 24시간 전과 1시간 전에 알려드릴게요.`,
      link: `/popup/${inTwoDays.id}`,
      hoursAgo: 5,
      read: false,
    });
  }
  if (soon) {
    notes.push({
      group: 'POPUP',
      title: '픽한 팝업의 사전 예약이 곧 열려요',
      body: `${soon.row.title} 사전 예약이 30분 안에 시작돼요.`,
      link: `/popup/${soon.id}`,
      hoursAgo: 0.05,
      read: false,
    });
  }
  if (opensToday) {
    notes.push({
      group: 'KEYWORD',
      title: '관심 키워드 "캐릭터" 새 팝업',
      body: `${opensToday.row.title}이(가) 오늘 오픈했어요.`,
      link: `/popup/${opensToday.id}`,
      hoursAgo: 4,
      read: false,
    });
  }
  notes.push({
    group: 'KEYWORD',
    title: '관심 키워드 "성수" 새 팝업',
    body: '성수동에 새로운 팝업 3곳이 등록되었어요.',
    link: '/popup/list',
    hoursAgo: 30,
    read: true,
  });
  notes.push({
    group: 'COMMUNITY',
    title: '오늘의 팝업 톡에 새 메시지가 있어요',
    body: '지금 다른 사람들은 어떤 팝업 이야기를 하고 있을까요?',
    link: '/community/chat',
    hoursAgo: 2,
    read: true,
  });
  notes.push({
    group: 'SYSTEM',
    title: '서비스 이용약관 개정 안내',
    body: '다음 달 1일부터 개정 약관이 적용돼요.',
    link: '/notice',
    hoursAgo: 48,
    read: true,
  });
  notes.push({
    group: 'SYSTEM',
    title: '팝스팟에 오신 것을 환영해요',
    body: '관심 있는 팝업을 픽하고 알림을 받아보세요.',
    link: null,
    hoursAgo: 24 * 120,
    read: true,
  });
  const noteRows = notes.map((n) => {
    const createdAt = clock.ago({ minutes: Math.round(n.hoursAgo * 60) });
    return {
      userId: users.demoId,
      group: n.group,
      title: n.title,
      body: n.body,
      link: n.link,
      readAt: n.read ? clock.clampPast(new Date(createdAt.getTime() + 600_000)) : null,
      createdAt,
    };
  });
  // Other users have a little history too, so lists are not the demo user's alone.
  for (const userId of users.regular.slice(0, 10)) {
    const createdAt = clock.ago({ hours: r.int(1, 200) });
    noteRows.push({
      userId,
      group: 'SYSTEM',
      title: '서비스 이용약관 개정 안내',
      body: '다음 달 1일부터 개정 약관이 적용돼요.',
      link: '/notice',
      readAt: r.chance(0.5) ? null : clock.clampPast(new Date(createdAt.getTime() + 3_600_000)),
      createdAt,
    });
  }
  count(ctx, 'notifications', await insertAll(tx, notifications, noteRows));

  // --- Notification settings: community chat switched off by the demo user ----------------
  const groups: NotificationGroup[] = ['POPUP', 'REVIEW', 'QUEUE', 'KEYWORD', 'COMMUNITY', 'SYSTEM'];
  const settings = groups.map((group) => ({
    userId: users.demoId,
    group,
    isActivated: group !== 'COMMUNITY',
    createdAt: clock.ago({ days: 120 }),
    updatedAt: clock.ago({ days: group === 'COMMUNITY' ? 9 : 120 }),
  }));
  count(ctx, 'notification_settings', await insertAll(tx, notificationSettings, settings));

  // --- Keywords ---------------------------------------------------------------------------
  const keywordRows: (typeof keywords.$inferInsert)[] = ['성수', '캐릭터', '향수'].map((keyword, i) => ({
    userId: users.demoId,
    keyword,
    createdAt: clock.ago({ days: 30 - i * 7 }),
  }));
  const pool = ['성수', '팝업', '굿즈', '전시', '디저트', '포토카드', '잠실', '한남', '캠핑', '향수', '위스키'];
  for (const userId of users.regular) {
    for (const keyword of r.sample(pool, r.int(0, 3)))
      keywordRows.push({ userId, keyword, createdAt: clock.ago({ days: r.int(1, 90) }) });
  }
  count(ctx, 'keywords', await insertAll(tx, keywords, keywordRows));
  count(
    ctx,
    'keyword_requests',
    await insertAll(tx, keywordRequests, [
      { userId: users.demoId, keyword: '빈티지 가구', createdAt: clock.ago({ days: 12 }) },
      { userId: users.regular[0] ?? null, keyword: '전통주 시음', createdAt: clock.ago({ days: 3 }) },
    ]),
  );
}
