-- pg_cron's interface, for a database without the pg_cron library: the job table, the run
-- history and the functions that schedule, change and remove jobs, with the same signatures
-- and row-level security. Schedules are checked as pg_cron checks them. Jobs are recorded;
-- the local backend does not run them (yet).

create schema cron;
create sequence cron.jobid_seq;
create sequence cron.runid_seq;

create table cron.job (
  jobid bigint primary key default nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default inet_server_port(),
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);

create table cron.job_run_details (
  jobid bigint,
  runid bigint primary key default nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

alter table cron.job enable row level security;
alter table cron.job_run_details enable row level security;
create policy cron_job_policy on cron.job using (username = current_user);
create policy cron_job_run_details_policy on cron.job_run_details using (username = current_user);
grant select on cron.job to public;
grant select, delete on cron.job_run_details to public;
grant select on sequence cron.jobid_seq, cron.runid_seq to public;

-- Five cron fields, "N seconds", or one of the @ shorthands, as pg_cron accepts them.
create function cron._check_schedule(schedule text) returns void
language plpgsql immutable as $$
begin
  if schedule ~ '^\s*([0-9*,/$a-zA-Z-]+\s+){4}[0-9*,/$a-zA-Z-]+\s*$'
     or schedule ~ '^\s*[1-5]?[0-9]\s+seconds?\s*$'
     or schedule ~ '^\s*@(yearly|annually|monthly|weekly|daily|hourly|reboot)\s*$' then
    return;
  end if;
  raise exception 'invalid schedule: %', schedule using errcode = '22023';
end
$$;

create function cron.schedule(schedule text, command text) returns bigint
language plpgsql as $$
declare
  new_id bigint;
begin
  perform cron._check_schedule(schedule);
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into new_id;
  return new_id;
end
$$;

create function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql as $$
declare
  job_id bigint;
begin
  perform cron._check_schedule(schedule);
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid into job_id;
  return job_id;
end
$$;

create function cron.schedule_in_database(
  job_name text, schedule text, command text, database text,
  username text default null, active boolean default true
) returns bigint
language plpgsql as $$
declare
  job_id bigint;
begin
  perform cron._check_schedule(schedule);
  insert into cron.job (jobname, schedule, command, database, username, active)
  values (job_name, schedule, command, database, coalesce(username, current_user), active)
  on conflict (jobname, username) do update set schedule = excluded.schedule,
    command = excluded.command, database = excluded.database, active = excluded.active
  returning jobid into job_id;
  return job_id;
end
$$;

create function cron.alter_job(
  job_id bigint, schedule text default null, command text default null,
  database text default null, username text default null, active boolean default null
) returns void
language plpgsql as $$
begin
  if schedule is not null then
    perform cron._check_schedule(schedule);
  end if;
  update cron.job set schedule = coalesce(alter_job.schedule, job.schedule),
                      command = coalesce(alter_job.command, job.command),
                      database = coalesce(alter_job.database, job.database),
                      username = coalesce(alter_job.username, job.username),
                      active = coalesce(alter_job.active, job.active)
   where jobid = job_id;
  if not found then
    raise exception 'Job % does not exist or you don''t own it', job_id;
  end if;
end
$$;

create function cron.unschedule(job_id bigint) returns boolean
language plpgsql as $$
begin
  delete from cron.job where jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end
$$;

create function cron.unschedule(job_name text) returns boolean
language plpgsql as $$
begin
  delete from cron.job where jobname = job_name and username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end
$$;

revoke all on function cron.alter_job(bigint, text, text, text, text, boolean) from public;
revoke all on function cron.schedule_in_database(text, text, text, text, text, boolean) from public;

-- As on hosted Supabase: postgres schedules jobs and reads their history.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'postgres') then
    grant usage on schema cron to postgres with grant option;
    grant all on all tables in schema cron to postgres with grant option;
    grant all on all sequences in schema cron to postgres with grant option;
    grant all on all functions in schema cron to postgres with grant option;
  end if;
end
$$;
