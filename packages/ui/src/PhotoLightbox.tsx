// Full-size photos of a report (receipts, start and end photos) with previous/next, a counter
// and each photo's label; it closes with the photo modal's 600 ms timeout. A caller that fetches its
// photos as they are shown (a report row's hundreds of receipts) draws the image itself.
import { ActionIcon, Group, Image, type ImageProps, Stack, Text } from '@mantine/core';
import { ui } from '@tourplanner/i18n-pl/ui';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { AppModal } from './AppModal';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';

export interface LightboxPhoto {
  /** The image's URL; absent when `renderImage` draws it. */
  src?: string;
  /** Caption, e.g. 'Przed ułożeniem ekspozycji'. */
  label?: string;
  /** Text alternative; the label is used when absent. */
  alt?: string;
}

export interface PhotoLightboxProps {
  photos: readonly LightboxPhoto[];
  opened: boolean;
  onClose: () => void;
  onClosed?: () => void;
  /** Photo shown first each time the lightbox opens. */
  startIndex?: number;
  title?: string;
  /**
   * Draws the photo at `index` with the lightbox's size and text alternative, instead of an image
   * of its `src`: for photos fetched only once shown, with their own placeholder and failure.
   */
  renderImage?: (index: number, image: LightboxImageProps) => ReactNode;
}

/** How the lightbox shows a photo: its size and fit, and the text alternative. */
export type LightboxImageProps = Pick<ImageProps, 'fit' | 'h' | 'radius' | 'bg'> & { alt: string };

export function PhotoLightbox({
  photos,
  opened,
  onClose,
  onClosed,
  startIndex = 0,
  title = ui.lightbox.title,
  renderImage,
}: PhotoLightboxProps) {
  const [index, setIndex] = useState(startIndex);
  const [previousOpened, setPreviousOpened] = useState(opened);
  if (opened !== previousOpened) {
    setPreviousOpened(opened);
    if (opened) setIndex(startIndex);
  }
  const count = photos.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  const photo = photos[current];
  const image: LightboxImageProps = {
    alt: photo?.alt ?? photo?.label ?? ui.lightbox.counter(current + 1, count),
    fit: 'contain',
    h: 'min(70vh, 640px)',
    radius: 'sm',
    bg: 'var(--tp-surface-muted)',
  };
  const go = (delta: number) => setIndex(Math.min(Math.max(current + delta, 0), count - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      onClosed={onClosed}
      variant="photo"
      title={title}
      size="xl"
      centered
    >
      {!photo ? (
        <EmptyState kind="photos" />
      ) : (
        <Stack gap="sm" onKeyDown={onKeyDown}>
          {renderImage ? renderImage(current, image) : <Image src={photo.src} {...image} />}
          <Group justify="space-between" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={ui.lightbox.previous}
              disabled={current === 0}
              onClick={() => go(-1)}
            >
              <Icon name="chevronLeft" />
            </ActionIcon>
            <Stack gap={0} align="center">
              {photo.label && <Text fw={600}>{photo.label}</Text>}
              <Text size="sm" c="dimmed" aria-live="polite">
                {ui.lightbox.counter(current + 1, count)}
              </Text>
            </Stack>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={ui.lightbox.next}
              disabled={current >= count - 1}
              onClick={() => go(1)}
            >
              <Icon name="chevronRight" />
            </ActionIcon>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
