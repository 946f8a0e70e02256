import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export type RecorderState = 'idle' | 'recording' | 'processing';

/**
 * The recorded types we upload, best first (docs/product.md#practice: webm, mp4 or ogg by what the browser
 * records).
 */
const PREFERRED_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/ogg;codecs=opus',
  'audio/ogg',
];

export function pickRecordingType(isSupported: (type: string) => boolean): string | undefined {
  return PREFERRED_TYPES.find((type) => isSupported(type));
}

export function fileNameFor(mediaType: string): string {
  if (mediaType.includes('mp4')) return 'recording.mp4';
  if (mediaType.includes('ogg')) return 'recording.ogg';
  if (mediaType.includes('wav')) return 'recording.wav';
  return 'recording.webm';
}

export class MicrophoneDeniedError extends Error {
  constructor() {
    super('microphone access denied');
    this.name = 'MicrophoneDeniedError';
  }
}

/**
 * Microphone recording with MediaRecorder: idle → recording → processing (while the caller transcribes)
 * → idle. `stop()` resolves with the recording.
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>('idle');
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const stopped = useRef<((blob: Blob) => void) | null>(null);

  const release = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    recorder.current = null;
  }, []);

  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      throw new MicrophoneDeniedError();
    }
    stream.current = media;
    const type = pickRecordingType((candidate) => MediaRecorder.isTypeSupported(candidate));
    const mediaRecorder = new MediaRecorder(media, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    mediaRecorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    mediaRecorder.onstop = () => {
      const blob = new Blob(chunks, { type: (mediaRecorder.mimeType || type || 'audio/webm').split(';')[0] });
      release();
      stopped.current?.(blob);
      stopped.current = null;
    };
    recorder.current = mediaRecorder;
    mediaRecorder.start();
    setState('recording');
  }, [release]);

  const stop = useCallback(
    () =>
      new Promise<Blob>((resolve, reject) => {
        const current = recorder.current;
        if (!current || current.state === 'inactive') return reject(new Error('not recording'));
        stopped.current = resolve;
        setState('processing');
        current.stop();
      }),
    [],
  );

  const done = useCallback(() => setState('idle'), []);

  return useMemo(() => ({ state, start, stop, done }), [state, start, stop, done]);
}
