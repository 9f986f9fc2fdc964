CREATE TABLE "region_translations" (
	"region_code" text NOT NULL,
	"locale" "translation_locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "region_translations_region_code_locale_pk" PRIMARY KEY("region_code","locale")
);
--> statement-breakpoint
ALTER TABLE "region_translations" ADD CONSTRAINT "region_translations_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE cascade ON UPDATE no action;