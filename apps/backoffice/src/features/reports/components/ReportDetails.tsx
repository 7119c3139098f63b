// The expanded part of a reports row: receipt photos, or the start/end photos and the survey. The
// photos come one by one as they scroll into view (ReportImage), however many the action has.
import { Group, Loader, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { isYesAnswer } from '@tourplanner/domain/poll';
import { REPORTS } from '@tourplanner/i18n-pl/backoffice';
import { PhotoLightbox } from '@tourplanner/ui/PhotoLightbox';
import { useState } from 'react';
import { type ReportPhoto, useReceiptPhotos, useSurvey } from '../api/report-files';
import { ReportImage } from './ReportImage';

function Thumbs({ photos }: { photos: ReportPhoto[] }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <Group gap="sm">
        {photos.map((p, i) => (
          // Named by its content: the label, and a failure when the photo could not be had.
          <UnstyledButton key={p.source.uuid} onClick={() => setIndex(i)}>
            <Stack gap={2} align="center">
              <ReportImage source={p.source} lazy alt="" w={120} h={120} fit="cover" radius="sm" />
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
        renderImage={(i, image) => {
          const photo = photos[i];
          return photo ? (
            <ReportImage key={photo.source.uuid} source={photo.source} withRetry {...image} />
          ) : null;
        }}
      />
    </>
  );
}

export function ReceiptsPanel({ actionUuid }: { actionUuid: string }) {
  const receipts = useReceiptPhotos(actionUuid);
  // A failed load is an error toast (the query client's) and shows as no photos.
  const photos = receipts.isPending ? undefined : (receipts.data ?? []);
  return (
    <Stack gap="xs" data-testid="receipts-panel">
      <Text fw={700}>{REPORTS.receipts}</Text>
      {!photos ? (
        <Loader size="sm" />
      ) : photos.length === 0 ? (
        <Text c="dimmed">{REPORTS.noPhotos}</Text>
      ) : (
        <Thumbs photos={photos} />
      )}
    </Stack>
  );
}

export function SurveyPanel({ actionUuid }: { actionUuid: string }) {
  const survey = useSurvey(actionUuid);
  if (survey.isPending) return <Loader size="sm" />;
  const photos = survey.data?.photos ?? [];
  const poll = survey.data?.poll ?? null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="survey-panel">
      <Stack gap="xs">
        <Text fw={700}>{REPORTS.photos}</Text>
        {photos.length === 0 ? <Text c="dimmed">{REPORTS.noPhotos}</Text> : <Thumbs photos={photos} />}
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
                    {isYesAnswer(poll.chechboxes[i]) ? REPORTS.survey.yes : REPORTS.survey.no}
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
