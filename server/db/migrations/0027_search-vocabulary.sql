CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_key" text NOT NULL,
	"locale" text NOT NULL,
	"term" text NOT NULL,
	"norm" text NOT NULL,
	"generic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_group_norm_uq" ON "search_synonyms" USING btree ("group_key","norm");--> statement-breakpoint
CREATE INDEX "search_synonyms_norm_idx" ON "search_synonyms" USING btree ("norm");--> statement-breakpoint
CREATE INDEX "search_terms_norm_idx" ON "search_terms" USING btree ("norm");--> statement-breakpoint

-- Decision 068. search_text also carries each translation's brand name and the en/ja/zh
-- names of the pop-up's tags (tag_translations), so a keyword in another language finds what
-- the reader sees on the page ('bunny bloom', '聖水', 'photo zone'). As with the district
-- names, a renamed tag translation refreshes pop-ups on their next write (or
-- `UPDATE spots SET title = title`).
CREATE OR REPLACE FUNCTION popspot_spots_search_fill() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  chain text[];
  district_names text[];
BEGIN
  SELECT ARRAY[r3.code, r2.code, r1.code],
         ARRAY[popspot_search_normalize(r3.name), popspot_search_normalize(r2.name),
           popspot_search_normalize(r1.name)]
    INTO chain, district_names
    FROM regions r3
    LEFT JOIN regions r2 ON r2.code = r3.parent_code
    LEFT JOIN regions r1 ON r1.code = r2.parent_code
   WHERE r3.code = NEW.region_code;
  NEW.search_text := concat_ws(E'\n',
    popspot_search_normalize(NEW.title),
    popspot_search_normalize(NEW.name),
    popspot_search_normalize(NEW.address),
    popspot_search_normalize(NEW.road_address),
    popspot_search_normalize(NEW.region_1depth_name),
    popspot_search_normalize(NEW.region_2depth_name),
    array_to_string(district_names, E'\n'),
    (SELECT string_agg(popspot_search_normalize(rt.name), E'\n' ORDER BY rt.locale, rt.region_code DESC)
       FROM region_translations rt WHERE rt.region_code = ANY (chain)),
    (SELECT string_agg(popspot_search_normalize(tag), E'\n') FROM unnest(NEW.tags) AS tag),
    (SELECT string_agg(concat_ws(E'\n', popspot_search_normalize(st.title), popspot_search_normalize(st.name)),
                       E'\n' ORDER BY st.locale)
       FROM spot_translations st WHERE st.spot_id = NEW.id),
    (SELECT string_agg(DISTINCT popspot_search_normalize(tt.name), E'\n')
       FROM tag_translations tt WHERE tt.tag = ANY (NEW.tags)),
    -- What kind of listing it is, in Korean (the vocabulary adds the other languages):
    -- '페스티벌' finds a festival whose title says 마켓.
    CASE NEW.type WHEN 'EXHIBITION' THEN '전시' WHEN 'FESTIVAL' THEN '페스티벌' WHEN 'EVENT' THEN '이벤트' END);
  -- One call over the fields joined by newlines; a field without Hangul leaves an empty line.
  NEW.search_choseong := popspot_choseong(concat_ws(E'\n',
    popspot_search_normalize(NEW.title),
    popspot_search_normalize(NEW.name),
    (SELECT string_agg(popspot_search_normalize(tag), E'\n') FROM unnest(NEW.tags) AS tag),
    array_to_string(district_names, E'\n')));
  RETURN NEW;
END
$$;
--> statement-breakpoint

-- A translation's brand name is searched too: its change touches the pop-up as a title does.
DROP TRIGGER spot_translations_search_touch ON spot_translations;
--> statement-breakpoint
CREATE TRIGGER spot_translations_search_touch
  AFTER INSERT OR UPDATE OF spot_id, title, name OR DELETE
  ON spot_translations FOR EACH ROW EXECUTE FUNCTION popspot_spot_translations_search_touch();
--> statement-breakpoint

