import { z } from '@hono/zod-openapi';
import type { channelFeedInputSchema } from '../../domain/ical-feed';
import { channelFeedRow, externalReservationRow, isoTimestamp, unitRow } from '../db/row-schemas';

/** The request and answer schemas of channels/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export type ChannelFeedInput = z.output<typeof channelFeedInputSchema>;

export const ChannelFeedSchema = z
  .object({
    id: channelFeedRow.shape.id,
    unitId: unitRow.shape.id,
    ...unitRow.pick({ unitNumber: true, villaId: true }).shape,
    ...channelFeedRow.pick({ name: true, url: true, createdBy: true }).shape,
    createdAt: isoTimestamp(),
    lastFetchedAt: isoTimestamp().nullable(),
    ...channelFeedRow.pick({ lastStatus: true, lastError: true }).shape,
    /** Events the feed held at its last good fetch. */
    events: z.number().int(),
    lastSuccessAt: isoTimestamp().nullable(),
    nextRunAt: z.string(),
    /** Its reservations over nights already taken here, not yet handled. */
    conflicts: z.number().int(),
  })
  .openapi('ChannelFeed');
export type ChannelFeed = z.infer<typeof ChannelFeedSchema>;

export const ExternalReservationSchema = z
  .object({
    id: externalReservationRow.shape.id,
    feedId: externalReservationRow.shape.channelFeedId,
    channelName: channelFeedRow.shape.name,
    ...unitRow.pick({ unitNumber: true, villaId: true }).shape,
    ...externalReservationRow.pick({
      uid: true,
      summary: true,
      kind: true,
      checkIn: true,
      checkOut: true,
      status: true,
      conflictWith: true,
    }).shape,
    handledAt: isoTimestamp().nullable(),
    handledBy: externalReservationRow.shape.handledBy,
  })
  .openapi('ExternalReservation');
export type ExternalReservation = z.infer<typeof ExternalReservationSchema>;

export const SyncResultSchema = z
  .object({
    status: channelFeedRow.shape.lastStatus.unwrap(),
    events: z.number().int(),
    conflicts: z.number().int(),
    error: z.string().optional(),
  })
  .openapi('ChannelSyncResult');

export const ExportEntrySchema = z
  .object({ unitNumber: z.string().optional(), villaId: z.string().optional(), url: z.string() })
  .openapi('ChannelExport');
