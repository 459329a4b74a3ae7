-- One kept 合格证 per 货号 and tenant. Certificates saved twice under one 货号 before this keep their
-- newest as it is; the older ones get their id after the 货号 (L6021 → L6021-17), so nothing is lost and
-- the seller can see and tidy them.
UPDATE "custom_certificates" c
   SET "art_no" = c."art_no" || '-' || c."id",
       "fields" = jsonb_set(c."fields", '{artNo}', to_jsonb(c."art_no" || '-' || c."id"))
  FROM (
    SELECT "id", row_number() OVER (PARTITION BY "tenant_id", lower("art_no") ORDER BY "updated_at" DESC, "id" DESC) AS n
      FROM "custom_certificates" WHERE "deleted_at" IS NULL
  ) d
 WHERE d."id" = c."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_certificates_tenant_art_no" ON "custom_certificates" USING btree ("tenant_id",lower("art_no")) WHERE "custom_certificates"."deleted_at" is null;