CREATE TABLE "custom_foods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"basis" text NOT NULL,
	"serving_label" text DEFAULT 'serving' NOT NULL,
	"serving_grams" real,
	"energy_kcal" real,
	"protein_g" real,
	"fat_g" real,
	"carbs_g" real,
	"fiber_g" real,
	"sugars_g" real,
	"saturated_fat_g" real,
	"cholesterol_mg" real,
	"sodium_mg" real,
	"potassium_mg" real,
	"calcium_mg" real,
	"iron_mg" real,
	"vitamin_c_mg" real,
	"vitamin_d_ug" real,
	"vitamin_a_ug" real,
	"magnesium_mg" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_portions" (
	"food_id" text NOT NULL,
	"seq" integer NOT NULL,
	"amount" real NOT NULL,
	"unit" text NOT NULL,
	"grams" real NOT NULL,
	CONSTRAINT "food_portions_food_id_seq_pk" PRIMARY KEY("food_id","seq")
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"food_group" text NOT NULL,
	"source" text DEFAULT 'sr28' NOT NULL,
	"specificity" real DEFAULT 0 NOT NULL,
	"energy_kcal" real,
	"protein_g" real,
	"fat_g" real,
	"carbs_g" real,
	"fiber_g" real,
	"sugars_g" real,
	"saturated_fat_g" real,
	"cholesterol_mg" real,
	"sodium_mg" real,
	"potassium_mg" real,
	"calcium_mg" real,
	"iron_mg" real,
	"vitamin_c_mg" real,
	"vitamin_d_ug" real,
	"vitamin_a_ug" real,
	"magnesium_mg" real
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"food_id" text,
	"custom_food_id" uuid,
	"grams" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"servings" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"meal" text NOT NULL,
	"kind" text NOT NULL,
	"food_id" text,
	"custom_food_id" uuid,
	"recipe_id" uuid,
	"name" text NOT NULL,
	"quantity" real NOT NULL,
	"unit" text NOT NULL,
	"portion_seq" integer,
	"unit_label" text NOT NULL,
	"grams" real,
	"servings" real,
	"energy_kcal" real,
	"protein_g" real,
	"fat_g" real,
	"carbs_g" real,
	"fiber_g" real,
	"sugars_g" real,
	"saturated_fat_g" real,
	"cholesterol_mg" real,
	"sodium_mg" real,
	"potassium_mg" real,
	"calcium_mg" real,
	"iron_mg" real,
	"vitamin_c_mg" real,
	"vitamin_d_ug" real,
	"vitamin_a_ug" real,
	"magnesium_mg" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_entries_quantity_positive" CHECK ("meal_entries"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "custom_foods" ADD CONSTRAINT "custom_foods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_portions" ADD CONSTRAINT "food_portions_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_custom_food_id_custom_foods_id_fk" FOREIGN KEY ("custom_food_id") REFERENCES "public"."custom_foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_entries" ADD CONSTRAINT "meal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_entries" ADD CONSTRAINT "meal_entries_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_entries" ADD CONSTRAINT "meal_entries_custom_food_id_custom_foods_id_fk" FOREIGN KEY ("custom_food_id") REFERENCES "public"."custom_foods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_entries" ADD CONSTRAINT "meal_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_foods_user_idx" ON "custom_foods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "custom_foods_name_trgm_idx" ON "custom_foods" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "foods_name_trgm_idx" ON "foods" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipe_ingredients_recipe_idx" ON "recipe_ingredients" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipes_user_idx" ON "recipes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meal_entries_user_date_idx" ON "meal_entries" USING btree ("user_id","date");