// The expanded part of a reports row: receipt photos, or the start/end photos and the survey.
import { Group, Image, Loader, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { REPORTS } from '@tourplanner/i18n-pl/backoffice';
import { type LightboxPhoto, PhotoLightbox } from '@tourplanner/ui/PhotoLightbox';
import { useEffect, useState } from 'react';
import { type ReportImage, useReceiptImages, useSurvey } from '../api/report-files';

/**
 * The images as object URLs, made once the images are there and revoked when they change or the
 * panel closes; undefined until then.
 */
function usePhotos(images: ReportImage[] | undefined): LightboxPhoto[] | undefined {
  const [photos, setPhotos] = useState<LightboxPhoto[] | undefined>(undefined);
  useEffect(() => {
    if (!images) {
      setPhotos(undefined);
      return;
    }
    const list = images.map((image) => ({ src: URL.createObjectURL(image.blob), label: image.label }));
    setPhotos(list);
    return () => {
      for (const photo of list) URL.revokeObjectURL(photo.src);
    };
  }, [images]);
  return photos;
}

const NONE: ReportImage[] = [];

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
  const receipts = useReceiptImages(actionUuid);
  // A failed load is an error toast (the query client's) and shows as no photos.
  const photos = usePhotos(receipts.isPending ? undefined : (receipts.data ?? NONE));
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
  const photos = usePhotos(survey.isPending ? undefined : (survey.data?.photos ?? NONE));
  const poll = survey.data?.poll ?? null;
  if (!photos) return <Loader size="sm" />;
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
