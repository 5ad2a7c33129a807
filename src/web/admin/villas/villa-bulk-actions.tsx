import { useState } from 'react';
import type { VillaStatus } from '../../../domain/enums';
import { bulkVillasUpdatedMessage, VILLA_STATUS_LABELS } from '../../../domain/inventory';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SelectionBar, type useSelection } from '../ui/selection';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { setVillaStatuses, villaChangeKeys } from './api';

/** The selected villas' bar (activate, deactivate, maintenance) and its confirmation. */
export function VillaBulkActions({ selection }: { selection: ReturnType<typeof useSelection> }) {
  const [bulk, setBulk] = useState<VillaStatus | null>(null);
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

  return (
    <>
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
    </>
  );
}
