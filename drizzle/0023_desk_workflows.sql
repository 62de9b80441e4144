CREATE TABLE "sla_targets" (
	"priority" text PRIMARY KEY NOT NULL,
	"first_response_minutes" integer NOT NULL,
	"resolution_minutes" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_targets_first_response_positive" CHECK ("sla_targets"."first_response_minutes" > 0),
	CONSTRAINT "sla_targets_resolution_positive" CHECK ("sla_targets"."resolution_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "staff_queue_filters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"filters" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "sla_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "sla_paused_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sla_targets" ADD CONSTRAINT "sla_targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_queue_filters" ADD CONSTRAINT "staff_queue_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_merged_into_id_support_tickets_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."support_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_assigned_idx" ON "support_tickets" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "support_tickets_tags_idx" ON "support_tickets" USING gin ("tags");--> statement-breakpoint
-- Default targets, in minutes (urgent: 1 h to first reply, 8 h to resolve; low: a day and five days).
-- Staff with settings.edit change them in Settings.
INSERT INTO "sla_targets" ("priority", "first_response_minutes", "resolution_minutes") VALUES
  ('urgent', 60, 480),
  ('high', 240, 1440),
  ('medium', 480, 2880),
  ('low', 1440, 7200);--> statement-breakpoint
-- Tickets answered before this migration: their first public staff reply is the first response.
UPDATE "support_tickets" AS t
  SET "first_response_at" = m."first_at"
  FROM (
    SELECT "ticket_id", min("created_at") AS "first_at"
    FROM "ticket_messages"
    WHERE "from_staff" AND NOT "is_internal"
    GROUP BY "ticket_id"
  ) AS m
  WHERE m."ticket_id" = t."id";--> statement-breakpoint
-- A ticket waiting on its customer now has been paused since its last change.
UPDATE "support_tickets" SET "sla_paused_at" = "updated_at" WHERE "status" = 'waiting';
