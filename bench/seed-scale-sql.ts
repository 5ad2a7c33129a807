// The SQL of bench/seed-scale.ts: bookings at scale made by INSERT … SELECT, rows as the app writes
// them. Every booking's money columns are what `recordMoneyMovement` (payments/ledger.ts) would have
// left after its ledger rows (checked by the seeder against src/domain/folio.ts on a sample).

/** Guest names in several scripts: [display, ascii for the e-mail]; 8 first × 8 surnames each. */
const SCRIPTS: { first: [string, string][]; last: [string, string][] }[] = [
  {
    first: [
      ['Asha', 'asha'],
      ['Vikram', 'vikram'],
      ['Meera', 'meera'],
      ['Kabir', 'kabir'],
      ['Lakshmi', 'lakshmi'],
      ['Rohan', 'rohan'],
      ['Priya', 'priya'],
      ['Farhan', 'farhan'],
    ],
    last: [
      ['Kapoor', 'kapoor'],
      ['Menon', 'menon'],
      ['Sharma', 'sharma'],
      ['Iyer', 'iyer'],
      ['Reddy', 'reddy'],
      ['Dsouza', 'dsouza'],
      ['Mukherjee', 'mukherjee'],
      ['Khan', 'khan'],
    ],
  },
  {
    first: [
      ['अनन्या', 'ananya'],
      ['राहुल', 'rahul'],
      ['सीता', 'sita'],
      ['अर्जुन', 'arjun'],
      ['गीता', 'gita'],
      ['विवेक', 'vivek'],
      ['नेहा', 'neha'],
      ['करण', 'karan'],
    ],
    last: [
      ['शर्मा', 'sharma'],
      ['वर्मा', 'verma'],
      ['गुप्ता', 'gupta'],
      ['जोशी', 'joshi'],
      ['मिश्रा', 'mishra'],
      ['यादव', 'yadav'],
      ['पाण्डेय', 'pandey'],
      ['सिंह', 'singh'],
    ],
  },
  {
    first: [
      ['அருண்', 'arun'],
      ['கவிதா', 'kavitha'],
      ['செல்வம்', 'selvam'],
      ['மீனா', 'meena'],
      ['ரவி', 'ravi'],
      ['லதா', 'latha'],
      ['சுரேஷ்', 'suresh'],
      ['வள்ளி', 'valli'],
    ],
    last: [
      ['முருகன்', 'murugan'],
      ['ராஜா', 'raja'],
      ['சுப்பிரமணியம்', 'subramaniam'],
      ['கண்ணன்', 'kannan'],
      ['பாண்டியன்', 'pandian'],
      ['வேலு', 'velu'],
      ['சேகர்', 'sekar'],
      ['நடராஜன்', 'natarajan'],
    ],
  },
  {
    first: [
      ['José', 'jose'],
      ['Zoë', 'zoe'],
      ['Søren', 'soren'],
      ['Émilie', 'emilie'],
      ['Jürgen', 'jurgen'],
      ['Chloé', 'chloe'],
      ['Oscar', 'oscar'],
      ['Irene', 'irene'],
    ],
    last: [
      ['Müller', 'muller'],
      ['García', 'garcia'],
      ["O'Brien", 'obrien'],
      ['Lefèvre', 'lefevre'],
      ['Nielsen', 'nielsen'],
      ['Smith', 'smith'],
      ['Rossi', 'rossi'],
      ['van der Berg', 'vanderberg'],
    ],
  },
  {
    first: [
      ['Анна', 'anna'],
      ['Иван', 'ivan'],
      ['Ольга', 'olga'],
      ['Дмитрий', 'dmitry'],
      ['Мария', 'maria'],
      ['Сергей', 'sergey'],
      ['Елена', 'elena'],
      ['Павел', 'pavel'],
    ],
    last: [
      ['Иванова', 'ivanova'],
      ['Петров', 'petrov'],
      ['Смирнова', 'smirnova'],
      ['Козлов', 'kozlov'],
      ['Новикова', 'novikova'],
      ['Морозов', 'morozov'],
      ['Волкова', 'volkova'],
      ['Соколов', 'sokolov'],
    ],
  },
  {
    first: [
      ['伟', 'wei'],
      ['芳', 'fang'],
      ['美咲', 'misaki'],
      ['翔太', 'shota'],
      ['محمد', 'mohammed'],
      ['فاطمة', 'fatima'],
      ['민준', 'minjun'],
      ['서연', 'seoyeon'],
    ],
    last: [
      ['王', 'wang'],
      ['李', 'li'],
      ['佐藤', 'sato'],
      ['鈴木', 'suzuki'],
      ['العلي', 'alali'],
      ['حسن', 'hassan'],
      ['김', 'kim'],
      ['박', 'park'],
    ],
  },
];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (xs: string[]) => `array[${xs.map(lit).join(',')}]::text[]`;

