/**
 * Legal districts (법정동코드, 10 digits) used by the seed, matching REGION_GROUPS in
 * lib/constants.ts: the list and map filters find a spot through its region_code.
 * Provinces and districts are parents only; a dong row carries its group key, and the
 * province rows carry the group whose lib code names the whole province (SEOUL,
 * GYEONGGI_INCHEON).
 */
type RegionGroupKey =
  'SEONGSU' | 'JAMSIL' | 'HONGDAE_SINCHON' | 'GANGNAM' | 'YONGSAN' | 'SEOUL' | 'GYEONGGI_INCHEON' | 'ETC';

export interface RegionSeed {
  code: string;
  name: string;
  depth: 1 | 2 | 3;
  parentCode: string | null;
  groupKey: RegionGroupKey | null;
}

export const REGION_SEEDS: RegionSeed[] = [
  // 시/도
  { code: '1100000000', name: '서울특별시', depth: 1, parentCode: null, groupKey: 'SEOUL' },
  { code: '2600000000', name: '부산광역시', depth: 1, parentCode: null, groupKey: 'ETC' },
  { code: '2800000000', name: '인천광역시', depth: 1, parentCode: null, groupKey: 'GYEONGGI_INCHEON' },
  { code: '4100000000', name: '경기도', depth: 1, parentCode: null, groupKey: 'GYEONGGI_INCHEON' },
  // 시/군/구
  { code: '1111000000', name: '종로구', depth: 2, parentCode: '1100000000', groupKey: null },
  { code: '1117000000', name: '용산구', depth: 2, parentCode: '1100000000', groupKey: null },
  { code: '1120000000', name: '성동구', depth: 2, parentCode: '1100000000', groupKey: null },
  { code: '1141000000', name: '서대문구', depth: 2, parentCode: '1100000000', groupKey: null },
  { code: '1144000000', name: '마포구', depth: 2, parentCode: '1100000000', groupKey: null },
  { code: '1156000000', name: '영등포구', depth: 2, parentCode: '1100000000', groupKey: null },
  { code: '1165000000', name: '서초구', depth: 2, parentCode: '1100000000', groupKey: null },
  { code: '1168000000', name: '강남구', depth: 2, parentCode: '1100000000', groupKey: null },
  { code: '1171000000', name: '송파구', depth: 2, parentCode: '1100000000', groupKey: null },
  { code: '2635000000', name: '해운대구', depth: 2, parentCode: '2600000000', groupKey: null },
  { code: '2650000000', name: '수영구', depth: 2, parentCode: '2600000000', groupKey: null },
  { code: '2818500000', name: '연수구', depth: 2, parentCode: '2800000000', groupKey: null },
  { code: '4113500000', name: '성남시 분당구', depth: 2, parentCode: '4100000000', groupKey: null },
  // 읍/면/동
  { code: '1120011400', name: '성수동1가', depth: 3, parentCode: '1120000000', groupKey: 'SEONGSU' },
  { code: '1120011500', name: '성수동2가', depth: 3, parentCode: '1120000000', groupKey: 'SEONGSU' },
  { code: '1171010100', name: '잠실동', depth: 3, parentCode: '1171000000', groupKey: 'JAMSIL' },
  { code: '1144012000', name: '서교동', depth: 3, parentCode: '1144000000', groupKey: 'HONGDAE_SINCHON' },
  { code: '1141011600', name: '창천동', depth: 3, parentCode: '1141000000', groupKey: 'HONGDAE_SINCHON' },
  { code: '1168010100', name: '역삼동', depth: 3, parentCode: '1168000000', groupKey: 'GANGNAM' },
  { code: '1168010700', name: '신사동', depth: 3, parentCode: '1168000000', groupKey: 'GANGNAM' },
  { code: '1117013000', name: '이태원동', depth: 3, parentCode: '1117000000', groupKey: 'YONGSAN' },
  { code: '1117013100', name: '한남동', depth: 3, parentCode: '1117000000', groupKey: 'YONGSAN' },
  { code: '1156011000', name: '여의도동', depth: 3, parentCode: '1156000000', groupKey: 'SEOUL' },
  { code: '1111013300', name: '익선동', depth: 3, parentCode: '1111000000', groupKey: 'SEOUL' },
  { code: '1111014000', name: '삼청동', depth: 3, parentCode: '1111000000', groupKey: 'SEOUL' },
  { code: '1165010700', name: '반포동', depth: 3, parentCode: '1165000000', groupKey: 'SEOUL' },
  { code: '4113510900', name: '백현동', depth: 3, parentCode: '4113500000', groupKey: 'GYEONGGI_INCHEON' },
  { code: '2818510600', name: '송도동', depth: 3, parentCode: '2818500000', groupKey: 'GYEONGGI_INCHEON' },
  { code: '2635010500', name: '우동', depth: 3, parentCode: '2635000000', groupKey: 'ETC' },
  { code: '2650010400', name: '광안동', depth: 3, parentCode: '2650000000', groupKey: 'ETC' },
];

