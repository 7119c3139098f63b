// The receipt camera (SPEC §2 "Camera popup", §9 camera): live rear-camera video, back and flash
// on top, retake / shutter / accept below. The shutter freezes a 1100x1600 JPEG; accept hands
// its data URL over and closes; closing stops every track. Without a camera (no getUserMedia,
// no permission, no secure context) it offers the phone's own camera or gallery instead.
import { ActionIcon, Box, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { ui } from '@tourplanner/i18n-pl/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppModal } from './AppModal';
import { Icon } from './Icon';
import {
  browserGetUserMedia,
  CAMERA_CONSTRAINTS,
  drawToJpeg,
  fileToJpeg,
  type GetUserMedia,
  stopTracks,
} from './lib/camera';
import type { ModalVariant } from './lib/modal';

export interface CameraPopupProps {
  opened: boolean;
  /** Back, Escape, and after accept. */
  onClose: () => void;
  /** The accepted photo as a JPEG data URL; onClose follows. */
  onAccept: (dataUrl: string) => void;
  onClosed?: () => void;
  /** Replaces navigator.mediaDevices.getUserMedia (stories, tests). */
  getUserMedia?: GetUserMedia;
  title?: string;
  variant?: ModalVariant;
}

type Mode = 'starting' | 'live' | 'fallback';
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

export function CameraPopup({
  opened,
  onClose,
  onAccept,
  onClosed,
  getUserMedia,
  title = ui.camera.title,
  variant = 'webform',
}: CameraPopupProps) {
  const [mode, setMode] = useState<Mode>('starting');
  const [photo, setPhoto] = useState<string | null>(null);
  const [torchAvailable, setTorchAvailable] = useState(false);
  const [torchOn, setTorchOn] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const modeRef = useRef<Mode>(mode);
  modeRef.current = mode;
  // The video may mount after the camera is live (the modal's content appears in a later render):
  // it then takes the stream as it mounts, which the effect on `mode` below would not see.
  const attachVideo = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    if (!video || modeRef.current !== 'live' || !streamRef.current) return;
    if (video.srcObject !== streamRef.current) video.srcObject = streamRef.current;
    resume(video);
  }, []);
  const fileRef = useRef<HTMLInputElement>(null);
  // The latest getUserMedia without restarting the camera when a parent passes a new function.
  const getUserMediaRef = useRef(getUserMedia);
  useEffect(() => {
    getUserMediaRef.current = getUserMedia;
  });

  const stop = () => {
    stopTracks(streamRef.current);
    streamRef.current = null;
  };

  useEffect(() => {
    if (!opened) return;
    setPhoto(null);
    setTorchOn(false);
    setTorchAvailable(false);
    const request = getUserMediaRef.current ?? browserGetUserMedia();
    if (!request) {
      setMode('fallback');
      return;
    }
    setMode('starting');
    let cancelled = false;
    request(CAMERA_CONSTRAINTS).then(
      (stream) => {
        if (cancelled) {
          stopTracks(stream);
          return;
        }
        streamRef.current = stream;
        const track = stream.getVideoTracks()[0];
        const capabilities = track?.getCapabilities?.() as TorchCapabilities | undefined;
        setTorchAvailable(Boolean(capabilities?.torch));
        setMode('live');
      },
      (error: unknown) => {
        if (cancelled) return;
        // SPEC §8: a camera failure is only logged; the file picker is the way on.
        console.warn('[CameraPopup] camera unavailable', error);
        setMode('fallback');
      },
    );
    return () => {
      cancelled = true;
      stopTracks(streamRef.current);
      streamRef.current = null;
    };
  }, [opened]);

  useEffect(() => {
    const video = videoRef.current;
    if (mode !== 'live' || !video || !streamRef.current) return;
    if (video.srcObject !== streamRef.current) video.srcObject = streamRef.current;
    resume(video);
  }, [mode]);

  const close = () => {
    stop();
    onClose();
  };

  const shoot = () => {
    const video = videoRef.current;
    if (!video) return;
    const url = drawToJpeg(video, video.videoWidth, video.videoHeight, 'cover');
    if (url) setPhoto(url);
  };

  const retake = () => {
    setPhoto(null);
    if (mode === 'fallback') {
      fileRef.current?.click();
    } else if (videoRef.current) {
      resume(videoRef.current);
    }
  };

  const accept = () => {
    if (!photo) return;
    stop();
    onAccept(photo);
    onClose();
  };

  const toggleTorch = async () => {
    const track = streamRef.current?.getVideoTracks()[0];
    if (!track) return;
    const next = !torchOn;
    try {
      await track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setTorchOn(next);
    } catch (error) {
      console.warn('[CameraPopup] torch unavailable', error);
      setTorchAvailable(false);
    }
  };

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    setPhoto(await fileToJpeg(file));
  };

  const flashLabel = !torchAvailable
    ? ui.camera.flashUnavailable
    : torchOn
      ? ui.camera.flashOff
      : ui.camera.flashOn;

  return (
    <AppModal
      opened={opened}
      onClose={close}
      onClosed={onClosed}
      variant={variant}
      fullScreen
      withCloseButton={false}
      padding={0}
      classNames={{ content: 'tp-camera', body: 'tp-camera-body' }}
    >
      <Group className="tp-camera-bar" justify="space-between" wrap="nowrap" px="sm" py="xs">
        <ActionIcon variant="subtle" color="gray.0" size="xl" aria-label={ui.camera.back} onClick={close}>
          <Icon name="arrowLeft" size={26} />
        </ActionIcon>
        <Modal.Title className="tp-camera-title">{title}</Modal.Title>
        <ActionIcon
          variant={torchOn ? 'filled' : 'subtle'}
          color={torchOn ? 'accent.3' : 'gray.0'}
          size="xl"
          aria-label={flashLabel}
          aria-pressed={torchAvailable ? torchOn : undefined}
          disabled={!torchAvailable || mode !== 'live'}
          onClick={toggleTorch}
        >
          <Icon name={torchOn || !torchAvailable ? 'boltOff' : 'bolt'} size={24} />
        </ActionIcon>
      </Group>

      <Box className="tp-camera-stage">
        {mode !== 'fallback' && (
          // A frame of the captured picture's shape: what the preview shows is what the shutter keeps.
          <div className="tp-camera-frame" hidden={Boolean(photo) || mode !== 'live'}>
            <video
              ref={attachVideo}
              className="tp-camera-video"
              autoPlay
              playsInline
              muted
              aria-label={ui.camera.video}
            />
          </div>
        )}
        {mode === 'starting' && (
          <Stack align="center" gap="xs" className="tp-camera-message">
            <Loader color="gray.0" aria-hidden="true" />
            <Text c="gray.0">{ui.camera.starting}</Text>
          </Stack>
        )}
        {mode === 'fallback' && !photo && (
          <Stack align="center" gap="md" maw={420} px="md" className="tp-camera-message">
            <Icon name="camera" size={48} strokeWidth={1.5} />
            <Text c="gray.0" fw={600} size="lg" ta="center">
              {ui.camera.fallbackTitle}
            </Text>
            <Text c="gray.3" ta="center">
              {ui.camera.fallbackText}
            </Text>
            <Button size="md" onClick={() => fileRef.current?.click()}>
              {ui.camera.fallbackButton}
            </Button>
          </Stack>
        )}
        {photo && <img className="tp-camera-still" src={photo} alt={ui.camera.preview} />}
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          tabIndex={-1}
          aria-label={ui.camera.fallbackButton}
          data-testid="camera-file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so that picking the same file again after a retake still fires change.
            event.currentTarget.value = '';
            void pickFile(file);
          }}
        />
      </Box>

      <Group className="tp-camera-bar" justify="space-around" wrap="nowrap" px="md" py="md">
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size={56}
          radius="xl"
          aria-label={ui.camera.retake}
          disabled={!photo}
          onClick={retake}
        >
          <Icon name="refresh" size={28} />
        </ActionIcon>
        <ActionIcon
          className="tp-camera-shutter"
          variant="filled"
          color="gray.0"
          size={72}
          radius="xl"
          aria-label={ui.camera.shutter}
          disabled={mode !== 'live' || Boolean(photo)}
          onClick={shoot}
        >
          <Icon name="camera" size={32} color="var(--mantine-color-dark-9)" />
        </ActionIcon>
        <ActionIcon
          variant="filled"
          color="green.8"
          size={56}
          radius="xl"
          aria-label={ui.camera.accept}
          disabled={!photo}
          onClick={accept}
        >
          <Icon name="check" size={28} />
        </ActionIcon>
      </Group>
    </AppModal>
  );
}

function resume(video: HTMLVideoElement): void {
  // play() rejects when interrupted by a new load or a close; nothing to do about it then.
  const played = typeof video.play === 'function' ? video.play() : undefined;
  if (played && typeof played.catch === 'function') played.catch(() => undefined);
}
