// The 'Kalendarz' section of an account (issue 29, both apps): how to subscribe, and a secret feed
// link made on request. The link is shown once, right after it is made, with 'Kopiuj'; 'Nowy link'
// asks first, because a new link ends the old one (the server keeps only its hash, so nobody can
// show it again).
import { Button, CopyButton, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { CALENDAR } from '@tourplanner/i18n-pl/calendar';
import { useId, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface CalendarFeedPanelProps {
  /** The paragraph on what the calendar holds (a hostess's actions, a coordinator's territories'). */
  intro: string;
  /** Makes a new link and answers its URL; a failure is the caller's to show (its error toast). */
  onCreate: () => Promise<string>;
  /** The heading's level in the page. */
  headingOrder?: 2 | 3;
}

export function CalendarFeedPanel({ intro, onCreate, headingOrder = 2 }: CalendarFeedPanelProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const create = async () => {
    setBusy(true);
    try {
      setUrl(await onCreate());
      setConfirming(false);
    } catch {
      // The caller's toast says what failed; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={headingOrder} size="h4" id={headingId}>
          {CALENDAR.title}
        </Title>
        <Text size="sm">{intro}</Text>
        <Text size="sm" fw={600}>
          {CALENDAR.howTo}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{CALENDAR.google}</List.Item>
          <List.Item>{CALENDAR.apple}</List.Item>
          <List.Item>{CALENDAR.outlook}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {CALENDAR.secret}
        </Text>
        {url && (
          <TextInput
            label={CALENDAR.linkLabel}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            description={CALENDAR.shownOnce}
          />
        )}
        <Group gap="sm">
          {url && (
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button onClick={copy} aria-live="polite">
                  {copied ? CALENDAR.copied : CALENDAR.copy}
                </Button>
              )}
            </CopyButton>
          )}
          <Button variant={url ? 'default' : 'filled'} onClick={() => setConfirming(true)}>
            {CALENDAR.renew}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={CALENDAR.confirmTitle}
        message={CALENDAR.confirmBody}
        confirmLabel={CALENDAR.confirm}
        cancelLabel={CALENDAR.cancel}
        loading={busy}
        onConfirm={() => void create()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
