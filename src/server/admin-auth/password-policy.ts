import { passwordWeakness, WEAK_PASSWORD } from '../../domain/password-strength';
import { badRequest } from '../http/errors';

/**
 * Refuses a weak new admin password with 400 and the reason on `field` (create user, admin:create,
 * ADMIN_EMAIL/ADMIN_PASSWORD at first start, password change).
 */
export function throwIfWeakPassword(
  password: string,
  who: { email: string; name: string },
  field = 'password',
): void {
  const weakness = passwordWeakness(password, who);
  if (weakness) throw badRequest(WEAK_PASSWORD[weakness], { [field]: WEAK_PASSWORD[weakness] });
}
