import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { GUEST_SORT_KEYS, guestListQuerySchema } from '../../../domain/catalog-lists';
import { useCan } from '../permissions';
import { Button } from '../ui/button';
import { FilterBar, SearchField } from '../ui/filter-bar';
import { ListTable } from '../ui/list-table';
import { useResortTz } from '../ui/resort-time';
import { EmptyState } from '../ui/states';
import { useListParams } from '../ui/use-list-params';
import { guestListQuery, guestStatsQuery, type AdminGuest } from './api';
import { DeleteGuestDialog } from './delete-guest-dialog';
import { guestColumns } from './guest-columns';
import { GuestFormDialog } from './guest-form-dialog';
import { GuestProfileDialog } from './guest-profile-dialog';
import { GuestStatCards } from './guest-stats';
import { LOAD_FAILED } from './guest-labels';

export default function GuestsPage() {
  const listParams = useListParams(guestListQuerySchema);
  const { params, apiQuery, update } = listParams;
  const list = useQuery(guestListQuery(apiQuery));
  const stats = useQuery(guestStatsQuery);
  const tz = useResortTz();
  const can = useCan();
  const [viewing, setViewing] = useState<string | null>(null);
  const [form, setForm] = useState<{ open: boolean; guest: AdminGuest | null }>({
    open: false,
    guest: null,
  });
  const [deleting, setDeleting] = useState<AdminGuest | null>(null);

  const columns = guestColumns({
    tz,
    can,
    onView: (g) => setViewing(g.email),
    onEdit: (g) => setForm({ open: true, guest: g }),
    onDelete: setDeleting,
  });

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
      <GuestStatCards s={stats.data} />
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
      <GuestProfileDialog email={viewing} onClose={() => setViewing(null)} />
      <GuestFormDialog
        open={form.open}
        guest={form.guest}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <DeleteGuestDialog deleting={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
