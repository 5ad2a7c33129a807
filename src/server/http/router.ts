import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Router } from '../app-types';
import { sharedErrors } from './contract';
import { zodToAppError } from './errors';

/**
 * A feature router whose request validation failures use the API's error body, and whose every
 * operation declares the error answers all operations share (`sharedErrors`, decision 0137).
 */
export function createRouter(): Router {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw zodToAppError(result.error);
    },
  });
  const register = router.openapi;
  router.openapi = ((route, handler, hook) =>
    register(sharedErrors(route), handler, hook)) as typeof router.openapi;
  return router;
}
