import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, isNull, and, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type Actor } from '../audit/record';
import { queryRows, type Db } from '../db/client';
import {
  bookingAccessTokens,
  bookingActivities,
  bookings,
  emailOutbox,
  guestProofCodes,
  guests,
  paymentOrders,
  rateLimits,
  safariQueries,
} from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { buildNeedles, scrubValue, type Needles } from '../../domain/erasure';
import { findGuest } from './service';
import { eraseRegistrations, registeredNames } from '../registrations/privacy-service';

/**
 * "Delete" a guest = erase their personal data on request (decisions 0071, 0118). In one
 * transaction: the guest's words (names, e-mail addresses, phone numbers, special requests) are
 * replaced in EVERY table of the schema — the rows that belong to their bookings and enquiries
 * (any table with a `booking_id`, staff events, stored idempotent answers, payment webhooks), and
 * anywhere else their e-mail, phone or typed requests appear — then the structured columns are
 * cleared, e-mails about them are blanked, their links and codes are revoked and the rate-limit
 * counters keyed by their address are dropped. Bookings, amounts, codes and refunds stay, so the
 * accounts still add up; the guest stays in the list as one anonymised row.
 */
const ANONYMISED_NAME = 'Anonymised guest';
const ERASED = '(removed at the guest’s request)';

export async function anonymiseGuest(db: Db, email: string, actor: Actor, now: Date) {
  const key = email.trim().toLowerCase();
  const anonEmail = `anonymised-${randomBytes(6).toString('hex')}@guests.invalid`;
  await db.transaction(async (tx) => {
    const found = await guestData(tx, key);
    const { guestRow, own, enquiries, orders } = found;
    const uuids = own.map((b) => b.id);
    const needles = await needlesOf(tx, key, found, anonEmail);

    // Counters keyed by the address go (they hold nothing else).
    await tx.delete(rateLimits).where(sql`lower(${rateLimits.key}) like ${`%${likeEscape(key)}%`}`);
    await scrubEverywhere(tx, needles, {
      bookingUuids: uuids,
      bookingCodes: own.map((b) => b.bookingId),
      enquiryIds: enquiries.map((q) => q.id),
      orderIds: orders.map((o) => o.id),
      guestIds: guestRow ? [guestRow.id] : [],
    });
    await clearGuestColumns(tx, found, anonEmail, now);
    const guestId = await anonymisedGuestRow(tx, guestRow, anonEmail, now);
    // The audit row names the record, never the erased address.
    await recordAudit(tx, {
      actor,
      action: 'guest.anonymised',
      entityType: 'guest',
      entityId: guestId,
      after: { bookings: own.length },
      at: now,
    });
  });
  return (await findGuest(db, anonEmail))!;
}

type GuestData = Awaited<ReturnType<typeof guestData>>;

/**
 * The guest's row, bookings (locked, in key order) and enquiries, their bookings' payment orders
 * and history: 409 when already anonymised, 404 when there is nobody of that address.
 */
async function guestData(tx: Db, key: string) {
  const [guestRow] = await tx.select().from(guests).where(eq(guests.email, key)).for('update');
  if (guestRow?.anonymisedAt)
    throw new AppError(409, 'CONFLICT', 'This guest was already anonymised');
  const own = await tx
    .select()
    .from(bookings)
    .where(sql`lower(${bookings.email}) = ${key}`)
    .orderBy(asc(bookings.id))
    .for('update');
  if (!guestRow && own.length === 0) throw notFound('Guest not found');
  const uuids = own.map((b) => b.id);
  const codes = own.map((b) => b.bookingId);
  const enquiries = await tx
    .select()
    .from(safariQueries)
    .where(
      codes.length
        ? sql`(lower(${safariQueries.email}) = ${key} or ${inArray(safariQueries.bookingId, codes)})`
        : sql`lower(${safariQueries.email}) = ${key}`,
    );
  const orders = uuids.length
    ? await tx
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(inArray(paymentOrders.bookingId, uuids))
    : [];
  // What staff changed is kept in the history as before/after: earlier names, addresses, phones.
  const history = uuids.length
    ? await tx
        .select({ before: bookingActivities.oldValues, after: bookingActivities.newValues })
        .from(bookingActivities)
        .where(inArray(bookingActivities.bookingId, uuids))
    : [];
  return { guestRow, own, enquiries, orders, history };
}

/** The guest's words to look for everywhere (names, addresses, phones, typed requests). */
async function needlesOf(tx: Db, key: string, found: GuestData, anonEmail: string) {
  const { guestRow, own, enquiries, history } = found;
  const earlier = (field: string) =>
    history.flatMap((h) =>
      [h.before, h.after].map((v) => {
        const value = (v as Record<string, unknown> | null)?.[field];
        return typeof value === 'string' ? value : null;
      }),
    );
  return buildNeedles({
    names: [
      ...own.map((b) => b.guestName),
      ...enquiries.map((q) => q.guestName),
      guestRow?.name,
      ...(await registeredNames(
        tx,
        own.map((b) => b.id),
      )),
    ],
    emails: [
      key,
      ...own.map((b) => b.email),
      ...enquiries.map((q) => q.email),
      ...earlier('email'),
    ],
    phones: [
      ...own.flatMap((b) => [b.phone, `${b.countryCode ?? ''}${b.phone ?? ''}`]),
      ...enquiries.map((q) => q.phone),
      guestRow?.phone,
      ...earlier('phone'),
    ],
    texts: [...own.map((b) => b.specialRequests), ...enquiries.map((q) => q.specialRequirements)],
    replacements: { name: ANONYMISED_NAME, email: anonEmail, other: ERASED },
  });
}

