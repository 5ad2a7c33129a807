import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, UserPen } from 'lucide-react';
import { useState } from 'react';
import { UPDATE_USER_FAILED } from '../../../domain/admin-forms';
import { ROLE_LABELS } from '../../../domain/staff-permissions';
import { ApiError } from '../../api/client';
import { useToast } from '../../ui/toast';
import { adminUsersQuery, meQuery, updateAdminUser, type AdminUser } from '../api';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { AddAdminDialog, EditAdminDialog } from './admin-user-dialogs';
import { cellClass, Loaded, StaffTable } from './staff-table';

const COLUMNS = ['Name', 'Email', 'Role', 'Status', 'Last Login', 'Actions'];
const cell = cellClass(false);

export function StaffUsersCard() {
  const users = useQuery(adminUsersQuery);
  const { data: me } = useQuery(meQuery);
  const tz = useResortTz();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const toggle = useMutation({
    mutationFn: (u: AdminUser) => updateAdminUser(u.id, { isActive: !u.isActive }),
    onSuccess: (u) => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
      toast({
        type: 'success',
        title: 'User Updated',
        message: `${u.name} is now ${u.isActive ? 'active' : 'inactive'}`,
      });
    },
    onError: (err) =>
      toast({
        type: 'error',
        title: 'Update Failed',
        message: err instanceof ApiError ? err.message : UPDATE_USER_FAILED,
      }),
  });

  return (
    <Card
      title="Admin Users"
      action={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-4" /> Add Admin
        </Button>
      }
    >
      <Loaded query={users} failed="Failed to load admin users">
        {(list) => (
          <StaffTable columns={COLUMNS} minWidth="min-w-[36rem]">
            {list.map((u) => (
              <tr key={u.id}>
                <td className={`${cell} font-medium`}>
                  {u.name}
                  {u.id === me?.id ? <span className="ml-1 text-xs text-muted">(you)</span> : null}
                </td>
                <td className={cell}>{u.email}</td>
                <td className={cell}>{ROLE_LABELS[u.role]}</td>
                <td className={cell}>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${u.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
                  >
                    {u.isActive ? 'Active' : 'Inactive'}
                  </span>
                </td>
                <td className={`${cell} text-muted`}>
                  {u.lastLogin ? formatDateTime(u.lastLogin, tz) : 'Never'}
                </td>
                <td className={cellClass(false, true)}>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      className="px-2 py-1"
                      onClick={() => setEditing(u)}
                      aria-label={`Edit ${u.name}`}
                    >
                      <UserPen aria-hidden className="size-4" />
                    </Button>
                    {u.id !== me?.id ? (
                      <Button
                        variant="ghost"
                        className="px-2 py-1"
                        onClick={() => toggle.mutate(u)}
                        disabled={toggle.isPending}
                      >
                        {u.isActive ? 'Deactivate' : 'Activate'}
                        <span className="sr-only"> {u.name}</span>
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </Loaded>
      <AddAdminDialog open={adding} onOpenChange={setAdding} />
      {editing ? <EditAdminDialog user={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
