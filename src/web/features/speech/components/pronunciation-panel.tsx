import { Volume2, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transcript } from '../../../../shared/contracts/speech.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { alignPronunciation, practiceSentenceFrom } from '../../../../shared/domain/pronunciation.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { Speaker } from '../speaker.ts';
import { useVoiceInput, type VoiceInputError } from '../use-voice-input.ts';
import { MicButton, recorderStatusKey, VoiceUnavailableNote } from './mic-button.tsx';
import { PronunciationResultView } from './pronunciation-result.tsx';

export const VOICE_ERROR_KEYS: Record<VoiceInputError, string> = {
  denied: 'voice.micDenied',
  unauthenticated: 'voice.unauthenticated',
  failed: 'voice.transcriptionFailed',
  unavailable: 'voice.unavailable',
  limit: 'conversation.limitExceeded',
};

/** Repeat a sentence aloud and see, word by word, how the speech recogniser understood it. */
export function PronunciationPanel({
  message,
  session,
  speaker,
  onClose,
}: {
  /** The teacher message whose practice sentence the learner repeats. */
  message: { id: number; content: string };
  session: { id: number; language: LanguageCode };
  speaker: Speaker;
  onClose(): void;
}) {
  const sentence = practiceSentenceFrom(message.content);
  const { t } = useTranslation();
  const [transcript, setTranscript] = useState<Transcript | null>(null);
  const [error, setError] = useState<VoiceInputError | null>(null);
  const handlers = useMemo(
    () => ({
      onTranscript: (heard: Transcript) => {
        setError(null);
        setTranscript(heard);
      },
      onError: (failure: VoiceInputError) => setError(failure),
    }),
    [],
  );
  const voice = useVoiceInput(session, handlers);
  const result = transcript
    ? alignPronunciation(
        sentence,
        transcript.text,
        (transcript.words ?? []).flatMap((word) =>
          word.confidence === undefined ? [] : [{ word: word.word, confidence: word.confidence }],
        ),
      )
    : null;
  const status = recorderStatusKey(voice.state);
  const unavailableNoteId = useId();

  return (
    <section
      aria-labelledby="pronunciation-heading"
      className="grid gap-4 border-t bg-muted/40 p-4"
      data-testid="pronunciation-panel"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id="pronunciation-heading" className="font-semibold">
            {t('pronunciation.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('pronunciation.instructions')}</p>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('pronunciation.close')}>
          <X aria-hidden />
        </Button>
      </div>
      <blockquote
        className="rounded-lg border bg-background p-3 text-lg font-medium"
        data-testid="practice-sentence"
      >
        {sentence}
      </blockquote>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => void speaker.speak(message, 'practice-sentence')}>
          <Volume2 aria-hidden />
          {t('pronunciation.listen')}
        </Button>
        <MicButton
          state={voice.state}
          onClick={() => void voice.toggle()}
          mode={voice.mode}
          unavailableNoteId={unavailableNoteId}
        />
        {status ? (
          <span role="status" className="text-sm font-medium">
            {t(status)}
          </span>
        ) : null}
      </div>
      {voice.mode === 'unavailable' ? <VoiceUnavailableNote id={unavailableNoteId} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {t(VOICE_ERROR_KEYS[error])}
        </p>
      ) : null}
      {transcript ? (
        <p className="text-sm text-muted-foreground">
          {t('pronunciation.heard', { text: transcript.text || '…' })}
        </p>
      ) : null}
      {result ? <PronunciationResultView result={result} /> : null}
    </section>
  );
}
