CREATE TABLE "chat_agents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"availability" text DEFAULT 'online' NOT NULL,
	"last_seen_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_first_name" text,
	"sender_last_name" text,
	"sender_role" text NOT NULL,
	"message" text NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"department_id" uuid NOT NULL,
	"shortcut" text NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_chat_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"department_id" uuid,
	"status" text DEFAULT 'waiting' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"user_email" text,
	"user_name" text NOT NULL,
	"initial_message" text NOT NULL,
	"queue_position" integer DEFAULT 1 NOT NULL,
	"assigned_to" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"visitor_token_hash" text,
	"rating" smallint,
	"rating_comment" text,
	"converted_ticket_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_chat_sessions_rating_range" CHECK ("live_chat_sessions"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"max_chats_per_agent" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_settings_single_row" CHECK ("chat_settings"."id"),
	CONSTRAINT "chat_settings_max_range" CHECK ("chat_settings"."max_chats_per_agent" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "chat_agents" ADD CONSTRAINT "chat_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_live_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_saved_replies" ADD CONSTRAINT "chat_saved_replies_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_saved_replies" ADD CONSTRAINT "chat_saved_replies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_sessions" ADD CONSTRAINT "live_chat_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_sessions" ADD CONSTRAINT "live_chat_sessions_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_sessions" ADD CONSTRAINT "live_chat_sessions_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_sessions" ADD CONSTRAINT "live_chat_sessions_converted_ticket_id_support_tickets_id_fk" FOREIGN KEY ("converted_ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_saved_replies_shortcut_idx" ON "chat_saved_replies" USING btree ("department_id",lower("shortcut"));--> statement-breakpoint
CREATE INDEX "live_chat_sessions_status_idx" ON "live_chat_sessions" USING btree ("status","department_id","started_at");--> statement-breakpoint
CREATE INDEX "live_chat_sessions_assigned_idx" ON "live_chat_sessions" USING btree ("assigned_to","status");--> statement-breakpoint
CREATE INDEX "live_chat_sessions_user_idx" ON "live_chat_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_chat_sessions_started_idx" ON "live_chat_sessions" USING btree ("started_at");--> statement-breakpoint
-- The one settings row, so readers never meet an empty table.
INSERT INTO "chat_settings" ("id") VALUES (true) ON CONFLICT DO NOTHING;
