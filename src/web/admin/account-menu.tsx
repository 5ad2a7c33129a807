import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings } from 'lucide-react';
import type { ReactNode } from 'react';

/** The signed-in user's menu (a lazy chunk: admin-layout.tsx shows a plain button until it is wanted). */
export function AccountMenu({
  trigger,
  triggerClassName,
  email,
  onSettings,
  onSignOut,
}: {
  trigger: ReactNode;
  triggerClassName: string;
  email: string | undefined;
  onSettings: () => void;
  onSignOut: () => void;
}) {
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={triggerClassName}>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl border border-sand bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted">
            {email}
          </DropdownMenu.Label>
          <DropdownMenu.Item
            className="flex items-center gap-2 rounded-md px-2 py-2 text-sm text-forest outline-none data-[highlighted]:bg-sand"
            onSelect={onSettings}
          >
            <Settings aria-hidden className="size-4" /> Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="flex items-center gap-2 rounded-md px-2 py-2 text-sm text-red-800 outline-none data-[highlighted]:bg-red-50"
            onSelect={onSignOut}
          >
            <LogOut aria-hidden className="size-4" /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
