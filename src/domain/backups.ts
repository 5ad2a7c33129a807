/* Backups of the embedded database (decision 0125): names, retention and age. */

const BACKUPS_KEPT = 14;
const BACKUP_EVERY_HOURS = 24;
const BACKUP_STALE_HOURS = 48;

const HOUR_MS = 60 * 60 * 1000;
const NAME = /^vm-backup-(\d{8}T\d{6}Z)\.tar\.gz$/;

/** `vm-backup-20261126T113000Z.tar.gz`: sorts by time, readable, safe in any file system. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `vm-backup-${stamp}.tar.gz`;
}

/** The moment a backup file name stands for, or undefined for any other file. */
export function backupTakenAt(name: string): Date | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  const s = m[1]!;
  const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** The backup files beyond the newest `keep`, to delete. */
export function backupsToPrune(names: readonly string[], keep = BACKUPS_KEPT): string[] {
  return names
    .filter((n) => backupTakenAt(n))
    .sort()
    .reverse()
    .slice(keep);
}

/** Whether the scheduled backup is due: none yet, or the newest is a day old. */
export function backupDue(lastAt: Date | undefined, now: Date): boolean {
  return !lastAt || now.getTime() - lastAt.getTime() >= BACKUP_EVERY_HOURS * HOUR_MS;
}

/** The System Status line: no backup yet, fresh, or older than 48 hours (a warning). */
export function backupHealth(lastAt: Date | undefined, now: Date): 'none' | 'ok' | 'stale' {
  if (!lastAt) return 'none';
  return now.getTime() - lastAt.getTime() > BACKUP_STALE_HOURS * HOUR_MS ? 'stale' : 'ok';
}

/** "just now", "5 hours ago", "3 days ago": the age of the newest backup on the dashboard. */
export function backupAgeText(lastAt: Date, now: Date): string {
  const hours = Math.floor((now.getTime() - lastAt.getTime()) / HOUR_MS);
  if (hours < 1) return 'less than an hour ago';
  if (hours < 48) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  return `${Math.floor(hours / 24)} days ago`;
}
