import { Square, Volume2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { canUseBrowserSpeech } from '../../../lib/browser-speech.ts';
import { readAloud, stopReading, type SpokenPart } from '../lib/read-aloud.ts';

/** A large speaker button that reads a question and its options for children who cannot read yet. */
export function ReadAloudButton({ parts }: { parts: readonly SpokenPart[] }) {
  const { t } = useTranslation();
  const [isReading, setIsReading] = useState(false);
  const isSupported = canUseBrowserSpeech();

  // Stop talking when the button goes away (the player keys it by question).
  useEffect(() => () => stopReading(), []);

  if (!isSupported) {
    return (
      <Button
        type="button"
        variant="outline"
        size="lg"
        disabled
        title={t('abcKids.player.readAloudUnavailable')}
      >
        <Volume2 aria-hidden />
        {t('abcKids.player.readAloud')}
      </Button>
    );
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="h-14 px-5 text-base [&_svg]:size-6"
      onClick={() => {
        if (isReading) {
          stopReading();
          setIsReading(false);
          return;
        }
        setIsReading(true);
        readAloud(parts, () => setIsReading(false));
      }}
    >
      {isReading ? <Square aria-hidden /> : <Volume2 aria-hidden />}
      {isReading ? t('abcKids.player.stopReading') : t('abcKids.player.readAloud')}
    </Button>
  );
}

/** A speaker beside one option: reads that option alone (a tap again reads it again). */
export function SpeakButton({ text, lang, label }: { text: string; lang: string; label: string }) {
  if (!canUseBrowserSpeech()) return null;
  return (
    <Button
      type="button"
      variant="outline"
      className="h-auto min-h-20 w-14 shrink-0 rounded-2xl [&_svg]:size-6"
      aria-label={label}
      onClick={() => readAloud([{ text, lang }])}
    >
      <Volume2 aria-hidden />
    </Button>
  );
}
