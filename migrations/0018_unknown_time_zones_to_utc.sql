-- A time zone the database does not know, stored before sign-in checked names against it, becomes UTC:
-- reading the time in such a zone fails every query that uses it (decision 176).
DO $$
DECLARE
  zone text;
BEGIN
  FOR zone IN SELECT DISTINCT time_zone FROM users LOOP
    BEGIN
      PERFORM now() AT TIME ZONE zone;
    EXCEPTION WHEN invalid_parameter_value THEN
      UPDATE users SET time_zone = 'UTC' WHERE time_zone = zone;
    END;
  END LOOP;
END $$;
