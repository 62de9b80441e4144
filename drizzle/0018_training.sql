CREATE TABLE "routine_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"routine_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"exercise_id" text NOT NULL,
	"superset_group" integer,
	"rest_seconds" integer,
	"notes" text,
	"sets" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"folder" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text DEFAULT 'normal' NOT NULL,
	"reps" integer,
	"weight_kg" real,
	"seconds" integer,
	"rpe" real,
	"done" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workout_items" ALTER COLUMN "duration_min" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "workout_items" ADD COLUMN "distance_m" real;--> statement-breakpoint
ALTER TABLE "workout_items" ADD COLUMN "superset_group" integer;--> statement-breakpoint
ALTER TABLE "workout_items" ADD COLUMN "rest_seconds" integer;--> statement-breakpoint
ALTER TABLE "workout_items" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "routine_id" uuid;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "source" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "routine_items" ADD CONSTRAINT "routine_items_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_items" ADD CONSTRAINT "routine_items_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_item_id_workout_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."workout_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routine_items_routine_idx" ON "routine_items" USING btree ("routine_id");--> statement-breakpoint
CREATE INDEX "routines_user_idx" ON "routines" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workout_sets_item_idx" ON "workout_sets" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercises_owner_idx" ON "exercises" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "workout_items_exercise_idx" ON "workout_items" USING btree ("exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_user_import_key_idx" ON "workouts" USING btree ("user_id","import_key");--> statement-breakpoint
-- A workout logged before sets existed said "sets × reps × weight" once per exercise: it becomes that many equal sets, done.
INSERT INTO "workout_sets" ("item_id", "position", "kind", "reps", "weight_kg", "done")
SELECT i."id", g.n, 'normal', i."reps", i."weight_kg", true
FROM "workout_items" i, generate_series(0, greatest(coalesce(i."sets", 1), 1) - 1) AS g(n)
WHERE i."sets" IS NOT NULL OR i."reps" IS NOT NULL OR i."weight_kg" IS NOT NULL;
