-- The signatures the inbox has taken, for as long as their Date is accepted: a request sent
-- again byte for byte (a replay, by whoever caught it on the way) is refused, while a server's
-- retry, signed afresh, is not. Only the function writes here (service role); the owner reads.

create table public.fediverse_seen_signatures (
  signature_sha256 text primary key,
  seen_at timestamptz not null default now()
);

create index fediverse_seen_signatures_seen_idx on public.fediverse_seen_signatures (seen_at);

alter table public.fediverse_seen_signatures enable row level security;

revoke all on table public.fediverse_seen_signatures from anon, authenticated;
grant all on table public.fediverse_seen_signatures to service_role;
grant select on table public.fediverse_seen_signatures to authenticated;

create policy "The owner reads seen signatures" on public.fediverse_seen_signatures
  for select to authenticated using ((select private.is_owner()));