/**
 * The structured columns of their bookings and enquiries cleared, their links, codes and
 * registrations gone, and every e-mail to them or about their bookings blanked.
 */
async function clearGuestColumns(tx: Db, found: GuestData, anonEmail: string, now: Date) {
  const uuids = found.own.map((b) => b.id);
  if (uuids.length) {
    await tx
      .update(bookings)
      .set({
        guestName: ANONYMISED_NAME,
        email: anonEmail,
        phone: null,
        countryCode: null,
        specialRequests: null,
        updatedAt: now,
      })
      .where(inArray(bookings.id, uuids));
    // The booking's history names the guest who made it: keep the row, drop the name.
    await tx
      .update(bookingActivities)
      .set({ performedByName: ANONYMISED_NAME })
      .where(
        and(inArray(bookingActivities.bookingId, uuids), isNull(bookingActivities.performedBy)),
      );
    // The private links and one-time codes stop working: nobody may open the erased booking.
    await tx.delete(bookingAccessTokens).where(inArray(bookingAccessTokens.bookingId, uuids));
    await tx.delete(guestProofCodes).where(inArray(guestProofCodes.bookingId, uuids));
    // The registered party: names, identity numbers, addresses, Form C (decision 0132).
    await eraseRegistrations(tx, uuids);
  }
  if (found.enquiries.length)
    await tx
      .update(safariQueries)
      .set({
        guestName: ANONYMISED_NAME,
        email: anonEmail,
        phone: null,
        specialRequirements: null,
        updatedAt: now,
      })
      .where(
        inArray(
          safariQueries.id,
          found.enquiries.map((q) => q.id),
        ),
      );
  // Every e-mail to them or about their bookings (staff copies too) is blanked; one not yet
  // delivered is never sent.
  const aboutThem: SQL[] = [eq(emailOutbox.toAddress, anonEmail)];
  if (uuids.length) aboutThem.push(inArray(emailOutbox.bookingId, uuids));
  await tx
    .update(emailOutbox)
    .set({
      subject: ERASED,
      html: ERASED,
      text: ERASED,
      status: sql`case when ${emailOutbox.status} in ('pending', 'held') then 'failed' else ${emailOutbox.status} end`,
      lastError: sql`case when ${emailOutbox.status} in ('pending', 'held') then 'Guest data erased before delivery' else ${emailOutbox.lastError} end`,
    })
    .where(sql`(${sql.join(aboutThem, sql` or `)})`);
}

/** The guest stays in the list as one anonymised row: theirs renamed, or a new one. */
async function anonymisedGuestRow(
  tx: Db,
  guestRow: GuestData['guestRow'],
  anonEmail: string,
  now: Date,
): Promise<string> {
  if (guestRow) {
    await tx
      .update(guests)
      .set({
        email: anonEmail,
        name: ANONYMISED_NAME,
        phone: null,
        anonymisedAt: now,
        updatedAt: now,
      })
      .where(eq(guests.id, guestRow.id));
    return guestRow.id;
  }
  const [row] = await tx
    .insert(guests)
    .values({
      email: anonEmail,
      name: ANONYMISED_NAME,
      phone: null,
      anonymisedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: guests.id });
  return row!.id;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type Scope = {
  bookingUuids: string[];
  bookingCodes: string[];
  enquiryIds: string[];
  orderIds: string[];
  guestIds: string[];
};

type Column = { table_name: string; column_name: string; data_type: string };

const SCRUBBED_TYPES = ['text', 'character varying', 'jsonb', 'json'];
/**
 * Staff accounts are not the guest's data even when a staff member booked with the same address:
 * erasing them as a guest must not rename their sign-in (nor touch generated secrets).
 */
const NEVER_SCRUBBED = new Set(['admin_users', 'app_secrets']);

/** `expr in (values)`, or false for none (an empty list is not valid SQL). */
const oneOf = (expr: SQL, values: string[]) =>
  values.length
    ? sql`${expr} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`false`;

/**
 * Which rows of a table are the guest's, whatever else they say: the rows of their bookings (any
 * `booking_id` column, by uuid or code), and the known copies that carry a booking or an order in
 * their payload. Tables added later with a `booking_id` are covered without a change here.
 */
function ownRows(table: string, columns: Column[], scope: Scope): SQL[] {
  const col = (name: string) => columns.find((c) => c.column_name === name);
  const ref = (name: string) => sql`x.${sql.identifier(name)}`;
  const conditions: SQL[] = [];
  const bookingId = col('booking_id');
  if (bookingId)
    conditions.push(
      bookingId.data_type === 'uuid'
        ? oneOf(sql`${ref('booking_id')}::text`, scope.bookingUuids)
        : oneOf(sql`${ref('booking_id')}::text`, scope.bookingCodes),
    );
  if (table === 'bookings') conditions.push(oneOf(sql`x.id::text`, scope.bookingUuids));
  if (table === 'safari_queries') conditions.push(oneOf(sql`x.id::text`, scope.enquiryIds));
  if (table === 'guests') conditions.push(oneOf(sql`x.id::text`, scope.guestIds));
  if (table === 'admin_events')
    conditions.push(
      oneOf(sql`x.data->>'bookingId'`, scope.bookingCodes),
      oneOf(sql`x.data->>'enquiryId'`, scope.enquiryIds),
    );
  if (table === 'idempotency_keys')
    conditions.push(
      oneOf(sql`x.response_body->>'id'`, scope.bookingUuids),
      oneOf(sql`x.response_body->>'bookingId'`, scope.bookingCodes),
    );
  if (table === 'payment_events')
    conditions.push(
      oneOf(sql`x.payload #>> '{payload,payment,entity,order_id}'`, scope.orderIds),
      oneOf(sql`x.payload #>> '{payload,order,entity,id}'`, scope.orderIds),
    );
  return conditions;
}

