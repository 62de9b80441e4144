ALTER TABLE "workout_items" DROP COLUMN "sets";--> statement-breakpoint
ALTER TABLE "workout_items" DROP COLUMN "reps";--> statement-breakpoint
ALTER TABLE "workout_items" DROP COLUMN "weight_kg";