-- Demo content for a believable consultant site, applied to a fresh database
-- (`supabase db reset`, or the local backend's first start unless --no-seed).
-- Names of the owner and the business are not stored here: the site takes them from its
-- configuration, and posts without an author show the owner's name.

insert into public.blog_posts (title, slug, excerpt, content, tags, featured, published, publish_date, created_at)
values
(
  'The Scale-up Gap: Why What Got You to Series A Won''t Get You to Series C',
  'the-scale-up-gap',
  'The habits that win a market early become the constraints that stall a company later. Here is how to spot the gap before it costs you a year.',
  $html$<p>Every founder I work with can describe the moment the company stopped feeling like a team and started feeling like an organisation. It rarely arrives with a headcount number. It arrives when decisions that used to take an afternoon start taking a month.</p>
<h2>The habits that stop working</h2>
<p>In the early days, speed comes from proximity. Everyone hears every conversation, context travels for free, and the founder is the operating system. Past roughly eighty people, none of that holds. Context has to be written down, priorities have to be chosen rather than absorbed, and the founder becomes a bottleneck precisely because they are still so good at the old way of working.</p>
<ul>
<li><strong>Decisions by corridor</strong> turn into decisions by whoever was in the room.</li>
<li><strong>Heroic delivery</strong> turns into burnout and single points of failure.</li>
<li><strong>One roadmap in the founder's head</strong> turns into five roadmaps in five teams.</li>
</ul>
<h2>Closing the gap</h2>
<p>The fix is not more process for its own sake. It is a small number of deliberate operating rhythms: a planning cycle people trust, a clear decision-rights map, and leaders hired for the company you are becoming rather than the one you were.</p>
<p>Start with one question for your leadership team: which three decisions took longest last quarter, and who actually made them? The answers usually tell you exactly where the gap is.</p>$html$,
  array['Scale-up Strategy', 'Leadership'],
  true, true, '2026-10-28 09:00:00+00', '2026-10-27 16:20:00+00'
),
(
  'A Practical Playbook for AI Adoption in Growth-Stage Companies',
  'practical-playbook-for-ai-adoption',
  'Skip the innovation theatre. A four-step approach to finding, piloting and scaling the AI use cases that actually move your numbers.',
  $html$<p>Most AI programmes I see in growth-stage companies fail in the same way: a dozen enthusiastic pilots, no shared way of judging them, and nothing that survives contact with the quarterly plan.</p>
<h2>Step 1: Start from the P&amp;L, not the model</h2>
<p>List the five workflows where people spend the most hours or where errors cost the most money. That list, not a vendor demo, is your opportunity map. Price each workflow at today's inference costs, not next year's.</p>
<h2>Step 2: Pilot with a kill criterion</h2>
<p>Every pilot gets an owner, a baseline, a target and a date. If it has not hit the target by the date, it stops. This single rule does more for adoption than any training programme.</p>
<h2>Step 3: Design for the second user</h2>
<p>The first user of an AI tool is an enthusiast. The second is sceptical and busy. Build the guardrails, the documentation and the fallback path for the second user.</p>
<h2>Step 4: Make it somebody's job</h2>
<ol>
<li>Name a single accountable leader for AI adoption.</li>
<li>Give them a budget line, not a side project.</li>
<li>Report progress in the same forum as revenue.</li>
</ol>
<p>None of this is glamorous. All of it works.</p>$html$,
  array['AI Implementation', 'Strategy'],
  true, true, '2026-10-14 09:00:00+00', '2026-10-13 11:05:00+00'
),
(
  'Product-Market Fit Is Not a Moment, It''s a Habit',
  'product-market-fit-is-a-habit',
  'Teams talk about finding product-market fit as if it were a destination. The companies that keep it treat it as a discipline.',
  $html$<p>There is a dangerous story in start-up culture: you search, you find product-market fit, and then you scale. In practice, fit erodes quietly. Markets move, competitors copy, and the customers who loved you at fifty employees are not the ones paying for you at three hundred.</p>
<h2>Signals worth watching every month</h2>
<ul>
<li>Retention by cohort, not just overall.</li>
<li>The share of new revenue that comes from your ideal customer profile.</li>
<li>How often sales has to discount to close.</li>
</ul>
<p>When two of those move the wrong way at once, it is time to go back to discovery, even if the top-line number still looks healthy.</p>
<p>Fit is something you keep earning. The best product leaders build that habit into the calendar rather than waiting for a crisis to force it.</p>$html$,
  array['Product Leadership', 'Product-Market Fit'],
  false, true, '2026-09-30 09:00:00+00', '2026-09-29 14:40:00+00'
),
(
  'What a Fractional Executive Should Leave Behind',
  'what-a-fractional-executive-should-leave-behind',
  'The measure of a fractional leader is not what they do while they are there. It is what keeps working after they leave.',
  $html$<p>Fractional roles have become a normal part of how scale-ups build leadership capacity. The best engagements share one trait: they are designed from day one around the hand-over.</p>
<h2>Three things to ask for</h2>
<ol>
<li><strong>A written operating model</strong>: how the function plans, decides and reports.</li>
<li><strong>A hiring profile</strong> for the permanent leader, tested against the real work.</li>
<li><strong>A team that no longer needs you</strong> in the weekly meetings.</li>
</ol>
<p>If your fractional executive is still the only person who understands how things work after six months, the engagement has created a dependency, not a capability.</p>$html$,
  array['Fractional Executive', 'Leadership'],
  false, true, '2026-09-09 09:00:00+00', '2026-09-08 10:15:00+00'
),
(
  'Organisational Design for the Second Hundred Hires',
  'organisational-design-for-the-second-hundred-hires',
  'How to structure teams as you grow from one hundred to two hundred people without losing the speed that made you successful.',
  $html$<p>The first hundred hires are about finding people who can do many things. The second hundred are about building teams that can do one thing very well, and connecting those teams without drowning them in coordination.</p>
<h2>Principles that hold up</h2>
<ul>
<li>Organise around customer outcomes, not internal functions, wherever you can.</li>
<li>Keep teams small enough to share one plan and one standing meeting.</li>
<li>Make dependencies visible and treat every new one as a design decision.</li>
</ul>
<p>Structure will not fix a strategy problem, but the wrong structure will quietly defeat a good strategy. Review it every six months while you are growing fast.</p>$html$,
  array['Organisational Design', 'Team Building', 'Scale-up Strategy'],
  false, true, '2026-08-19 09:00:00+00', '2026-08-18 09:30:00+00'
),
(
  'Due Diligence from the Other Side of the Table',
  'due-diligence-from-the-other-side',
  'Having run diligence for investors and sat through it as an operator, here is what founders can do to make the process faster and the outcome better.',
  $html$<p>Technical and commercial due diligence feels adversarial to many founders. It does not need to. Investors are trying to answer a small number of questions, and the teams that answer them clearly and early close faster.</p>
<h2>What diligence is really asking</h2>
<ol>
<li>Is the growth you are showing repeatable?</li>
<li>Can the product and the team carry the next stage of growth?</li>
<li>What are the risks you already know about, and what are you doing about them?</li>
</ol>
<p>Prepare a short, honest risk register before the process starts. Nothing builds credibility faster than naming your own weaknesses before someone else finds them.</p>$html$,
  array['Due Diligence', 'Strategy'],
  false, true, '2026-07-22 09:00:00+00', '2026-07-21 15:45:00+00'
),
(
  'Notes on Pricing AI Features',
  'notes-on-pricing-ai-features',
  null,
  $html$<p>Working notes: usage-based versus seat-based pricing for AI features, and why margins on inference change the answer.</p>$html$,
  array['AI Implementation', 'Product Leadership'],
  false, false, null, '2026-11-10 08:00:00+00'
);

-- Read time follows the product's rule: words of the text without tags, 200 a minute, at least 1.
update public.blog_posts
set read_time = greatest(
  1,
  ceil(
    cardinality(regexp_split_to_array(btrim(regexp_replace(content, '<[^>]*>', ' ', 'g')), '\s+'))
    / 200.0
  )::integer
);

-- Each post was last edited some time after it was written (a draft picked up again, a typo
-- fixed after publishing), so 'Last Edited' sorts the demo as it would a site in use. The
-- trigger that stamps every write with now() is held off for this one update.
alter table public.blog_posts disable trigger set_updated_at;
update public.blog_posts as post
set updated_at = edited.at
from (
  values
    ('the-scale-up-gap', timestamptz '2026-11-03 14:25:00+00'),
    ('practical-playbook-for-ai-adoption', timestamptz '2026-10-14 08:32:00+00'),
    ('product-market-fit-is-a-habit', timestamptz '2026-10-02 17:10:00+00'),
    ('what-a-fractional-executive-should-leave-behind', timestamptz '2026-09-09 08:50:00+00'),
    ('organisational-design-for-the-second-hundred-hires', timestamptz '2026-08-27 12:05:00+00'),
    ('due-diligence-from-the-other-side', timestamptz '2026-07-22 08:15:00+00'),
    ('notes-on-pricing-ai-features', timestamptz '2026-11-19 21:35:00+00')
) as edited (slug, at)
where post.slug = edited.slug;
alter table public.blog_posts enable trigger set_updated_at;

insert into public.publications (title, publication_name, publication_url, published_date, excerpt, tags)
values
(
  'Why Scale-ups Stall After Their Second Funding Round',
  'Scale Journal',
  'https://scalejournal.example/articles/why-scale-ups-stall',
  '2026-06-12',
  'An analysis of thirty growth-stage companies and the operating habits that separated those that kept growing from those that plateaued.',
  array['Scale-up Strategy', 'Leadership']
),
(
  'The Board''s Guide to AI Risk and Opportunity',
  'Governance Today',
  'https://governancetoday.example/ai-guide-for-boards',
  '2026-04-03',
  'Five questions every board should ask management about artificial intelligence, and what good answers sound like.',
  array['AI Implementation', 'Strategy']
),
(
  'Hiring Your First Chief Product Officer',
  'The Product Review',
  'https://productreview.example/hiring-your-first-cpo',
  '2025-11-20',
  'When a scale-up needs a CPO, what the role should own, and the interview loop that finds the right person.',
  array['Product Leadership', 'Team Building']
),
(
  'Commercial Due Diligence in a Downturn',
  'Founders Weekly',
  'https://foundersweekly.example/due-diligence-in-a-downturn',
  '2025-07-08',
  null,
  array['Due Diligence']
);

insert into public.experiences (company, company_url, logo_url, role, period, description, display_order)
values
(
  'Northwind Ventures', 'https://northwind.example', '/demo/logos/northwind.svg',
  'Operating Partner', '2019 - 2025',
  'Worked with fourteen portfolio companies from Series A to C on strategy, product leadership and operating cadence; led the firm''s AI adoption programme.',
  0
),
(
  'Brightpath Health', 'https://brightpath.example', '/demo/logos/brightpath.svg',
  'Chief Product Officer', '2015 - 2019',
  'Built the product organisation from six to sixty people and took the platform from one market to four while growing revenue eightfold.',
  1
),
(
  'Ledgerline', 'https://ledgerline.example', '/demo/logos/ledgerline.svg',
  'VP Product and Strategy', '2010 - 2015',
  'Led product strategy through two funding rounds and the acquisition by a global payments group.',
  2
),
(
  'Meridian Consulting Group', 'https://meridian.example', '/demo/logos/meridian.svg',
  'Senior Manager, Strategy', '2004 - 2010',
  'Advised technology and financial-services clients on growth strategy, market entry and commercial due diligence.',
  3
);

insert into public.earlier_experiences (company, company_url, description, display_order)
values
(
  'University Business School', 'https://business-school.example',
  'Research fellow studying how early-stage technology firms make strategic decisions under uncertainty.',
  0
),
(
  'Caldwell Analytics', 'https://caldwell.example',
  'Founding analyst at a market-research start-up; built its first forecasting models and client reporting.',
  1
),
(
  'Thistle Labs', null,
  'Co-founded a small venture studio that launched three software products, one of which was acquired.',
  2
);

insert into public.startup_experience_logos (company_name, company_url, logo_url, display_order)
values
  ('Quantive', 'https://quantive.example', '/demo/logos/quantive.svg', 0),
  ('Loop Logistics', 'https://looplogistics.example', '/demo/logos/loop-logistics.svg', 1),
  ('Fernleaf', 'https://fernleaf.example', '/demo/logos/fernleaf.svg', 2),
  ('Tidewater AI', 'https://tidewater.example', '/demo/logos/tidewater-ai.svg', 3),
  ('Parcelly', 'https://parcelly.example', '/demo/logos/parcelly.svg', 4),
  ('Brightlayer', null, '/demo/logos/brightlayer.svg', 5);

insert into public.services (title, subtitle, whats_included, ideal_for, results, display_order)
values
(
  'Scale-up Strategy Sprint',
  'A focused six-week engagement to set direction for the next stage of growth.',
  array[
    'Leadership interviews and a review of your plans and numbers',
    'A clear statement of where to play and how to win',
    'A twelve-month roadmap with owners and measures',
    'A board-ready strategy summary'
  ],
  'Founders and leadership teams preparing for a funding round or a step change in growth.',
  'Clients typically leave with three to five agreed priorities and a plan the whole team understands.',
  0
),
(
  'Fractional Product Leadership',
  'Senior product leadership two days a week while you build the permanent team.',
  array[
    'Product strategy and roadmap ownership',
    'Coaching for product managers and designers',
    'A product operating model that outlasts the engagement',
    'Support hiring your permanent product leader'
  ],
  'Companies between fifty and three hundred people without a permanent head of product.',
  null,
  1
),
(
  'AI Adoption Programme',
  'From scattered experiments to measurable value in ninety days.',
  array[
    'An opportunity map built from your own workflows and numbers',
    'Three pilots with baselines, targets and kill criteria',
    'Guardrails for data, security and quality',
    'A scaling plan for what works'
  ],
  'Growth-stage companies whose teams are experimenting with AI but not yet seeing results.',
  'Past programmes have freed thousands of hours a year in operations and support teams.',
  2
);

insert into public.testimonials (quote, author_name, author_title, company, is_active, display_order)
values
(
  'Clear-headed, practical and honest. Six weeks of work gave us a strategy our whole leadership team could actually use.',
  'Priya Raman', 'Chief Executive Officer', 'Loop Logistics', true, 0
),
(
  'The fractional engagement left us with a product team that runs itself and a permanent CPO we would never have found alone.',
  'Tom Ellery', 'Co-founder', 'Fernleaf', true, 1
),
(
  'Helped us cut through the AI hype and focus on the two use cases that mattered.',
  'Marta Kowalski', 'Chief Operating Officer', null, false, 2
);

insert into public.contact_faqs (question, answer, display_order, is_active)
values
(
  'How quickly can we start?',
  'Most engagements start within two to three weeks of our first call.',
  0, true
),
(
  'Do you work with companies outside the UK?',
  'Yes. I work with teams across Europe and North America, remotely and on site.',
  1, true
),
(
  'What does an engagement cost?',
  'Fees depend on scope. After a discovery call I send a fixed-price proposal, so there are no surprises.',
  2, true
),
(
  'Do you offer equity-based arrangements?',
  'Occasionally, for very early-stage companies. Ask me on a call.',
  3, false
);

-- The demo posts count as mailed long ago: publishing them above asked for no newsletter that
-- should ever go out.
update public.blog_posts set newsletter_sent = true where published;
delete from public.newsletter_sends;
