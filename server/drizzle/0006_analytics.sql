CREATE TABLE "ad_click_counts" (
	"ad_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "ad_click_counts_ad_id_day_pk" PRIMARY KEY("ad_id","day"),
	CONSTRAINT "ad_click_counts_positive" CHECK ("ad_click_counts"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "market_event_counts" (
	"market_id" integer NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "market_event_counts_market_id_day_event_pk" PRIMARY KEY("market_id","day","event"),
	CONSTRAINT "market_event_counts_positive" CHECK ("market_event_counts"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "ad_click_counts" ADD CONSTRAINT "ad_click_counts_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_event_counts" ADD CONSTRAINT "market_event_counts_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_click_counts_day_idx" ON "ad_click_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "market_event_counts_day_idx" ON "market_event_counts" USING btree ("day");