import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Router } from '../app-types';
import { zodToAppError } from './errors';

/** A feature router whose request validation failures use the API's error body. */
export function createRouter(): Router {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw zodToAppError(result.error);
    },
  });
}
