-- The admin figures kept by the database (decision 123). Every statement that adds, removes or changes
-- users or practice sessions appends rows of changes (one per plan or month it touched) to
-- user_plan_figures and session_month_figures in its own transaction. Writers only ever insert new
-- rows, so they never wait for each other; about every 64th change row folds the rows no other
-- transaction holds into one per key (FOR UPDATE SKIP LOCKED: a fold never waits either). The figures
-- are the sums of the rows, exact at every snapshot.

CREATE FUNCTION fold_user_plan_figures() RETURNS void LANGUAGE sql AS $$
  WITH taken AS (
    DELETE FROM user_plan_figures
    WHERE id IN (SELECT id FROM user_plan_figures FOR UPDATE SKIP LOCKED)
    RETURNING plan, users, minutes
  )
  INSERT INTO user_plan_figures (plan, users, minutes)
  SELECT plan, sum(users), sum(minutes) FROM taken
  GROUP BY plan HAVING sum(users) <> 0 OR sum(minutes) <> 0
$$;
--> statement-breakpoint
CREATE FUNCTION fold_session_month_figures() RETURNS void LANGUAGE sql AS $$
  WITH taken AS (
    DELETE FROM session_month_figures
    WHERE id IN (SELECT id FROM session_month_figures FOR UPDATE SKIP LOCKED)
    RETURNING month, sessions, minutes
  )
  INSERT INTO session_month_figures (month, sessions, minutes)
  SELECT month, sum(sessions), sum(minutes) FROM taken
  GROUP BY month HAVING sum(sessions) <> 0 OR sum(minutes) <> 0
$$;
--> statement-breakpoint
-- Users: inserted and deleted rows are read from the statement's transition table (one change row per
-- plan however many users a statement writes); an update counts only when the plan or the total
-- minutes change (the trigger's WHEN), as the old row taken away and the new one added.
CREATE FUNCTION user_plan_figures_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold_due boolean;
BEGIN
  WITH added AS (
    INSERT INTO user_plan_figures (plan, users, minutes)
    SELECT plan, count(*), coalesce(sum(total_minutes_used), 0) FROM new_rows GROUP BY plan
    RETURNING id
  )
  SELECT coalesce(bool_or(id % 64 = 0), false) INTO fold_due FROM added;
  IF fold_due THEN PERFORM fold_user_plan_figures(); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION user_plan_figures_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold_due boolean;
BEGIN
  WITH added AS (
    INSERT INTO user_plan_figures (plan, users, minutes)
    SELECT plan, -count(*), -coalesce(sum(total_minutes_used), 0) FROM old_rows GROUP BY plan
    RETURNING id
  )
  SELECT coalesce(bool_or(id % 64 = 0), false) INTO fold_due FROM added;
  IF fold_due THEN PERFORM fold_user_plan_figures(); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION user_plan_figures_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold_due boolean;
BEGIN
  WITH added AS (
    INSERT INTO user_plan_figures (plan, users, minutes)
    SELECT plan, sum(users), sum(minutes)
    FROM (VALUES (OLD.plan, -1, -OLD.total_minutes_used), (NEW.plan, 1, NEW.total_minutes_used))
      AS change (plan, users, minutes)
    GROUP BY plan HAVING sum(users) <> 0 OR sum(minutes) <> 0
    RETURNING id
  )
  SELECT coalesce(bool_or(id % 64 = 0), false) INTO fold_due FROM added;
  IF fold_due THEN PERFORM fold_user_plan_figures(); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION user_plan_figures_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_plan_figures;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_plan_figures_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_plan_figures_inserted();
--> statement-breakpoint
CREATE TRIGGER users_plan_figures_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_plan_figures_deleted();
--> statement-breakpoint
CREATE TRIGGER users_plan_figures_update AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.plan IS DISTINCT FROM NEW.plan OR OLD.total_minutes_used IS DISTINCT FROM NEW.total_minutes_used)
  EXECUTE FUNCTION user_plan_figures_updated();
--> statement-breakpoint
CREATE TRIGGER users_plan_figures_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION user_plan_figures_truncated();
--> statement-breakpoint
-- Practice sessions, by the calendar month (UTC) they started in; a running session counts with no
-- minutes until its duration is written.
CREATE FUNCTION session_month_figures_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold_due boolean;
BEGIN
  WITH added AS (
    INSERT INTO session_month_figures (month, sessions, minutes)
    SELECT date_trunc('month', started_at, 'UTC'), count(*), coalesce(sum(duration_minutes), 0)
    FROM new_rows GROUP BY 1
    RETURNING id
  )
  SELECT coalesce(bool_or(id % 64 = 0), false) INTO fold_due FROM added;
  IF fold_due THEN PERFORM fold_session_month_figures(); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION session_month_figures_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold_due boolean;
BEGIN
  WITH added AS (
    INSERT INTO session_month_figures (month, sessions, minutes)
    SELECT date_trunc('month', started_at, 'UTC'), -count(*), -coalesce(sum(duration_minutes), 0)
    FROM old_rows GROUP BY 1
    RETURNING id
  )
  SELECT coalesce(bool_or(id % 64 = 0), false) INTO fold_due FROM added;
  IF fold_due THEN PERFORM fold_session_month_figures(); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION session_month_figures_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fold_due boolean;
BEGIN
  WITH added AS (
    INSERT INTO session_month_figures (month, sessions, minutes)
    SELECT month, sum(sessions), sum(minutes)
    FROM (VALUES
        (date_trunc('month', OLD.started_at, 'UTC'), -1, -coalesce(OLD.duration_minutes, 0)),
        (date_trunc('month', NEW.started_at, 'UTC'), 1, coalesce(NEW.duration_minutes, 0)))
      AS change (month, sessions, minutes)
    GROUP BY month HAVING sum(sessions) <> 0 OR sum(minutes) <> 0
    RETURNING id
  )
  SELECT coalesce(bool_or(id % 64 = 0), false) INTO fold_due FROM added;
  IF fold_due THEN PERFORM fold_session_month_figures(); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION session_month_figures_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM session_month_figures;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER practice_sessions_month_figures_insert AFTER INSERT ON practice_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_month_figures_inserted();
--> statement-breakpoint
CREATE TRIGGER practice_sessions_month_figures_delete AFTER DELETE ON practice_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION session_month_figures_deleted();
--> statement-breakpoint
CREATE TRIGGER practice_sessions_month_figures_update AFTER UPDATE ON practice_sessions FOR EACH ROW
  WHEN (OLD.started_at IS DISTINCT FROM NEW.started_at OR OLD.duration_minutes IS DISTINCT FROM NEW.duration_minutes)
  EXECUTE FUNCTION session_month_figures_updated();
--> statement-breakpoint
CREATE TRIGGER practice_sessions_month_figures_truncate AFTER TRUNCATE ON practice_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION session_month_figures_truncated();
--> statement-breakpoint
-- Backfill from the rows already there. The triggers above were created first in this transaction and
-- their lock keeps writers out until it commits, so no change falls between the two.
INSERT INTO user_plan_figures (plan, users, minutes)
SELECT plan, count(*), coalesce(sum(total_minutes_used), 0) FROM users GROUP BY plan;
--> statement-breakpoint
INSERT INTO session_month_figures (month, sessions, minutes)
SELECT date_trunc('month', started_at, 'UTC'), count(*), coalesce(sum(duration_minutes), 0)
FROM practice_sessions GROUP BY 1;
