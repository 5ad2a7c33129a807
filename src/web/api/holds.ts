import type { holdRoutes } from '../../server/holds/routes';
import { clientFor } from './client';
import type { RequestOf, RouterOf } from './route-types';

type Routes = RouterOf<typeof holdRoutes>;
const api = clientFor<Routes>();

/** Places or replaces this session's 15-minute hold (409 CONFLICT when the units are gone). */
export const placeHold = (
  sessionId: string,
  json: RequestOf<Routes, 'PUT /holds/:sessionId'>['json'],
) => api('PUT /holds/:sessionId', { param: { sessionId }, json });

export const releaseHold = (sessionId: string) =>
  api('DELETE /holds/:sessionId', { param: { sessionId } });
