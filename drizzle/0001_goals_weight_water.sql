CREATE TABLE "weight_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"weight_kg" real NOT NULL,
	"body_fat_pct" real,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount_ml" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nutrition_goals" ADD COLUMN "macro_mode" text DEFAULT 'grams' NOT NULL;--> statement-breakpoint
ALTER TABLE "nutrition_goals" ADD COLUMN "macro_preset" text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "nutrition_goals" ADD COLUMN "activity_level" text;--> statement-breakpoint
ALTER TABLE "nutrition_goals" ADD COLUMN "goal_type" text;--> statement-breakpoint
ALTER TABLE "nutrition_goals" ADD COLUMN "weekly_rate_kg" real;--> statement-breakpoint
ALTER TABLE "nutrition_goals" ADD COLUMN "goal_weight_kg" real;--> statement-breakpoint
ALTER TABLE "nutrition_goals" ADD COLUMN "weight_unit" text;--> statement-breakpoint
ALTER TABLE "nutrition_goals" ADD COLUMN "setup_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weight_entries" ADD CONSTRAINT "weight_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_entries" ADD CONSTRAINT "water_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weight_entries_user_date_idx" ON "weight_entries" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "weight_entries_user_created_idx" ON "weight_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "water_entries_user_date_idx" ON "water_entries" USING btree ("user_id","date");