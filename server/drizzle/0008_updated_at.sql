ALTER TABLE "job_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "store_locations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "volantinos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows from before this column were last known to change when they were created.
UPDATE "job_posts" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "markets" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "products" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "store_locations" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "volantinos" SET "updated_at" = "created_at";
