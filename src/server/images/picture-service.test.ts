import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { resolvePictures } from './picture-service';

/* The site's own pictures are sized once per file, never once per name across folders. */
const scratch = mkdtempSync(path.join(tmpdir(), 'vm-pictures-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"></svg>';
const noDatabase = {} as Db; // site files only: the database is not asked

describe('resolvePictures for the site files', () => {
  it('answers for each folder: a folder without the file does not hide it in another', async () => {
    const empty = path.join(scratch, 'empty');
    const full = path.join(scratch, 'full');
    mkdirSync(empty);
    mkdirSync(path.join(full, 'images'), { recursive: true });
    writeFileSync(path.join(full, 'images', 'cottage.svg'), SVG);
    const src = '/images/cottage.svg';
    expect((await resolvePictures(noDatabase, empty, [src])).get(src)).toBeUndefined();
    expect((await resolvePictures(noDatabase, full, [src])).get(src)).toEqual({
      src,
      width: 40,
      height: 30,
      variants: [],
    });
  });
});
