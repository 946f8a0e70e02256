import { useEffect, useRef } from 'react';

/** The learner's own camera, small and mirrored like a mirror, in a corner of the stage. */
export function SelfPreview({ stream, label }: { stream: MediaStream; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    return () => {
      element.srcObject = null;
    };
  }, [stream]);
  return (
    <figure className="absolute right-3 bottom-24 w-32 overflow-hidden rounded-xl border-2 border-white/70 bg-black shadow-lg sm:right-5 sm:w-48 md:w-56">
      <video
        ref={video}
        muted
        playsInline
        autoPlay
        aria-label={label}
        data-testid="self-preview"
        className="aspect-[4/3] w-full -scale-x-100 object-cover"
      />
    </figure>
  );
}
