/**
 * The judged query set of the search bench (issue 33, decision 068): queries written the way
 * people type them on a phone, each with the demo pop-ups a person expects on the first page.
 * Pop-ups are named by their position in SPOT_SEEDS (server/db/seed/data/spots.ts), which is
 * their id on a freshly seeded database. Only pop-ups the list can show count: public and not
 * ended (85 and 86 are deleted, 87 not activated, 88 scheduled; the E ones have ended).
 *
 * The expectations are a reader's judgement from the seed's facts (brand, title, area, tags,
 * categories, type), never copied from what the search answers: a query the search gets
 * wrong stays wrong here until the search is fixed.
 */
import type { Locale } from '../lib/locales';

export type JudgedKind =
  'plain' | 'brand' | 'run-together' | 'keyboard' | 'word-form' | 'initials' | 'typo' | 'other-language';

export type JudgedQuery = { query: string; lang: Locale; kind: JudgedKind; expect: readonly number[] };

// The pop-ups of each area that the list shows (public, not ended).
const SEONGSU = [1, 2, 6, 11, 15, 18, 25, 36, 43, 63, 72];
const JAMSIL = [3, 10, 21, 35, 52, 65, 75, 81];
const HONGDAE = [5, 9, 17, 26, 50, 53, 74, 83];
const SINSA = [4, 23, 47, 57, 76];
/** Gangnam-gu: the Gangnam station area and Sinsa (가로수길). */
const GANGNAM_GU = [19, 38, 54, 64, ...SINSA];
const HANNAM = [12, 16, 27, 34, 68, 73, 82];
const ITAEWON = [41, 42, 66, 78];
const YEOUIDO = [13, 20, 45, 79];
const IKSEON = [7, 22, 40, 62];
const SAMCHEONG = [8, 14, 69];
const SINCHON = [24, 31, 32, 70, 84];
const PANGYO = [30, 48, 56];
const BUSAN = [28, 29];

// By category (the seed's categories, which are also tags), public and not ended.
const BEAUTY = [4, 16, 24, 45, 64, 76];
const CHARACTER = [3, 15, 17, 32, 35, 40, 54, 62, 65, 83];
const EXHIBITION = [8, 13, 22, 29, 31, 34, 65, 69];
const GOODS = [2, 3, 6, 8, 9, 10, 17, 44, 47, 52, 54, 62, 66, 73];
const GAME = [5, 38, 44, 50, 56];
/** Type FESTIVAL. */
const FESTIVAL = [20, 29, 33, 44, 66, 81];
const DESSERT = [11, 23, 27];

const both = (a: readonly number[], b: readonly number[]) => a.filter((id) => b.includes(id));

