-- A chat message in one round trip to the database, for chat's busiest write (issue 10: 100 messages a
-- second with deliveries under 50 ms). As one function call it needs no BEGIN and COMMIT of its own, and
-- it keeps the rules of src/server/chat/write.ts: the writer's account is held first, then the session's
-- row lock, and the message id is drawn under that lock, so the ids of one session commit in order.
--
-- It writes only when the writer may: a visitor into their own open chat (their account, or for a
-- signed-out visitor the hash of their chat credential), under the per-session allowance; an agent
-- into an active chat assigned to them. Whatever it refuses, it returns what it read under the lock,
-- and the server explains the refusal from that (404, 409, 429, 401) as before.
--
-- The allowance counts the sender's messages of the last window in chat_messages itself. Each statement
-- of a volatile function takes a new snapshot, so the count, taken after the lock, sees every message
-- committed by whoever held the lock before: two messages sent at once cannot both slip under it.
CREATE FUNCTION post_chat_message(
  p_session_id uuid,
  p_sender_role text,
  p_message text,
  p_sender_id uuid,
  p_guest_token_hash text,
  p_rate_max integer,
  p_rate_window_seconds integer,
  p_channel text,
  p_payload text
) RETURNS TABLE (
  account_found boolean,
  session_found boolean,
  session_status text,
  session_user_id uuid,
  session_token_hash text,
  session_assigned_to uuid,
  session_ended_at timestamptz,
  retry_after_seconds double precision,
  written json
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_first_name text;
  v_last_name text;
  v_session record;
  v_allowed boolean;
  v_recent integer;
  v_oldest timestamptz;
  v_retry double precision;
  v_message record;
  v_written json;
BEGIN
  IF p_sender_id IS NOT NULL THEN
    SELECT p.first_name, p.last_name INTO v_first_name, v_last_name
      FROM users u JOIN profiles p ON p.id = u.id
      WHERE u.id = p_sender_id
      FOR KEY SHARE OF u;
    IF NOT FOUND THEN
      RETURN QUERY SELECT false, false, NULL::text, NULL::uuid, NULL::text, NULL::uuid, NULL::timestamptz, NULL::double precision, NULL::json;
      RETURN;
    END IF;
  END IF;

  SELECT s.status, s.user_id, s.visitor_token_hash, s.assigned_to, s.ended_at INTO v_session
    FROM live_chat_sessions s
    WHERE s.id = p_session_id
    FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT true, false, NULL::text, NULL::uuid, NULL::text, NULL::uuid, NULL::timestamptz, NULL::double precision, NULL::json;
    RETURN;
  END IF;

  IF p_sender_role = 'visitor' THEN
    v_allowed := v_session.status IN ('waiting', 'active') AND (
      (p_sender_id IS NOT NULL AND v_session.user_id = p_sender_id)
      OR (p_sender_id IS NULL AND v_session.user_id IS NULL AND v_session.visitor_token_hash = p_guest_token_hash));
  ELSIF p_sender_role = 'agent' THEN
    v_allowed := v_session.status = 'active' AND v_session.assigned_to IS NOT DISTINCT FROM p_sender_id;
  ELSE
    RAISE EXCEPTION 'post_chat_message: sender role % is not a writer', p_sender_role;
  END IF;
  v_allowed := coalesce(v_allowed, false);

  IF v_allowed AND p_rate_max IS NOT NULL THEN
    SELECT count(*), min(m.created_at) INTO v_recent, v_oldest
      FROM chat_messages m
      WHERE m.session_id = p_session_id
        AND m.sender_role = p_sender_role
        AND m.created_at > clock_timestamp() - make_interval(secs => p_rate_window_seconds);
    IF v_recent >= p_rate_max THEN
      v_allowed := false;
      v_retry := extract(epoch FROM v_oldest + make_interval(secs => p_rate_window_seconds) - clock_timestamp());
    END IF;
  END IF;

  IF v_allowed THEN
    INSERT INTO chat_messages (session_id, sender_role, message_type, message, sender_id, sender_first_name, sender_last_name)
      VALUES (p_session_id, p_sender_role, 'text', p_message, p_sender_id, v_first_name, v_last_name)
      RETURNING * INTO v_message;
    v_written := row_to_json(v_message);
    UPDATE live_chat_sessions SET updated_at = now() WHERE id = p_session_id;
    PERFORM pg_notify(p_channel, p_payload);
  END IF;

  RETURN QUERY SELECT true, true, v_session.status, v_session.user_id, v_session.visitor_token_hash,
    v_session.assigned_to, v_session.ended_at, v_retry, v_written;
END;
$$;
