// The table of actions shared by the actions and reports pages (SPEC §2 columns). The status cell,
// the row buttons and an optional expanded row come from the page. Below the lg breakpoint (a
// tablet) Nr, Id, type, territory and time leave their columns: Id, type and territory go under
// the name and the time under the date, so personnel and the row buttons stay on screen.
import type { Action, RoleId } from '@tourplanner/domain/entities';
import { showsTerritoryColumn } from '@tourplanner/domain/roles';
import { chosen } from '@tourplanner/domain/selection';
import { ACTION_BULK } from '@tourplanner/i18n-pl/action-bulk';
import { ACTION_COLUMNS, ACTION_WIZARD, ACTIONS } from '@tourplanner/i18n-pl/backoffice';
import { ACTION_TYPE_NAMES, EMPTY } from '@tourplanner/i18n-pl/common';
import { format } from '@tourplanner/i18n-pl/format';
import {
  type ComponentProps,
  Fragment,
  type ReactNode,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import classes from './ActionsTable.module.css';
import { actionDate, actionName, actionTime, isInvalidLocation, locationText, personnelText } from './format';

/** A column a page adds after the status (the reports page's 'Weryfikacja'). */
export interface ExtraColumn<T> {
  header: string;
  cell: (action: T) => ReactNode;
}

export interface ActionsTableProps<T extends Action = Action> {
  actions: T[];
  /** Row number of the first row minus one (page times page size). */
  offset: number;
  role: RoleId | null;
  status: (action: T) => ReactNode;
  rowActions: (action: T) => ReactNode;
  /** Beside the personnel (Akcje: the hostess's attendance, issue 29). */
  personnelMark?: (action: T) => ReactNode;
  expanded?: (action: T) => ReactNode | null;
  extraColumn?: ExtraColumn<T>;
  caption: string;
  /** A checkbox column for bulk changes (Akcje only): which rows are selected and how to change that. */
  selection?: RowSelection;
}

export interface RowSelection {
  selected: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
  /** Every row of the page selected, or none when all are. */
  onTogglePage: () => void;
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** About a screenful of rows (a row is at least 45 px high): what a list arriving in an empty table draws first. */
const FIRST_PASS_ROWS = 20;

/**
 * How many rows to draw. When the table first shows a list (mounted with it, or it arrives in the
 * empty table: the first load of a screen), its first screenful is drawn and painted before the
 * rest, which follow a frame later as a transition: the first paint does not wait for a hundred
 * rows' render and layout. A list replacing rows already shown (another page, a refetch) is drawn
 * whole, so nothing below the fold blinks.
 */
function useFirstPass(count: number): number {
  const [limit, setLimit] = useState(count > FIRST_PASS_ROWS ? FIRST_PASS_ROWS : Number.POSITIVE_INFINITY);
  const [previous, setPrevious] = useState(count);
  if (count !== previous) {
    setPrevious(count);
    if (previous === 0 && count > FIRST_PASS_ROWS) setLimit(FIRST_PASS_ROWS);
  }
  const partial = limit < count;
  useEffect(() => {
    if (!partial) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setLimit(Number.POSITIVE_INFINITY)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [partial]);
  return limit;
}

// A page is a hundred rows: they are plain table markup with the classes of ActionsTable.module.css
// (Mantine's Table look), not Mantine components, and so are the row buttons below.
export function ActionsTable<T extends Action>({
  actions,
  offset,
  role,
  status,
  rowActions,
  personnelMark,
  expanded,
  extraColumn,
  caption,
  selection,
}: ActionsTableProps<T>) {
  const territory = showsTerritoryColumn(role);
  const columns = (territory ? 12 : 11) + (selection ? 1 : 0) + (extraColumn ? 1 : 0);
  const onPage = selection ? actions.filter((a) => selection.selected.has(a.uuid)).length : 0;
  const limit = useFirstPass(actions.length);
  const rows = limit < actions.length ? actions.slice(0, limit) : actions;
  return (
    <div className={classes.scroll}>
      <table className={classes.table}>
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th className={classes.select}>
                <PageCheckbox
                  checked={onPage > 0 && onPage === actions.length}
                  indeterminate={onPage > 0 && onPage < actions.length}
                  onChange={selection.onTogglePage}
                />
              </th>
            ) : null}
            <th>{ACTION_COLUMNS.status}</th>
            {extraColumn ? <th>{extraColumn.header}</th> : null}
            <th className={classes.wide}>{ACTION_COLUMNS.nr}</th>
            <th>{ACTION_COLUMNS.name}</th>
            <th className={classes.wide}>{ACTION_COLUMNS.id}</th>
            <th className={classes.wide}>{ACTION_COLUMNS.actionType}</th>
            {territory ? <th className={classes.wide}>{ACTION_COLUMNS.territory}</th> : null}
            <th>{ACTION_COLUMNS.event}</th>
            <th>{ACTION_COLUMNS.location}</th>
            <th>
              <span className={classes.wide}>{ACTION_COLUMNS.date}</span>
              <span className={classes.compact}>{ACTION_COLUMNS.dateAndTime}</span>
            </th>
            <th className={classes.wide}>{ACTION_COLUMNS.time}</th>
            <th>{ACTION_COLUMNS.personnel}</th>
            <th>
              <span className={classes.visuallyHidden}>{ACTION_COLUMNS.rowActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a, i) => {
            const extra = expanded?.(a) ?? null;
            const points = chosen(a.actionPoints);
            const time = actionTime(a);
            return (
              <Fragment key={a.uuid}>
                <tr data-testid="action-row" data-uuid={a.uuid}>
                  {selection ? (
                    <td className={classes.select}>
                      <input
                        type="checkbox"
                        className={classes.checkbox}
                        aria-label={format(ACTION_BULK.selectRow, { name: actionName(a), ident: a.ident })}
                        checked={selection.selected.has(a.uuid)}
                        onChange={() => selection.onToggle(a.uuid)}
                      />
                    </td>
                  ) : null}
                  <td>{status(a)}</td>
                  {extraColumn ? <td>{extraColumn.cell(a)}</td> : null}
                  <td className={classes.wide}>{offset + i + 1}</td>
                  <td>
                    <span className={cx(classes.line, classes.name)}>{actionName(a)}</span>
                    <p className={cx(classes.compact, classes.small, classes.dimmed)}>
                      {[
                        a.ident,
                        ACTION_TYPE_NAMES[a.type.ident],
                        territory ? (a.territory?.ident ?? EMPTY.dash) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </td>
                  <td className={cx(classes.wide, classes.nowrap)}>{a.ident}</td>
                  <td className={classes.wide}>{ACTION_TYPE_NAMES[a.type.ident]}</td>
                  {territory ? <td className={classes.wide}>{a.territory?.ident ?? EMPTY.dash}</td> : null}
                  <td>{a.event?.name ?? EMPTY.dash}</td>
                  <td>
                    {points.length === 0 ? EMPTY.dash : null}
                    {points.map((p) =>
                      isInvalidLocation(p) ? (
                        <p key={p.point.uuid} className={cx(classes.line, classes.invalid)}>
                          {ACTIONS.invalidAddress}
                        </p>
                      ) : (
                        <p key={p.point.uuid} className={classes.line}>
                          {locationText(p)}
                        </p>
                      ),
                    )}
                    {a.startDistance != null ? (
                      <p className={cx(classes.small, classes.distance)}>
                        {format(ACTIONS.distanceWarning, { distance: Math.round(a.startDistance) })}
                      </p>
                    ) : null}
                    {a.finishDistance != null ? (
                      <p className={cx(classes.small, classes.distance)}>
                        {format(ACTIONS.finishDistanceWarning, { distance: Math.round(a.finishDistance) })}
                      </p>
                    ) : null}
                  </td>
                  <td className={classes.nowrap}>
                    {actionDate(a)}
                    <p className={cx(classes.compact, classes.line)}>{time}</p>
                  </td>
                  <td className={cx(classes.wide, classes.nowrap)}>{time}</td>
                  <td>
                    {personnelText(a)}
                    {personnelMark?.(a)}
                    {/* The coordinator's reason for planning her outside her hours (ADR 0021). */}
                    {a.availabilityOverride ? (
                      <p className={cx(classes.small, classes.override)} data-testid="availability-override">
                        {format(ACTION_WIZARD.overrideShown, { reason: a.availabilityOverride })}
                      </p>
                    ) : null}
                  </td>
                  <td>{rowActions(a)}</td>
                </tr>
                {extra ? (
                  <tr>
                    <td colSpan={columns}>{extra}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** 'Zaznacz stronę': checked when every row is, mixed when some are. */
function PageCheckbox({
  checked,
  indeterminate,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={classes.pageCheckbox} title={ACTION_BULK.selectPage}>
      <input ref={ref} type="checkbox" className={classes.checkbox} checked={checked} onChange={onChange} />
      <span className={classes.visuallyHidden}>{ACTION_BULK.selectPage}</span>
    </label>
  );
}

/** A row's buttons: stacked on a tablet, side by side on a wide screen. */
export function RowButtons({ children }: { children: ReactNode }) {
  return <div className={classes.rowButtons}>{children}</div>;
}

/** A row's link drawn like its buttons (a plain anchor: keyboard and middle-click work as links do). */
export function RowLink({
  variant = 'default',
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: 'light' | 'default' }) {
  return <Link className={cx(classes.button, classes.link, classes[variant], className)} {...props} />;
}

/** A row's button as Mantine's xs Button draws it (light or default), but a plain button. */
export function RowButton({
  variant = 'light',
  className,
  ...props
}: ComponentProps<'button'> & { variant?: 'light' | 'default' }) {
  return <button type="button" className={cx(classes.button, classes[variant], className)} {...props} />;
}
