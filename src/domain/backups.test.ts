import { describe, expect, it } from 'vitest';
import {
  backupAgeText,
  backupDue,
  backupFileName,
  backupHealth,
  backupsToPrune,
  backupTakenAt,
} from './backups';

const at = (iso: string) => new Date(iso);

describe('backup files', () => {
  it('names a backup by its UTC time and reads the time back', () => {
    const name = backupFileName(at('2026-11-26T11:30:05.123Z'));
    expect(name).toBe('vm-backup-20261126T113005Z.tar.gz');
    expect(backupTakenAt(name)).toEqual(at('2026-11-26T11:30:05Z'));
    expect(backupTakenAt('notes.txt')).toBeUndefined();
    expect(backupTakenAt('vm-backup-20261126T113005Z.tar.gz.partial')).toBeUndefined();
  });

  it('keeps the newest 14 and prunes only backup files', () => {
    const names = Array.from({ length: 16 }, (_, i) =>
      backupFileName(at(`2026-11-${String(i + 1).padStart(2, '0')}T02:00:00Z`)),
    );
    expect(backupsToPrune([...names, 'README'])).toEqual([names[1], names[0]]);
    expect(backupsToPrune(names.slice(0, 3))).toEqual([]);
  });

  it.each([
    [undefined, '2026-11-26T00:00:00Z', true, 'none'],
    ['2026-11-25T01:00:00Z', '2026-11-26T00:00:00Z', false, 'ok'],
    ['2026-11-25T00:00:00Z', '2026-11-26T00:00:00Z', true, 'ok'],
    ['2026-11-24T00:00:00Z', '2026-11-26T00:00:00Z', true, 'ok'],
    ['2026-11-23T23:59:00Z', '2026-11-26T00:00:00Z', true, 'stale'],
  ] as const)('last %s at %s: due %s, health %s', (last, now, due, health) => {
    const lastAt = last ? at(last) : undefined;
    expect(backupDue(lastAt, at(now))).toBe(due);
    expect(backupHealth(lastAt, at(now))).toBe(health);
  });
});

describe('backupAgeText', () => {
  it.each([
    ['2026-11-26T09:30:00Z', 'less than an hour ago'],
    ['2026-11-26T09:00:00Z', '1 hour ago'],
    ['2026-11-24T11:00:00Z', '47 hours ago'],
    ['2026-11-23T09:00:00Z', '3 days ago'],
  ])('%s → %s', (last, text) => {
    expect(backupAgeText(at(last), at('2026-11-26T10:00:00Z'))).toBe(text);
  });
});
