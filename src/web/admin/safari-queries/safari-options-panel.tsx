import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Power } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Badge } from '../ui/status-badge';
import { ErrorState, LoadingState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { adminSafariOptionsQuery, updateSafariOption, type AdminSafariOption } from './api';
import { SafariOptionDialog, safariOptionKeys } from './safari-option-dialog';

/** Safari Options: the cards guests see in step 3. */
export function SafariOptionsPanel() {
  const query = useQuery(adminSafariOptionsQuery);
  const [dialog, setDialog] = useState<{ open: boolean; option: AdminSafariOption | null }>({
    open: false,
    option: null,
  });
  const toggle = useAdminMutation({
    mutationFn: (o: AdminSafariOption) => updateSafariOption(o.id, { isActive: !o.isActive }),
    invalidate: safariOptionKeys,
    success: (saved) => ({
      type: 'success',
      title: 'Status Updated',
      message: `${saved.name} is now ${saved.isActive ? 'active' : 'inactive'}`,
    }),
    failure: { title: 'Update Failed', message: 'Failed to update status' },
  });
  return (
    <Card
      title="Safari Options"
      action={
        <Button variant="secondary" onClick={() => setDialog({ open: true, option: null })}>
          <Plus aria-hidden className="size-4" /> Add Safari
        </Button>
      }
    >
      {query.isPending ? (
        <LoadingState label="Loading safari options…" />
      ) : query.isError ? (
        <ErrorState
          title="Loading Error"
          message="Failed to load safari options"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Safari options">
          {query.data.map((o) => (
            <li
              key={o.id}
              className="flex flex-col gap-1 rounded-lg border border-sand p-3 text-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold">{o.name}</h3>
                <Badge
                  className={
                    o.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'
                  }
                >
                  {o.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </div>
              <p className="line-clamp-2 text-muted">{o.description}</p>
              <p>
                {o.duration} · up to {o.maxPersons} persons
              </p>
              <p className="text-muted">{o.timings.map((t) => t.label).join(', ')}</p>
              <div className="mt-1 flex flex-wrap gap-1">
                <Button
                  variant="ghost"
                  className="px-2"
                  onClick={() => setDialog({ open: true, option: o })}
                  aria-label={`Edit ${o.name}`}
                >
                  <Pencil aria-hidden className="size-4" /> Edit
                </Button>
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate(o)}
                  aria-label={`${o.isActive ? 'Deactivate' : 'Activate'} ${o.name}`}
                >
                  <Power aria-hidden className="size-4" /> {o.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <SafariOptionDialog
        open={dialog.open}
        option={dialog.option}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </Card>
  );
}
