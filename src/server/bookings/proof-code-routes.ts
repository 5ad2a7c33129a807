import { createRoute, z } from '@hono/zod-openapi';
import { PROOF_CODE_SENT_MESSAGE, PROOF_CODE_TTL_MINUTES } from '../../domain/guest-proof-code';
import type { AppDeps } from '../app-types';
import { clientIp } from '../http/client-ip';
import { errorResponse } from '../http/contract';
import { createRouter } from '../http/router';
import { requestProofCode } from './proof-code';
import {
  ProofCodeRequestSchema,
  ProofCodeSentSchema,
  type ProofCodeSent,
} from './proof-code-contract';

const requestRoute = createRoute({
  method: 'post',
  path: '/bookings/{bookingId}/proof-code',
  summary:
    "E-mail a one-time code to the booking's address (needed to cancel or move a stay found by e-mail)",
  description:
    'Body: { email }. Answers 202 the same whether or not the e-mail is the booking’s; when it is, a 6-digit code ' +
    `working ${PROOF_CODE_TTL_MINUTES} minutes, for 5 tries and once, is e-mailed and replaces any earlier one (decision 0117).`,
  request: {
    params: z.object({ bookingId: z.string().min(1).max(64) }),
    body: { content: { 'application/json': { schema: ProofCodeRequestSchema } }, required: true },
  },
  responses: {
    202: {
      description: 'Asked (sent only if the e-mail matched)',
      content: { 'application/json': { schema: ProofCodeSentSchema } },
    },
    400: errorResponse('No e-mail'),
    429: errorResponse('Too many codes asked for'),
  },
});

export function proofCodeRoutes(deps: AppDeps) {
  return createRouter().openapi(requestRoute, async (c) => {
    const { bookingId } = c.req.valid('param');
    await requestProofCode(deps, clientIp(c, deps.config), bookingId, c.req.valid('json').email);
    c.header('Cache-Control', 'no-store');
    const answer: ProofCodeSent = {
      sent: true,
      expiresInMinutes: PROOF_CODE_TTL_MINUTES,
      message: PROOF_CODE_SENT_MESSAGE,
    };
    return c.json(answer, 202);
  });
}
