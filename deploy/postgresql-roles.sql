-- The two roles of an installation on PostgreSQL (README, "Two replicas behind nginx on a Debian server"):
-- summer_weeks owns the tables and runs the migrations (MIGRATION_DATABASE_URL); summer_weeks_app is what the
-- replicas serve as (DATABASE_URL): rows yes, tables no, so that nothing the application does can change a table
-- or switch off the health log's append-only trigger. First, as postgres:
--   createuser --pwprompt summer_weeks && createuser --pwprompt summer_weeks_app
--   createdb --owner summer_weeks summer_weeks
-- then this file, as postgres in that database: psql -d summer_weeks -f deploy/postgresql-roles.sql
-- The deploy check runs it with roles of its own (apps/server/test/deploy).

-- What the owner creates from now on (every migration's tables, sequences and schemas) the application may use.
ALTER DEFAULT PRIVILEGES FOR ROLE summer_weeks GRANT USAGE ON SCHEMAS TO summer_weeks_app;
ALTER DEFAULT PRIVILEGES FOR ROLE summer_weeks GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO summer_weeks_app;
ALTER DEFAULT PRIVILEGES FOR ROLE summer_weeks GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO summer_weeks_app;
ALTER DEFAULT PRIVILEGES FOR ROLE summer_weeks GRANT EXECUTE ON FUNCTIONS TO summer_weeks_app;
GRANT USAGE ON SCHEMA public TO summer_weeks_app;
-- Nobody but the owner creates anything in the database.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
REVOKE ALL ON DATABASE summer_weeks FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE summer_weeks TO summer_weeks_app;