-- The first vocabulary: words a visitor uses for the same thing, in the four languages.
-- Data: add or remove rows to change the search (norm = popspot_search_normalize(term)).
INSERT INTO search_synonyms (group_key, locale, term, norm)
SELECT g, l, t, popspot_search_normalize(t)
  FROM (VALUES
    ('popup', 'ko', '팝업'), ('popup', 'ko', '팝업스토어'), ('popup', 'ko', '팝업샵'),
    ('popup', 'en', 'popup'), ('popup', 'en', 'pop-up'), ('popup', 'en', 'popup store'),
    ('popup', 'en', 'pop-up store'), ('popup', 'en', 'popup shop'),
    ('popup', 'ja', 'ポップアップ'), ('popup', 'ja', 'ポップアップストア'),
    ('popup', 'zh', '快闪店'), ('popup', 'zh', '快闪'), ('popup', 'zh', '快閃店'),
    ('exhibition', 'ko', '전시'), ('exhibition', 'ko', '전시회'),
    ('exhibition', 'en', 'exhibition'), ('exhibition', 'en', 'exhibit'),
    ('exhibition', 'ja', '展示'), ('exhibition', 'ja', '展示会'), ('exhibition', 'ja', '展覧会'),
    ('exhibition', 'zh', '展览'), ('exhibition', 'zh', '展览会'),
    ('festival', 'ko', '페스티벌'), ('festival', 'ko', '축제'), ('festival', 'ko', '페스타'), ('festival', 'en', 'festival'),
    ('festival', 'ja', 'フェスティバル'), ('festival', 'ja', '祭り'), ('festival', 'zh', '节日'),
    ('festival', 'zh', '庆典'),
    ('goods', 'ko', '굿즈'), ('goods', 'ko', 'md'), ('goods', 'en', 'goods'), ('goods', 'en', 'merch'),
    ('goods', 'ja', 'グッズ'), ('goods', 'zh', '周边'),
    ('beauty', 'ko', '뷰티'), ('beauty', 'ko', '화장품'), ('beauty', 'ko', '코스메틱'),
    ('beauty', 'en', 'beauty'), ('beauty', 'en', 'cosmetics'), ('beauty', 'ja', 'ビューティー'),
    ('beauty', 'ja', 'コスメ'), ('beauty', 'zh', '美妆'), ('beauty', 'zh', '化妆品'),
    ('character', 'ko', '캐릭터'), ('character', 'en', 'character'), ('character', 'ja', 'キャラクター'),
    ('character', 'zh', '角色'),
    ('fashion', 'ko', '패션'), ('fashion', 'ko', '의류'), ('fashion', 'en', 'fashion'),
    ('fashion', 'ja', 'ファッション'), ('fashion', 'zh', '时尚'), ('fashion', 'zh', '服装'),
    ('food', 'ko', '푸드'), ('food', 'ko', '음식'), ('food', 'en', 'food'), ('food', 'ja', 'フード'),
    ('food', 'zh', '美食'),
    ('dessert', 'ko', '디저트'), ('dessert', 'en', 'dessert'), ('dessert', 'ja', 'デザート'),
    ('dessert', 'zh', '甜品'),
    ('cafe', 'ko', '카페'), ('cafe', 'en', 'cafe'), ('cafe', 'en', 'café'), ('cafe', 'ja', 'カフェ'),
    ('cafe', 'zh', '咖啡店'), ('cafe', 'zh', '咖啡厅'),
    ('photozone', 'ko', '포토존'), ('photozone', 'en', 'photo zone'), ('photozone', 'en', 'photo spot'),
    ('photozone', 'ja', 'フォトスポット'), ('photozone', 'ja', 'フォトゾーン'), ('photozone', 'zh', '拍照区'),
    ('stationery', 'ko', '문구'), ('stationery', 'en', 'stationery'), ('stationery', 'ja', '文房具'),
    ('stationery', 'zh', '文具'),
    ('art', 'ko', '아트'), ('art', 'ko', '미술'), ('art', 'ja', 'アート'),
    ('art', 'zh', '艺术'), ('art', 'zh', '美术'),
    ('game', 'ko', '게임'), ('game', 'en', 'game'), ('game', 'ja', 'ゲーム'), ('game', 'zh', '游戏'),
    ('lifestyle', 'ko', '라이프스타일'), ('lifestyle', 'en', 'lifestyle'),
    ('lifestyle', 'ja', 'ライフスタイル'), ('lifestyle', 'zh', '生活方式'),
    ('limited', 'ko', '한정판'), ('limited', 'ko', '한정'), ('limited', 'en', 'limited'),
    ('limited', 'en', 'limited edition'), ('limited', 'ja', '限定'), ('limited', 'zh', '限量'),
    ('flagship', 'ko', '플래그십'), ('flagship', 'en', 'flagship'), ('flagship', 'ja', 'フラッグシップ'),
    ('flagship', 'zh', '旗舰'),
    ('event', 'ko', '이벤트'), ('event', 'en', 'event'), ('event', 'ja', 'イベント'), ('event', 'zh', '活动'),
    ('drink', 'ko', '주류'), ('drink', 'en', 'drinks'), ('drink', 'en', 'alcohol'),
    ('drink', 'ja', 'お酒'), ('drink', 'zh', '酒类'),
    ('tech', 'ko', '테크'), ('tech', 'ko', '전자기기'), ('tech', 'en', 'tech'), ('tech', 'ja', 'テック'),
    ('tech', 'zh', '科技'),
    ('fandom', 'ko', '팬덤'), ('fandom', 'en', 'fandom'), ('fandom', 'ja', 'ファンダム'), ('fandom', 'zh', '粉丝')
  ) AS v(g, l, t);
--> statement-breakpoint

-- Everything listed is a pop-up: beside other words, 팝업 narrows nothing.
UPDATE search_synonyms SET generic = true WHERE group_key = 'popup';
--> statement-breakpoint

-- Rebuild every pop-up's search text with the new fields.
UPDATE spots SET title = title;
