import type { Availability } from '../../server/availability/contract';
import type { availabilityRoutes } from '../../server/availability/routes';
import { clientFor } from './client';
import type { RequestOf, RouterOf } from './route-types';

export type { Availability };

type Routes = RouterOf<typeof availabilityRoutes>;
const api = clientFor<Routes>();

/** The stay and the party (`adults`/`children`: the answer then also checks it fits the rooms). */
export type AvailabilityQuery = RequestOf<Routes, 'GET /availability'>['query'];

export const fetchAvailability = (query: AvailabilityQuery, signal?: AbortSignal) =>
  api('GET /availability', { query, signal });