export const NAME_COUNT = SCRIPTS.length * 64;
const FIRST = SCRIPTS.flatMap((s) => s.first);
const LAST = SCRIPTS.flatMap((s) => s.last);

/** Units the seed needs: one stay per 3-day slot per unit over ~4 years, at least the 22 of the catalogue. */
export function unitsFor(bookings: number, days: number): number {
  return Math.max(22, Math.ceil((bookings * 3) / days));
}

/**
 * Stays the plan draws for `bookings` kept: the span runs a year ahead, but a stay is only booked
 * once its lead time has come (a stay 200 days ahead exists only if it was booked ≥ 200 days
 * before), so most far-future stays are not made yet. ~0.78 of the drawn stays exist; the excess
 * is dropped at random (a few gaps in the units' calendars).
 */
export function drawnFor(bookings: number): number {
  return Math.ceil(bookings / 0.76);
}

/**
 * The plan: one row per booking with everything decided (unit, dates, status, payment pattern,
 * charge, refund, guest), from deterministic hashes of its number, drawn by PLAN_ALL_SQL; kept:
 * the stays already booked by `$1` (now; check-in minus lead time), `$2` of them at random.
 * Lead times: 40% within 2 weeks, 40% 15–60 days, 20% 2–8 months; the hour of the day varies.
 */
export const PLAN_SQL = `
create temp table plan on commit drop as
with drawn as (select * from plan_all where made_at <= $1::timestamptz - interval '1 hour'),
kept as (select n from drawn order by md5(n::text) limit $2::int)
select d.*, d.made_at as created_at from drawn d join kept using (n);
`;

/**
 * Every stay drawn, before the stays not booked yet are dropped (see PLAN_SQL). `$1` stays drawn,
 * `$2` resort today (date), `$3` first check-in date, `$4` days of the span, `$5` bookings kept
 * (the size of the guest pools).
 */
export const PLAN_ALL_SQL = `
create temp table plan_all on commit drop as
with units as (
  select id, villa_id, (row_number() over (order by unit_number) - 1)::int as i,
         count(*) over ()::int as u
  from villa_inventory),
seq as (
  select n, (n::bigint * 2654435761 % 4294967296) as h, (n::bigint * 40503 % 65521) as h2,
         (n::bigint * 69069 % 1000003) as h3
  from generate_series(0, $1::int - 1) n),
placed as (
  select s.*, un.id as unit_id, un.villa_id, v.base_price, v.name as villa_name,
         ceil($1::numeric / un.u)::int as per_unit, s.n / un.u as k, un.i
  from seq s join units un on un.i = s.n % un.u join villas v on v.id = un.villa_id),
dated as (
  select p.*, greatest(1, $4::int / p.per_unit) as slot,
         $3::date + p.k * greatest(1, $4::int / p.per_unit) as ci
  from placed p),
stays as (
  select d.*, d.ci + 1 + (d.h2 % greatest(1, least(d.slot, 4)))::int as co,
         -- a few guests come back often (30% of bookings from a tenth of the guests)
         case when d.h % 10 < 3 then d.h / 13 % greatest(1, ($5::int * 7 / 100))
              else d.h / 13 % greatest(1, ($5::int * 7 / 10)) end as g
  from dated d),
kinds as (
  select s.*, (s.h / 7 % 100)::int as r,
         case when s.co <= $2::date then 'past' when s.ci <= $2::date then 'now' else 'future' end as phase,
         (s.h / 1000 % 100) < 15 as desk,
         -- seasons: peak Oct–Feb, monsoon Jul–Sep
         case when extract(month from s.ci) in (10, 11, 12, 1, 2) then 1.25
              when extract(month from s.ci) in (7, 8, 9) then 0.8 else 1.0 end as season,
         (s.h / 50000 % 5) < 2 as breakfast
  from stays s),
decided as (
  select k.*,
    case k.phase
      when 'past' then case when k.r < 8 or k.r between 12 and 13 then 'cancelled'
                            when k.r between 8 and 11 then 'expired'
                            when k.r between 14 and 15 then 'no_show'
                            when k.r < 60 then 'completed' else 'checked_out' end
      when 'now' then 'checked_in'
      else case when k.r < 10 then 'cancelled' when k.r between 10 and 14 then 'expired'
                when k.r between 15 and 24 then 'pending' else 'confirmed' end end as st,
    (round(k.base_price * k.season / 100) * 100)::int as villa_price,
    case when k.h3 % 10 < 4 then 1 + (k.h3 / 10 % 14)::int
         when k.h3 % 10 < 8 then 15 + (k.h3 / 10 % 46)::int
         else 61 + (k.h3 / 10 % 180)::int end as lead
  from kinds k),
money as (
  select d.*,
    case when d.st in ('completed', 'checked_out') then case when d.r % 10 < 7 then 'full' else 'half_balance' end
         when d.st = 'no_show' then 'half'
         when d.st = 'checked_in' then case when d.r % 2 = 0 then 'full' else 'half' end
         when d.st = 'confirmed' then case when d.r < 60 then 'half' else 'full' end
         when d.st = 'cancelled' then case when d.r % 4 = 0 then 'part_refund' else 'full_refund' end
         else 'none' end as pay,
    (d.co - d.ci) as nights,
    case when d.breakfast then 500 else 0 end as package_price
  from decided d)
select m.*, m.st = 'expired' as expired,
  case when m.st = 'expired' then 'cancelled' else m.st end as status,
  (m.villa_price + m.package_price) * m.nights as subtotal,
  round((m.villa_price + m.package_price) * m.nights
        * case when m.villa_price <= 7500 then 0.12 else 0.18 end)::int as taxes,
  (m.ci - m.lead)::timestamp + interval '1 minute' * (m.h % 1440) - interval '5:30'
    + interval '1 millisecond' * (m.n % 1000) as made_at,
  -- a charge on a third of the stays that happened (paid at the desk on the way out)
  m.st in ('completed', 'checked_out') and m.h2 % 3 = 0 as charged,
  (array['safari','meal','extra_bed','transport','other'])[1 + (m.h3 % 5)::int] as charge_kind,
  (1 + m.h3 % 2)::int as charge_qty, (500 + (m.h2 % 6) * 500)::int as charge_price,
  gen_random_uuid() as charge_id, gen_random_uuid() as refund_id, gen_random_uuid() as booking_uuid
from money m`;

