// The copy dialog ('Powiel'): which fields the copies keep, and how many copies (1–100). A count
// typed outside 1–100 becomes the nearest bound when the field is left, and the dialog says so.
// Before copying it asks `preview` whether a copy would double-book a hostess (ADR 0021); if so it
// shows which copies clash and lets the coordinator make all or none, or skip the clashing ones.
import { Alert, Button, Checkbox, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { LIMITS } from '@tourplanner/domain/constants';
import {
  COPY_FIELDS,
  type CopyChecks,
  type CopyPlanRow,
  clampCopyCount,
  copiesToMake,
  DEFAULT_COPY_CHECKS,
} from '@tourplanner/domain/copy';
import { COPY_DIALOG } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { AppModal } from '@tourplanner/ui/AppModal';
import { type FormEvent, useState } from 'react';

export interface CopyDialogProps {
  opened: boolean;
  onClose: () => void;
  onCopy: (checks: CopyChecks, count: number) => void;
  /** The plan of `count` copies keeping `checks`: which would clash (none: no preview shown). */
  preview?: (checks: CopyChecks, count: number) => Promise<CopyPlanRow[]>;
}

export function CopyDialog({ opened, onClose, onCopy, preview }: CopyDialogProps) {
  const [checks, setChecks] = useState<CopyChecks>(DEFAULT_COPY_CHECKS);
  const [count, setCount] = useState<number | string>(LIMITS.copyCountDefault);
  const [clamped, setClamped] = useState<string | null>(null);
  const [plan, setPlan] = useState<CopyPlanRow[] | null>(null);
  const [mode, setMode] = useState<'all' | 'skip'>('all');
  const [checking, setChecking] = useState(false);
  const [seen, setSeen] = useState(opened);
  if (opened !== seen) {
    setSeen(opened);
    if (opened) {
      setChecks(DEFAULT_COPY_CHECKS);
      setCount(LIMITS.copyCountDefault);
      setClamped(null);
      setPlan(null);
      setMode('all');
    }
  }
  /** The count within 1–100; a typed one outside is replaced and the change said. */
  const settle = () => {
    const n = Number(count);
    const value = clampCopyCount(count);
    if (count !== '' && Number.isFinite(n) && n !== value) {
      const { copyCountMin: min, copyCountMax: max } = LIMITS;
      setClamped(format(n > value ? COPY_DIALOG.countClamped : COPY_DIALOG.countRaised, { min, max }));
      setCount(value);
    }
    return value;
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = settle();
    if (plan) {
      const make = copiesToMake(plan, mode);
      if (make > 0) onCopy(checks, make);
      onClose();
      return;
    }
    if (preview) {
      setChecking(true);
      const rows = await preview(checks, n).finally(() => setChecking(false));
      if (rows.some((r) => r.clash !== null)) {
        setPlan(rows);
        return;
      }
    }
    onCopy(checks, n);
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={COPY_DIALOG.title}>
      <form onSubmit={(e) => void submit(e)}>
        <Stack>
          <Text size="sm">{COPY_DIALOG.intro}</Text>
          {COPY_FIELDS.map((field) => (
            <Checkbox
              key={field}
              label={COPY_DIALOG.fields[field]}
              checked={checks[field]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setChecks((c) => ({ ...c, [field]: checked }));
                setPlan(null);
              }}
            />
          ))}
          <NumberInput
            label={COPY_DIALOG.count}
            description={format(COPY_DIALOG.countRange, {
              min: LIMITS.copyCountMin,
              max: LIMITS.copyCountMax,
            })}
            min={LIMITS.copyCountMin}
            max={LIMITS.copyCountMax}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            value={count}
            onChange={(v) => {
              setCount(v);
              setClamped(null);
              setPlan(null);
            }}
            onBlur={settle}
            w={160}
          />
          {clamped ? (
            <Text size="sm" c="orange.9" role="status">
              {clamped}
            </Text>
          ) : null}
          {plan ? <CopyPreview plan={plan} mode={mode} onMode={setMode} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {COPY_DIALOG.cancel}
            </Button>
            <Button
              type="submit"
              loading={checking}
              disabled={plan !== null && copiesToMake(plan, mode) === 0}
            >
              {COPY_DIALOG.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

/** Which copies would clash, and the coordinator's choice: all or none, or skip the clashing ones. */
function CopyPreview({
  plan,
  mode,
  onMode,
}: {
  plan: CopyPlanRow[];
  mode: 'all' | 'skip';
  onMode: (mode: 'all' | 'skip') => void;
}) {
  return (
    <Alert color="orange" title={COPY_DIALOG.previewTitle} role="alert" data-testid="copy-preview">
      <Stack gap="xs">
        {plan.slice(0, 10).map((r) => (
          <Text key={r.copy} size="sm">
            {r.clash
              ? format(COPY_DIALOG.copyRow, { n: r.copy, text: r.clash })
              : format(COPY_DIALOG.copyFree, { n: r.copy })}
          </Text>
        ))}
        <Radio.Group
          label={COPY_DIALOG.modeLabel}
          value={mode}
          onChange={(v) => onMode(v === 'skip' ? 'skip' : 'all')}
        >
          <Group mt={4}>
            <Radio value="all" label={COPY_DIALOG.modeAll} />
            <Radio value="skip" label={COPY_DIALOG.modeSkip} />
          </Group>
        </Radio.Group>
        {copiesToMake(plan, mode) === 0 ? <Text size="sm">{COPY_DIALOG.nothingToMake}</Text> : null}
      </Stack>
    </Alert>
  );
}
