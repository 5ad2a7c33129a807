import { useQuery } from '@tanstack/react-query';
import {
  CalendarDays,
  CircleCheck,
  House,
  IndianRupee,
  Pencil,
  Plus,
  Trash2,
  Users,
  CalendarCheck,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { VILLA_DELETE_REFUSED } from '../../../domain/admin-forms';
import type { VillaStatus } from '../../../domain/enums';
import { bulkVillasUpdatedMessage, VILLA_STATUS_LABELS } from '../../../domain/inventory';
import { formatInr } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { Button, buttonBase, buttonStyles } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { RefreshButton } from '../ui/refresh-button';
import { CardImage, SelectCheckbox, SelectionBar, useSelection } from '../ui/selection';
import { StatCard } from '../ui/stat-card';
import { Badge } from '../ui/status-badge';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  adminVillasQuery,
  deleteVilla,
  setVillaStatuses,
  updateVilla,
  villaChangeKeys,
  type AdminVillaCard,
} from './api';
import { DEFAULT_VILLA_IMAGE, VillaFormDialog } from './villa-form-dialog';

const LOAD_FAILED = { title: 'Loading Error', message: 'Failed to load villa data' } as const;
const SHOWN_AMENITIES = 3;

export const VILLA_STATUS_BADGE: Record<string, string> = {
  active: 'bg-green-100 text-green-900',
  inactive: 'bg-stone-200 text-stone-800',
  maintenance: 'bg-amber-100 text-amber-900',
};

const statusLabel = (s: string) => VILLA_STATUS_LABELS[s as VillaStatus] ?? s;
const oneDecimal = (n: number) => n.toFixed(1);

