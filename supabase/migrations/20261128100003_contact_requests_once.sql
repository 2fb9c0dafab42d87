-- A contact message is stored once however often it is sent: the visitor's page names each
-- message it sends (a request id it keeps until the message is confirmed), so a send retried
-- after an answer that came too late, or after the notification mail failed, stores nothing
-- twice, and mails the owner only if that had not happened yet.
alter table public.contact_submissions
  add column request_id uuid,
  add column notified_at timestamptz,
  add constraint contact_submissions_request_id_unique unique (request_id);

comment on column public.contact_submissions.request_id is
  'The id the visitor''s page gave the message: a retried send finds the message stored.';
comment on column public.contact_submissions.notified_at is
  'When the owner was mailed about the message; null while that has not happened.';
