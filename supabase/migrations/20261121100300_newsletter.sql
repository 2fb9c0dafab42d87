-- The newsletter: visitors subscribe with double opt-in (functions/newsletter-subscribe), and
-- each published post is mailed once to every confirmed subscriber (functions/send-newsletter),
-- which records every delivery. Only the functions write here (service role); the owner reads
-- subscribers without their link tokens, and may remove them.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  status text not null default 'pending',
  confirm_token text,
  unsubscribe_token text not null,
  confirmation_sent_at timestamptz,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_key unique (email),
  constraint newsletter_subscribers_confirm_token_key unique (confirm_token),
  constraint newsletter_subscribers_unsubscribe_token_key unique (unsubscribe_token),
  constraint newsletter_subscribers_email_format check (
    length(email) <= 254 and email = lower(email) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
  ),
  constraint newsletter_subscribers_status_known check (
    status in ('pending', 'confirmed', 'unsubscribed')
  )
);

create trigger set_updated_at before insert or update on public.newsletter_subscribers
  for each row execute function private.set_updated_at();

create table public.newsletter_deliveries (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  -- A delivery is claimed before the mail goes out and marked sent after, so two sends of the
  -- same post never mail anyone twice.
  claimed_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint newsletter_deliveries_once unique (post_id, subscriber_id)
);

create index newsletter_deliveries_subscriber_idx on public.newsletter_deliveries (subscriber_id);

alter table public.newsletter_subscribers enable row level security;
alter table public.newsletter_deliveries enable row level security;

revoke all on table public.newsletter_subscribers, public.newsletter_deliveries from anon, authenticated;
grant all on table public.newsletter_subscribers, public.newsletter_deliveries to service_role;
grant select (id, email, status, confirmation_sent_at, created_at, confirmed_at, unsubscribed_at, updated_at)
  on table public.newsletter_subscribers to authenticated;
grant delete on table public.newsletter_subscribers to authenticated;
grant select on table public.newsletter_deliveries to authenticated;

create policy "The owner reads subscribers" on public.newsletter_subscribers
  for select to authenticated using ((select private.is_owner()));
create policy "The owner removes subscribers" on public.newsletter_subscribers
  for delete to authenticated using ((select private.is_owner()));
create policy "The owner reads deliveries" on public.newsletter_deliveries
  for select to authenticated using ((select private.is_owner()));

-- Whether the caller holds owner rights right now (with aal2 where the owner enrolled TOTP).
-- Functions acting for the owner check this with the caller's own token.
create function public.current_user_is_owner()
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.is_owner();
$$;

revoke execute on function public.current_user_is_owner() from public, anon;
grant execute on function public.current_user_is_owner() to authenticated, service_role;
