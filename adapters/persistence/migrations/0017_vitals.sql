CREATE TABLE "vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"page" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision,
	"rating" text,
	"navigation_type" text NOT NULL,
	"device" text NOT NULL,
	"error_message" text,
	"error_source" text,
	CONSTRAINT "vitals_metric" CHECK ("vitals"."metric" IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'error')),
	CONSTRAINT "vitals_shape" CHECK (("vitals"."metric" = 'error' AND "vitals"."error_message" IS NOT NULL AND "vitals"."value" IS NULL) OR ("vitals"."metric" <> 'error' AND "vitals"."value" IS NOT NULL AND "vitals"."rating" IN ('good', 'needs-improvement', 'poor'))),
	CONSTRAINT "vitals_navigation_type" CHECK ("vitals"."navigation_type" IN ('navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore')),
	CONSTRAINT "vitals_device" CHECK ("vitals"."device" IN ('mobile', 'desktop'))
);
--> statement-breakpoint
CREATE INDEX "vitals_recorded_at_idx" ON "vitals" USING btree ("recorded_at");