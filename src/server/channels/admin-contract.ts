import { z } from '@hono/zod-openapi';
import type { channelFeedInputSchema } from '../../domain/ical-feed';

/** The request and answer schemas of channels/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export type ChannelFeedInput = z.output<typeof channelFeedInputSchema>;

export const ChannelFeedSchema = z
  .object({
    id: z.string(),
    unitId: z.string(),
    unitNumber: z.string(),
    villaId: z.string(),
    name: z.string(),
    url: z.string(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    lastFetchedAt: z.string().nullable(),
    lastStatus: z.enum(['ok', 'failed']).nullable(),
    lastError: z.string().nullable(),
    /** Events the feed held at its last good fetch. */
    events: z.number().int(),
    lastSuccessAt: z.string().nullable(),
    nextRunAt: z.string(),
    /** Its reservations over nights already taken here, not yet handled. */
    conflicts: z.number().int(),
  })
  .openapi('ChannelFeed');
export type ChannelFeed = z.infer<typeof ChannelFeedSchema>;

export const ExternalReservationSchema = z
  .object({
    id: z.string(),
    feedId: z.string(),
    channelName: z.string(),
    unitNumber: z.string(),
    villaId: z.string(),
    uid: z.string(),
    summary: z.string().nullable(),
    kind: z.enum(['reservation', 'unavailable']),
    checkIn: z.string(),
    checkOut: z.string(),
    status: z.enum(['active', 'conflict', 'shadowed']),
    conflictWith: z.string().nullable(),
    handledAt: z.string().nullable(),
    handledBy: z.string().nullable(),
  })
  .openapi('ExternalReservation');
export type ExternalReservation = z.infer<typeof ExternalReservationSchema>;

export const SyncResultSchema = z
  .object({
    status: z.enum(['ok', 'failed']),
    events: z.number().int(),
    conflicts: z.number().int(),
    error: z.string().optional(),
  })
  .openapi('ChannelSyncResult');

export const ExportEntrySchema = z
  .object({ unitNumber: z.string().optional(), villaId: z.string().optional(), url: z.string() })
  .openapi('ChannelExport');