/** Each table's primary key columns, in key order. */
async function primaryKeys(tx: Db): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    tx,
    sql`select tc.table_name, kcu.column_name
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu
            on kcu.constraint_schema = tc.constraint_schema
           and kcu.constraint_name = tc.constraint_name
         where tc.table_schema = current_schema() and tc.constraint_type = 'PRIMARY KEY'
         order by tc.table_name, kcu.ordinal_position`,
  );
  const keys = new Map<string, string[]>();
  for (const r of rows) keys.set(r.table_name, [...(keys.get(r.table_name) ?? []), r.column_name]);
  return keys;
}

/**
 * Rows are locked in their key's order: two erasures that match some of the same rows take their
 * locks one after the other instead of deadlocking (heap order is not stable once a row moved).
 */
function lockOrder(key: string[] | undefined): SQL {
  if (!key?.length) return sql``;
  return sql`order by ${sql.join(
    key.map((c) => sql`x.${sql.identifier(c)}`),
    sql`, `,
  )}`;
}

/**
 * Replaces the guest's words in every text and JSON column of every table of the schema: in the
 * rows that are theirs (names too), and in any row that carries their e-mail, phone or typed
 * requests (those alone: a name is not unique, so other rows keep a namesake's name).
 */
async function scrubEverywhere(tx: Db, needles: Needles, scope: Scope) {
  const columns = await queryRows<Column>(
    tx,
    sql`select table_name, column_name, data_type from information_schema.columns
         where table_schema = current_schema()
           and table_name in (select table_name from information_schema.tables
                               where table_schema = current_schema() and table_type = 'BASE TABLE')
         order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, Column[]>();
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c]);
  const keys = await primaryKeys(tx);
  for (const [table, cols] of byTable) {
    const textual = cols.filter((c) => SCRUBBED_TYPES.includes(c.data_type));
    if (!textual.length || NEVER_SCRUBBED.has(table)) continue;
    const own = ownRows(table, cols, scope);
    const mentions = needles.distinctivePattern
      ? textual.map(
          (c) => sql`x.${sql.identifier(c.column_name)}::text ~* ${needles.distinctivePattern}`,
        )
      : [];
    if (!own.length && !mentions.length) continue;
    const ownExpr = own.length ? sql`(${sql.join(own, sql` or `)})` : sql`false`;
    const matches = mentions.length
      ? sql`(${ownExpr} or (${sql.join(mentions, sql` or `)}))`
      : ownExpr;
    const rows = await queryRows<Record<string, unknown> & { ctid__: string; own__: boolean }>(
      tx,
      sql`select x.ctid::text as ctid__, (${ownExpr}) as own__, ${sql.join(
        textual.map((c) => sql`x.${sql.identifier(c.column_name)}`),
        sql`, `,
      )}
            from ${sql.identifier(table)} x
           where ${matches}
           ${lockOrder(keys.get(table))}
             for update`,
    );
    for (const row of rows) {
      const sets: SQL[] = [];
      for (const c of textual) {
        const before = row[c.column_name];
        if (before === null || before === undefined) continue;
        const after = scrubValue(before, needles, Boolean(row.own__));
        if (JSON.stringify(after) === JSON.stringify(before)) continue;
        const value =
          c.data_type === 'jsonb' || c.data_type === 'json'
            ? sql`${JSON.stringify(after)}::${sql.raw(c.data_type)}`
            : sql`${after as string}`;
        sets.push(sql`${sql.identifier(c.column_name)} = ${value}`);
      }
      if (sets.length)
        await tx.execute(
          sql`update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)} where ctid = ${row.ctid__}::tid`,
        );
    }
  }
}
