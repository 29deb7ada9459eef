import { useEffect, useRef, useState } from 'react';
import buttonStyles from '../../ui/button.module.css';
import styles from './card-check.module.css';

type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;

/** Reads one frame of the video for a QR; the decoder (jsQR) loads with this page only. */
function frameReader(video: HTMLVideoElement, decode: Decode) {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (): string | null => {
    if (!context || video.readyState < video.HAVE_ENOUGH_DATA) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return decode(image.data, image.width, image.height)?.data ?? null;
  };
}

/** The phone's back camera, read until a QR is seen; each new code is handed to `onScan`. */
export function CameraScanner({ onScan }: { onScan: (text: string) => void }) {
  const [on, setOn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  // The latest handler, so a new one (each render of the page) does not restart the camera.
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let last = '';
    const start = async () => {
      const { default: jsQR } = await import('jsqr');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play();
      const read = frameReader(element, (data, width, height) => jsQR(data, width, height));
      const tick = () => {
        if (stopped) return;
        const text = read();
        if (text && text !== last) {
          last = text;
          handler.current(text);
        }
        requestAnimationFrame(tick);
      };
      tick();
    };
    start().catch(() => {
      setError('The camera could not be opened. Allow the camera, or type the card’s code below.');
      setOn(false);
    });
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  return (
    <div className={styles.section}>
      <button
        type="button"
        className={`${buttonStyles.base} ${buttonStyles.primary}`}
        onClick={() => {
          setError(null);
          setOn(!on);
        }}
      >
        {on ? 'Stop the camera' : 'Scan with the camera'}
      </button>
      {on ? (
        <video ref={video} className={styles.video} muted playsInline aria-label="Camera view" />
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