/** /admin/villas: the summary, the multi-select bar and a card per villa. */
export function VillasPage() {
  const query = useQuery(adminVillasQuery);
  const toast = useToast();
  const selection = useSelection();
  const [form, setForm] = useState<{ open: boolean; villa: AdminVillaCard | null }>({
    open: false,
    villa: null,
  });
  const [deleting, setDeleting] = useState<AdminVillaCard | null>(null);
  const [bulk, setBulk] = useState<VillaStatus | null>(null);

  useEffect(() => {
    if (query.isError) toast({ type: 'error', ...LOAD_FAILED });
  }, [query.isError, query.errorUpdateCount, toast]);

  const toggle = useAdminMutation({
    mutationFn: (v: AdminVillaCard) =>
      updateVilla(v.id, { status: v.status === 'active' ? 'inactive' : 'active' }),
    invalidate: villaChangeKeys,
    success: (saved) => ({
      type: 'success',
      title: 'Status Updated',
      message: `${saved.name} is now ${statusLabel(saved.status).toLowerCase()}`,
    }),
    failure: { title: 'Update Failed', message: 'Failed to update villa status' },
  });
  const bulkUpdate = useAdminMutation({
    mutationFn: (status: VillaStatus) => setVillaStatuses(selection.ids, status),
    invalidate: villaChangeKeys,
    success: (r) => ({
      type: 'success',
      title: 'Bulk Update Complete',
      message: bulkVillasUpdatedMessage(r.updated),
    }),
    failure: { title: 'Bulk Update Failed', message: 'Failed to update villa statuses' },
    onSuccess: () => {
      selection.clear();
      setBulk(null);
    },
  });
  const remove = useAdminMutation({
    mutationFn: (v: AdminVillaCard) => deleteVilla(v.id),
    invalidate: villaChangeKeys,
    success: (_r, v) => ({
      type: 'success',
      title: 'Villa Deleted',
      message: `${v.name} has been deleted`,
    }),
    failure: { title: 'Delete Failed', message: 'Failed to delete villa' },
    onSuccess: () => setDeleting(null),
  });

  const data = query.data;
  const openAdd = () => setForm({ open: true, villa: null });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl">Villas</h1>
          <p className="text-sm text-muted">
            Villas, their room units, availability, blocks and rates.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RefreshButton
            refresh={query.refetch}
            message="Villa data has been updated"
            failMessage="Failed to refresh villa data"
            busy={query.isFetching}
          />
          <Button onClick={openAdd}>
            <Plus aria-hidden className="size-4" />
            Add Villa
          </Button>
        </div>
      </div>

      {data ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            label="Total Villas"
            value={String(data.summary.totalVillas)}
            icon={<House className="size-5" />}
            tone="bg-green-100 text-green-900"
          />
          <StatCard
            label="Active Villas"
            value={String(data.summary.activeVillas)}
            icon={<CircleCheck className="size-5" />}
            tone="bg-emerald-100 text-emerald-900"
          />
          <StatCard
            label="Total Bookings"
            value={String(data.summary.totalBookings)}
            icon={<CalendarCheck className="size-5" />}
            tone="bg-sky-100 text-sky-900"
          />
          <StatCard
            label="Total Revenue"
            value={formatInr(data.summary.totalRevenue)}
            note="Paid bookings"
            icon={<IndianRupee className="size-5" />}
            tone="bg-amber-100 text-amber-900"
          />
        </div>
      ) : null}

      <SelectionBar
        count={selection.selected.size}
        label="Selected villas"
        onClear={selection.clear}
      >
        <Button variant="secondary" onClick={() => setBulk('active')}>
          Activate Selected
        </Button>
        <Button variant="secondary" onClick={() => setBulk('inactive')}>
          Deactivate Selected
        </Button>
        <Button variant="secondary" onClick={() => setBulk('maintenance')}>
          Set Maintenance
        </Button>
      </SelectionBar>

      {query.isPending ? (
        <LoadingState label="Loading villas…" />
      ) : query.isError ? (
        <ErrorState
          title={LOAD_FAILED.title}
          message={LOAD_FAILED.message}
          onRetry={() => void query.refetch()}
        />
      ) : data!.items.length === 0 ? (
        <EmptyState
          title="No Villas Yet"
          message="Villas you add are offered to guests once they have room units."
          action={<Button onClick={openAdd}>Add First Villa</Button>}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Villas">
          {data!.items.map((v) => (
            <VillaCard
              key={v.id}
              villa={v}
              selected={selection.selected.has(v.id)}
              onSelect={() => selection.toggle(v.id)}
              onToggle={() => toggle.mutate(v)}
              toggling={toggle.isPending && toggle.variables?.id === v.id}
              onEdit={() => setForm({ open: true, villa: v })}
              onDelete={() => setDeleting(v)}
            />
          ))}
        </ul>
      )}

      <VillaFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        villa={form.villa}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete Villa"
        message={
          deleting ? (
            <>
              <p>
                Delete {deleting.name}? All associated bookings would be deleted too, and this
                cannot be undone.
              </p>
              {deleting.bookings > 0 ? (
                <p className="mt-2 text-red-800">{VILLA_DELETE_REFUSED}</p>
              ) : null}
            </>
          ) : null
        }
        confirmLabel="Delete Villa"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
      <ConfirmDialog
        open={bulk !== null}
        onOpenChange={(o) => !o && setBulk(null)}
        title={
          bulk === 'active'
            ? 'Activate Selected'
            : bulk === 'inactive'
              ? 'Deactivate Selected'
              : 'Set Maintenance'
        }
        message={
          bulk === 'active'
            ? `Activate ${selection.selected.size} villa(s)? Guests will be able to book them.`
            : `Set ${selection.selected.size} villa(s) to ${bulk ? statusLabel(bulk).toLowerCase() : ''}? Guests will no longer be able to book them.`
        }
        confirmLabel={
          bulk === 'active' ? 'Activate' : bulk === 'inactive' ? 'Deactivate' : 'Set Maintenance'
        }
        tone={bulk === 'active' ? 'primary' : 'danger'}
        busy={bulkUpdate.isPending}
        onConfirm={() => bulk && bulkUpdate.mutate(bulk)}
      />
    </div>
  );
}

