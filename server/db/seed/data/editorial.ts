import type { TranslationLocale } from '../../../../lib/locales';
import type { PartnerCategory } from '@/lib/partner-category';
import type { AreaKey } from './regions';

/** Popspot Pass partner businesses near the pop-up areas (invented names). */
export interface PartnerSeed {
  latin: string;
  name: string;
  categories: PartnerCategory[];
  area: AreaKey;
  description: string;
  passBenefit: string;
  phone: string;
  operationTime: string[];
}

export const PARTNER_SEEDS: PartnerSeed[] = [
  {
    latin: 'SLOW DRIP',
    name: '슬로우드립 성수',
    categories: ['CAFE'],
    area: 'seongsu2',
    description: '핸드드립 커피와 직접 구운 스콘이 있는 창고형 카페예요.',
    passBenefit: '음료 10% 할인',
    phone: '0212345001',
    operationTime: ['매일 09:00 - 21:00'],
  },
  {
    latin: 'OVEN ROOM',
    name: '오븐룸',
    categories: ['CAFE', 'BAKERY'],
    area: 'seongsu1',
    description: '서울숲 옆 천연발효 빵집이에요.',
    passBenefit: '빵 구매 시 아메리카노 1잔 무료',
    phone: '0212345002',
    operationTime: ['화-일 08:00 - 20:00', '월요일 휴무'],
  },
  {
    latin: 'SEONGSU SOBA',
    name: '성수 소바집',
    categories: ['FOOD'],
    area: 'seongsu2',
    description: '직접 뽑은 메밀면으로 만드는 냉소바 전문점이에요.',
    passBenefit: '튀김 사이드 무료',
    phone: '0212345003',
    operationTime: ['매일 11:30 - 21:00', '브레이크타임 15:00 - 17:00'],
  },
  {
    latin: 'LAKE VIEW',
    name: '레이크뷰 라운지',
    categories: ['CAFE'],
    area: 'jamsil',
    description: '석촌호수가 내려다보이는 루프탑 카페예요.',
    passBenefit: '디저트 2,000원 할인',
    phone: '0212345004',
    operationTime: ['매일 10:00 - 22:00'],
  },
  {
    latin: 'JAMSIL BBQ',
    name: '잠실 숯불집',
    categories: ['FOOD'],
    area: 'jamsil',
    description: '참숯에 굽는 돼지갈비 맛집이에요.',
    passBenefit: '음료 1병 서비스',
    phone: '0212345005',
    operationTime: ['매일 16:00 - 23:00'],
  },
  {
    latin: 'VINYL BAR',
    name: '바이닐바 서교',
    categories: ['BAR'],
    area: 'hongdae',
    description: 'LP로 음악을 틀어 주는 작은 바예요.',
    passBenefit: '첫 잔 20% 할인',
    phone: '0212345006',
    operationTime: ['화-일 19:00 - 02:00'],
  },
  {
    latin: 'HONGDAE INK',
    name: '홍대 잉크숍',
    categories: ['SHOP'],
    area: 'hongdae',
    description: '만년필과 잉크를 시필해 볼 수 있는 문구점이에요.',
    passBenefit: '잉크 구매 시 샘플 증정',
    phone: '0212345007',
    operationTime: ['매일 12:00 - 21:00'],
  },
  {
    latin: 'SINCHON NOODLE',
    name: '신촌 국수공장',
    categories: ['FOOD'],
    area: 'sinchon',
    description: '멸치 육수 잔치국수와 비빔국수가 유명한 분식집이에요.',
    passBenefit: '곱빼기 무료',
    phone: '0212345008',
    operationTime: ['매일 10:30 - 21:00'],
  },
  {
    latin: 'GAROSU TEA',
    name: '가로수 티룸',
    categories: ['CAFE'],
    area: 'sinsa',
    description: '유럽 홍차와 한국 녹차를 함께 파는 티룸이에요.',
    passBenefit: '티 세트 10% 할인',
    phone: '0212345009',
    operationTime: ['매일 11:00 - 21:00'],
  },
  {
    latin: 'GANGNAM GYM',
    name: '강남 클라이밍짐',
    categories: ['ACTIVITY'],
    area: 'gangnam',
    description: '초보자 강습이 있는 실내 볼더링장이에요.',
    passBenefit: '일일 체험권 30% 할인',
    phone: '0212345010',
    operationTime: ['평일 10:00 - 23:00', '주말 10:00 - 20:00'],
  },
  {
    latin: 'HANNAM VINTAGE',
    name: '한남 빈티지룸',
    categories: ['SHOP'],
    area: 'hannam',
    description: '유럽 빈티지 그릇과 조명을 파는 소품 가게예요.',
    passBenefit: '구매 시 포장 무료',
    phone: '0212345011',
    operationTime: ['수-일 12:00 - 19:00'],
  },
  {
    latin: 'ITAEWON TACO',
    name: '이태원 타코스',
    categories: ['FOOD'],
    area: 'itaewon',
    description: '직접 만든 또르띠야로 만드는 타코 전문점이에요.',
    passBenefit: '나초 사이드 무료',
    phone: '0212345012',
    operationTime: ['매일 11:30 - 22:00'],
  },
  {
    latin: 'IKSEON HANOK',
    name: '익선 한옥찻집',
    categories: ['CAFE'],
    area: 'ikseon',
    description: '100년 된 한옥에서 전통차와 떡을 내는 찻집이에요.',
    passBenefit: '떡 한 접시 서비스',
    phone: '0212345013',
    operationTime: ['매일 11:00 - 21:30'],
  },
  {
    latin: 'YEOUIDO BIKE',
    name: '여의도 바이크',
    categories: ['ACTIVITY'],
    area: 'yeouido',
    description: '한강공원 자전거 대여점이에요.',
    passBenefit: '2시간 대여 시 1시간 추가',
    phone: '0212345014',
    operationTime: ['매일 09:00 - 20:00'],
  },
  {
    latin: 'PANGYO BURGER',
    name: '판교 버거랩',
    categories: ['FOOD'],
    area: 'pangyo',
    description: '수제 패티 버거와 밀크셰이크를 파는 버거집이에요.',
    passBenefit: '감자튀김 사이즈 업',
    phone: '0312345015',
    operationTime: ['매일 11:00 - 21:00'],
  },
  {
    latin: 'SONGDO PARK',
    name: '송도 파크 피크닉',
    categories: ['SHOP', 'ACTIVITY'],
    area: 'songdo',
    description: '센트럴파크 피크닉 세트를 대여해 주는 가게예요.',
    passBenefit: '피크닉 세트 대여 20% 할인',
    phone: '0322345016',
    operationTime: ['매일 10:00 - 19:00'],
  },
  {
    latin: 'HAEUNDAE FISH',
    name: '해운대 어묵당',
    categories: ['FOOD'],
    area: 'haeundae',
    description: '수제 어묵과 어묵탕을 파는 가게예요.',
    passBenefit: '어묵 2개 추가 증정',
    phone: '0512345017',
    operationTime: ['매일 09:00 - 22:00'],
  },
];

