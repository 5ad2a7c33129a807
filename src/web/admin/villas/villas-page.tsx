import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarSync, CircleCheck, House, IndianRupee } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { VILLA_DELETE_REFUSED } from '../../../domain/admin-forms';
import type { VillaStatus } from '../../../domain/enums';
import { bulkVillasUpdatedMessage, VILLA_STATUS_LABELS } from '../../../domain/inventory';
import { formatInr } from '../../ui/format';
import { Button, buttonBase, buttonStyles } from '../ui/button';
import { useCan } from '../permissions';
import { CatalogueGrid, CatalogueHeader, DeleteConfirmDialog } from '../ui/catalogue';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SelectionBar, useSelection } from '../ui/selection';
import { StatCard, StatGrid } from '../ui/stat-card';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  adminVillasQuery,
  deleteVilla,
  setVillaStatuses,
  updateVilla,
  villaChangeKeys,
  type AdminVillaCard,
} from './api';
import { VillaCard } from './villa-card';
import { VillaFormDialog } from './villa-form-dialog';
import { REVENUE_HINT } from '../../../domain/money-figures';
import { rangeLabel } from '../../../domain/reports';

/** /admin/villas: the summary, the multi-select bar and a card per villa. */
export function VillasPage() {
  const query = useQuery(adminVillasQuery);
  const selection = useSelection();
  const [form, setForm] = useState<{ open: boolean; villa: AdminVillaCard | null }>({
    open: false,
    villa: null,
  });
  const [deleting, setDeleting] = useState<AdminVillaCard | null>(null);
  const [bulk, setBulk] = useState<VillaStatus | null>(null);

  const toggle = useAdminMutation({
    mutationFn: (v: AdminVillaCard) =>
      updateVilla(v.id, { status: v.status === 'active' ? 'inactive' : 'active' }),
    invalidate: villaChangeKeys,
    success: (saved) => ({
      type: 'success',
      title: 'Status Updated',
      message: `${saved.name} is now ${VILLA_STATUS_LABELS[saved.status].toLowerCase()}`,
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

  const data = query.data;
  const canEdit = useCan()('villas.write');
  const openAdd = canEdit ? () => setForm({ open: true, villa: null }) : undefined;

  return (
    <div className="flex flex-col gap-5">
      <CatalogueHeader
        noun="Villa"
        description="Villas, their room units, availability, blocks and rates."
        query={query}
        onAdd={openAdd}
      />
      {canEdit ? (
        <Link
          to="/admin/villas/channels"
          className={`${buttonBase} ${buttonStyles.secondary} self-start`}
        >
          <CalendarSync aria-hidden className="size-4" /> Channels (OTA calendars)
        </Link>
      ) : null}

      {data ? (
        <StatGrid>
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
            note={`This month (${rangeLabel(data.summary.revenuePeriod)})`}
            hint={REVENUE_HINT}
            icon={<IndianRupee className="size-5" />}
            tone="bg-amber-100 text-amber-900"
          />
        </StatGrid>
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

      <CatalogueGrid
        query={query}
        noun="Villa"
        emptyMessage="Villas you add are offered to guests once they have room units."
        onAdd={openAdd}
        card={(v) => (
          <VillaCard
            key={v.id}
            villa={v}
            {...selection.of(v.id)}
            onToggle={() => toggle.mutate(v)}
            toggling={toggle.isPending && toggle.variables?.id === v.id}
            onEdit={() => setForm({ open: true, villa: v })}
            onDelete={() => setDeleting(v)}
            editable={canEdit}
          />
        )}
      />

      <VillaFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        villa={form.villa}
      />
      <DeleteConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        noun="Villa"
        warning="All associated bookings would be deleted too, and this cannot be undone."
        refusal={VILLA_DELETE_REFUSED}
        remove={(v) => deleteVilla(v.id)}
        invalidate={villaChangeKeys}
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
            : `Set ${selection.selected.size} villa(s) to ${bulk ? VILLA_STATUS_LABELS[bulk].toLowerCase() : ''}? Guests will no longer be able to book them.`
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
