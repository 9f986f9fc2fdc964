/** en/ja/zh text of some pop-ups, keyed by position in SPOT_SEEDS (1-based). */
export interface SpotTranslationSeed {
  title: string;
  name: string;
  content: string;
  notice?: string;
}

export const SPOT_TRANSLATION_SEEDS: Record<
  number,
  { en: SpotTranslationSeed; ja: SpotTranslationSeed; zh: SpotTranslationSeed }
> = {
  1: {
    en: {
      title: 'MONO HAUS Seongsu Flagship Pop-up: Off-White Room',
      name: 'MONO HAUS',
      content:
        'Try on the MONO HAUS winter collection first in a space filled only with white and grey. The second-floor lounge offers free knit de-pilling.',
      notice: 'On-site waiting registration opens at 10:30. Some items may sell out early.',
    },
    ja: {
      title: 'MONO HAUS 聖水フラッグシップ ポップアップ〈オフホワイトルーム〉',
      name: 'モノハウス',
      content:
        '白とグレーだけで満たされた空間で、MONO HAUSの冬コレクションをいち早く試着できます。2階ラウンジではニットの毛玉取りサービスを無料で行っています。',
      notice: '現地の待機登録は10:30から受け付けます。一部商品は早めに売り切れる場合があります。',
    },
    zh: {
      title: 'MONO HAUS 圣水旗舰快闪店〈米白房间〉',
      name: 'MONO HAUS',
      content: '在只有白色和灰色的空间里，抢先试穿 MONO HAUS 冬季系列。二楼休息室免费提供针织衫去球服务。',
      notice: '现场排队登记从10:30开始。部分商品可能提前售罄。',
    },
  },
  2: {
    en: {
      title: 'Paper Moon Studio Stationery Fair: The Season of Paper',
      name: 'Paper Moon Studio',
      content:
        'Diaries, stickers and letter sets: meet Paper Moon Studio’s seasonal stationery in one place, and print your own postcard on a letterpress.',
    },
    ja: {
      title: 'ペーパームーンスタジオ 文具フェア：紙の季節',
      name: 'ペーパームーンスタジオ',
      content:
        'ダイアリー、ステッカー、レターセットまで、ペーパームーンスタジオの季節の文具を一度に。活版印刷でオリジナルのはがきも作れます。',
    },
    zh: {
      title: 'Paper Moon Studio 文具展：纸的季节',
      name: 'Paper Moon Studio',
      content: '日记本、贴纸、信纸套装，一次看遍 Paper Moon Studio 的当季文具，还能用凸版印刷制作专属明信片。',
    },
  },
  3: {
    en: {
      title: 'Bunny Bloom 10th Anniversary Pop-up: Spring Is Here',
      name: 'Bunny Bloom',
      content:
        'To celebrate ten years of the rabbit character Bunny Bloom: a 6-metre sculpture and more than 40 pop-up exclusive goods.',
    },
    ja: {
      title: 'バニーブルーム 10周年キャラクターポップアップ〈春が来たよ〉',
      name: 'バニーブルーム',
      content:
        'うさぎのキャラクター、バニーブルームの10周年を記念して、6メートルの巨大オブジェと限定グッズ40種以上をご用意しました。',
    },
    zh: {
      title: 'Bunny Bloom 10周年角色快闪〈春天来啦〉',
      name: 'Bunny Bloom',
      content: '为庆祝兔子角色 Bunny Bloom 诞生十周年，现场设有6米高的大型雕塑和40余款快闪限定周边。',
    },
  },
  4: {
    en: {
      title: 'GLOW LAB Vegan Skincare Experience Pop-up',
      name: 'GLOW LAB',
      content:
        'Get a skin-type diagnosis and blend a serum made for you. Your results sheet is handed over on the spot.',
    },
    ja: {
      title: 'グロウラボ ヴィーガンスキンケア体験ポップアップ',
      name: 'グロウラボ',
      content: '肌タイプを診断したあと、自分に合う美容液をブレンドできる体験型ポップアップです。',
    },
    zh: {
      title: 'GLOW LAB 纯素护肤体验快闪',
      name: 'GLOW LAB',
      content: '完成肤质检测后，亲手调配适合自己的精华液。检测结果当场发放。',
    },
  },
  5: {
    en: {
      title: 'Orbit Arcade: Retro Game Festa',
      name: 'Orbit Arcade',
      content: 'Play 20 indie games for free in a recreated 1990s arcade. High-score challenges run at weekends.',
    },
    ja: {
      title: 'オービットアーケード：レトロゲームフェスタ',
      name: 'オービットアーケード',
      content: '90年代のゲームセンターを再現した空間で、インディーゲーム20種を無料でプレイできます。',
    },
    zh: {
      title: 'Orbit Arcade：复古游戏节',
      name: 'Orbit Arcade',
      content: '在重现90年代街机厅的空间里免费畅玩20款独立游戏，周末还有高分挑战赛。',
    },
  },
  6: {
    en: {
      title: 'Popspot Room vol.3: Winter Taste Select Shop',
      name: 'Popspot Room',
      content:
        'Winter pieces from 12 local brands hand-picked by Popspot. Book a visiting time on Popspot and walk straight in.',
    },
    ja: {
      title: 'ポップスポットルーム vol.3〈冬のセレクトショップ〉',
      name: 'ポップスポットルーム',
      content:
        'ポップスポットが選んだローカルブランド12社の冬アイテムを紹介するセレクトショップです。来店時間はポップスポットで予約できます。',
    },
    zh: {
      title: 'Popspot Room vol.3〈冬日品味买手店〉',
      name: 'Popspot Room',
      content: '由 Popspot 亲自挑选的12个本地品牌冬季单品。在 Popspot 预约到店时间即可免排队入场。',
    },
  },
  7: {
    en: {
      title: 'HANDAL Traditional Liquor Tasting: A Glass of Moonlight',
      name: 'HANDAL',
      content:
        'Taste makgeolli and yakju from eight regional breweries and buy the ones you like. Ages 19 and over only.',
    },
    ja: {
      title: 'ハンダル 伝統酒試飲会〈月明かりの一杯〉',
      name: 'ハンダル',
      content: '地方の醸造所8か所のマッコリと薬酒を少しずつ試飲でき、その場で購入できます。19歳以上のみ入場可能です。',
    },
    zh: {
      title: 'HANDAL 传统酒品鉴会〈一杯月光〉',
      name: 'HANDAL',
      content: '品尝8家地方酒厂的米酒和药酒，喜欢的可当场购买。仅限19岁以上入场。',
    },
  },
  8: {
    en: {
      title: 'Soft Studio Original Illustration Exhibition: Slow Afternoon',
      name: 'Soft Studio',
      content:
        'More than 60 original works by three Soft Studio artists, shown for the first time, with an art-print shop at the end.',
    },
    ja: {
      title: 'ソフトスタジオ イラスト原画展〈ゆっくりした午後〉',
      name: 'ソフトスタジオ',
      content: 'ソフトスタジオの作家3名による原画60点余りを初公開する展示です。',
    },
    zh: {
      title: 'Soft Studio 插画原画展〈慢慢的午后〉',
      name: 'Soft Studio',
      content: '首次公开 Soft Studio 三位画家的60余幅原画，展厅尽头设有艺术微喷商店。',
    },
  },
  11: {
    en: {
      title: 'CRUMB & CO Butter Bar Pop-up Bakery',
      name: 'CRUMB & CO',
      content: 'Six butter bars baked every morning. They often sell out after 3 pm.',
    },
    ja: {
      title: 'クラムアンドコー バターバー ポップアップベーカリー',
      name: 'クラムアンドコー',
      content: '毎朝焼き上げるバターバー6種を販売するポップアップベーカリーです。午後3時以降は売り切れる日が多いです。',
    },
    zh: {
      title: 'CRUMB & CO 黄油条快闪面包店',
      name: 'CRUMB & CO',
      content: '每天早上现烤6款黄油条，下午3点后常常售罄。',
    },
  },
  13: {
    en: {
      title: 'LUMI WAVE Media Art Exhibition: Waves of Light',
      name: 'LUMI WAVE',
      content:
        'An interactive media-art exhibition covering every floor and wall. The colour of the waves follows your movement.',
    },
    ja: {
      title: 'ルミウェーブ メディアアート展〈光の波〉',
      name: 'ルミウェーブ',
      content: '床と壁全体を使ったインタラクティブなメディアアート展。観客の動きに合わせて波の色が変わります。',
    },
    zh: {
      title: 'LUMI WAVE 媒体艺术展〈光之波〉',
      name: 'LUMI WAVE',
      content: '铺满地面与墙面的互动媒体艺术展，海浪的颜色会随观众的动作而变化。',
    },
  },
  16: {
    en: {
      title: 'VELVET HOUR Perfume Atelier Pop-up: Scent of the Night',
      name: 'VELVET HOUR',
      content: 'Smell twelve night-themed scents and make your own perfume with a perfumer.',
    },
    ja: {
      title: 'ベルベットアワー 香水工房ポップアップ〈夜の香り〉',
      name: 'ベルベットアワー',
      content: '夜をテーマにした12種類の香りを試し、調香師と一緒に自分だけの香水を作れます。',
    },
    zh: {
      title: 'VELVET HOUR 香水工坊快闪〈夜之香〉',
      name: 'VELVET HOUR',
      content: '试闻12款以夜晚为主题的香气，并与调香师一起调制专属香水。',
    },
  },
  22: {
    en: {
      title: 'HANOK LIGHT Lighting Exhibition: Light Under the Eaves',
      name: 'HANOK LIGHT',
      content: 'Thirty lighting works inspired by the eaves and lattice windows of hanok houses. Best after sunset.',
    },
    ja: {
      title: '韓屋ライト 照明展〈軒下の光〉',
      name: '韓屋ライト',
      content: '韓屋の軒と格子窓から着想を得た照明作品30点を展示します。日が暮れてからが一番きれいです。',
    },
    zh: {
      title: 'HANOK LIGHT 灯光展〈屋檐下的光〉',
      name: 'HANOK LIGHT',
      content: '展出30件灵感来自韩屋屋檐与窗棂的灯光作品，日落后最美。',
    },
  },
  45: {
    en: {
      title: 'BYUL & DAL K-Beauty Global Pop-up',
      name: 'BYUL & DAL',
      content: 'A K-beauty pop-up with guidance in four languages for visitors from abroad. Tax refunds on the spot.',
    },
    ja: {
      title: 'ビョル&ダル Kビューティー グローバルポップアップ',
      name: 'ビョル&ダル',
      content:
        '海外からの観光客のために4か国語の案内を用意したKビューティーのポップアップです。免税手続きもその場でできます。',
    },
    zh: {
      title: 'BYUL & DAL 韩妆全球快闪',
      name: 'BYUL & DAL',
      content: '为外国游客准备四种语言导览的韩妆快闪店，可现场办理退税。',
    },
  },
};