type PartnerText = Pick<PartnerSeed, 'name' | 'description' | 'passBenefit'>;

/**
 * The partners' names, descriptions and pass benefits in English, Japanese and Chinese, by
 * `latin` (partner_translations). The names are invented, so they are translated like a
 * shop's sign would be; written for the seed, to be checked by a native reader.
 */
export const PARTNER_TRANSLATION_SEEDS: Record<string, Record<TranslationLocale, PartnerText>> = {
  'SLOW DRIP': {
    en: {
      name: 'Slow Drip Seongsu',
      description: 'A warehouse café with hand-drip coffee and scones baked in house.',
      passBenefit: '10% off drinks',
    },
    ja: {
      name: 'スロードリップ 聖水',
      description: 'ハンドドリップコーヒーと自家製スコーンが楽しめる倉庫カフェです。',
      passBenefit: 'ドリンク10%割引',
    },
    zh: { name: '慢滴咖啡 圣水', description: '提供手冲咖啡和自烤司康的仓库风咖啡馆。', passBenefit: '饮品9折' },
  },
  'OVEN ROOM': {
    en: {
      name: 'Oven Room',
      description: 'A sourdough bakery next to Seoul Forest.',
      passBenefit: 'A free americano with any bread',
    },
    ja: {
      name: 'オーブンルーム',
      description: 'ソウルの森のそばにある天然酵母のパン屋です。',
      passBenefit: 'パンご購入でアメリカーノ1杯無料',
    },
    zh: { name: '烤箱房', description: '首尔林旁的天然酵母面包店。', passBenefit: '购买面包赠送一杯美式咖啡' },
  },
  'SEONGSU SOBA': {
    en: {
      name: 'Seongsu Soba',
      description: 'Cold soba made with buckwheat noodles pulled in house.',
      passBenefit: 'A free tempura side',
    },
    ja: {
      name: '聖水そば',
      description: '自家製麺のそばを使った冷やしそば専門店です。',
      passBenefit: '天ぷらサイド無料',
    },
    zh: { name: '圣水荞麦面馆', description: '用自制荞麦面做冷荞麦面的专门店。', passBenefit: '免费天妇罗小菜' },
  },
  'LAKE VIEW': {
    en: {
      name: 'Lake View Lounge',
      description: 'A rooftop café overlooking Seokchon Lake.',
      passBenefit: '₩2,000 off desserts',
    },
    ja: {
      name: 'レイクビューラウンジ',
      description: '石村湖を見下ろすルーフトップカフェです。',
      passBenefit: 'デザート2,000ウォン引き',
    },
    zh: { name: '湖景休息室', description: '可俯瞰石村湖的屋顶咖啡馆。', passBenefit: '甜点减2,000韩元' },
  },
  'JAMSIL BBQ': {
    en: {
      name: 'Jamsil Charcoal Grill',
      description: 'Pork ribs grilled over real charcoal.',
      passBenefit: 'A free bottled drink',
    },
    ja: { name: '蚕室炭火焼き', description: '備長炭で焼く豚カルビの人気店です。', passBenefit: 'ドリンク1本サービス' },
    zh: { name: '蚕室炭火烤肉', description: '用真炭烤制猪排骨的人气餐厅。', passBenefit: '赠送一瓶饮料' },
  },
  'VINYL BAR': {
    en: {
      name: 'Vinyl Bar Seogyo',
      description: 'A small bar that plays music from LPs.',
      passBenefit: '20% off your first drink',
    },
    ja: { name: 'ヴァイナルバー 西橋', description: 'LPで音楽を流す小さなバーです。', passBenefit: '最初の1杯20%割引' },
    zh: { name: '黑胶酒吧 西桥', description: '用黑胶唱片放音乐的小酒吧。', passBenefit: '第一杯8折' },
  },
  'HONGDAE INK': {
    en: {
      name: 'Hongdae Ink Shop',
      description: 'A stationery shop where you can try fountain pens and inks.',
      passBenefit: 'A free sample with any ink',
    },
    ja: {
      name: '弘大インクショップ',
      description: '万年筆とインクを試し書きできる文具店です。',
      passBenefit: 'インクご購入でサンプル進呈',
    },
    zh: { name: '弘大墨水店', description: '可以试写钢笔和墨水的文具店。', passBenefit: '购买墨水赠送试用装' },
  },
  'SINCHON NOODLE': {
    en: {
      name: 'Sinchon Noodle Factory',
      description: 'A snack bar known for anchovy-broth banquet noodles and spicy mixed noodles.',
      passBenefit: 'A free large portion',
    },
    ja: {
      name: '新村麺工場',
      description: 'いりこだしのチャンチグクスとビビン麺で知られる軽食店です。',
      passBenefit: '大盛り無料',
    },
    zh: { name: '新村面条工坊', description: '以鳀鱼汤喜面和拌面闻名的小吃店。', passBenefit: '免费加大份' },
  },
  'GAROSU TEA': {
    en: {
      name: 'Garosu Tea Room',
      description: 'A tea room serving European black teas and Korean green teas.',
      passBenefit: '10% off tea sets',
    },
    ja: {
      name: 'カロスティールーム',
      description: 'ヨーロッパの紅茶と韓国の緑茶を扱うティールームです。',
      passBenefit: 'ティーセット10%割引',
    },
    zh: { name: '林荫道茶室', description: '同时供应欧洲红茶和韩国绿茶的茶室。', passBenefit: '茶点套餐9折' },
  },
  'GANGNAM GYM': {
    en: {
      name: 'Gangnam Climbing Gym',
      description: 'An indoor bouldering gym with classes for beginners.',
      passBenefit: '30% off a day pass',
    },
    ja: {
      name: '江南クライミングジム',
      description: '初心者向けレッスンもある屋内ボルダリングジムです。',
      passBenefit: '1日体験券30%割引',
    },
    zh: { name: '江南攀岩馆', description: '提供新手课程的室内抱石馆。', passBenefit: '单日体验券7折' },
  },
  'HANNAM VINTAGE': {
    en: {
      name: 'Hannam Vintage Room',
      description: 'A homeware shop selling European vintage tableware and lamps.',
      passBenefit: 'Free gift wrapping',
    },
    ja: {
      name: '漢南ヴィンテージルーム',
      description: 'ヨーロッパのヴィンテージ食器や照明を扱う雑貨店です。',
      passBenefit: 'ご購入時のラッピング無料',
    },
    zh: { name: '汉南复古屋', description: '出售欧洲复古餐具和灯具的杂货店。', passBenefit: '购物免费包装' },
  },
  'ITAEWON TACO': {
    en: {
      name: 'Itaewon Tacos',
      description: 'A taco place that presses its own tortillas.',
      passBenefit: 'A free side of nachos',
    },
    ja: {
      name: '梨泰院タコス',
      description: '手作りトルティーヤのタコス専門店です。',
      passBenefit: 'ナチョスのサイド無料',
    },
    zh: { name: '梨泰院塔可', description: '用自制玉米饼做塔可的专门店。', passBenefit: '免费玉米片小食' },
  },
  'IKSEON HANOK': {
    en: {
      name: 'Ikseon Hanok Teahouse',
      description: 'Traditional teas and rice cakes in a hundred-year-old hanok.',
      passBenefit: 'A free plate of rice cakes',
    },
    ja: {
      name: '益善 韓屋茶房',
      description: '築100年の韓屋で伝統茶とお餅を出す茶房です。',
      passBenefit: 'お餅ひと皿サービス',
    },
    zh: { name: '益善韩屋茶馆', description: '在百年韩屋里供应传统茶和年糕的茶馆。', passBenefit: '赠送一盘年糕' },
  },
  'YEOUIDO BIKE': {
    en: {
      name: 'Yeouido Bike',
      description: 'Bike rental in Hangang Park.',
      passBenefit: 'An extra hour free with a two-hour rental',
    },
    ja: {
      name: '汝矣島バイク',
      description: '漢江公園のレンタサイクル店です。',
      passBenefit: '2時間レンタルで1時間延長無料',
    },
    zh: { name: '汝矣岛自行车', description: '汉江公园的自行车租赁店。', passBenefit: '租两小时免费加一小时' },
  },
  'PANGYO BURGER': {
    en: {
      name: 'Pangyo Burger Lab',
      description: 'Handmade-patty burgers and milkshakes.',
      passBenefit: 'Free upsize on fries',
    },
    ja: {
      name: '板橋バーガーラボ',
      description: '手作りパティのバーガーとミルクシェイクの店です。',
      passBenefit: 'ポテトのサイズアップ無料',
    },
    zh: { name: '板桥汉堡实验室', description: '供应手工肉饼汉堡和奶昔的汉堡店。', passBenefit: '薯条免费升级' },
  },
  'SONGDO PARK': {
    en: {
      name: 'Songdo Park Picnic',
      description: 'Picnic sets to rent for Central Park.',
      passBenefit: '20% off picnic set rental',
    },
    ja: {
      name: '松島パークピクニック',
      description: 'セントラルパークで使えるピクニックセットを貸し出すお店です。',
      passBenefit: 'ピクニックセットのレンタル20%割引',
    },
    zh: { name: '松岛公园野餐', description: '出租中央公园野餐套装的小店。', passBenefit: '野餐套装租赁8折' },
  },
  'HAEUNDAE FISH': {
    en: {
      name: 'Haeundae Fishcake House',
      description: 'Handmade fishcakes and fishcake soup.',
      passBenefit: 'Two extra fishcakes',
    },
    ja: {
      name: '海雲台おでん堂',
      description: '手作りのおでん（練り物）とおでんスープのお店です。',
      passBenefit: 'おでん2本おまけ',
    },
    zh: { name: '海云台鱼糕堂', description: '出售手工鱼糕和鱼糕汤的小店。', passBenefit: '加送两串鱼糕' },
  },
};

