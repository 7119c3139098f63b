// The expanded part of a reports row: receipt photos, or the start/end photos and the survey.
import { Group, Image, Loader, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { LIMITS } from '@tourplanner/domain/constants';
import type { ActionFile, Poll, Receipt } from '@tourplanner/domain/entities';
import { REPORTS } from '@tourplanner/i18n-pl/backoffice';
import { type LightboxPhoto, PhotoLightbox } from '@tourplanner/ui/PhotoLightbox';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';

type Loaded<T> = { state: 'loading' } | { state: 'done'; value: T };

/** Loads images (blobs) into object URLs, revoked when the panel closes. */
function usePhotos(load: (signal: AbortSignal) => Promise<LightboxPhoto[]>, key: string) {
  const [photos, setPhotos] = useState<Loaded<LightboxPhoto[]>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let urls: string[] = [];
    load(controller.signal)
      .then((list) => {
        urls = list.map((p) => p.src);
        setPhotos({ state: 'done', value: list });
      })
      .catch((e) => {
        if (!controller.signal.aborted) {
          toast.fail(e);
          setPhotos({ state: 'done', value: [] });
        }
      });
    return () => {
      controller.abort();
      for (const u of urls) URL.revokeObjectURL(u);
    };
  }, [key]);
  return photos;
}

function Thumbs({ photos }: { photos: LightboxPhoto[] }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <Group gap="sm">
        {photos.map((p, i) => (
          <UnstyledButton key={p.src} onClick={() => setIndex(i)} aria-label={p.label}>
            <Stack gap={2} align="center">
              <Image src={p.src} alt="" w={120} h={120} fit="cover" radius="sm" />
              <Text size="xs">{p.label}</Text>
            </Stack>
          </UnstyledButton>
        ))}
      </Group>
      <PhotoLightbox
        photos={photos}
        opened={index !== null}
        startIndex={index ?? 0}
        onClose={() => setIndex(null)}
      />
    </>
  );
}

export function ReceiptsPanel({ actionUuid }: { actionUuid: string }) {
  const photos = usePhotos(async (signal) => {
    const { receipts } = await api.call(
      'receiptList',
      { action: { uuid: actionUuid }, pagination: { limit: LIMITS.receiptsLimit, offset: 0 } },
      { signal },
    );
    return Promise.all(
      receipts.map(async (r: Receipt, i) => {
        const blob = await api.call('receiptServe', { receipt: { uuid: r.uuid } }, { signal });
        return { src: URL.createObjectURL(blob), label: `${REPORTS.receipts} ${i + 1} · ${r.created.date}` };
      }),
    );
  }, actionUuid);
  return (
    <Stack gap="xs" data-testid="receipts-panel">
      <Text fw={700}>{REPORTS.receipts}</Text>
      {photos.state === 'loading' ? (
        <Loader size="sm" />
      ) : photos.value.length === 0 ? (
        <Text c="dimmed">{REPORTS.noPhotos}</Text>
      ) : (
        <Thumbs photos={photos.value} />
      )}
    </Stack>
  );
}

export function SurveyPanel({ actionUuid }: { actionUuid: string }) {
  const [poll, setPoll] = useState<Poll | null | undefined>(undefined);
  const photos = usePhotos(async (signal) => {
    const data = await api.call(
      'fileList',
      { action: { uuid: actionUuid }, pagination: { limit: LIMITS.filesLimit, offset: 0 } },
      { signal },
    );
    setPoll(data.poll);
    const order = (f: ActionFile) => (f.ident === 'start' ? 0 : 1);
    return Promise.all(
      [...data.files]
        .sort((a, b) => order(a) - order(b))
        .map(async (f) => {
          const blob = await api.call('fileServe', { file: { uuid: f.uuid } }, { signal });
          return { src: URL.createObjectURL(blob), label: REPORTS.photoLabels[f.ident] };
        }),
    );
  }, actionUuid);
  if (photos.state === 'loading') return <Loader size="sm" />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="survey-panel">
      <Stack gap="xs">
        <Text fw={700}>{REPORTS.photos}</Text>
        {photos.value.length === 0 ? (
          <Text c="dimmed">{REPORTS.noPhotos}</Text>
        ) : (
          <Thumbs photos={photos.value} />
        )}
      </Stack>
      <Stack gap="xs">
        <Text fw={700}>{REPORTS.survey.title}</Text>
        {!poll ? (
          <Text c="dimmed">{REPORTS.noAnswers}</Text>
        ) : (
          <Table fz="sm" withRowBorders>
            <Table.Tbody>
              {REPORTS.survey.questions.map((q, i) => (
                <Table.Tr key={q}>
                  <Table.Th scope="row" fw={500}>
                    {q}
                  </Table.Th>
                  <Table.Td fw={700}>
                    {poll.chechboxes[i] === 'tak' ? REPORTS.survey.yes : REPORTS.survey.no}
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row" fw={500}>
                  {REPORTS.survey.comment}
                </Table.Th>
                <Table.Td>{poll.text?.trim() ? poll.text : REPORTS.noComment}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </SimpleGrid>
  );
}
