// The status icon of a table row as a menu: the coordinator sets editable, accepted or cancelled
// (SPEC §4). The screen does the call and the toasts; this only reports the choice. A table shows
// a hundred of them: until first used, each is only its button (no menu, popover or positioning
// hooks, and a plain button); the first click, Enter, Space or arrow key mounts the menu already open.
import { Menu, UnstyledButton } from '@mantine/core';
import type { ActionStatus } from '@tourplanner/domain/entities';
import { ui } from '@tourplanner/i18n-pl/ui';
import { type KeyboardEvent, useState } from 'react';
import { Icon } from './Icon';
import { StatusIcon, statusLabel } from './StatusIcon';

export const SETTABLE_STATUSES = [
  'editable',
  'accepted',
  'cancelled',
] as const satisfies readonly ActionStatus[];

export interface StatusMenuProps {
  status: ActionStatus;
  /** Called with a status other than the current one. */
  onChange: (status: ActionStatus) => void;
  /** What the menu offers; SPEC §4 lets the user set editable, accepted or cancelled. */
  options?: readonly ActionStatus[];
  disabled?: boolean;
  /** Shown on the trigger while the change is being saved. */
  loading?: boolean;
  defaultOpened?: boolean;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function StatusMenu(props: StatusMenuProps) {
  const [armed, setArmed] = useState(props.defaultOpened === true);
  if (armed) return <ArmedStatusMenu {...props} defaultOpened />;
  const { status, disabled = false, loading = false } = props;
  const arm = () => setArmed(true);
  // A plain button (styles.css gives it UnstyledButton's reset): the table renders a hundred.
  return (
    <button
      type="button"
      aria-label={triggerLabel(status)}
      aria-haspopup="menu"
      aria-expanded={false}
      disabled={disabled || loading}
      className="tp-status-trigger tp-status-trigger-plain"
      data-loading={loading || undefined}
      onClick={arm}
      onKeyDown={(e: KeyboardEvent) => {
        if (!OPENING_KEYS.has(e.key)) return;
        e.preventDefault();
        arm();
      }}
    >
      <StatusIcon status={status} />
    </button>
  );
}

const triggerLabel = (status: ActionStatus) =>
  `${ui.status.menuLabel}. ${ui.status.current(statusLabel(status))}`;

function ArmedStatusMenu({
  status,
  onChange,
  options = SETTABLE_STATUSES,
  disabled = false,
  loading = false,
  defaultOpened,
}: StatusMenuProps) {
  return (
    <Menu
      position="bottom-start"
      shadow="md"
      withinPortal
      disabled={disabled || loading}
      defaultOpened={defaultOpened}
      // Focus goes to the first item (ARIA menu pattern); Mantine's placeholder fails axe.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton
          aria-label={triggerLabel(status)}
          disabled={disabled || loading}
          className="tp-status-trigger"
          data-loading={loading || undefined}
        >
          <StatusIcon status={status} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{ui.status.menuLabel}</Menu.Label>
        {options.map((option) => (
          <Menu.Item
            key={option}
            leftSection={<StatusIcon status={option} size="sm" />}
            rightSection={option === status ? <Icon name="check" size={16} /> : undefined}
            aria-current={option === status ? 'true' : undefined}
            onClick={() => {
              if (option !== status) onChange(option);
            }}
          >
            {statusLabel(option)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