/** The bookings from the plan (money columns as the ledger leaves them; see the header). */
export const BOOKINGS_SQL = `
with p as (
  select plan.*, subtotal + taxes as total,
    case when charged then charge_qty * charge_price
      + round(charge_qty * charge_price * case when charge_kind in ('meal') then 0.05 else 0.18 end)::int
      else 0 end as charge_amount
  from plan),
fn as (select ${arr(FIRST.map((f) => f[0]))} as fd, ${arr(FIRST.map((f) => f[1]))} as fa,
              ${arr(LAST.map((l) => l[0]))} as ld, ${arr(LAST.map((l) => l[1]))} as la),
g as (
  select p.*, fn.fd[1 + ((p.g / 8 % 6) * 8 + p.g % 8)::int] as fdn, fn.fa[1 + ((p.g / 8 % 6) * 8 + p.g % 8)::int] as fan,
         fn.ld[1 + ((p.g / 8 % 6) * 8 + p.g / 48 % 8)::int] as ldn, fn.la[1 + ((p.g / 8 % 6) * 8 + p.g / 48 % 8)::int] as lan
  from p, fn)
insert into bookings (id, booking_id, guest_name, email, phone, country_code, check_in, check_out,
  guests, adults, children, rooms, villa_id, villa_name, villa_price, package_id, package_name, package_price,
  price_lines, subtotal, taxes, total_amount, advance_amount, remaining_amount, advance_paid_at,
  advance_payment_method, payment_method, payment_status, paid_at, razorpay_payment_id, payment_reference,
  status, booking_source, marketing_consent, terms_accepted_at, expired_at, created_at, updated_at)
select g.booking_uuid,
  'VM' || (extract(epoch from date_trunc('milliseconds', g.created_at)) * 1000)::bigint
    || chr(65 + (g.n / 456976 % 26)::int) || chr(65 + (g.n / 17576 % 26)::int) || chr(65 + (g.n / 676 % 26)::int)
    || chr(65 + (g.n / 26 % 26)::int) || chr(65 + (g.n % 26)::int),
  g.fdn || ' ' || g.ldn,
  case when g.n % 20 = 0 then initcap(g.fan) else g.fan end || '.' || g.lan || g.g || '@'
    || (array['gmail.com','yahoo.co.in','outlook.com','example.org','mail.ru'])[1 + (g.g % 5)::int],
  case when g.g % 3 = 0 then '98' || lpad((g.g * 7919 % 100000000)::text, 8, '0')
       else substr('98' || lpad((g.g * 7919 % 100000000)::text, 8, '0'), 1, 5) || ' '
         || substr('98' || lpad((g.g * 7919 % 100000000)::text, 8, '0'), 6) end,
  (array['+91','+91','+91','+91','+44','+1','+49','+971'])[1 + (g.g % 8)::int],
  g.ci, g.co, 2 + (g.h % 3)::int, 2, (g.h % 3)::int, 1, g.villa_id, g.villa_name, g.villa_price,
  case when g.breakfast then 'breakfast-package' else 'basic-stay' end,
  case when g.breakfast then 'Bed & Breakfast Package' else 'Room Only Package' end, g.package_price,
  jsonb_build_array(jsonb_build_object('label', g.villa_name || ' × ' || g.nights || ' nights', 'amount', g.villa_price * g.nights, 'kind', 'villa'))
    || case when g.breakfast then jsonb_build_array(jsonb_build_object('label', 'Bed & Breakfast Package', 'amount', g.package_price * g.nights, 'kind', 'package')) else '[]'::jsonb end
    || jsonb_build_array(jsonb_build_object('label', 'Taxes', 'amount', g.taxes, 'kind', 'tax')),
  g.subtotal, g.taxes, g.total,
  case when g.pay in ('half', 'half_balance') then g.total / 2 else 0 end,
  case g.pay when 'half' then g.total - g.total / 2 when 'full_refund' then g.total
             when 'part_refund' then g.total / 2 when 'none' then g.total else 0 end,
  case when g.pay in ('half', 'half_balance') then g.created_at + interval '10 minutes' end,
  case when g.pay in ('half', 'half_balance') then case when g.desk then 'card' else 'razorpay' end end,
  case when g.pay = 'none' then case when g.st = 'pending' and g.r % 3 = 0 then 'bank_transfer' else 'pending' end
       when g.desk then 'card' else 'razorpay' end,
  case g.pay when 'none' then 'pending' when 'half' then 'advance_paid' when 'full_refund' then 'refunded'
             when 'part_refund' then 'partial_refund' else 'paid' end,
  case when g.pay in ('full', 'full_refund', 'part_refund', 'half') then g.created_at + interval '10 minutes'
       when g.pay = 'half_balance' then (g.co::timestamp + interval '4 hours') end,
  case when g.pay <> 'none' and not g.desk then 'pay_seed' || g.n end,
  case when g.pay <> 'none' and not g.desk then 'pay_seed' || g.n end,
  g.status, case when g.desk then 'admin' else 'website' end, g.h % 4 = 0,
  case when not g.desk then g.created_at end,
  case when g.expired then g.created_at + interval '1 day' end,
  g.created_at, greatest(g.created_at, least($1::timestamptz, g.co::timestamp))
from g`;

