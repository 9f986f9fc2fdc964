-- Issue 31: one company per name, compared without case and surrounding spaces
-- (COMPANY_NAME_TAKEN). Companies registered twice under one name before this keep their
-- rows: every one but the first gets its id after the name, so the index can be built and an
-- admin can tell them apart and rename them.
UPDATE "companies" AS c SET "name" = c."name" || ' (' || c."id" || ')'
WHERE EXISTS (
  SELECT 1 FROM "companies" AS first
  WHERE lower(btrim(first."name")) = lower(btrim(c."name")) AND first."id" < c."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_uq" ON "companies" USING btree (lower(btrim("name")));
