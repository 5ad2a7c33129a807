import { SIGNED_IN, type RouteAccess } from '../../domain/staff-permissions';

/*
 * The permission every /api/admin/* route needs (decision 0123), keyed exactly as the route appears
 * in /api/openapi.json: "METHOD /api/admin/path/{param}". A route missing here is refused (403) for
 * every role, and src/server/admin-auth/permissions.test.ts fails naming the line to add.
 * What each permission means and which roles hold it: src/domain/staff-permissions.ts.
 */
export const ADMIN_ROUTE_PERMISSIONS: Record<string, RouteAccess> = {
  // Own account: every signed-in member of staff
  'POST /api/admin/logout': SIGNED_IN,
  'GET /api/admin/me': SIGNED_IN,
  'POST /api/admin/me/password': SIGNED_IN,
  'POST /api/admin/me/2fa/setup': SIGNED_IN,
  'POST /api/admin/me/2fa/enable': SIGNED_IN,
  'POST /api/admin/me/2fa/disable': SIGNED_IN,
  'GET /api/admin/me/sessions': SIGNED_IN,
  'DELETE /api/admin/me/sessions/{id}': SIGNED_IN,
  'GET /api/admin/events': SIGNED_IN,
  'GET /api/admin/notifications': SIGNED_IN,
  'POST /api/admin/notifications/read-all': SIGNED_IN,
  'POST /api/admin/notifications/clear': SIGNED_IN,

  // Staff, sign-in rules, backups
  'GET /api/admin/users': 'users.manage',
  'POST /api/admin/users': 'users.manage',
  'PATCH /api/admin/users/{id}': 'users.manage',
  'GET /api/admin/staff-sessions': 'security.manage',
  'DELETE /api/admin/staff-sessions/{id}': 'security.manage',
  'GET /api/admin/security-settings': 'security.manage',
  'PATCH /api/admin/security-settings': 'security.manage',
  'GET /api/admin/backups': 'backups',
  'POST /api/admin/backups': 'backups',

  // Dashboard
  'GET /api/admin/dashboard': 'dashboard.read',
  'GET /api/admin/dashboard/unpaid-holds': 'dashboard.read',
  'GET /api/admin/dashboard/form-c-due': 'dashboard.read',

  // Bookings
  'GET /api/admin/bookings': 'bookings.read',
  'GET /api/admin/bookings/{bookingId}': 'bookings.read',
  'GET /api/admin/bookings/{bookingId}/free-units': 'bookings.read',
  'GET /api/admin/bookings/{bookingId}/documents': 'bookings.read',
  'GET /api/admin/bookings/{bookingId}/documents/{documentId}': 'bookings.read',
  'GET /api/admin/bookings/{bookingId}/confirmation.pdf': 'bookings.read',
  'GET /api/admin/bookings/export.csv': 'exports',
  'POST /api/admin/bookings/quote': 'bookings.write',
  'POST /api/admin/bookings': 'bookings.write',
  'PATCH /api/admin/bookings/{bookingId}': 'bookings.write',
  'POST /api/admin/bookings/{bookingId}/cancel': 'bookings.write',
  'POST /api/admin/bookings/{bookingId}/status': 'bookings.write',
  'POST /api/admin/bookings/bulk-status': 'bookings.write',
  'POST /api/admin/bookings/{bookingId}/front-desk/{action}': 'bookings.write',
  'POST /api/admin/bookings/{bookingId}/payment-reminder': 'emails',
  'DELETE /api/admin/bookings/{bookingId}': 'bookings.delete',

  // Guest registration and Form C (decision 0132); full numbers need 'guests.identity'
  'GET /api/admin/bookings/{bookingId}/registration': 'bookings.read',
  'PUT /api/admin/bookings/{bookingId}/registration': 'bookings.write',
  'POST /api/admin/bookings/{bookingId}/registration/form-c-submitted': 'bookings.write',
  'GET /api/admin/bookings/{bookingId}/registration-card.pdf': 'bookings.read',
  'GET /api/admin/registrations/form-c.csv': 'guests.identity',

  // Money
  'POST /api/admin/bookings/{bookingId}/payments': 'payments.record',
  'POST /api/admin/bookings/{bookingId}/verify-bank-transfer': 'payments.record',
  'POST /api/admin/bookings/{bookingId}/refunds': 'payments.refund',

  // Guests
  'GET /api/admin/guests': 'guests.read',
  'GET /api/admin/guests/stats': 'guests.read',
  'GET /api/admin/guests/{email}': 'guests.read',
  'GET /api/admin/guests/{email}/export': 'exports',
  'POST /api/admin/guests': 'guests.write',
  'PATCH /api/admin/guests/{email}': 'guests.write',
  'DELETE /api/admin/guests/{email}': 'guests.erase',

  // Reports
  'GET /api/admin/reports': 'reports.read',
  'GET /api/admin/reports/export': 'exports',

  // Occupancy, front desk, housekeeping blocks
  'GET /api/admin/occupancy': 'occupancy.read',
  'GET /api/admin/occupancy/range': 'occupancy.read',
  'GET /api/admin/front-desk': 'occupancy.read',
  'GET /api/admin/blocks': 'occupancy.read',
  'POST /api/admin/blocks': 'housekeeping',
  'DELETE /api/admin/blocks/{id}': 'housekeeping',
  // Housekeeping states (decision 0133)
  'GET /api/admin/housekeeping': 'occupancy.read',
  'PATCH /api/admin/units/{unitId}/housekeeping': 'housekeeping',
  // The desk's printed lists carry amounts due: the roles that see bookings
  'GET /api/admin/front-desk/lists': 'bookings.read',
  'GET /api/admin/front-desk/lists.pdf': 'bookings.read',

  // Villas, units, rates, images
  'GET /api/admin/villas': 'catalog.read',
  'GET /api/admin/villas/{id}/calendar': 'catalog.read',
  'GET /api/admin/villas/{id}/calendar/{date}': 'catalog.read',
  'GET /api/admin/villas/{id}/units': 'catalog.read',
  'GET /api/admin/villas/{id}/rates': 'catalog.read',
  'GET /api/admin/pricing-rules': 'catalog.read',
  'POST /api/admin/villas': 'villas.write',
  'PATCH /api/admin/villas/{id}': 'villas.write',
  'DELETE /api/admin/villas/{id}': 'villas.write',
  'POST /api/admin/villas/bulk-status': 'villas.write',
  'POST /api/admin/villas/{id}/units': 'villas.write',
  'PATCH /api/admin/units/{unitId}': 'villas.write',
  'DELETE /api/admin/units/{unitId}': 'villas.write',
  'PUT /api/admin/villas/{id}/rates/{date}': 'villas.write',
  'DELETE /api/admin/villas/{id}/rates/{date}': 'villas.write',
  'POST /api/admin/pricing-rules': 'villas.write',
  'PATCH /api/admin/pricing-rules/{id}': 'villas.write',
  'POST /api/admin/images': 'villas.write',

  // Packages and safari options
  'GET /api/admin/packages': 'catalog.read',
  'GET /api/admin/packages/{id}': 'catalog.read',
  'POST /api/admin/packages': 'packages.write',
  'PATCH /api/admin/packages/{id}': 'packages.write',
  'POST /api/admin/packages/bulk-status': 'packages.write',
  'DELETE /api/admin/packages/{id}': 'packages.write',
  'GET /api/admin/safari-options': 'catalog.read',
  'POST /api/admin/safari-options': 'packages.write',
  'PATCH /api/admin/safari-options/{id}': 'packages.write',

  // Safari enquiries
  'GET /api/admin/safari-enquiries': 'enquiries',
  'GET /api/admin/safari-enquiries/stats': 'enquiries',
  'GET /api/admin/safari-enquiries/{id}': 'enquiries',
  'PATCH /api/admin/safari-enquiries/{id}': 'enquiries',
  'POST /api/admin/safari-enquiries/{id}/respond': 'enquiries',

  // Guest e-mails
  'GET /api/admin/emails': 'emails',
  'GET /api/admin/emails/summary': 'emails',
  'GET /api/admin/emails/{id}': 'emails',
  'POST /api/admin/emails/{id}/retry': 'emails',
  'POST /api/admin/emails/{id}/resend': 'emails',
  // Folio charges, payment links and refund retries (decisions 0120, 0121)
  'POST /api/admin/bookings/{bookingId}/charges': 'payments.record',
  'DELETE /api/admin/bookings/{bookingId}/charges/{chargeId}': 'payments.record',
  'POST /api/admin/bookings/{bookingId}/payment-link': 'payments.record',
  'POST /api/admin/bookings/{bookingId}/refunds/{refundId}/retry': 'payments.refund',
  // Promo codes (decision 0128)
  'GET /api/admin/promo-codes': 'catalog.read',
  'POST /api/admin/promo-codes': 'villas.write',
  'PATCH /api/admin/promo-codes/{id}': 'villas.write',
  // OTA channels (decision 0122): the export URLs are secrets, so reading them is a manager's
  'GET /api/admin/channels': 'catalog.read',
  'POST /api/admin/channels': 'villas.write',
  'DELETE /api/admin/channels/{id}': 'villas.write',
  'POST /api/admin/channels/{id}/sync': 'villas.write',
  'GET /api/admin/channels/exports': 'villas.write',
  'POST /api/admin/channels/exports/rotate': 'villas.write',
  'GET /api/admin/channels/reservations': 'catalog.read',
  'POST /api/admin/channels/reservations/{id}/handled': 'villas.write',
  // The home page and guest reviews (decisions 0129–0131)
  'GET /api/admin/home': 'catalog.read',
  'PUT /api/admin/home/texts': 'villas.write',
  'POST /api/admin/home/faq/order': 'villas.write',
  'POST /api/admin/home/faq': 'villas.write',
  'PATCH /api/admin/home/faq/{id}': 'villas.write',
  'DELETE /api/admin/home/faq/{id}': 'villas.write',
  'POST /api/admin/home/gallery/order': 'villas.write',
  'POST /api/admin/home/gallery': 'villas.write',
  'PATCH /api/admin/home/gallery/{id}': 'villas.write',
  'DELETE /api/admin/home/gallery/{id}': 'villas.write',
  'GET /api/admin/reviews': 'catalog.read',
  'PATCH /api/admin/reviews/{id}': 'villas.write',
};
