import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraError = 'denied' | 'not-found' | 'failed';

function classify(error: unknown): CameraError {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'not-found';
  return 'failed';
}

/**
 * The learner's own camera for the self-preview: off until turned on, and released (the camera light
 * goes out) when turned off or when the call is left. Nothing is recorded or sent anywhere.
 */
export function useCamera(onError: (error: CameraError) => void) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const current = useRef<MediaStream | null>(null);
  const isMounted = useRef(true);

  const release = useCallback(() => {
    current.current?.getTracks().forEach((track) => track.stop());
    current.current = null;
  }, []);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      release();
    };
  }, [release]);

  const toggle = useCallback(async () => {
    if (current.current) {
      release();
      setStream(null);
      return;
    }
    setIsStarting(true);
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
        audio: false,
      });
      if (!isMounted.current) {
        media.getTracks().forEach((track) => track.stop());
        return;
      }
      current.current = media;
      setStream(media);
    } catch (error) {
      onError(classify(error));
    } finally {
      if (isMounted.current) setIsStarting(false);
    }
  }, [onError, release]);

  return { stream, isOn: stream !== null, isStarting, toggle };
}
