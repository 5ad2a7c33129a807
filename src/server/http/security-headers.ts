import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../env';

/** CSP and friends. Razorpay's checkout is allowed only when Razorpay is configured. */
export function securityHeaders(config: Config) {
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
