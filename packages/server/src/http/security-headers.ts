import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response (SECURITY.md §L). The policy fits the React + MUI SPA:
 * emotion injects <style> tags at run time, so styles need 'unsafe-inline'; scripts never do.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind HTTPS: on plain-HTTP development hosts it would break every asset request.
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // Not no-referrer: browsers then send `Origin: null` on same-origin POSTs, which would defeat
    // the Origin check planned against CSRF (ASVS 3.5.2).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Legacy browsers only; frame-ancestors above is the control that counts (ASVS 3.4.6).
    frameguard: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
}
