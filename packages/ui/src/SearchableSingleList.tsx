// A list with a search box where at most one item is chosen (the wizards' territory, event,
// location and personnel steps, SPEC §4): choosing the chosen item again un-chooses it. With
// `multiple` each item is chosen or not on its own (Horeca locations). The filter follows the
// typing at most every TIMINGS.searchThrottleMs.
import {
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useThrottledValue } from '@mantine/hooks';
import { TIMINGS } from '@tourplanner/domain/constants';
import { ui } from '@tourplanner/i18n-pl/ui';
import { type ReactNode, useId, useState } from 'react';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';
import { matchesQuery } from './lib/search';

export interface SingleListItem {
  value: string;
  label: string;
  /** A second line (e.g. the territory's ident). */
  description?: string;
}

interface ListProps {
  items: readonly SingleListItem[];
  /** Heading and accessible name of the list. */
  label: string;
  /** A line under the heading, e.g. how many items may be chosen. */
  hint?: ReactNode;
  searchLabel?: string;
  searchPlaceholder?: string;
  noResultsText?: string;
  /**
   * The list's items are on their way: a loader is shown, and the items given meanwhile (e.g. the
   * ones already chosen) stay visible but cannot be chosen, so nothing is picked from a list about
   * to be replaced.
   */
  loading?: boolean;
  /** What the loader says, on screen; without it 'Ładowanie…' is read to screen readers only. */
  loadingText?: string;
  disabled?: boolean;
  /** Height of the scrolling list in px. */
  maxHeight?: number;
}

interface SingleProps extends ListProps {
  multiple?: false;
  value: string | null;
  /** The new value, and the item the user chose (also when choosing it again cleared the value). */
  onChange: (value: string | null, item: SingleListItem) => void;
}

interface MultipleProps extends ListProps {
  /** Several items may be chosen; each choice toggles one, leaving the others. */
  multiple: true;
  value: readonly string[];
  /** The new values, and the item the user chose or un-chose. */
  onChange: (value: string[], item: SingleListItem) => void;
}

export type SearchableSingleListProps = SingleProps | MultipleProps;

/**
 * `multiple` and `value` for a list whose mode is known only at run time (Horeca or not; a
 * single-choice step whose saved data holds several): the chosen values as they are with
 * `multiple`, else the first (or null). Spread it into the list.
 */
export function listValue(
  values: readonly string[],
  multiple: boolean,
): Pick<MultipleProps, 'multiple' | 'value'> | { multiple: false; value: string | null } {
  return multiple ? { multiple: true, value: values } : { multiple: false, value: values[0] ?? null };
}

export function SearchableSingleList(props: SearchableSingleListProps) {
  const {
    items,
    label,
    hint,
    searchLabel = ui.searchList.search,
    searchPlaceholder = ui.searchList.searchPlaceholder,
    noResultsText = ui.searchList.noResults,
    loading = false,
    loadingText,
    maxHeight = 280,
  } = props;
  const disabled = props.disabled === true || loading;
  const isChosen = (value: string) => (props.multiple ? props.value.includes(value) : props.value === value);
  const choose = (item: SingleListItem) => {
    const { value } = item;
    if (props.multiple) {
      const next = props.value.includes(value)
        ? props.value.filter((v) => v !== value)
        : [...props.value, value];
      props.onChange(next, item);
    } else {
      props.onChange(props.value === value ? null : value, item);
    }
  };
  const [query, setQuery] = useState('');
  const throttledQuery = useThrottledValue(query, TIMINGS.searchThrottleMs);
  const labelId = useId();
  const hintId = useId();
  const visible = items.filter((item) =>
    matchesQuery(`${item.label} ${item.description ?? ''}`, throttledQuery),
  );

  return (
    <Stack gap="xs" className="tp-single-list">
      <Stack gap={2}>
        <Text id={labelId} fw={600} size="sm">
          {label}
        </Text>
        {hint ? (
          <Text id={hintId} size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
      <TextInput
        type="search"
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        leftSection={<Icon name="search" size={16} />}
        value={query}
        disabled={disabled}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {visible.length === 0 ? (
        loading ? null : (
          <EmptyState>{noResultsText}</EmptyState>
        )
      ) : (
        <ScrollArea.Autosize
          mah={maxHeight}
          type="auto"
          offsetScrollbars
          // Disabled items cannot take focus, so the scrolling box itself must, for keyboard scrolling.
          viewportProps={disabled ? { tabIndex: 0, 'aria-labelledby': labelId } : undefined}
        >
          <Stack
            component="ul"
            gap={2}
            m={0}
            p={0}
            aria-labelledby={labelId}
            aria-describedby={hint ? hintId : undefined}
            aria-busy={loading || undefined}
            style={{ listStyle: 'none' }}
          >
            {visible.map((item) => {
              const selected = isChosen(item.value);
              return (
                <li key={item.value}>
                  <UnstyledButton
                    className="tp-single-list-item"
                    data-selected={selected || undefined}
                    aria-pressed={selected}
                    disabled={disabled}
                    onClick={() => choose(item)}
                  >
                    {/* A round mark for one choice, a square one (like a checkbox) for several. */}
                    <span
                      className="tp-single-list-mark"
                      aria-hidden="true"
                      style={props.multiple ? { borderRadius: 'var(--mantine-radius-xs)' } : undefined}
                    >
                      {selected && <Icon name="check" size={14} strokeWidth={3} />}
                    </span>
                    <span>
                      <Text span display="block" size="sm" fw={selected ? 600 : 400}>
                        {item.label}
                      </Text>
                      {item.description && (
                        <Text span display="block" size="xs" c="dimmed">
                          {item.description}
                        </Text>
                      )}
                    </span>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {loading ? (
        <Group justify="center" gap="xs" py="md" role="status">
          <Loader size="sm" aria-hidden="true" />
          {loadingText ? (
            <Text size="sm" c="dimmed">
              {loadingText}
            </Text>
          ) : (
            <VisuallyHidden>{ui.common.loading}</VisuallyHidden>
          )}
        </Group>
      ) : null}
    </Stack>
  );
}
