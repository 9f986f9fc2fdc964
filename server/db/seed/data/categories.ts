/** Spot categories (chips and filters); the slug is the filter value. */
export interface CategorySeed {
  slug: string;
  name: string;
  en: string;
  ja: string;
  zh: string;
}

export const CATEGORY_SEEDS: CategorySeed[] = [
  { slug: 'fashion', name: '패션', en: 'Fashion', ja: 'ファッション', zh: '时尚' },
  { slug: 'beauty', name: '뷰티', en: 'Beauty', ja: 'ビューティー', zh: '美妆' },
  { slug: 'character', name: '캐릭터', en: 'Characters', ja: 'キャラクター', zh: '角色' },
  { slug: 'food', name: '푸드', en: 'Food', ja: 'フード', zh: '美食' },
  { slug: 'exhibition', name: '전시', en: 'Exhibitions', ja: '展示', zh: '展览' },
  { slug: 'lifestyle', name: '라이프스타일', en: 'Lifestyle', ja: 'ライフスタイル', zh: '生活方式' },
  { slug: 'goods', name: '굿즈', en: 'Goods', ja: 'グッズ', zh: '周边' },
  { slug: 'fandom', name: '팬덤', en: 'Fandom', ja: 'ファンダム', zh: '粉丝' },
  { slug: 'tech', name: '테크', en: 'Tech', ja: 'テック', zh: '科技' },
  { slug: 'game', name: '게임', en: 'Games', ja: 'ゲーム', zh: '游戏' },
  { slug: 'drink', name: '주류', en: 'Drinks', ja: 'お酒', zh: '酒类' },
];

export type CategorySlug =
  | 'fashion'
  | 'beauty'
  | 'character'
  | 'food'
  | 'exhibition'
  | 'lifestyle'
  | 'goods'
  | 'fandom'
  | 'tech'
  | 'game'
  | 'drink';

/** Satisfaction items of the review form. */
export const REVIEW_METRIC_SEEDS = [
  { name: '친절해요', en: 'Friendly staff', ja: 'スタッフが親切', zh: '服务亲切' },
  { name: '사진 찍기 좋아요', en: 'Great for photos', ja: '写真映えする', zh: '适合拍照' },
  { name: '굿즈가 다양해요', en: 'Lots of goods', ja: 'グッズが豊富', zh: '周边种类丰富' },
  { name: '대기가 짧아요', en: 'Short wait', ja: '待ち時間が短い', zh: '排队时间短' },
  { name: '볼거리가 많아요', en: 'Plenty to see', ja: '見どころが多い', zh: '看点很多' },
  { name: '가성비 좋아요', en: 'Good value', ja: 'コスパが良い', zh: '性价比高' },
  { name: '체험이 재밌어요', en: 'Fun activities', ja: '体験が楽しい', zh: '体验有趣' },
];
