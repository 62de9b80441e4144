-- lpad(text, 6, '0') cuts longer text to six characters, so ticket 1,234,567 became T-123456 and
-- collided with ticket 123,456 (a unique violation, a 500). Pad to six digits, never cut.
CREATE OR REPLACE FUNCTION format_ticket_number(n bigint) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT
  AS $$ SELECT 'T-' || lpad(n::text, greatest(6, length(n::text)), '0') $$;
--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "ticket_number" SET DEFAULT format_ticket_number(nextval('support_ticket_number_seq'));
