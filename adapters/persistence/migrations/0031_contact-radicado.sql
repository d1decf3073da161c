CREATE SEQUENCE "lead_radicado_seq";
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "radicado" text;
--> statement-breakpoint
UPDATE "leads" SET "radicado" = 'RAD-' || to_char("leads"."created_at" AT TIME ZONE 'America/Bogota', 'YYYY') || '-' || lpad("numbered"."n"::text, 6, '0')
FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS "n" FROM "leads" WHERE "kind" = 'contact') AS "numbered"
WHERE "leads"."id" = "numbered"."id";
--> statement-breakpoint
SELECT setval('lead_radicado_seq', (SELECT count(*) FROM "leads" WHERE "kind" = 'contact') + 1, false);
--> statement-breakpoint
CREATE UNIQUE INDEX "leads_radicado_idx" ON "leads" USING btree ("radicado");
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_radicado" CHECK ("leads"."kind" <> 'contact' OR "leads"."radicado" IS NOT NULL);
