// The table of actions shared by the actions and reports pages (SPEC §2 columns). The status cell,
// the row buttons and an optional expanded row come from the page. Below the lg breakpoint (a
// tablet) Nr, Id, type, territory and time leave their columns: Id, type and territory go under
// the name and the time under the date, so personnel and the row buttons stay on screen.
import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Action, RoleId } from '@tourplanner/domain/entities';
import { showsTerritoryColumn } from '@tourplanner/domain/roles';
import { chosen } from '@tourplanner/domain/selection';
import { ACTION_COLUMNS, ACTION_WIZARD, ACTIONS } from '@tourplanner/i18n-pl/backoffice';
import { ACTION_TYPE_NAMES, EMPTY } from '@tourplanner/i18n-pl/common';
import { format } from '@tourplanner/i18n-pl/format';
import { Fragment, type ReactNode } from 'react';
import { actionDate, actionName, actionTime, isInvalidLocation, locationText, personnelText } from './format';

export interface ActionsTableProps {
  actions: Action[];
  /** Row number of the first row minus one (page times page size). */
  offset: number;
  role: RoleId | null;
  status: (action: Action) => ReactNode;
  rowActions: (action: Action) => ReactNode;
  expanded?: (action: Action) => ReactNode | null;
  caption: string;
}

/** Narrowest the compact (tablet) table gets before it scrolls sideways. */
const COMPACT_MIN_WIDTH = 740;
/** Columns that only show on wide screens; their content moves under the name. */
const WIDE = 'lg';

export function ActionsTable({
  actions,
  offset,
  role,
  status,
  rowActions,
  expanded,
  caption,
}: ActionsTableProps) {
  const territory = showsTerritoryColumn(role);
  const columns = territory ? 12 : 11;
  return (
    <Table.ScrollContainer minWidth={COMPACT_MIN_WIDTH}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <caption
          className="visually-hidden"
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {caption}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{ACTION_COLUMNS.status}</Table.Th>
            <Table.Th visibleFrom={WIDE}>{ACTION_COLUMNS.nr}</Table.Th>
            <Table.Th>{ACTION_COLUMNS.name}</Table.Th>
            <Table.Th visibleFrom={WIDE}>{ACTION_COLUMNS.id}</Table.Th>
            <Table.Th visibleFrom={WIDE}>{ACTION_COLUMNS.actionType}</Table.Th>
            {territory ? <Table.Th visibleFrom={WIDE}>{ACTION_COLUMNS.territory}</Table.Th> : null}
            <Table.Th>{ACTION_COLUMNS.event}</Table.Th>
            <Table.Th>{ACTION_COLUMNS.location}</Table.Th>
            <Table.Th>
              <Box component="span" visibleFrom={WIDE}>
                {ACTION_COLUMNS.date}
              </Box>
              <Box component="span" hiddenFrom={WIDE}>
                {ACTION_COLUMNS.dateAndTime}
              </Box>
            </Table.Th>
            <Table.Th visibleFrom={WIDE}>{ACTION_COLUMNS.time}</Table.Th>
            <Table.Th>{ACTION_COLUMNS.personnel}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{ACTION_COLUMNS.rowActions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {actions.map((a, i) => {
            const extra = expanded?.(a) ?? null;
            const points = chosen(a.actionPoints);
            return (
              <Fragment key={a.uuid}>
                <Table.Tr data-testid="action-row" data-uuid={a.uuid}>
                  <Table.Td>{status(a)}</Table.Td>
                  <Table.Td visibleFrom={WIDE}>{offset + i + 1}</Table.Td>
                  <Table.Td>
                    <Text span fw={600} size="sm">
                      {actionName(a)}
                    </Text>
                    <Text hiddenFrom={WIDE} size="xs" c="dimmed">
                      {[
                        a.ident,
                        ACTION_TYPE_NAMES[a.type.ident],
                        territory ? (a.territory?.ident ?? EMPTY.dash) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom={WIDE} style={{ whiteSpace: 'nowrap' }}>
                    {a.ident}
                  </Table.Td>
                  <Table.Td visibleFrom={WIDE}>{ACTION_TYPE_NAMES[a.type.ident]}</Table.Td>
                  {territory ? (
                    <Table.Td visibleFrom={WIDE}>{a.territory?.ident ?? EMPTY.dash}</Table.Td>
                  ) : null}
                  <Table.Td>{a.event?.name ?? EMPTY.dash}</Table.Td>
                  <Table.Td>
                    {points.length === 0 ? EMPTY.dash : null}
                    {points.map((p) =>
                      isInvalidLocation(p) ? (
                        <Text key={p.point.uuid} size="sm" c="#b3261e" fw={600}>
                          {ACTIONS.invalidAddress}
                        </Text>
                      ) : (
                        <Text key={p.point.uuid} size="sm">
                          {locationText(p)}
                        </Text>
                      ),
                    )}
                    {a.startDistance != null ? (
                      <Text size="xs" c="#9a3a00" fw={600}>
                        {format(ACTIONS.distanceWarning, { distance: Math.round(a.startDistance) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {actionDate(a)}
                    <Text hiddenFrom={WIDE} size="sm">
                      {actionTime(a)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom={WIDE} style={{ whiteSpace: 'nowrap' }}>
                    {actionTime(a)}
                  </Table.Td>
                  <Table.Td>
                    {personnelText(a)}
                    {/* The coordinator's reason for planning her outside her hours (ADR 0021). */}
                    {a.availabilityOverride ? (
                      <Text size="xs" fs="italic" data-testid="availability-override">
                        {format(ACTION_WIZARD.overrideShown, { reason: a.availabilityOverride })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{rowActions(a)}</Table.Td>
                </Table.Tr>
                {extra ? (
                  <Table.Tr>
                    <Table.Td colSpan={columns}>{extra}</Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
