// What bench/admin-scale.ts measures: every admin list, search, filter, occupancy view, the
// dashboard, each report period × type, guests, villa and package cards, and the big exports.
import { sql } from 'drizzle-orm';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../src/domain/enums';
import { REPORT_TYPES } from '../src/domain/reports';
import type { Db } from '../src/server/db/client';
import { queryRows } from '../src/server/db/client';

export type Budget = 'list' | 'report' | 'export';
export type Case = { name: string; path: string; budget: Budget; rowsNote?: boolean };

const PERIODS = ['week', 'month', 'quarter', 'year', 'custom'] as const;

export async function adminScaleCases(db: Db, size: number): Promise<Case[]> {
  // A booking in the middle of the data: its code, its guest's e-mail and phone digits.
  const [b] = await queryRows<{ booking_id: string; email: string; phone: string }>(
    db,
    sql`select booking_id, email, phone from bookings order by created_at offset ${Math.floor(size / 2)} limit 1`,
  );
  if (!b) throw new Error('no bookings seeded');
  const phoneDigits = b.phone.replace(/\D/g, '').slice(-7);
  const list = (name: string, query: string): Case => ({
    name,
    path: `/api/admin/bookings${query ? `?${query}` : ''}`,
    budget: 'list',
  });
  const q = (v: string) => `q=${encodeURIComponent(v)}`;
  return [
    list('bookings: first page', ''),
    list('bookings: page 50', 'page=50'),
    list('bookings: sort check-in', 'sort=checkIn'),
    list('bookings: sort guest name, 100/page', 'sort=guestName&pageSize=100'),
    list('bookings: sort total', 'sort=-total'),
    list('search: surname "kapoor"', q('kapoor')),
    list('search: name "शर्मा"', q('शर्मा')),
    list('search: e-mail', q(b.email.split('@')[0]!)),
    list('search: phone digits', q(phoneDigits)),
    list('search: booking code', q(b.booking_id)),
    list('search: code fragment', q(b.booking_id.slice(0, 9))),
    list('search + status, page 2', `${q('sharma')}&status=completed&page=2`),
    ...BOOKING_STATUSES.map((s) => list(`filter: status ${s}`, `status=${s}`)),
    ...[...PAYMENT_STATUSES, 'transfer_reported'].map((p) =>
      list(`filter: payment ${p}`, `paymentStatus=${p}`),
    ),
    list('filter: villa', 'villaId=hornbill-villa'),
    list('filter: stay dates (a month)', 'from=2026-12-01&to=2026-12-31&sort=checkIn'),
    list('filter: made since (created)', 'from=2026-11-01'),
    list(
      'filter: status + payment + villa',
      'status=confirmed&paymentStatus=advance_paid&villaId=glass-cottage',
    ),
    { name: 'occupancy: day', path: '/api/admin/occupancy?date=2026-12-10', budget: 'list' },
    {
      name: 'occupancy: week',
      path: '/api/admin/occupancy/range?from=2026-12-07&to=2026-12-13',
      budget: 'list',
    },
    {
      name: 'occupancy: month',
      path: '/api/admin/occupancy/range?from=2026-12-01&to=2026-12-31',
      budget: 'list',
    },
    { name: 'front desk', path: '/api/admin/front-desk?date=2026-11-22', budget: 'list' },
    { name: 'guests: list', path: '/api/admin/guests', budget: 'list' },
    { name: 'guests: search', path: `/api/admin/guests?${q('menon')}`, budget: 'list' },
    { name: 'guests: sort by spend', path: '/api/admin/guests?sort=-totalSpent', budget: 'list' },
    { name: 'guests: stats', path: '/api/admin/guests/stats', budget: 'list' },
    { name: 'villa cards', path: '/api/admin/villas', budget: 'list' },
    { name: 'package cards', path: '/api/admin/packages', budget: 'list' },
    { name: 'dashboard', path: '/api/admin/dashboard', budget: 'report' },
    { name: 'dashboard: unpaid holds', path: '/api/admin/dashboard/unpaid-holds', budget: 'list' },
    ...PERIODS.flatMap((period) =>
      REPORT_TYPES.map((type): Case => ({
        name: `report: ${period} ${type}`,
        path: `/api/admin/reports?period=${period}&reportType=${type}${period === 'custom' ? '&from=2024-01-01&to=2026-11-22' : ''}`,
        budget: 'report',
      })),
    ),
    {
      name: 'export: bookings CSV (all)',
      path: '/api/admin/bookings/export.csv',
      budget: 'export',
      rowsNote: true,
    },
    {
      name: 'export: guest report CSV (3 years)',
      path: '/api/admin/reports/export?format=csv&period=custom&from=2023-12-01&to=2026-11-22&reportType=guest',
      budget: 'export',
    },
    {
      name: 'export: guest report XLSX (3 years)',
      path: '/api/admin/reports/export?format=xlsx&period=custom&from=2023-12-01&to=2026-11-22&reportType=guest',
      budget: 'export',
    },
  ];
}
