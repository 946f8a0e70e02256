import { Volume2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * Plays a listening item's audio, spoken by the server from the attempt and item (the sentence is never
 * in the page). The audio element stays in the page so it can be replayed.
 */
export function ItemAudio({
  src,
  label,
  errorText,
  className,
}: {
  src: string;
  label: string;
  errorText: string;
  className?: string;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('flex flex-col items-center gap-2', className)}>
      <audio ref={audio} src={src} preload="none" onError={() => setFailed(true)} data-testid="item-audio" />
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="h-14 px-6 text-base [&_svg]:size-6"
        onClick={() => {
          const element = audio.current;
          if (!element) return;
          setFailed(false);
          element.currentTime = 0;
          element.play().catch(() => setFailed(true));
        }}
      >
        <Volume2 aria-hidden />
        {label}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
