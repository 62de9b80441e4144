ALTER TABLE "support_tickets" ADD COLUMN "opened_by" uuid;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "opened_by_first_name" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "opened_by_last_name" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Tickets staff opened so far: their audit entry (tickets.create) says who, by the account while it
-- lasts and by the name kept on the entry after (its first word as the first name).
UPDATE "support_tickets" AS t
  SET "opened_by" = u."id",
      "opened_by_first_name" = coalesce(p."first_name", split_part(a."actor_name", ' ', 1), ''),
      "opened_by_last_name" = coalesce(p."last_name", '')
  FROM "audit_log" AS a
  LEFT JOIN "users" AS u ON u."id" = a."actor_id"
  LEFT JOIN "profiles" AS p ON p."id" = a."actor_id"
  WHERE a."action" = 'tickets.create' AND a."target_type" = 'ticket' AND a."target_id" = t."id"::text;
