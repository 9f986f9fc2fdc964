-- Decision 061: a process may keep the callers it has checked (session and account) in memory
-- only while it hears of every change to them. These triggers announce, on channel
-- popspot_callers and with the user's id, any change to a session (sign-out, sign out
-- everywhere, expiry, last seen) or to what a checked caller carries (role, nickname, sign-up,
-- deletion), whichever code or SQL makes it. PostgreSQL delivers the notification at commit.
CREATE FUNCTION popspot_notify_caller_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('popspot_callers', OLD.user_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION popspot_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('popspot_callers', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_sessions_caller_change
  AFTER UPDATE OR DELETE ON user_sessions
  FOR EACH ROW EXECUTE FUNCTION popspot_notify_caller_change();
--> statement-breakpoint
CREATE TRIGGER users_caller_change
  AFTER UPDATE OF role, nickname, signed_up_at, deleted_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION popspot_notify_user_change();
