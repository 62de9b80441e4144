CREATE TABLE "food_panels" (
	"food_id" text PRIMARY KEY NOT NULL,
	"amounts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "nutrient_targets" jsonb;--> statement-breakpoint
ALTER TABLE "custom_foods" ADD COLUMN "panel" jsonb;--> statement-breakpoint
ALTER TABLE "meal_entries" ADD COLUMN "panel" jsonb;--> statement-breakpoint
ALTER TABLE "food_panels" ADD CONSTRAINT "food_panels_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_meals" ADD CONSTRAINT "saved_meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_meals_user_idx" ON "saved_meals" USING btree ("user_id");