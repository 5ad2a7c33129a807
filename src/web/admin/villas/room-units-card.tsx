import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type Ref } from 'react';
import { UNIT_STATUS_LABELS } from '../../../domain/inventory';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Badge } from '../ui/status-badge';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { deleteUnit, villaChangeKeys, villaUnitsQuery, type RoomUnit } from './api';

/** The villa's room units (`headingRef`: "Units" and "Add units" land on the heading). */
export function RoomUnitsCard({
  villaId,
  canEdit,
  headingRef,
  onEdit,
}: {
  villaId: string;
  canEdit: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** Opens the unit form: `null` adds a unit. */
  onEdit: (unit: RoomUnit | null) => void;
}) {
  const units = useQuery(villaUnitsQuery(villaId));
  const unitList = units.data?.items ?? [];
  const [deletingUnit, setDeletingUnit] = useState<RoomUnit | null>(null);
  const removeUnit = useAdminMutation({
    mutationFn: (u: RoomUnit) => deleteUnit(u.id),
    invalidate: villaChangeKeys,
    success: (_r, u) => ({
      type: 'success',
      title: 'Unit Deleted',
      message: `${u.unitNumber} has been deleted`,
    }),
    failure: { title: 'Delete Failed', message: 'Failed to delete the room unit' },
    onSuccess: () => setDeletingUnit(null),
  });
  return (
    <section
      aria-labelledby="units-heading"
      className="rounded-xl border border-sand bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="units-heading" ref={headingRef} tabIndex={-1} className="text-lg">
          Room Units ({unitList.length})
        </h2>
        {canEdit ? (
          <Button variant="secondary" onClick={() => onEdit(null)}>
            <Plus aria-hidden className="size-4" /> Add Unit
          </Button>
        ) : null}
      </div>
      {units.isPending ? (
        <LoadingState label="Loading units…" />
      ) : units.isError ? (
        <ErrorState title="Loading Error" message="Failed to load the room units" />
      ) : unitList.length === 0 ? (
        <EmptyState
          title="No room units"
          message="Guests cannot book a villa without units. Add its first unit with Add Unit; then the villa can be made Active."
        />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className="py-1 pr-2 font-medium">Unit</th>
                <th className="py-1 pr-2 font-medium">Floor</th>
                <th className="py-1 pr-2 font-medium">View</th>
                <th className="py-1 pr-2 font-medium">Status</th>
                <th className="py-1 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {unitList.map((u) => (
                <tr key={u.id} className="border-t border-sand">
                  <td className="py-1.5 pr-2 font-medium whitespace-nowrap">{u.unitNumber}</td>
                  <td className="py-1.5 pr-2">{u.floor}</td>
                  <td className="py-1.5 pr-2">{u.viewType ?? '—'}</td>
                  <td className="py-1.5 pr-2">
                    <Badge
                      className={
                        u.status === 'available'
                          ? 'bg-green-100 text-green-900'
                          : 'bg-amber-100 text-amber-900'
                      }
                    >
                      {UNIT_STATUS_LABELS[u.status]}
                    </Badge>
                  </td>
                  <td className="py-1 text-right whitespace-nowrap">
                    {canEdit ? (
                      <>
                        <Button
                          variant="ghost"
                          className="px-2"
                          aria-label={`Edit ${u.unitNumber}`}
                          onClick={() => onEdit(u)}
                        >
                          <Pencil aria-hidden className="size-4" />
                        </Button>
                        <Button
                          variant="ghost"
                          className="px-2 text-red-800"
                          aria-label={`Delete ${u.unitNumber}`}
                          onClick={() => setDeletingUnit(u)}
                        >
                          <Trash2 aria-hidden className="size-4" />
                        </Button>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deletingUnit !== null}
        onOpenChange={(o) => !o && setDeletingUnit(null)}
        title="Delete Room Unit"
        message={
          deletingUnit
            ? `Delete ${deletingUnit.unitNumber}? A unit with active bookings cannot be deleted.`
            : ''
        }
        confirmLabel="Delete Unit"
        busy={removeUnit.isPending}
        onConfirm={() => deletingUnit && removeUnit.mutate(deletingUnit)}
      />
    </section>
  );
}
