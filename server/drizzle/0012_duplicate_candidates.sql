CREATE TABLE "product_duplicate_candidates" (
	"product_a_id" integer NOT NULL,
	"product_b_id" integer NOT NULL,
	"reason" text NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "product_duplicate_candidates_product_a_id_product_b_id_pk" PRIMARY KEY("product_a_id","product_b_id"),
	CONSTRAINT "product_duplicate_candidates_ordered" CHECK ("product_duplicate_candidates"."product_a_id" < "product_duplicate_candidates"."product_b_id"),
	CONSTRAINT "product_duplicate_candidates_reason" CHECK ("product_duplicate_candidates"."reason" in ('barcode', 'name'))
);
--> statement-breakpoint
DROP INDEX "products_name_key_idx";--> statement-breakpoint
ALTER TABLE "product_duplicate_candidates" ADD CONSTRAINT "product_duplicate_candidates_product_a_id_products_id_fk" FOREIGN KEY ("product_a_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_duplicate_candidates" ADD CONSTRAINT "product_duplicate_candidates_product_b_id_products_id_fk" FOREIGN KEY ("product_b_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_duplicate_candidates_order_idx" ON "product_duplicate_candidates" USING btree ("reason","score" DESC NULLS LAST,"product_a_id","product_b_id");--> statement-breakpoint
CREATE INDEX "product_duplicate_candidates_b_idx" ON "product_duplicate_candidates" USING btree ("product_b_id");--> statement-breakpoint
CREATE INDEX "products_name_key_idx" ON "products" USING gin (product_name_key("name") gin_trgm_ops) WITH (fastupdate=false) WHERE "products"."quantity_amount" is not null;
--> statement-breakpoint
-- The pairs of one product, found again after a write of its name, quantity or barcode (IDENTITY.md §4): the same
-- barcode (not a market's in-store code: 13 digits from 02, 04 or 20-29, 8 digits from 0 or 2) first, then the
-- same known quantity and product_name_key similarity of at least 0.6, the 10 most similar only (a name like a
-- hundred others is not a duplicate of each). The `%` operator lets products_name_key_idx (GIN, trigram) find the
-- names; its threshold is set to 0.6 for the probe and put back after it.
CREATE OR REPLACE FUNCTION product_duplicate_candidates_refresh() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  -- Unknown (missing_ok) until pg_trgm's library is loaded in the session: its default then.
  threshold text := coalesce(current_setting('pg_trgm.similarity_threshold', true), '0.3');
BEGIN
  DELETE FROM product_duplicate_candidates WHERE product_a_id = NEW.id OR product_b_id = NEW.id;
  IF NEW.barcode IS NOT NULL
     AND NOT ((length(NEW.barcode) = 13 AND NEW.barcode ~ '^(0[24]|2)') OR (length(NEW.barcode) = 8 AND NEW.barcode ~ '^[02]')) THEN
    INSERT INTO product_duplicate_candidates (product_a_id, product_b_id, reason, score)
    SELECT least(NEW.id, p.id), greatest(NEW.id, p.id), 'barcode', 1
    FROM products p WHERE p.barcode = NEW.barcode AND p.id <> NEW.id
    ON CONFLICT DO NOTHING;
  END IF;
  IF NEW.quantity_amount IS NOT NULL THEN
    PERFORM set_config('pg_trgm.similarity_threshold', '0.6', true);
    INSERT INTO product_duplicate_candidates (product_a_id, product_b_id, reason, score)
    SELECT least(NEW.id, found.id), greatest(NEW.id, found.id), 'name', found.score
    FROM (
      SELECT p.id, similarity(product_name_key(p.name), product_name_key(NEW.name)) AS score
      FROM products p
      WHERE product_name_key(p.name) % product_name_key(NEW.name)
        AND p.quantity_amount IS NOT NULL AND p.quantity_amount = NEW.quantity_amount AND p.quantity_unit = NEW.quantity_unit
        AND p.id <> NEW.id
      ORDER BY score DESC, p.id
      LIMIT 10
    ) found
    ON CONFLICT DO NOTHING;
    PERFORM set_config('pg_trgm.similarity_threshold', threshold, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_duplicate_candidates
  AFTER INSERT OR UPDATE OF name, quantity_amount, quantity_unit, barcode ON products
  FOR EACH ROW EXECUTE FUNCTION product_duplicate_candidates_refresh();
--> statement-breakpoint
-- The pairs of the products there already.
INSERT INTO product_duplicate_candidates (product_a_id, product_b_id, reason, score)
SELECT a.id, b.id, 'barcode', 1
FROM products a JOIN products b ON b.barcode = a.barcode AND b.id > a.id
WHERE a.barcode IS NOT NULL
  AND NOT ((length(a.barcode) = 13 AND a.barcode ~ '^(0[24]|2)') OR (length(a.barcode) = 8 AND a.barcode ~ '^[02]'));
--> statement-breakpoint
SELECT set_config('pg_trgm.similarity_threshold', '0.6', true);
--> statement-breakpoint
INSERT INTO product_duplicate_candidates (product_a_id, product_b_id, reason, score)
SELECT least(a.id, found.id), greatest(a.id, found.id), 'name', found.score
FROM products a
CROSS JOIN LATERAL (
  SELECT b.id, similarity(product_name_key(b.name), product_name_key(a.name)) AS score
  FROM products b
  WHERE product_name_key(b.name) % product_name_key(a.name)
    AND b.quantity_amount IS NOT NULL AND b.quantity_amount = a.quantity_amount AND b.quantity_unit = a.quantity_unit
    AND b.id <> a.id AND similarity(product_name_key(b.name), product_name_key(a.name)) >= 0.6
  ORDER BY score DESC, b.id
  LIMIT 10
) found
WHERE a.quantity_amount IS NOT NULL
ON CONFLICT DO NOTHING;
