/**
 * What the end-to-end recogniser stand-in answers, by the ISO language the app asks for, whatever audio
 * it is sent. The Spanish sentence is what the fake-microphone recording e2e/fixtures/es-me-gusta.wav
 * says; there are no English or French recordings.
 */
export const STAND_IN_TRANSCRIPTS: Readonly<Record<'en' | 'es' | 'fr', string>> = {
  en: 'I would like a cup of tea',
  es: 'Me gusta la comida española',
  fr: "Je voudrais un café s'il vous plaît",
};
