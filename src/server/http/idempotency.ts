import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, conflict } from './errors';

/**
 * Idempotency-Key for any creating POST (docs/decisions/0055). A request is identified by its route
 * (`scope`), the client's key and a sha256 of its canonical JSON body. The key row is claimed in the
 * same transaction as the work and filled with the answer before commit, so:
 * - a retried request (same key, same body) gets the first answer (`replayed: true`), nothing twice;
 * - the same key with a different body is refused (409), naming the key;
 * - two at once: the second waits on the key's primary key until the first commits, then replays;
 * - a failed attempt (any thrown error) rolls the claim back, so a retry really retries.
 */
export type IdempotencyClaim = { scope: string; key: string; requestHash: string };

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request';

/** sha256 of the body with object keys sorted (so key order does not matter). */
function requestHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** The claim of a request, or undefined when it carries no (or a blank) Idempotency-Key header. */
function idempotencyClaim(
  scope: string,
  key: string | undefined,
  body: unknown,
): IdempotencyClaim | undefined {
  const k = key?.trim();
  if (!k) return undefined;
  if (k.length > 200)
    throw new AppError(400, 'VALIDATION_ERROR', 'Idempotency-Key must be at most 200 characters');
  return { scope, key: k, requestHash: requestHash(body) };
}

/** The claim of a Hono request: scope is "METHOD route-pattern" (the same key on another route is another key). */
export function idempotencyClaimOf(
  c: Context,
  scope: string,
  body: unknown,
): IdempotencyClaim | undefined {
  return idempotencyClaim(scope, c.req.header('idempotency-key'), body);
}

async function storedAnswer<T>(
  db: Db,
  claim: IdempotencyClaim,
): Promise<{ found: boolean; body?: T }> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)))
    .limit(1);
  if (!row) return { found: false };
  if (row.requestHash !== claim.requestHash) throw conflict(IDEMPOTENCY_KEY_REUSED);
  if (row.statusCode === null) return { found: false };
  return { found: true, body: row.responseBody as T };
}

/** The first answer of an earlier request with this claim, if one committed. */
export async function findReplay<T>(
  db: Db,
  claim: IdempotencyClaim | undefined,
): Promise<T | undefined> {
  if (!claim) return undefined;
  const stored = await storedAnswer<T>(db, claim);
  return stored.found ? stored.body : undefined;
}

/**
 * Runs `work` in a transaction guarded by the claim (or a plain transaction without one) and stores
 * its result as the answer. The result must be JSON (it is what a replay returns). A committed
 * earlier request is found by the claim itself (its insert finds the key taken), so the answer is
 * looked up once, in the transaction; a route that must answer a replay before its other checks
 * calls findReplay first (POST /api/bookings).
 */
export async function runIdempotent<T>(
  db: Db,
  claim: IdempotencyClaim | undefined,
  now: Date,
  work: (tx: Db) => Promise<T>,
  statusCode = 201,
): Promise<{ value: T; replayed: boolean }> {
  return db.transaction(async (tx) => {
    if (claim) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({
          scope: claim.scope,
          key: claim.key,
          requestHash: claim.requestHash,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      // A concurrent request with the same key committed first (the insert waited for it).
      if (claimed.length === 0) {
        const stored = await storedAnswer<T>(tx, claim);
        if (stored.found) return { value: stored.body as T, replayed: true };
        throw conflict('A request with this Idempotency-Key is already in progress');
      }
    }
    const value = await work(tx);
    if (claim) {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode, responseBody: value as object })
        .where(
          and(
            eq(idempotencyKeys.scope, claim.scope),
            eq(idempotencyKeys.key, claim.key),
            isNull(idempotencyKeys.statusCode),
          ),
        );
    }
    return { value, replayed: false };
  });
}

/** Marks a replayed answer the way every creating POST does. */
export function markReplay(c: Context, replayed: boolean): void {
  if (replayed) c.header('Idempotent-Replayed', 'true');
}
