import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';

type ScannerState = 'starting' | 'scanning' | 'denied' | 'failed';

/**
 * The camera, looking for one QR code. The decoder (@zxing/browser) is loaded when the camera is
 * first opened, so nobody who only searches by name downloads it. `onCode` gets the first code
 * read and the camera turns off.
 */
export function QrScanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>('starting');
  // The latest callback, so the camera is not restarted when the parent re-renders.
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    let done = false;
    let stop: (() => void) | undefined;
    void (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (done || !video.current) return;
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 100 });
        const controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current,
          (result, _error, running) => {
            if (!result || done) return;
            done = true;
            running.stop();
            latest.current(result.getText());
          },
        );
        stop = () => controls.stop();
        if (done) stop();
        else setState('scanning');
      } catch (error) {
        if (done) return;
        setState(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'failed');
      }
    })();
    return () => {
      done = true;
      stop?.();
    };
  }, []);

  return (
    <Stack gap="sm">
      {state === 'denied' && (
        <Alert color="red" variant="light" title="The camera is blocked">
          Allow this site to use the camera in the browser&apos;s settings, or search the guest by name.
        </Alert>
      )}
      {state === 'failed' && (
        <Alert color="red" variant="light" title="The camera could not be opened">
          This device has no camera we can use. Search the guest by name or ticket number instead.
        </Alert>
      )}
      {(state === 'starting' || state === 'scanning') && (
        <>
          <video
            ref={video}
            aria-label="Camera view"
            muted
            playsInline
            style={{
              width: '100%',
              maxWidth: 480,
              borderRadius: 8,
              background: '#111',
              aspectRatio: '4 / 3',
            }}
          />
          <Text size="sm" role="status">
            {state === 'starting'
              ? 'Opening the camera…'
              : 'Hold the ticket’s QR code in front of the camera.'}
          </Text>
        </>
      )}
      <Group>
        <Button variant="default" onClick={onClose}>
          Stop scanning
        </Button>
      </Group>
    </Stack>
  );
}
