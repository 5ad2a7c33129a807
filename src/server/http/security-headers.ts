import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../env';

/**
 * CSP and friends. Razorpay's checkout is allowed only when Razorpay is configured. The build's
 * hashed files (/assets/: scripts, fonts) are never documents: they get only the headers a script
 * obeys (nosniff, Cross-Origin-Resource-Policy, HSTS), not CSP, framing, opener or referrer rules,
 * which ≈ 0.55 KB per response would cost the entry page's six scripts ≈ 3 KB (decision 0143).
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  const documents = documentHeaders(config);
  const assets = secureHeaders({
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: config.production ? 'max-age=31536000; includeSubDomains' : false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (c, next) => (c.req.path.startsWith('/assets/') ? assets(c, next) : documents(c, next));
}

function documentHeaders(config: Config) {
  const razorpay = config.razorpay
    ? ['https://checkout.razorpay.com', 'https://*.razorpay.com']
    : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...razorpay],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...razorpay],
      connectSrc: ["'self'", ...razorpay],
      frameSrc: ["'self'", ...razorpay],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: config.production ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
  });
}
