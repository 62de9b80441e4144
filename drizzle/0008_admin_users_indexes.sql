-- User Management pages newest first by (created_at, id) as a keyset, optionally within one status,
-- and searches names and e-mails by substring: these indexes keep that fast at 100,000+ users
-- (bench/admin-users.ts measures it). Trigram GIN indexes serve ILIKE '%text%'.
CREATE INDEX IF NOT EXISTS "profiles_created_id_idx" ON "profiles" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_status_created_id_idx" ON "profiles" ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_full_name_trgm_idx" ON "profiles" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
