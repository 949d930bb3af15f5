-- A database from before 0003 has offers and market products but no price records, so its cards had no 30-day
-- low and its products no history. What was published is recorded as offers and products record it now: each
-- offer item from the day it became public (its start, or its creation when that came later), each market
-- product's price as the market's normal price from the day the product was created. Rows that already have
-- records (every database made with 0003) are left alone, so running this on a new database does nothing.
INSERT INTO "price_records" ("kind", "product_id", "market_id", "offer_id", "old_price", "new_price", "start_date", "end_date", "recorded_on")
SELECT 'offer', op."product_id", o."market_id", o."id", op."old_price", op."new_price", o."start_date", o."end_date",
       greatest(o."start_date", (o."created_at" AT TIME ZONE 'Europe/Tirane')::date)
FROM "offer_products" op
JOIN "offers" o ON o."id" = op."offer_id"
WHERE NOT EXISTS (SELECT 1 FROM "price_records" r WHERE r."offer_id" = o."id");
--> statement-breakpoint
INSERT INTO "price_records" ("kind", "product_id", "market_id", "old_price", "recorded_on")
SELECT 'normal', p."id", p."market_id", p."current_price", (p."created_at" AT TIME ZONE 'Europe/Tirane')::date
FROM "products" p
WHERE p."market_id" IS NOT NULL AND p."current_price" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "price_records" r WHERE r."product_id" = p."id" AND r."market_id" = p."market_id" AND r."kind" = 'normal');