/** A body block of a magazine post (magazine_post_options). */
type MagazineBlockSeed =
  | { type: 'TEXT' | 'HEADING' | 'QUOTE'; text: string }
  | { type: 'IMAGE'; caption: string }
  | { type: 'SPOT'; spotIndex: number }
  | { type: 'LINK'; url: string; text?: string }
  | { type: 'DIVIDER' };

export interface MagazineSeed {
  latin: string;
  title: string;
  subTitle: string;
  categories: string[];
  /** Days before the seed day that the post is dated. */
  daysAgo: number;
  status: 'PUBLISHED' | 'DRAFT' | 'HIDDEN';
  blocks: MagazineBlockSeed[];
  translations?: Record<TranslationLocale, { title: string; subTitle: string; texts: string[] }>;
}

export const MAGAZINE_SEEDS: MagazineSeed[] = [
  {
    latin: 'SEONGSU GUIDE',
    title: '이번 주말 성수동 팝업 완전 정복',
    subTitle: '하루에 다섯 곳, 동선까지 짜드려요',
    categories: ['가이드', '이번 주 팝업'],
    daysAgo: 1,
    status: 'PUBLISHED',
    blocks: [
      {
        type: 'TEXT',
        text: '성수동은 매주 새로운 팝업이 문을 여는 동네예요. 이번 주말에는 패션과 디저트, 문구까지 취향별로 고를 수 있을 만큼 다양한 팝업이 열려 있어요.',
      },
      { type: 'HEADING', text: '오전: 서울숲에서 시작하기' },
      {
        type: 'TEXT',
        text: '서울숲역에서 내려 빵 굽는 냄새를 따라가면 버터바 팝업이 나와요. 오후에는 품절이 잦으니 가장 먼저 들르는 걸 추천해요.',
      },
      { type: 'SPOT', spotIndex: 11 },
      { type: 'IMAGE', caption: '오전 10시, 오픈을 기다리는 사람들' },
      { type: 'HEADING', text: '오후: 연무장길 따라 걷기' },
      {
        type: 'TEXT',
        text: '연무장길에는 큰 규모의 플래그십 팝업이 모여 있어요. 원격 줄서기를 걸어 두고 근처 소품 가게를 구경하면 기다리는 시간도 즐거워요.',
      },
      { type: 'SPOT', spotIndex: 1 },
      { type: 'QUOTE', text: '“줄서기는 앱으로, 기다리는 시간은 골목에서.”' },
      { type: 'DIVIDER' },
      { type: 'TEXT', text: '마지막으로 페이퍼문 스튜디오에서 나만의 엽서를 찍어 오늘의 동선을 기록해 보세요.' },
      { type: 'SPOT', spotIndex: 2 },
    ],
    translations: {
      en: {
        title: 'Conquer the Seongsu-dong Pop-ups This Weekend',
        subTitle: 'Five places in one day, route included',
        texts: [
          'Seongsu-dong opens new pop-ups every week. This weekend there is something for every taste: fashion, desserts and stationery.',
          'Get off at Seoul Forest station and follow the smell of baking to the butter bar pop-up. It often sells out in the afternoon, so go there first.',
          'The large flagship pop-ups line Yeonmujang-gil. Join the queue remotely and browse the little shops nearby while you wait.',
          'Finally, print your own postcard at Paper Moon Studio to remember the day.',
        ],
      },
      ja: {
        title: '今週末の聖水洞ポップアップ完全攻略',
        subTitle: '1日で5か所、ルートまでご提案',
        texts: [
          '聖水洞は毎週新しいポップアップがオープンする街です。今週末はファッション、スイーツ、文具まで好みに合わせて選べます。',
          'ソウルの森駅で降りてパンの香りをたどると、バターバーのポップアップがあります。午後は売り切れが多いので最初に寄るのがおすすめです。',
          '練武場キルには大規模なフラッグシップポップアップが集まっています。リモート整理券を取って近くの雑貨店を見て回りましょう。',
          '最後にペーパームーンスタジオで自分だけのはがきを刷って、今日のルートを記録してみてください。',
        ],
      },
      zh: {
        title: '本周末圣水洞快闪店全攻略',
        subTitle: '一天五家，路线都帮你规划好了',
        texts: [
          '圣水洞每周都有新的快闪店开业。本周末从时尚、甜点到文具，总有一款适合你。',
          '在首尔林站下车，循着烤面包的香味就能找到黄油条快闪店。下午经常售罄，建议第一站去。',
          '练武场街聚集了大型旗舰快闪店。先远程排队，再逛逛附近的小店，等待也变得有趣。',
          '最后在 Paper Moon Studio 印一张专属明信片，记录今天的路线。',
        ],
      },
    },
  },
  {
    latin: 'INTERVIEW',
    title: '“팝업은 브랜드의 첫인사예요” 모노하우스 디렉터 인터뷰',
    subTitle: '흰 방 하나로 겨울을 이야기하는 법',
    categories: ['인터뷰'],
    daysAgo: 3,
    status: 'PUBLISHED',
    blocks: [
      {
        type: 'TEXT',
        text: '모노하우스는 올겨울 성수동에 온통 흰색인 방을 지었어요. 색을 덜어낸 이유를 디렉터에게 물었어요.',
      },
      { type: 'QUOTE', text: '“옷의 질감이 먼저 보이게 하고 싶었어요. 색이 없으면 손이 먼저 가거든요.”' },
      {
        type: 'TEXT',
        text: '공간의 모든 집기는 재사용할 수 있는 합판으로 만들었고, 팝업이 끝나면 지역 공방에 기부할 예정이라고 해요.',
      },
      { type: 'IMAGE', caption: '오프 화이트 룸의 피팅 공간' },
      { type: 'SPOT', spotIndex: 1 },
      { type: 'LINK', url: 'https://monohaus.example/journal', text: '모노하우스 저널에서 더 읽기' },
    ],
    translations: {
      en: {
        title: '“A pop-up is a brand’s first hello”: an interview with the MONO HAUS director',
        subTitle: 'How one white room tells a story about winter',
        texts: [
          'This winter MONO HAUS built an all-white room in Seongsu-dong. We asked the director why they took the colour away.',
          'All the fixtures are made of reusable plywood and will be donated to local workshops when the pop-up ends.',
        ],
      },
      ja: {
        title: '「ポップアップはブランドの最初のあいさつ」モノハウス ディレクター インタビュー',
        subTitle: '白い部屋ひとつで冬を語る方法',
        texts: [
          'MONO HAUSはこの冬、聖水洞に真っ白な部屋をつくりました。色を取り除いた理由をディレクターに聞きました。',
          '空間の什器はすべて再利用できる合板で作られ、ポップアップ終了後は地域の工房に寄付される予定です。',
        ],
      },
      zh: {
        title: '“快闪店是品牌的第一声问候” MONO HAUS 总监专访',
        subTitle: '如何用一个白色房间讲述冬天',
        texts: [
          '今年冬天，MONO HAUS 在圣水洞打造了一个全白的房间。我们问总监为什么要去掉颜色。',
          '空间里的所有陈设都用可重复使用的胶合板制作，快闪结束后将捐给当地工坊。',
        ],
      },
    },
  },
  {
    latin: 'CHARACTER',
    title: '캐릭터 팝업, 왜 이렇게 줄이 길까?',
    subTitle: '굿즈 오픈런의 심리학',
    categories: ['트렌드'],
    daysAgo: 5,
    status: 'PUBLISHED',
    blocks: [
      {
        type: 'TEXT',
        text: '주말 아침 잠실에서는 토끼 캐릭터를 만나려는 줄이 호수를 반 바퀴 둘러쌌어요. 캐릭터 팝업의 인기는 한정판이라는 말에서 시작돼요.',
      },
      { type: 'HEADING', text: '한정판이 만드는 이야기' },
      {
        type: 'TEXT',
        text: '팝업에서만 살 수 있는 굿즈는 그날의 기억을 담은 기념품이 돼요. 그래서 사람들은 기꺼이 기다려요.',
      },
      { type: 'SPOT', spotIndex: 3 },
      { type: 'SPOT', spotIndex: 17 },
    ],
  },
  {
    latin: 'HANOK NIGHT',
    title: '해 지고 가면 더 예쁜 종로 팝업 3',
    subTitle: '익선동과 삼청동의 밤',
    categories: ['가이드'],
    daysAgo: 7,
    status: 'PUBLISHED',
    blocks: [
      {
        type: 'TEXT',
        text: '한옥 골목은 해가 지면 완전히 다른 얼굴이 돼요. 조명 전시와 찻집, 전통주 시음회까지 밤에 들르기 좋은 곳을 골랐어요.',
      },
      { type: 'SPOT', spotIndex: 22 },
      { type: 'SPOT', spotIndex: 7 },
      { type: 'IMAGE', caption: '처마 아래 켜진 조명' },
      { type: 'TEXT', text: '골목이 좁으니 큰 소리로 이야기하지 않도록 조금만 신경 써 주세요.' },
    ],
  },
  {
    latin: 'BEAUTY',
    title: '올겨울 뷰티 팝업 트렌드: 진단하고, 섞고, 맡아보기',
    subTitle: '체험형 뷰티 팝업 모아보기',
    categories: ['트렌드', '뷰티'],
    daysAgo: 9,
    status: 'PUBLISHED',
    blocks: [
      { type: 'TEXT', text: '올해 뷰티 팝업의 공통점은 체험이에요. 피부를 진단하고, 세럼을 섞고, 향을 만들어요.' },
      { type: 'SPOT', spotIndex: 4 },
      { type: 'SPOT', spotIndex: 16 },
      { type: 'SPOT', spotIndex: 24 },
      { type: 'DIVIDER' },
      { type: 'TEXT', text: '체험에는 시간이 걸리니 여유 있게 방문해 주세요.' },
    ],
  },
  {
    latin: 'BUSAN',
    title: '부산 바다 앞 팝업 여행',
    subTitle: '해운대와 광안리에서 만난 겨울',
    categories: ['여행', '가이드'],
    daysAgo: 12,
    status: 'PUBLISHED',
    blocks: [
      {
        type: 'TEXT',
        text: '서울만 팝업이 있는 건 아니에요. 부산 바닷가에도 서핑과 빛 축제를 주제로 한 팝업이 열렸어요.',
      },
      { type: 'SPOT', spotIndex: 28 },
      { type: 'SPOT', spotIndex: 29 },
      { type: 'IMAGE', caption: '광안대교를 배경으로 한 빛 조형물' },
    ],
  },
  {
    latin: 'PASS',
    title: '팝스팟 패스, 이렇게 쓰면 이득이에요',
    subTitle: '파트너 매장 혜택 총정리',
    categories: ['팝스팟 소식'],
    daysAgo: 15,
    status: 'PUBLISHED',
    blocks: [
      { type: 'TEXT', text: '팝스팟 패스를 보여주면 팝업 근처 파트너 매장에서 할인과 서비스를 받을 수 있어요.' },
      { type: 'HEADING', text: '성수에서 쓰기 좋은 혜택' },
      { type: 'TEXT', text: '카페 음료 할인부터 빵집 아메리카노 무료까지, 팝업 사이사이 쉬어 가기 좋아요.' },
      { type: 'SPOT', spotIndex: 72 },
      { type: 'LINK', url: '/pass', text: '팝스팟 패스 홈으로 가기' },
    ],
  },
  {
    latin: 'FOOD',
    title: '줄 서서 먹을 가치가 있는 디저트 팝업',
    subTitle: '에디터가 직접 먹어본 5곳',
    categories: ['푸드'],
    daysAgo: 20,
    status: 'PUBLISHED',
    blocks: [
      { type: 'TEXT', text: '디저트 팝업은 빨리 열리고 빨리 닫혀요. 에디터가 직접 줄 서서 먹어본 곳만 골랐어요.' },
      { type: 'SPOT', spotIndex: 23 },
      { type: 'SPOT', spotIndex: 35 },
      { type: 'SPOT', spotIndex: 15 },
      { type: 'QUOTE', text: '“도넛 하나에 40분, 그래도 또 갈 거예요.”' },
    ],
  },
  {
    latin: 'YEAR END',
    title: '연말 선물은 팝업에서 고르세요',
    subTitle: '3만원 이하 선물 리스트',
    categories: ['이번 주 팝업'],
    daysAgo: 0,
    status: 'PUBLISHED',
    blocks: [
      { type: 'TEXT', text: '연말 선물 고민이라면 팝업에 가 보세요. 한정판이라 받는 사람도 특별하게 느껴요.' },
      { type: 'SPOT', spotIndex: 52 },
      { type: 'SPOT', spotIndex: 57 },
    ],
  },
  {
    latin: 'DRAFT',
    title: '(작성 중) 내년 상반기 팝업 캘린더',
    subTitle: '',
    categories: ['트렌드'],
    daysAgo: 0,
    status: 'DRAFT',
    blocks: [{ type: 'TEXT', text: '작성 중인 원고예요.' }],
  },
];

