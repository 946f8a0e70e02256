/** docs/product.md#practice: browser speech at rate 0.8 with es-ES, fr-FR or en-US voices. */
export const BROWSER_SPEECH_RATE = 0.8;

export function canUseBrowserSpeech(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

export function speakWithBrowser(text: string, speechTag: string, rate = BROWSER_SPEECH_RATE): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!canUseBrowserSpeech()) return reject(new Error('Speech synthesis is not available in this browser'));
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = speechTag;
    utterance.rate = rate;
    const voice = window.speechSynthesis
      .getVoices()
      .find((candidate) => candidate.lang.replace('_', '-') === speechTag);
    if (voice) utterance.voice = voice;
    utterance.onend = () => resolve();
    utterance.onerror = (event) =>
      event.error === 'canceled' || event.error === 'interrupted'
        ? resolve()
        : reject(new Error(event.error));
    window.speechSynthesis.speak(utterance);
  });
}