function VillaCard({
  villa: v,
  selected,
  onSelect,
  onToggle,
  toggling,
  onEdit,
  onDelete,
}: {
  villa: AdminVillaCard;
  selected: boolean;
  onSelect: () => void;
  onToggle: () => void;
  toggling: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const active = v.status === 'active';
  const occupiedShare = v.totalUnits > 0 ? (v.occupiedNow / v.totalUnits) * 100 : 0;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-sand bg-white shadow-sm">
      <div className="relative">
        <CardImage
          src={v.images[0]}
          fallback={DEFAULT_VILLA_IMAGE}
          className="h-36 w-full object-cover"
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-ink">
          {v.totalUnits} {v.totalUnits === 1 ? 'unit' : 'units'}
        </span>
        <span className="absolute top-2 right-2">
          <Badge className={VILLA_STATUS_BADGE[v.status] ?? 'bg-stone-200 text-stone-800'}>
            {statusLabel(v.status)}
          </Badge>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <SelectCheckbox checked={selected} onChange={onSelect} name={v.name}>
          <h2 className="text-lg leading-tight">{v.name}</h2>
        </SelectCheckbox>
        <p className="line-clamp-2 text-sm text-muted">{v.description}</p>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold text-ink">
            {formatInr(v.basePrice)} <span className="text-sm font-normal text-muted">/ night</span>
          </p>
          <p className="flex items-center gap-1 text-sm text-muted">
            <Users aria-hidden className="size-4" /> Up to {v.maxGuests} guests
          </p>
        </div>
        {v.amenities.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label={`Amenities of ${v.name}`}>
            {v.amenities.slice(0, SHOWN_AMENITIES).map((a) => (
              <li key={a} className="rounded-full bg-cream px-2 py-0.5 text-xs text-ink">
                {a}
              </li>
            ))}
            {v.amenities.length > SHOWN_AMENITIES ? (
              <li className="px-1 py-0.5 text-xs text-muted">
                +{v.amenities.length - SHOWN_AMENITIES} more
              </li>
            ) : null}
          </ul>
        ) : null}
        <dl className="grid grid-cols-3 gap-2 border-t border-sand pt-2 text-sm">
          <div>
            <dt className="text-muted">Bookings</dt>
            <dd className="font-semibold">{v.bookings}</dd>
          </div>
          <div>
            <dt className="text-muted">Revenue</dt>
            <dd className="font-semibold">{formatInr(v.revenue)}</dd>
          </div>
          <div>
            <dt className="text-muted" title="Occupied unit-nights over the last 30 nights">
              Occupancy
            </dt>
            <dd className="font-semibold">{oneDecimal(v.occupancyRate)}%</dd>
          </div>
        </dl>
        <div>
          <div className="flex justify-between text-xs text-muted">
            <span id={`occ-${v.id}`}>Occupied tonight</span>
            <span>
              {v.occupiedNow}/{v.totalUnits} units
            </span>
          </div>
          <div
            role="meter"
            aria-labelledby={`occ-${v.id}`}
            aria-valuemin={0}
            aria-valuemax={v.totalUnits}
            aria-valuenow={v.occupiedNow}
            aria-valuetext={`${v.occupiedNow} of ${v.totalUnits} units occupied`}
            className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full rounded-full bg-forest" style={{ width: `${occupiedShare}%` }} />
          </div>
        </div>
        <div className="mt-auto flex flex-col gap-2 border-t border-sand pt-2">
          <div className="flex items-center gap-2 text-sm">
            <button
              type="button"
              role="switch"
              aria-checked={active}
              aria-label={`${v.name} active`}
              disabled={toggling}
              onClick={onToggle}
              className={`relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:opacity-60 ${active ? 'bg-forest' : 'bg-stone-400'}`}
            >
              <span
                aria-hidden
                className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${active ? 'translate-x-5' : ''}`}
              />
            </button>
            <span aria-hidden>{active ? 'Active' : 'Inactive'}</span>
          </div>
          <div className="grid grid-cols-3 gap-1">
            <Link
              to={v.id}
              className={`${buttonBase} ${buttonStyles.ghost} px-2`}
              aria-label={`Availability calendar of ${v.name}`}
            >
              <CalendarDays aria-hidden className="size-4 shrink-0" /> Calendar
            </Link>
            <Button variant="ghost" className="px-2" onClick={onEdit} aria-label={`Edit ${v.name}`}>
              <Pencil aria-hidden className="size-4 shrink-0" /> Edit
            </Button>
            <Button
              variant="ghost"
              className="px-2 text-red-800"
              onClick={onDelete}
              aria-label={`Delete ${v.name}`}
            >
              <Trash2 aria-hidden className="size-4 shrink-0" /> Delete
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
