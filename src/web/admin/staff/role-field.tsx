import type { ComponentPropsWithRef } from 'react';
import { ADMIN_ROLES, type AdminRole } from '../../../domain/enums';
import {
  PERMISSION_DESCRIPTIONS,
  permissionsOf,
  ROLE_LABELS,
} from '../../../domain/staff-permissions';
import { Field, inputClass } from '../ui/field';

/** What a role may do, in a line (from the permission matrix). */
function roleSummary(role: AdminRole): string {
  const list = permissionsOf(role).map((p) => PERMISSION_DESCRIPTIONS[p]);
  return `Can ${list.join(', ')}.`;
}

/** The role select of the staff dialogs, with what the chosen role may do. */
export function RoleField({
  id,
  error,
  selected,
  ...props
}: {
  id: string;
  error?: string;
  /** The role chosen now, whose permissions are summed up below the select. */
  selected: AdminRole | undefined;
} & ComponentPropsWithRef<'select'>) {
  return (
    <Field
      label="Role"
      htmlFor={id}
      error={error}
      hint={selected ? roleSummary(selected) : undefined}
    >
      <select id={id} className={inputClass} {...props}>
        {ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </Field>
  );
}
