import { useEffect, useRef, useState } from 'react';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { findItemByCode } from './find-item.ts';

/** Find the item a code names (`onItem`), or hand the code itself to a field (`onCode`). */
type ScanDialogProps = { onClose: () => void } & (
  { onItem: (id: number) => void; onCode?: never } | { onCode: (code: string) => void; onItem?: never }
);

const FRAME_EVERY_MS = 250;
const FRAME_MAX_WIDTH = 960;

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera access was refused. Allow the camera for this site (it needs https or localhost) and try again.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device.';
  return 'The camera could not be started.';
}

/**
 * Mounted while open (each opening starts afresh). Shows the camera (the back one on phones) and reads frames until a code names an item: a label's QR
 * link, or a tag or serial number. A code that names no item is said and scanning goes on.
 */
export default function ScanDialog({ onClose, onItem, onCode }: ScanDialogProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState('Starting the camera…');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let isStopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastMissed = '';

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no camera API', 'SecurityError');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      if (isStopped) return;
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play();
      const { createFrameReader } = await import('./barcode-reader.ts');
      const read = await createFrameReader();
      setStatus(
        onCode ? 'Point the camera at the barcode.' : 'Point the camera at a tag barcode or a label’s QR code.',
      );
      const canvas = document.createElement('canvas');
      const tick = async () => {
        if (isStopped) return;
        if (video.videoWidth > 0) {
          const scale = Math.min(1, FRAME_MAX_WIDTH / video.videoWidth);
          canvas.width = Math.round(video.videoWidth * scale);
          canvas.height = Math.round(video.videoHeight * scale);
          canvas.getContext('2d', { willReadFrequently: true })!.drawImage(video, 0, 0, canvas.width, canvas.height);
          const text = await read(canvas).catch(() => null);
          if (text && onCode && !isStopped) return onCode(text.trim());
          if (text && onItem && text !== lastMissed && !isStopped) {
            const id = await findItemByCode(text).catch(() => null);
            if (isStopped) return;
            if (id !== null) return onItem(id);
            lastMissed = text;
            setStatus(`No inventory item has the code “${text.trim()}”. Try another label.`);
          }
        }
        timer = setTimeout(() => void tick(), FRAME_EVERY_MS);
      };
      void tick();
    };
    start().catch((error: unknown) => {
      if (!isStopped) setProblem(cameraProblem(error));
    });
    return () => {
      isStopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onItem, onCode]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={onCode ? 'Scan a barcode' : 'Scan a label'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {problem ? (
          <Alert color="red" title="No camera">
            {problem}
          </Alert>
        ) : (
          <>
            <video
              ref={videoRef}
              muted
              playsInline
              aria-label="Camera preview"
              style={{ width: '100%', borderRadius: 8, background: 'black', aspectRatio: '4 / 3' }}
            />
            <Text size="sm" role="status">
              {status}
            </Text>
          </>
        )}
      </Stack>
    </Modal>
  );
}
