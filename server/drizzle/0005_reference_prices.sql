CREATE TABLE "reference_prices" (
	"product_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"lowest" numeric(12, 2),
	CONSTRAINT "reference_prices_product_id_market_id_start_date_pk" PRIMARY KEY("product_id","market_id","start_date")
);
--> statement-breakpoint
ALTER TABLE "reference_prices" ADD CONSTRAINT "reference_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_prices" ADD CONSTRAINT "reference_prices_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;