export const NOTICE_SEEDS = [
  {
    title: '팝스팟 서비스 이용약관 개정 안내',
    pinned: true,
    daysAgo: 2,
    content:
      '안녕하세요, 팝스팟입니다.\n\n서비스 이용약관이 다음 달 1일부로 개정됩니다. 주요 변경 사항은 커뮤니티 운영 정책과 리뷰 작성 기준이에요.\n\n개정 약관에 동의하지 않으시면 회원 탈퇴를 요청하실 수 있습니다. 감사합니다.',
  },
  {
    title: '원격 줄서기 기능이 새로워졌어요',
    pinned: false,
    daysAgo: 6,
    content:
      '이제 내 순서가 가까워지면 알림으로 알려드려요. 마이페이지의 웨이팅 내역에서 현재 순서를 확인할 수 있어요.',
  },
  {
    title: '사전 예약 알림 기능 오픈',
    pinned: false,
    daysAgo: 14,
    content:
      '관심 있는 팝업의 사전 예약이 열리기 24시간 전, 1시간 전, 10분 전에 알림을 받아보세요. 팝업 상세의 알림 버튼을 누르면 설정할 수 있어요.',
  },
  {
    title: '리뷰 작성 가이드 안내',
    pinned: false,
    daysAgo: 21,
    content:
      '리뷰는 10자 이상 150자 이하로 작성할 수 있고, 사진은 최대 5장까지 올릴 수 있어요. 다른 사람을 비방하는 리뷰는 숨김 처리될 수 있어요.',
  },
  {
    title: '개인정보 처리방침 변경 안내',
    pinned: false,
    daysAgo: 30,
    content: '위치 정보 보관 기간이 변경되었어요. 자세한 내용은 개인정보 처리방침 전문을 확인해 주세요.',
  },
  {
    title: '연말 서버 점검 예정 안내',
    pinned: false,
    daysAgo: -3,
    content: '더 안정적인 서비스를 위해 서버 점검을 진행할 예정이에요. 점검 시간에는 일부 기능을 이용할 수 없어요.',
  },
];

