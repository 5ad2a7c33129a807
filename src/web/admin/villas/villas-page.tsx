import { useQuery } from '@tanstack/react-query';
import { CalendarSync } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { VILLA_DELETE_REFUSED } from '../../../domain/admin-forms';
import { VILLA_STATUS_LABELS } from '../../../domain/inventory';
import { buttonBase, buttonStyles } from '../ui/button';
import { useCan } from '../permissions';
import { CatalogueGrid, CatalogueHeader, DeleteConfirmDialog } from '../ui/catalogue';
import { useSelection } from '../ui/selection';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  adminVillasQuery,
  deleteVilla,
  updateVilla,
  villaChangeKeys,
  type AdminVillaCard,
} from './api';
import { VillaBulkActions } from './villa-bulk-actions';
import { VillaCard } from './villa-card';
import { VillaFormDialog } from './villa-form-dialog';
import { VillaSummaryCards } from './villa-summary';

/** /admin/villas: the summary, the multi-select bar and a card per villa. */
export function VillasPage() {
  const query = useQuery(adminVillasQuery);
  const selection = useSelection();
  const [form, setForm] = useState<{ open: boolean; villa: AdminVillaCard | null }>({
    open: false,
    villa: null,
  });
  const [deleting, setDeleting] = useState<AdminVillaCard | null>(null);

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

      {data ? <VillaSummaryCards summary={data.summary} /> : null}

      <VillaBulkActions selection={selection} />

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
    </div>
  );
}
