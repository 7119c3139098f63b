// The shared camera popup, loaded only when a photo is first needed so no screen's chunk carries it.
import type { CameraPopupProps } from '@tourplanner/ui/CameraPopup';
import { lazy, Suspense } from 'react';

const CameraPopup = lazy(async () => ({
  default: (await import('@tourplanner/ui/CameraPopup')).CameraPopup,
}));

export function PhotoCamera(props: CameraPopupProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <CameraPopup {...props} />
    </Suspense>
  );
}

/** A data URL from the camera as a Blob for a multipart upload. */
export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  const [head, body = ''] = dataUrl.split(',', 2);
  const mime = /data:([^;]+)/.exec(head ?? '')?.[1] ?? 'image/jpeg';
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: mime });
}