/** The ledger rows of each booking (kind, amount, when), in the order they happened. */
export const MOVEMENTS_SQL = `
with p as (
  select plan.*, b.total_amount as total, b.payment_method,
    case when charged then charge_qty * charge_price
      + round(charge_qty * charge_price * case when charge_kind in ('meal') then 0.05 else 0.18 end)::int
      else 0 end as charge_amount
  from plan join bookings b on b.id = plan.booking_uuid),
rows as (
  select p.*, 'first' as step, case when desk then 'desk_payment' else 'online_payment' end as mkind,
         case when pay in ('half', 'half_balance') then total / 2 else total end as amount,
         case when pay in ('half', 'half_balance') then 'half' else 'full' end as mplan,
         created_at + interval '10 minutes' as at, null::uuid as mrefund, null::uuid as mcharge
  from p where pay <> 'none'
  union all
  select p.*, 'charge', 'charge_added', charge_amount, null, co::timestamp + interval '3 hours', null, charge_id
  from p where charged
  union all
  select p.*, 'balance', case when desk then 'desk_payment' else 'online_payment' end,
         total - total / 2 + charge_amount, 'balance', co::timestamp + interval '4 hours', null, null
  from p where pay = 'half_balance'
  union all
  select p.*, 'charge_paid', 'desk_payment', charge_amount, null, co::timestamp + interval '4 hours', null, null
  from p where charged and pay = 'full'
  union all
  select p.*, 'refund', 'refund_requested', case when pay = 'full_refund' then total else total / 2 end,
         null, created_at + interval '2 days', refund_id, null
  from p where pay in ('full_refund', 'part_refund')
  union all
  select p.*, 'refund_done', 'refund_processed', case when pay = 'full_refund' then total else total / 2 end,
         null, created_at + interval '4 days', refund_id, null
  from p where pay in ('full_refund', 'part_refund'))
insert into money_movements (booking_id, kind, amount, method, plan, reference, refund_id, charge_id,
  idempotency_key, actor_name, occurred_at, created_at)
select r.booking_uuid, r.mkind, r.amount,
  case when r.mkind = 'online_payment' then 'razorpay' when r.mkind = 'desk_payment' then 'card' end,
  case when r.mkind = 'online_payment' then r.mplan end,
  case when r.mkind = 'online_payment' then 'pay_seed' || r.n || r.step end,
  r.mrefund, r.mcharge, 'seed:' || r.n || ':' || r.step,
  case when r.mkind = 'online_payment' then 'Guest' else 'Front desk' end,
  least(r.at, $1::timestamptz), least(r.at, $1::timestamptz)
from rows r`;
