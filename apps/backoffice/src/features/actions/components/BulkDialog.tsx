// One bulk change for the selected rows of Akcje (issue 32): a status, a hostess (the reference
// list of personnel, as the filter offers it), a shift by days and/or minutes, or a cancel. It
// asks for the change only; the page sends it and shows the result.
import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { ROW_MENU_STATUSES, type RowMenuStatus } from '@tourplanner/domain/action-status';
import { ACTION_BULK } from '@tourplanner/i18n-pl/action-bulk';
import { ACTIONS } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { AppModal } from '@tourplanner/ui/AppModal';
import { type FormEvent, useState } from 'react';
import { useReferencePersonnel } from '../../../shared/queries/reference';
import type { BulkSet } from '../api/bulk-change';
import type { BulkKind } from './BulkBar';

export interface BulkDialogProps {
  /** The change asked for; null: closed. */
  kind: BulkKind | null;
  count: number;
  saving: boolean;
  onClose: () => void;
  onSubmit: (set: BulkSet) => void;
}

const SHIFT_DAYS = 366;
const SHIFT_MINUTES = 1440;

/** A whole number typed in a NumberInput, or 0 for an empty field. */
const whole = (v: number | string) => (typeof v === 'number' && Number.isInteger(v) ? v : Number(v) || 0);

export function BulkDialog({ kind, count, saving, onClose, onSubmit }: BulkDialogProps) {
  const personnel = useReferencePersonnel();
  const [status, setStatus] = useState<RowMenuStatus | null>(null);
  const [user, setUser] = useState<string | null>(null);
  const [days, setDays] = useState<number | string>(0);
  const [minutes, setMinutes] = useState<number | string>(0);
  const [shiftEmpty, setShiftEmpty] = useState(false);
  const [seen, setSeen] = useState(kind);
  if (kind !== seen) {
    setSeen(kind);
    setStatus(null);
    setUser(null);
    setDays(0);
    setMinutes(0);
    setShiftEmpty(false);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'status' && status) onSubmit({ status: { ident: status } });
    else if (kind === 'user' && user) onSubmit({ user: { uuid: user } });
    else if (kind === 'cancel') onSubmit({ status: { ident: 'cancelled' } });
    else if (kind === 'shift') {
      const shift = { days: whole(days), minutes: whole(minutes) };
      if (shift.days === 0 && shift.minutes === 0) setShiftEmpty(true);
      else onSubmit({ shift });
    }
  };
  const ready =
    (kind === 'status' && status !== null) ||
    (kind === 'user' && user !== null) ||
    kind === 'shift' ||
    kind === 'cancel';

  return (
    <AppModal opened={kind !== null} onClose={onClose} title={kind ? ACTION_BULK.titles[kind] : ''}>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">
            {kind === 'cancel'
              ? format(ACTION_BULK.cancelQuestion, { count })
              : format(ACTION_BULK.intro, { count })}
          </Text>
          {kind === 'status' ? (
            <Select
              label={ACTION_BULK.status}
              data={ROW_MENU_STATUSES.map((s) => ({ value: s, label: ACTIONS.statusMenu[s] }))}
              value={status}
              onChange={(v) => setStatus(v as RowMenuStatus | null)}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
          ) : null}
          {kind === 'user' ? (
            <Select
              label={ACTION_BULK.user}
              placeholder={ACTION_BULK.searchPlaceholder}
              searchable
              nothingFoundMessage={ACTION_BULK.noPersonnel}
              data={personnel.map((p) => ({ value: p.uuid, label: `${p.firstname} ${p.lastname}` }))}
              value={user}
              onChange={setUser}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
          ) : null}
          {kind === 'shift' ? (
            <>
              <Group grow align="flex-start">
                <NumberInput
                  label={ACTION_BULK.days}
                  min={-SHIFT_DAYS}
                  max={SHIFT_DAYS}
                  allowDecimal={false}
                  value={days}
                  onChange={(v) => {
                    setDays(v);
                    setShiftEmpty(false);
                  }}
                  data-autofocus
                />
                <NumberInput
                  label={ACTION_BULK.minutes}
                  min={-SHIFT_MINUTES}
                  max={SHIFT_MINUTES}
                  step={15}
                  allowDecimal={false}
                  value={minutes}
                  onChange={(v) => {
                    setMinutes(v);
                    setShiftEmpty(false);
                  }}
                />
              </Group>
              <Text size="xs" c="gray.7">
                {ACTION_BULK.shiftHint}
              </Text>
              {shiftEmpty ? (
                <Text size="sm" c="red.8" role="alert">
                  {ACTION_BULK.shiftEmpty}
                </Text>
              ) : null}
            </>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {ACTION_BULK.back}
            </Button>
            <Button
              type="submit"
              loading={saving}
              disabled={!ready}
              color={kind === 'cancel' ? 'red' : undefined}
            >
              {kind === 'cancel' ? ACTION_BULK.submitCancel : ACTION_BULK.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
