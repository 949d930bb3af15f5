ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_global_barcode_unique" ON "products" USING btree ("barcode") WHERE "products"."market_id" is null and "products"."barcode" is not null;--> statement-breakpoint
CREATE INDEX "products_barcode_idx" ON "products" USING btree ("barcode");