import { useQuery } from '@tanstack/react-query';
import { DatabaseBackup } from 'lucide-react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { Spinner } from '../ui/spinner';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { BACKUPS_KEY, backupsQuery, takeBackupNow } from './api';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Owners: the embedded database's backups (daily, newest 14 kept) and "Back up now" (decision 0125). */
export function BackupsCard() {
  const query = useQuery(backupsQuery);
  const tz = useResortTz();
  const take = useAdminMutation({
    mutationFn: takeBackupNow,
    invalidate: [BACKUPS_KEY, ['admin', 'dashboard']],
    success: (b) => ({ type: 'success', title: 'Backup Taken', message: b.file }),
    failure: { title: 'Backup Failed', message: 'The backup could not be written' },
  });
  const external = query.data?.health === 'external';
  return (
    <Card
      title="Backups"
      action={
        query.data && !external ? (
          <Button onClick={() => take.mutate(undefined)} disabled={take.isPending}>
            <DatabaseBackup aria-hidden className="size-4" />
            {take.isPending ? 'Backing up…' : 'Back up now'}
          </Button>
        ) : undefined
      }
    >
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="text-sm text-red-800">Failed to load the backups</p>
      ) : external ? (
        <p className="text-sm text-muted">
          This server runs on PostgreSQL: backups are the database&apos;s job (pg_dump every night,
          or your provider&apos;s point-in-time recovery). The recipe is in docs/security.md.
        </p>
      ) : (
        <div className="flex flex-col gap-2 text-sm">
          <p className="text-muted">
            A backup is taken every day and the newest 14 are kept, in{' '}
            <code className="break-all">{query.data.directory}</code>. Copy them off this machine
            too. Restore: stop the server, then <code>npm run restore -- FILE</code> into an empty
            DATA_DIR.
          </p>
          {query.data.health === 'stale' ? (
            <p role="alert" className="rounded-lg bg-amber-50 p-2 text-amber-900">
              The newest backup is over 48 hours old.
            </p>
          ) : null}
          {query.data.items.length === 0 ? (
            <p>No backup yet.</p>
          ) : (
            <ul aria-label="Backups" className="divide-y divide-sand">
              {query.data.items.map((b) => (
                <li key={b.file} className="flex flex-wrap justify-between gap-2 py-1">
                  <span>{formatDateTime(b.createdAt, tz)}</span>
                  <span className="font-mono text-xs break-all text-muted">
                    {b.file} · {formatSize(b.bytes)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}
