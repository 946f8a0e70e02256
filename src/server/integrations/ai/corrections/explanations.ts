/**
 * Why a correction was made, in the learner's interface language (decision 073): the one stored with
 * their account, English until they choose another.
 */
export const INTERFACE_LANGUAGES = ['en', 'es', 'fr'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

type Explain = (original: string, corrected: string) => string;

const CATALOGUE: Record<InterfaceLanguage, Record<string, Explain>> = {
  en: {
    spelling: (o, c) => `Spelling: “${o}” is written “${c}”.`,
    accent: (o, c) => `Accent: “${o}” is written “${c}”.`,
    grammar: (o, c) => `Grammar: say “${c}” rather than “${o}”.`,
    'es-tu-pronoun': () => '“Tú” (you) has an accent; “tu” without one means “your”.',
    'es-el-pronoun': () => '“Él” (he) has an accent; “el” without one is the article “the”.',
    'es-esta-verb': () => '“Está” (is) has an accent; “esta” without one means “this”.',
    'es-ser-estar': () => 'Moods and “de acuerdo” take “estar”, not “ser”.',
    'es-contraction': () => '“a el” becomes “al” and “de el” becomes “del”.',
    'es-gender': (_o, c) => `The noun's gender needs this article: “${c}”.`,
    'es-question-accent': () => 'Question words carry an accent: dónde, cómo, qué, cuándo…',
    'es-gustar-plural': () => 'The verb agrees with the things you like: “me gustan los…”.',
    'fr-etre-auxiliary': () => 'Verbs of movement such as aller take “être” in the passé composé.',
    'fr-a-preposition': () => '“à” (to, at) has an accent; “a” without one is the verb avoir.',
    'fr-a-verb': () => '“a” (has) is the verb avoir and has no accent; “à” means “to” or “at”.',
    'fr-contraction': () => '“à le” becomes “au”, “à les” “aux”, “de le” “du” and “de les” “des”.',
    'fr-elision': () => 'Before a vowel, je, le, la, de, que… drop their vowel: j’, l’, d’, qu’.',
    'fr-avoir-expression': () => 'French says “avoir” for age, hunger, thirst, fear and cold: j’ai 25 ans.',
    'fr-tout': () => 'Before a plural noun “tout” becomes “tous” (toutes): tous les jours.',
    'fr-stressed-pronoun': () => 'After a preposition use moi, toi: avec toi.',
    'fr-meilleur': () => '“Plus bon” becomes “meilleur”.',
    'en-agreement': () => 'The verb agrees with its subject.',
    'en-miscellaneous': () => 'Use “an” before a vowel sound and “a” before a consonant sound.',
    'en-repetition': () => 'A word is repeated.',
    'en-irregular-past': (_o, c) => `This verb is irregular: its past is “${c}”, not formed with -ed.`,
    'en-be-agree': () => '“Agree” is a verb in English: “I agree”, not “I am agree”.',
    'fr-etre-infinitive': (_o, c) => `After “être” the passé composé takes the participle: “${c}”.`,
  },
  es: {
    spelling: (o, c) => `Ortografía: «${o}» se escribe «${c}».`,
    accent: (o, c) => `Tilde: «${o}» se escribe «${c}».`,
    grammar: (o, c) => `Gramática: se dice «${c}» y no «${o}».`,
    'es-tu-pronoun': () => '«Tú» (pronombre) lleva tilde; «tu» sin tilde es posesivo.',
    'es-el-pronoun': () => '«Él» (pronombre) lleva tilde; «el» sin tilde es artículo.',
    'es-esta-verb': () => '«Está» (verbo estar) lleva tilde; «esta» sin tilde es demostrativo.',
    'es-ser-estar': () => 'Los estados de ánimo y «de acuerdo» van con «estar», no con «ser».',
    'es-contraction': () => '«a el» se contrae en «al» y «de el» en «del».',
    'es-gender': (_o, c) => `El género del sustantivo pide este artículo: «${c}».`,
    'es-question-accent': () => 'Las palabras interrogativas llevan tilde: dónde, cómo, qué, cuándo…',
    'es-gustar-plural': () => 'El verbo concuerda con lo que gusta: «me gustan los…».',
    'fr-etre-auxiliary': () => 'Los verbos de movimiento como aller usan «être» en el passé composé.',
    'fr-a-preposition': () => '«à» (preposición) lleva acento; «a» sin acento es el verbo avoir.',
    'fr-a-verb': () => '«a» (verbo avoir) no lleva acento; «à» es la preposición.',
    'fr-contraction': () =>
      '«à le» se contrae en «au», «à les» en «aux», «de le» en «du», «de les» en «des».',
    'fr-elision': () => 'Ante vocal, je, le, la, de, que… pierden la vocal: j’, l’, d’, qu’.',
    'fr-avoir-expression': () => 'En francés la edad, el hambre, la sed, el miedo y el frío van con «avoir».',
    'fr-tout': () => 'Ante un sustantivo plural, «tout» pasa a «tous» (toutes).',
    'fr-stressed-pronoun': () => 'Tras una preposición se usa moi, toi: avec toi.',
    'fr-meilleur': () => '«Plus bon» se dice «meilleur».',
    'en-agreement': () => 'El verbo concuerda con su sujeto.',
    'en-miscellaneous': () => 'Se usa «an» ante sonido vocálico y «a» ante consonante.',
    'en-repetition': () => 'Una palabra está repetida.',
    'en-irregular-past': (_o, c) => `Este verbo es irregular: su pasado es «${c}», no se forma con -ed.`,
    'en-be-agree': () => 'En inglés «agree» es un verbo: «I agree», no «I am agree».',
    'fr-etre-infinitive': (_o, c) => `Tras «être», el passé composé lleva el participio: «${c}».`,
  },
  fr: {
    spelling: (o, c) => `Orthographe : « ${o} » s’écrit « ${c} ».`,
    accent: (o, c) => `Accent : « ${o} » s’écrit « ${c} ».`,
    grammar: (o, c) => `Grammaire : on dit « ${c} » et non « ${o} ».`,
    'es-tu-pronoun': () => '« Tú » (pronom) prend un accent ; « tu » sans accent est le possessif.',
    'es-el-pronoun': () => '« Él » (il) prend un accent ; « el » sans accent est l’article.',
    'es-esta-verb': () =>
      '« Está » (verbe estar) prend un accent ; « esta » sans accent est le démonstratif.',
    'es-ser-estar': () => 'Les états et « de acuerdo » se construisent avec « estar », pas « ser ».',
    'es-contraction': () => '« a el » devient « al » et « de el » devient « del ».',
    'es-gender': (_o, c) => `Le genre du nom demande cet article : « ${c} ».`,
    'es-question-accent': () => 'Les mots interrogatifs prennent un accent : dónde, cómo, qué, cuándo…',
    'es-gustar-plural': () => 'Le verbe s’accorde avec ce qui plaît : « me gustan los… ».',
    'fr-etre-auxiliary': () =>
      'Les verbes de mouvement comme aller se conjuguent avec « être » au passé composé.',
    'fr-a-preposition': () => '« à » (préposition) prend un accent ; « a » sans accent est le verbe avoir.',
    'fr-a-verb': () => '« a » (verbe avoir) ne prend pas d’accent ; « à » est la préposition.',
    'fr-contraction': () =>
      '« à le » devient « au », « à les » « aux », « de le » « du » et « de les » « des ».',
    'fr-elision': () => 'Devant une voyelle, je, le, la, de, que… s’élident : j’, l’, d’, qu’.',
    'fr-avoir-expression': () =>
      'L’âge, la faim, la soif, la peur et le froid se disent avec « avoir » : j’ai 25 ans.',
    'fr-tout': () => 'Devant un nom pluriel, « tout » devient « tous » (toutes) : tous les jours.',
    'fr-stressed-pronoun': () => 'Après une préposition on emploie moi, toi : avec toi.',
    'fr-meilleur': () => '« Plus bon » se dit « meilleur ».',
    'en-agreement': () => 'Le verbe s’accorde avec son sujet.',
    'en-miscellaneous': () => 'On emploie « an » devant un son voyelle et « a » devant une consonne.',
    'en-repetition': () => 'Un mot est répété.',
    'en-irregular-past': (_o, c) => `Ce verbe est irrégulier : son passé est « ${c} », sans -ed.`,
    'en-be-agree': () => 'En anglais « agree » est un verbe : « I agree », et non « I am agree ».',
    'fr-etre-infinitive': (_o, c) => `Après « être », le passé composé prend le participe : « ${c} ».`,
  },
};

/** The explanation of a correction, by its kind (spelling, accent, a grammar rule id) in the given language. */
export function explain(
  kind: string,
  original: string,
  corrected: string,
  interfaceLanguage: InterfaceLanguage = 'en',
): string {
  const entries = CATALOGUE[interfaceLanguage];
  const entry = entries[kind] ?? entries.grammar!;
  return entry(original, corrected);
}