/**
 * The notices' titles and texts in English, Japanese and Chinese, by the Korean title
 * (notice_translations). Written for the seed, to be checked by a native reader.
 */
export const NOTICE_TRANSLATION_SEEDS: Record<string, Record<TranslationLocale, { title: string; content: string }>> = {
  '팝스팟 서비스 이용약관 개정 안내': {
    en: {
      title: 'Changes to the Popspot Terms of Service',
      content:
        'Hello from Popspot.\n\nOur Terms of Service change on the 1st of next month. The main changes are to the community policy and the review guidelines.\n\nIf you do not agree to the new terms, you can ask to delete your account. Thank you.',
    },
    ja: {
      title: 'Popspot利用規約改定のお知らせ',
      content:
        'いつもPopspotをご利用いただきありがとうございます。\n\n来月1日より利用規約を改定いたします。主な変更点はコミュニティ運営ポリシーとレビュー投稿の基準です。\n\n改定後の規約に同意いただけない場合は、退会をお申し出いただけます。',
    },
    zh: {
      title: 'Popspot服务条款修订通知',
      content:
        '您好，这里是Popspot。\n\n服务条款将于下月1日起修订，主要变更为社区运营政策和评价撰写标准。\n\n如不同意修订后的条款，您可以申请注销账号。谢谢。',
    },
  },
  '원격 줄서기 기능이 새로워졌어요': {
    en: {
      title: 'Remote queueing has been updated',
      content:
        'We now send you a notification when your turn is close. You can see your place in line under Waiting on My page.',
    },
    ja: {
      title: 'リモート順番待ちがリニューアルしました',
      content: '順番が近づくと通知でお知らせします。マイページの順番待ち履歴で現在の順番を確認できます。',
    },
    zh: {
      title: '远程排队功能全新升级',
      content: '快轮到您时，我们会发送通知提醒您。您可以在“我的”页面的排队记录中查看当前顺序。',
    },
  },
  '사전 예약 알림 기능 오픈': {
    en: {
      title: 'Pre-booking alerts are here',
      content:
        'Get an alert 24 hours, 1 hour and 10 minutes before pre-booking opens for a pop-up you like. Tap the alert button on the pop-up page to set it up.',
    },
    ja: {
      title: '事前予約通知機能をリリースしました',
      content:
        '気になるポップアップの事前予約が始まる24時間前・1時間前・10分前に通知を受け取れます。ポップアップ詳細の通知ボタンから設定できます。',
    },
    zh: {
      title: '预约提醒功能上线',
      content: '在您关注的快闪店开放预约前24小时、1小时和10分钟收到提醒。点击快闪店详情页的提醒按钮即可设置。',
    },
  },
  '리뷰 작성 가이드 안내': {
    en: {
      title: 'How to write a review',
      content:
        'A review can be 10 to 150 characters long, with up to 5 photos. Reviews that insult others may be hidden.',
    },
    ja: {
      title: 'レビュー投稿ガイドのご案内',
      content:
        'レビューは10文字以上150文字以下で、写真は最大5枚まで投稿できます。他の人を誹謗するレビューは非表示になる場合があります。',
    },
    zh: {
      title: '评价撰写指南',
      content: '评价字数为10至150字，最多可上传5张照片。诋毁他人的评价可能会被隐藏。',
    },
  },
  '개인정보 처리방침 변경 안내': {
    en: {
      title: 'Changes to the Privacy Policy',
      content: 'How long we keep location data has changed. Please see the full Privacy Policy for details.',
    },
    ja: {
      title: '個人情報処理方針変更のお知らせ',
      content: '位置情報の保管期間が変更されました。詳しくは個人情報処理方針の全文をご確認ください。',
    },
    zh: {
      title: '隐私政策变更通知',
      content: '位置信息的保存期限已变更。详情请查看隐私政策全文。',
    },
  },
  '연말 서버 점검 예정 안내': {
    en: {
      title: 'Scheduled year-end server maintenance',
      content:
        'We will carry out server maintenance for a more stable service. Some features will be unavailable during it.',
    },
    ja: {
      title: '年末サーバーメンテナンスのお知らせ',
      content:
        'より安定したサービスのため、サーバーメンテナンスを実施します。メンテナンス中は一部機能をご利用いただけません。',
    },
    zh: {
      title: '年末服务器维护预告',
      content: '为提供更稳定的服务，我们将进行服务器维护。维护期间部分功能将无法使用。',
    },
  },
};

export const COMPANY_SEEDS = [
  {
    key: 'monohaus',
    domains: ['monohaus.example'],
    name: '(주)모노하우스',
    businessRegistrationNumber: '1018100001',
    email: 'partners@monohaus.example',
  },
  {
    key: 'papermoon',
    domains: ['papermoon.example'],
    name: '페이퍼문 스튜디오',
    businessRegistrationNumber: '1018100002',
    email: 'hello@papermoon.example',
  },
  {
    key: 'bunnybloom',
    domains: ['bunnybloom.example'],
    name: '(주)버니블룸컴퍼니',
    businessRegistrationNumber: '1018100003',
    email: 'biz@bunnybloom.example',
  },
  {
    key: 'popspot',
    domains: ['popspot.example'],
    name: '(주)팝스팟',
    businessRegistrationNumber: '1018100004',
    email: 'store@popspot.example',
  },
];
