/**
 * Reads text aloud with the browser's speech synthesis (docs/product.md#kids: rate 0.8; voices en-US, es-ES,
 * fr-FR). Server text-to-speech is a separate feature; the kids player only needs the browser's voices.
 */
import { BROWSER_SPEECH_RATE, canUseBrowserSpeech } from '../../../lib/browser-speech.ts';

export { BROWSER_SPEECH_RATE as SPEECH_RATE };

export interface SpokenPart {
  text: string;
  /** BCP 47 tag, e.g. es-ES. */
  lang: string;
}

/** The voice for a tag: an exact match first, then any voice of the same language. */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang: string,
): SpeechSynthesisVoice | undefined {
  const wanted = lang.toLowerCase().replace('_', '-');
  const primary = wanted.split('-')[0];
  return (
    voices.find((voice) => voice.lang.toLowerCase().replace('_', '-') === wanted) ??
    voices.find((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === primary)
  );
}

/** Speaks the parts one after another, replacing anything still being read. */
export function readAloud(parts: readonly SpokenPart[], onEnd?: () => void): void {
  if (!canUseBrowserSpeech()) return;
  const synth = window.speechSynthesis;
  synth.cancel();
  const voices = synth.getVoices();
  const spoken = parts.filter((part) => part.text.trim());
  spoken.forEach((part, index) => {
    const utterance = new SpeechSynthesisUtterance(part.text);
    utterance.lang = part.lang;
    utterance.rate = BROWSER_SPEECH_RATE;
    const voice = pickVoice(voices, part.lang);
    if (voice) utterance.voice = voice;
    if (index === spoken.length - 1 && onEnd) {
      utterance.onend = onEnd;
      utterance.onerror = onEnd;
    }
    synth.speak(utterance);
  });
}

export function stopReading(): void {
  if (canUseBrowserSpeech()) window.speechSynthesis.cancel();
}
