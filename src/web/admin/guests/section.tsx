import { useQuery } from '@tanstack/react-query';
import { Crown, Eye, IndianRupee, Pencil, Plus, Trash2, TrendingUp, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { GUEST_SORT_KEYS, guestListQuerySchema } from '../../../domain/catalog-lists';
import { formatInr } from '../../ui/format';
import { useCan } from '../permissions';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { createColumnHelper, type AdminColumn } from '../ui/table-columns';
import { DownloadButton } from '../ui/download-button';
import { FilterBar, SearchField } from '../ui/filter-bar';
import { Modal } from '../ui/modal';
import { ListTable } from '../ui/list-table';
import { formatDateTime, formatStaffDate, useResortTz } from '../ui/resort-time';
import { StatCard } from '../ui/stat-card';
import { Badge, StatusBadge } from '../ui/status-badge';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { useListParams } from '../ui/use-list-params';
import {
  anonymiseGuest,
  exportHref,
  guestListQuery,
  guestProfileQuery,
  guestsKey,
  guestStatsQuery,
  type AdminGuest,
} from './api';
import { GuestFormDialog } from './guest-form-dialog';
import { PAYMENTS_RECEIVED_HINT } from '../../../domain/money-figures';

/** Total Spent is the guest's Payments received (decision 0113). */
const TOTAL_SPENT_HINT = `Payments received from this guest, all time: ${PAYMENTS_RECEIVED_HINT}`;

const LOAD_FAILED = { title: 'Loading Error', message: 'Failed to load user data' } as const;
const TIER_STYLES: Record<AdminGuest['tier'], string> = {
  premium: 'bg-amber-100 text-amber-900',
  loyal: 'bg-violet-100 text-violet-900',
  active: 'bg-green-100 text-green-900',
  inactive: 'bg-stone-200 text-stone-800',
};
const TIER_LABELS: Record<AdminGuest['tier'], string> = {
  premium: 'Premium',
  loyal: 'Loyal',
  active: 'Active',
  inactive: 'Inactive',
};
const column = createColumnHelper<AdminGuest>();

function ProfileDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  const tz = useResortTz();
  const canExport = useCan()('exports');
  const profile = useQuery({ ...guestProfileQuery(email ?? ''), enabled: email !== null });
  const g = profile.data?.guest;
  return (
    <Modal open={email !== null} onOpenChange={(o) => !o && onClose()} title="User Profile" wide>
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError || !g ? (
        <ErrorState title={LOAD_FAILED.title} message={LOAD_FAILED.message} />
      ) : (
        <div className="flex flex-col gap-4 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <p className="text-lg font-semibold">{g.name}</p>
              <p className="break-all text-muted">{g.email}</p>
              {g.phone ? <p className="text-muted">{g.phone}</p> : null}
              <p className="text-xs text-muted">Joined {formatDateTime(g.joinedAt, tz)}</p>
            </div>
            <Badge className={TIER_STYLES[g.tier]}>{TIER_LABELS[g.tier]}</Badge>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-muted">Bookings</dt>
              <dd className="font-semibold">{g.bookings}</dd>
            </div>
            <div>
              <dt className="text-muted" title={TOTAL_SPENT_HINT}>
                Total Spent
              </dt>
              <dd className="font-semibold">{formatInr(g.totalSpent)}</dd>
            </div>
            <div>
              <dt className="text-muted">Last Booking</dt>
              <dd className="font-semibold">
                {g.lastBooking ? formatDateTime(g.lastBooking, tz) : '—'}
              </dd>
            </div>
          </dl>
          <h3 className="font-semibold">Bookings</h3>
          {profile.data.bookings.length === 0 ? (
            <p className="text-muted">No bookings yet.</p>
          ) : (
            <ul className="divide-y divide-sand rounded-lg border border-sand">
              {profile.data.bookings.map((b) => (
                <li
                  key={b.bookingId}
                  className="flex flex-wrap items-center justify-between gap-2 p-2"
                >
                  <div>
                    <Link
                      className="font-medium text-forest underline"
                      to={`/admin/bookings/${b.bookingId}`}
                    >
                      {b.bookingId}
                    </Link>
                    <p className="text-xs text-muted">
                      {b.villaName} · {formatStaffDate(b.checkIn)} – {formatStaffDate(b.checkOut)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <StatusBadge kind="booking" status={b.status} />
                    <span className="font-semibold">{formatInr(b.total)}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {canExport ? (
            <div className="flex flex-wrap justify-end gap-2">
              <DownloadButton
                href={exportHref(g.email, 'json')}
                fallbackName="guest-data.json"
                label="Export Data (JSON)"
              />
              <DownloadButton
                href={exportHref(g.email, 'csv')}
                fallbackName="guest-data.csv"
                label="Export Data (CSV)"
              />
            </div>
          ) : null}
        </div>
      )}
    </Modal>
  );
}

export default function UsersSection() {
  const listParams = useListParams(guestListQuerySchema);
  const { params, apiSearch, update } = listParams;
  const list = useQuery(guestListQuery(apiSearch));
  const stats = useQuery(guestStatsQuery);
  const tz = useResortTz();
  const can = useCan();
  const [viewing, setViewing] = useState<string | null>(null);
  const [form, setForm] = useState<{ open: boolean; guest: AdminGuest | null }>({
    open: false,
    guest: null,
  });
  const [deleting, setDeleting] = useState<AdminGuest | null>(null);

  const remove = useAdminMutation({
    mutationFn: (g: AdminGuest) => anonymiseGuest(g.email),
    invalidate: [guestsKey],
    success: () => ({
      type: 'success',
      title: 'User Deleted',
      message: 'Personal data was removed; bookings are kept for the accounts',
    }),
    failure: { title: 'Delete Failed', message: 'Failed to delete user' },
    onSuccess: () => setDeleting(null),
  });

  const columns = [
    column.accessor('name', {
      header: 'User',
      cell: ({ row: { original: g } }) => (
        <div className="min-w-36">
          <p className="font-medium">{g.name}</p>
          <p className="text-xs text-muted">Joined {formatDateTime(g.joinedAt, tz)}</p>
        </div>
      ),
    }),
    column.display({
      id: 'contact',
      header: 'Contact',
      cell: ({ row: { original: g } }) => (
        <div>
          <p className="break-all">{g.email}</p>
          {g.phone ? <p className="text-xs text-muted">{g.phone}</p> : null}
        </div>
      ),
    }),
    column.accessor('bookings', { header: 'Bookings' }),
    column.accessor('totalSpent', {
      header: () => <span title={TOTAL_SPENT_HINT}>Total Spent</span>,
      cell: ({ getValue }) => formatInr(getValue()),
    }),
    column.accessor('lastBooking', {
      header: 'Last Booking',
      cell: ({ getValue }) => {
        const v = getValue();
        return <span className="whitespace-nowrap">{v ? formatDateTime(v, tz) : '—'}</span>;
      },
    }),
    column.accessor('tier', {
      header: 'Status',
      cell: ({ row: { original: g } }) => (
        <Badge className={g.anonymised ? 'bg-stone-200 text-stone-800' : TIER_STYLES[g.tier]}>
          {g.anonymised ? 'Anonymised' : TIER_LABELS[g.tier]}
        </Badge>
      ),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: g } }) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            className="px-2"
            onClick={() => setViewing(g.email)}
            aria-label={`View ${g.name}`}
          >
            <Eye aria-hidden className="size-4" />
          </Button>
          {g.anonymised || !can('guests.write') ? null : (
            <Button
              variant="ghost"
              className="px-2"
              onClick={() => setForm({ open: true, guest: g })}
              aria-label={`Edit ${g.name}`}
            >
              <Pencil aria-hidden className="size-4" />
            </Button>
          )}
          {g.anonymised || !can('guests.erase') ? null : (
            <Button
              variant="ghost"
              className="px-2 text-red-800"
              onClick={() => setDeleting(g)}
              aria-label={`Delete ${g.name}`}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          )}
        </div>
      ),
    }),
  ] as AdminColumn<AdminGuest>[];

  const s = stats.data;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl">Users</h1>
          <p className="text-sm text-muted">Guests, from their bookings and added by staff.</p>
        </div>
        {can('guests.write') ? (
          <Button onClick={() => setForm({ open: true, guest: null })}>
            <Plus aria-hidden className="size-4" /> Add User
          </Button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Total Users"
          value={s ? String(s.totalUsers) : '…'}
          icon={<Users className="size-5" />}
          tone="bg-green-100 text-green-900"
        />
        <StatCard
          label="Premium Users"
          value={s ? String(s.premiumUsers) : '…'}
          note="Paid above ₹1,00,000 (net of refunds)"
          icon={<Crown className="size-5" />}
          tone="bg-amber-100 text-amber-900"
        />
        <StatCard
          label="Payments Received"
          value={s ? formatInr(s.paymentsReceived) : '…'}
          note="All guests, all time"
          hint={PAYMENTS_RECEIVED_HINT}
          icon={<IndianRupee className="size-5" />}
          tone="bg-emerald-100 text-emerald-900"
        />
        <StatCard
          label="Avg Spending"
          value={s ? formatInr(s.avgSpending) : '…'}
          icon={<TrendingUp className="size-5" />}
          tone="bg-sky-100 text-sky-900"
        />
      </div>
      <FilterBar label="User search">
        <SearchField
          label="Search"
          placeholder="Search users..."
          value={params.q ?? ''}
          onChange={(q) => update({ q })}
        />
      </FilterBar>
      <ListTable
        list={list}
        loadFailed={LOAD_FAILED}
        caption="Users"
        columns={columns}
        getRowId={(g) => g.email}
        sortKeys={GUEST_SORT_KEYS}
        listParams={listParams}
        loadingLabel="Loading users…"
        empty={
          <EmptyState
            title={
              params.q
                ? 'No users found matching your search'
                : 'No users yet. Users will appear here after they make bookings.'
            }
          />
        }
        noun="users"
      />
      <ProfileDialog email={viewing} onClose={() => setViewing(null)} />
      <GuestFormDialog
        open={form.open}
        guest={form.guest}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete User"
        message={
          deleting ? (
            <>
              <p>
                Delete {deleting.name}? This affects their booking history: their name, e-mail and
                phone are removed from every booking and enquiry, and cannot be restored.
              </p>
              <p className="mt-2">Bookings and amounts are kept for the accounts.</p>
            </>
          ) : null
        }
        confirmLabel="Delete User"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