/**
 * Every seeded region's name in en/ja/zh (region_translations). English is the official
 * romanized legal-district name as the government publishes it (Revised Romanization,
 * hyphen before the unit: Seongdong-gu, Seongsu-dong 1(il)-ga); Japanese and Chinese are
 * the kanji/hanzi names (城東区 / 城东区). tests/unit/region-names.test.ts checks each
 * REGION_SEEDS row has all three.
 */
export const REGION_NAME_SEEDS: Record<string, { en: string; ja: string; zh: string }> = {
  '1100000000': { en: 'Seoul', ja: 'ソウル特別市', zh: '首尔特别市' },
  '2600000000': { en: 'Busan', ja: '釜山広域市', zh: '釜山广域市' },
  '2800000000': { en: 'Incheon', ja: '仁川広域市', zh: '仁川广域市' },
  '4100000000': { en: 'Gyeonggi-do', ja: '京畿道', zh: '京畿道' },
  '1111000000': { en: 'Jongno-gu', ja: '鍾路区', zh: '钟路区' },
  '1117000000': { en: 'Yongsan-gu', ja: '龍山区', zh: '龙山区' },
  '1120000000': { en: 'Seongdong-gu', ja: '城東区', zh: '城东区' },
  '1141000000': { en: 'Seodaemun-gu', ja: '西大門区', zh: '西大门区' },
  '1144000000': { en: 'Mapo-gu', ja: '麻浦区', zh: '麻浦区' },
  '1156000000': { en: 'Yeongdeungpo-gu', ja: '永登浦区', zh: '永登浦区' },
  '1165000000': { en: 'Seocho-gu', ja: '瑞草区', zh: '瑞草区' },
  '1168000000': { en: 'Gangnam-gu', ja: '江南区', zh: '江南区' },
  '1171000000': { en: 'Songpa-gu', ja: '松坡区', zh: '松坡区' },
  '2635000000': { en: 'Haeundae-gu', ja: '海雲台区', zh: '海云台区' },
  '2650000000': { en: 'Suyeong-gu', ja: '水営区', zh: '水营区' },
  '2818500000': { en: 'Yeonsu-gu', ja: '延寿区', zh: '延寿区' },
  '4113500000': { en: 'Seongnam-si Bundang-gu', ja: '城南市 盆唐区', zh: '城南市 盆唐区' },
  '1120011400': { en: 'Seongsu-dong 1(il)-ga', ja: '聖水洞1街', zh: '圣水洞1街' },
  '1120011500': { en: 'Seongsu-dong 2(i)-ga', ja: '聖水洞2街', zh: '圣水洞2街' },
  '1171010100': { en: 'Jamsil-dong', ja: '蚕室洞', zh: '蚕室洞' },
  '1144012000': { en: 'Seogyo-dong', ja: '西橋洞', zh: '西桥洞' },
  '1141011600': { en: 'Changcheon-dong', ja: '滄川洞', zh: '沧川洞' },
  '1168010100': { en: 'Yeoksam-dong', ja: '駅三洞', zh: '驿三洞' },
  '1168010700': { en: 'Sinsa-dong', ja: '新沙洞', zh: '新沙洞' },
  '1117013000': { en: 'Itaewon-dong', ja: '梨泰院洞', zh: '梨泰院洞' },
  '1117013100': { en: 'Hannam-dong', ja: '漢南洞', zh: '汉南洞' },
  '1156011000': { en: 'Yeouido-dong', ja: '汝矣島洞', zh: '汝矣岛洞' },
  '1111013300': { en: 'Ikseon-dong', ja: '益善洞', zh: '益善洞' },
  '1111014000': { en: 'Samcheong-dong', ja: '三清洞', zh: '三清洞' },
  '1165010700': { en: 'Banpo-dong', ja: '盤浦洞', zh: '盘浦洞' },
  '4113510900': { en: 'Baekhyeon-dong', ja: '白峴洞', zh: '白岘洞' },
  '2818510600': { en: 'Songdo-dong', ja: '松島洞', zh: '松岛洞' },
  '2635010500': { en: 'U-dong', ja: '佑洞', zh: '佑洞' },
  '2650010400': { en: 'Gwangan-dong', ja: '広安洞', zh: '广安洞' },
};