const ko = (kind: JudgedKind, query: string, expect: readonly number[]): JudgedQuery => ({
  query,
  lang: 'ko',
  kind,
  expect,
});
const other = (lang: Locale, query: string, expect: readonly number[]): JudgedQuery => ({
  query,
  lang,
  kind: 'other-language',
  expect,
});

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Plain words: an area, a kind of thing, a tag.
  ko('plain', '성수', SEONGSU),
  ko('plain', '잠실', JAMSIL),
  ko('plain', '홍대', HONGDAE),
  ko('plain', '강남', GANGNAM_GU),
  ko('plain', '한남', HANNAM),
  ko('plain', '이태원', ITAEWON),
  ko('plain', '여의도', YEOUIDO),
  ko('plain', '익선동', IKSEON),
  ko('plain', '삼청동', SAMCHEONG),
  ko('plain', '신촌', SINCHON),
  ko('plain', '가로수길', SINSA),
  ko('plain', '판교', PANGYO),
  ko('plain', '부산', BUSAN),
  ko('plain', '뷰티', BEAUTY),
  ko('plain', '캐릭터', CHARACTER),
  ko('plain', '굿즈', GOODS),
  ko('plain', '게임', GAME),
  ko('plain', '디저트', DESSERT),
  ko('plain', '캠핑', [12, 33]),
  ko('plain', '한정판', [3, 26, 44]),
  ko('plain', '고양이', [17, 32]),
  ko('plain', '포토카드', [10, 47]),
  ko('plain', '전통주', [7, 53]),
  ko('plain', '향수', [16]),
  ko('plain', '빈티지', [41]),
  ko('plain', '러닝화', [67]),
  ko('plain', '피규어', [54]),
  ko('plain', '초콜릿', [49]),
  ko('plain', '크리스마스', [66]),
  ko('plain', '성수 팝업', SEONGSU),

  // A brand as typed.
  ko('brand', '모노하우스', [1]),
  ko('brand', '페이퍼문', [2]),
  ko('brand', '버니블룸', [3]),
  ko('brand', '글로우랩', [4]),
  ko('brand', '오르빗 아케이드', [5]),
  ko('brand', '소프트 스튜디오', [8]),
  ko('brand', '하루노트', [9]),
  ko('brand', '스타릿', [10]),
  ko('brand', '크럼앤코', [11]),
  ko('brand', '누크캠프', [12]),
  ko('brand', '루미웨이브', [13]),
  ko('brand', '무무팜', [15]),
  ko('brand', '벨벳아워', [16]),
  ko('brand', '픽셀포', [17]),
  ko('brand', '그린테이블', [18]),
  ko('brand', '킥랩', [19]),
  ko('brand', '로보팔', [21]),
  ko('brand', '코코도우', [23]),
  ko('brand', '오로라 뷰티', [24]),
  ko('brand', '네온타이거', [26]),
  ko('brand', '젤리팝', [35]),
  ko('brand', '하이크클럽', [36]),
  ko('brand', '스텔라 기어', [38]),
  ko('brand', '해피모찌', [40]),
  ko('brand', '노바레코즈', [42]),
  ko('brand', '드림덱', [44]),
  ko('brand', '별앤달', [45]),
  ko('brand', '루미나', [47]),
  ko('brand', '쇼콜랩', [49]),
  ko('brand', '토이플래닛', [54]),
  ko('brand', '스페이스아울', [56]),
  ko('brand', '금붕어상회', [62]),
  ko('brand', '판다프렌즈', [65]),
  ko('brand', '하프문', [68]),
  ko('brand', '누들랩', [78]),
  ko('brand', '슈가러시', [83]),

  // Typed without spaces, the usual way on a phone.
  ko('run-together', '성수팝업', SEONGSU),
  ko('run-together', '버니블룸팝업', [3]),
  ko('run-together', '모노하우스팝업', [1]),
  ko('run-together', '글로우랩팝업', [4]),
  ko('run-together', '오르빗아케이드', [5]),
  ko('run-together', '강남뷰티', both(GANGNAM_GU, BEAUTY)),
  ko('run-together', '홍대게임', both(HONGDAE, GAME)),
  ko('run-together', '잠실캐릭터', both(JAMSIL, CHARACTER)),
  ko('run-together', '홍대굿즈', both(HONGDAE, GOODS)),
  ko('run-together', '성수디저트', both(SEONGSU, DESSERT)),
  ko('run-together', '한남팝업', HANNAM),
  ko('run-together', '여의도전시', both(YEOUIDO, EXHIBITION)),
  ko('run-together', '익선동캐릭터', both(IKSEON, CHARACTER)),
  ko('run-together', '신촌뷰티', both(SINCHON, BEAUTY)),

  // The keyboard left on English (the Korean two-set layout's keys).
  ko('keyboard', 'tjdtn', SEONGSU), // 성수
  ko('keyboard', 'Tjdtn', SEONGSU), // the phone's capital first letter
  ko('keyboard', 'tjdtn vkqdjq', SEONGSU), // 성수 팝업
  ko('keyboard', 'tjdtnvkqdjq', SEONGSU), // 성수팝업
  ko('keyboard', 'qjslqmffna', [3]), // 버니블룸
  ko('keyboard', 'qjslqmffnavkqdjq', [3]), // 버니블룸팝업
  ko('keyboard', 'ahshgkdntm', [1]), // 모노하우스
  ko('keyboard', 'rmffhdnfoq', [4]), // 글로우랩
  ko('keyboard', 'wkatlf', JAMSIL), // 잠실
  ko('keyboard', 'ghdeo', HONGDAE), // 홍대
  ko('keyboard', 'dlxodnjs', ITAEWON), // 이태원
  ko('keyboard', 'rkdskaqbxl', both(GANGNAM_GU, BEAUTY)), // 강남뷰티
  ko('keyboard', 'ghdeorpdla', both(HONGDAE, GAME)), // 홍대게임
  ko('keyboard', 'rhdiddl', [17, 32]), // 고양이
  ko('keyboard', 'elwjxm', DESSERT), // 디저트
  ko('keyboard', 'xhdlvmffoslt', [54]), // 토이플래닛
  ko('keyboard', 'ananvka', [15]), // 무무팜
  ko('keyboard', 'gkdlzmzmffjq', [36]), // 하이크클럽

  // Another form of the word.
  ko('word-form', '전시회', EXHIBITION),
  ko('word-form', '전시', EXHIBITION),
  ko('word-form', '페스티벌', FESTIVAL),
  ko('word-form', '축제', FESTIVAL),
  ko('word-form', '화장품', BEAUTY),
  ko('word-form', '코스메틱', BEAUTY),
  ko('word-form', '팝업스토어 성수', SEONGSU),
  ko('word-form', '팝업샵 잠실', JAMSIL),

  // Initial consonants.
  ko('initials', 'ㅅㅅ', SEONGSU),
  ko('initials', 'ㅂㄴㅂㄹ', [3]),
  ko('initials', 'ㅁㄴㅎㅇㅅ', [1]),
  ko('initials', 'ㄱㄹㅇㄹ', [4]),
  ko('initials', 'ㅈㅅㄷ', JAMSIL), // 잠실동

  // One typo.
  ko('typo', '모노하우즈', [1]),
  ko('typo', '버니블롬', [3]),
  ko('typo', '글로우렙', [4]),
  ko('typo', '루미웨이버', [13]),
  ko('typo', '토이플레닛', [54]),

  // English, Japanese and Chinese pages.
  other('en', 'seongsu popup', SEONGSU),
  other('en', 'seongsu', SEONGSU),
  other('en', 'jamsil', JAMSIL),
  other('en', 'hongdae', HONGDAE),
  other('en', 'gangnam', GANGNAM_GU),
  other('en', 'itaewon', ITAEWON),
  other('en', 'busan', BUSAN),
  other('en', 'mono haus', [1]),
  other('en', 'bunny bloom', [3]),
  other('en', 'glow lab', [4]),
  other('en', 'paper moon', [2]),
  other('en', 'orbit arcade', [5]),
  other('en', 'lumi wave', [13]),
  other('en', 'velvet hour', [16]),
  other('en', 'beauty', BEAUTY),
  other('en', 'exhibition', EXHIBITION),
  other('en', 'character popup', CHARACTER),
  other('en', 'festival', FESTIVAL),
  other('en', 'dessert', DESSERT),
  other('ja', '聖水 ポップアップ', SEONGSU),
  other('ja', '聖水', SEONGSU),
  other('ja', '弘大', HONGDAE),
  other('ja', '蚕室', JAMSIL),
  other('ja', 'ビューティー', BEAUTY),
  other('ja', '展示', EXHIBITION),
  other('ja', 'キャラクター', CHARACTER),
  other('ja', 'グッズ', GOODS),
  other('ja', 'フェスティバル', FESTIVAL),
  other('zh', '圣水 快闪店', SEONGSU),
  other('zh', '圣水', SEONGSU),
  other('zh', '弘大', HONGDAE),
  other('zh', '江南 美妆', both(GANGNAM_GU, BEAUTY)),
  other('zh', '美妆', BEAUTY),
  other('zh', '展览', EXHIBITION),
  other('zh', '角色', CHARACTER),
  other('zh', '周边', GOODS),
];
