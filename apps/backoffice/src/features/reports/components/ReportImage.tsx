// One photo of a report. A lazy one is fetched only once it comes near the viewport (a row can hold
// hundreds of receipts) and let go when it leaves: a placeholder of its size while it waits, the
// failure in words when it cannot be had, and its object URL revoked as soon as it is not shown.
import { Box, Button, Center, Image, type ImageProps, Skeleton, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { REPORTS } from '@tourplanner/i18n-pl/backoffice';
import { BUTTONS } from '@tourplanner/i18n-pl/common';
import { useEffect, useState } from 'react';
import { type ImageSource, useReportImage } from '../api/report-files';

/** A photo starts loading this far before it scrolls into view, so a slow scroll finds it there. */
const NEAR = { rootMargin: '300px' };

type ShownProps = Omit<ImageProps, 'src'> & {
  source: ImageSource;
  /** Empty for a thumbnail, whose button's label names it; otherwise the placeholder and failure say it too. */
  alt: string;
  /** A failure offers to ask again (not inside another button, e.g. a thumbnail's). */
  withRetry?: boolean;
};

export type ReportImageProps = ShownProps & {
  /** Fetched only near the viewport; otherwise at once (the lightbox's photo). */
  lazy?: boolean;
};

/** An object URL of the blob while the component shows it; revoked when the blob changes or it unmounts. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

function Shown({ source, withRetry = false, ...image }: ShownProps) {
  const query = useReportImage(source);
  const url = useObjectUrl(query.data);
  const { w, h, radius, alt } = image;
  if (url) return <Image src={url} {...image} />;
  if (query.isError && query.fetchStatus === 'idle')
    return (
      <Center w={w} h={h} bg="var(--tp-surface-muted)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <Stack gap={4} align="center" p={4} role={withRetry ? 'alert' : undefined}>
          <Text size="xs" c="var(--tp-invalid)" ta="center">
            {alt ? `${alt}: ` : ''}
            {REPORTS.image.failed}
          </Text>
          {withRetry && (
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {BUTTONS.retry}
            </Button>
          )}
        </Stack>
      </Center>
    );
  return <Waiting w={w} h={h} radius={radius} alt={alt} />;
}

/** A placeholder of the photo's size; it says it is loading where the photo has a text alternative. */
function Waiting({ alt, ...size }: Pick<ImageProps, 'w' | 'h' | 'radius'> & { alt: string }) {
  if (!alt) return <Skeleton {...size} aria-hidden />;
  return <Skeleton {...size} role="img" aria-busy="true" aria-label={`${alt}: ${REPORTS.image.loading}`} />;
}

export function ReportImage({ lazy = false, ...shown }: ReportImageProps) {
  const { ref, entry } = useIntersection<HTMLDivElement>(NEAR);
  if (!lazy) return <Shown {...shown} />;
  const { w, h, radius, alt } = shown;
  return (
    <Box ref={ref} w={w} h={h}>
      {entry?.isIntersecting ? <Shown {...shown} /> : <Waiting w={w} h={h} radius={radius} alt={alt} />}
    </Box>
  );
}
