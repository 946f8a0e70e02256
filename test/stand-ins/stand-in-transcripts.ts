/**
 * What the end-to-end recogniser stand-in hears, by the ISO language the app asks for: the sentence the
 * matching fake-microphone recording in e2e/fixtures/ says.
 */
export const STAND_IN_TRANSCRIPTS: Readonly<Record<'en' | 'es' | 'fr', string>> = {
  en: 'I would like a cup of tea',
  es: 'Me gusta la comida española',
  fr: "Je voudrais un café s'il vous plaît",
};
