import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/**
 * The learner's own last recording, kept in this page only (never stored or sent again), so they can hear
 * how they sounded (decision 213). It plays through an element of its own, not the teacher's voice.
 */
export function useLastRecording() {
  const [url, setUrl] = useState<string | null>(null);
  const player = useRef<HTMLAudioElement | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);

  useEffect(
    () => () => {
      player.current?.pause();
    },
    [],
  );
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  const keep = useCallback((recording: Blob) => setUrl(URL.createObjectURL(recording)), []);

  const play = useCallback(() => {
    if (!url || typeof Audio === 'undefined') return;
    player.current?.pause();
    const element = new Audio(url);
    player.current = element;
    element.onplaying = () => setIsPlaying(true);
    element.onended = element.onpause = element.onerror = () => setIsPlaying(false);
    void element.play().catch(() => setIsPlaying(false));
  }, [url]);

  return useMemo(() => ({ hasRecording: url !== null, isPlaying, keep, play }), [isPlaying, keep, play, url]);
}