/** A neighbourhood where seeded pop-ups and partners are placed. */
export interface AreaSeed {
  regionCode: string;
  /** Kakao-style short province name ('서울', '경기'). */
  depth1: string;
  /** Kakao-style district name ('성동구', '성남시 분당구'). */
  depth2: string;
  dong: string;
  latitude: number;
  longitude: number;
  /** Spread of coordinates around the centre, in degrees. */
  spread: number;
  roads: string[];
  /** First number of lot addresses (지번) in this dong. */
  lotBase: number;
}

export const AREAS = {
  seongsu1: {
    regionCode: '1120011400',
    depth1: '서울',
    depth2: '성동구',
    dong: '성수동1가',
    latitude: 37.5446,
    longitude: 127.0448,
    spread: 0.0035,
    roads: ['서울숲2길', '서울숲4길', '왕십리로', '뚝섬로'],
    lotBase: 656,
  },
  seongsu2: {
    regionCode: '1120011500',
    depth1: '서울',
    depth2: '성동구',
    dong: '성수동2가',
    latitude: 37.543,
    longitude: 127.056,
    spread: 0.004,
    roads: ['연무장길', '연무장5길', '성수이로', '성수이로7길', '아차산로'],
    lotBase: 280,
  },
  jamsil: {
    regionCode: '1171010100',
    depth1: '서울',
    depth2: '송파구',
    dong: '잠실동',
    latitude: 37.5115,
    longitude: 127.098,
    spread: 0.004,
    roads: ['올림픽로', '송파대로', '백제고분로', '석촌호수로'],
    lotBase: 40,
  },
  hongdae: {
    regionCode: '1144012000',
    depth1: '서울',
    depth2: '마포구',
    dong: '서교동',
    latitude: 37.556,
    longitude: 126.923,
    spread: 0.0035,
    roads: ['와우산로', '어울마당로', '잔다리로', '양화로'],
    lotBase: 340,
  },
  sinchon: {
    regionCode: '1141011600',
    depth1: '서울',
    depth2: '서대문구',
    dong: '창천동',
    latitude: 37.559,
    longitude: 126.94,
    spread: 0.003,
    roads: ['연세로', '명물길', '신촌로', '연세로5다길'],
    lotBase: 18,
  },
  gangnam: {
    regionCode: '1168010100',
    depth1: '서울',
    depth2: '강남구',
    dong: '역삼동',
    latitude: 37.499,
    longitude: 127.03,
    spread: 0.0035,
    roads: ['강남대로', '테헤란로', '논현로', '강남대로94길'],
    lotBase: 810,
  },
  sinsa: {
    regionCode: '1168010700',
    depth1: '서울',
    depth2: '강남구',
    dong: '신사동',
    latitude: 37.5205,
    longitude: 127.0225,
    spread: 0.003,
    roads: ['강남대로152길', '강남대로156길', '도산대로13길', '압구정로10길'],
    lotBase: 530,
  },
  hannam: {
    regionCode: '1117013100',
    depth1: '서울',
    depth2: '용산구',
    dong: '한남동',
    latitude: 37.5345,
    longitude: 127.001,
    spread: 0.003,
    roads: ['한남대로', '이태원로', '대사관로', '독서당로'],
    lotBase: 683,
  },
  itaewon: {
    regionCode: '1117013000',
    depth1: '서울',
    depth2: '용산구',
    dong: '이태원동',
    latitude: 37.5345,
    longitude: 126.9945,
    spread: 0.0025,
    roads: ['이태원로', '보광로', '녹사평대로'],
    lotBase: 119,
  },
  yeouido: {
    regionCode: '1156011000',
    depth1: '서울',
    depth2: '영등포구',
    dong: '여의도동',
    latitude: 37.526,
    longitude: 126.928,
    spread: 0.003,
    roads: ['여의대로', '국제금융로', '여의나루로'],
    lotBase: 22,
  },
  ikseon: {
    regionCode: '1111013300',
    depth1: '서울',
    depth2: '종로구',
    dong: '익선동',
    latitude: 37.5745,
    longitude: 126.9895,
    spread: 0.0015,
    roads: ['수표로28길', '돈화문로11길', '삼일대로'],
    lotBase: 166,
  },
  samcheong: {
    regionCode: '1111014000',
    depth1: '서울',
    depth2: '종로구',
    dong: '삼청동',
    latitude: 37.5815,
    longitude: 126.9815,
    spread: 0.002,
    roads: ['삼청로', '북촌로5길', '삼청로9길'],
    lotBase: 35,
  },
  banpo: {
    regionCode: '1165010700',
    depth1: '서울',
    depth2: '서초구',
    dong: '반포동',
    latitude: 37.5045,
    longitude: 127.0045,
    spread: 0.003,
    roads: ['신반포로', '사평대로', '신반포로15길'],
    lotBase: 19,
  },
  pangyo: {
    regionCode: '4113510900',
    depth1: '경기',
    depth2: '성남시 분당구',
    dong: '백현동',
    latitude: 37.394,
    longitude: 127.111,
    spread: 0.003,
    roads: ['판교역로', '분당내곡로', '판교역로146번길'],
    lotBase: 541,
  },
  songdo: {
    regionCode: '2818510600',
    depth1: '인천',
    depth2: '연수구',
    dong: '송도동',
    latitude: 37.393,
    longitude: 126.639,
    spread: 0.004,
    roads: ['컨벤시아대로', '센트럴로', '아트센터대로'],
    lotBase: 23,
  },
  haeundae: {
    regionCode: '2635010500',
    depth1: '부산',
    depth2: '해운대구',
    dong: '우동',
    latitude: 35.163,
    longitude: 129.16,
    spread: 0.004,
    roads: ['해운대해변로', '센텀중앙로', '구남로'],
    lotBase: 1411,
  },
  gwangan: {
    regionCode: '2650010400',
    depth1: '부산',
    depth2: '수영구',
    dong: '광안동',
    latitude: 35.153,
    longitude: 129.1185,
    spread: 0.0025,
    roads: ['광안해변로', '광남로'],
    lotBase: 192,
  },
} satisfies Record<string, AreaSeed>;

export type AreaKey = keyof typeof AREAS;
