ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "author_first_name" text;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "author_last_name" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfill the actor snapshot of existing entries whose actor still exists (entries of actors
-- already deleted stay unnamed: nothing is left to name them by). audit_log is append-only
-- (migration 0006): its row trigger refuses every UPDATE, so it is switched off for this one
-- statement only and back on at once. Migrations run in one transaction, and ALTER TABLE holds
-- an exclusive lock on audit_log until it commits, so no other session writes or changes a row
-- while the trigger is off, and a failure rolls the switch back with the rest.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
UPDATE "audit_log" AS a
  SET "actor_email" = u."email",
      "actor_name" = nullif(trim(coalesce(p."first_name", '') || ' ' || coalesce(p."last_name", '')), '')
  FROM "users" AS u LEFT JOIN "profiles" AS p ON p."id" = u."id"
  WHERE u."id" = a."actor_id";--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
-- Staff replies and notes written so far keep their author's name the same way.
UPDATE "ticket_messages" AS m
  SET "author_first_name" = p."first_name", "author_last_name" = p."last_name"
  FROM "profiles" AS p
  WHERE m."from_staff" AND p."id" = m."author_id";
