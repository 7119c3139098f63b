// The icon of an action's status in the actions and reports tables, named in Polish for
// assistive technology and shown in a tooltip-like title. Drawn like Mantine's ThemeIcon (light,
// round) by the .tp-status-icon rules of styles.css, as one plain span: a table shows a hundred.
import type { ActionStatus } from '@tourplanner/domain/entities';
import { ui } from '@tourplanner/i18n-pl/ui';
import { Icon, type IconName } from './Icon';

export interface StatusIconProps {
  status: ActionStatus;
  size?: 'sm' | 'md' | 'lg';
}

/** The icon and the Mantine colour (its light variant) of each status. */
const LOOK: Record<ActionStatus, { icon: IconName; color: string }> = {
  editable: { icon: 'pencil', color: 'gray' },
  accepted: { icon: 'check', color: 'green' },
  cancelled: { icon: 'ban', color: 'red' },
  started: { icon: 'play', color: 'accent' },
  finished: { icon: 'flag', color: 'brand' },
  hst_cancelled: { icon: 'userOff', color: 'orange' },
};

const ICON_PX = { sm: 14, md: 18, lg: 22 } as const;

export function statusLabel(status: ActionStatus): string {
  return ui.status[status];
}

export function StatusIcon({ status, size = 'md' }: StatusIconProps) {
  const look = LOOK[status];
  return (
    <span
      className="tp-status-icon"
      data-size={size}
      style={{
        background: `var(--mantine-color-${look.color}-light)`,
        color: `var(--mantine-color-${look.color}-light-color)`,
      }}
      role="img"
      aria-label={statusLabel(status)}
      title={statusLabel(status)}
      data-status={status}
    >
      <Icon name={look.icon} size={ICON_PX[size]} />
    </span>
  );
}
