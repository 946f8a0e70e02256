/**
 * Why a correction was made, in the learner's interface language (decision 073): the one stored with
 * their account, English until they choose another.
 */
import { ENGLISH_EXPLANATIONS } from './explanations-en.ts';
import { SPANISH_EXPLANATIONS } from './explanations-es.ts';
import { FRENCH_EXPLANATIONS } from './explanations-fr.ts';
import type { ExplanationEntries, InterfaceLanguage } from './explanation-types.ts';

export { INTERFACE_LANGUAGES, type InterfaceLanguage } from './explanation-types.ts';

/** Whether a ser/estar correction is about «de acuerdo» rather than a state or feeling. */
const agreement = (original: string) => /acuerdo/i.test(original);
/** The last word of a fragment: the adjective of «soy muy cansado». */
const lastWord = (fragment: string) => fragment.trim().split(/\s+/).at(-1) ?? fragment;

const BASE_CATALOGUE: ExplanationEntries = {
  en: {
    spelling: (o, c) => `Spelling: “${o}” is written “${c}”.`,
    accent: (o, c) => `Accent: “${o}” is written “${c}”.`,
    grammar: (o, c) => `Grammar: say “${c}” rather than “${o}”.`,
    'es-tu-pronoun': () => '“Tú” (you) has an accent; “tu” without one means “your”.',
    'es-el-pronoun': () => '“Él” (he) has an accent; “el” without one is the article “the”.',
    'es-esta-verb': () => '“Está” (is) has an accent; “esta” without one means “this”.',
    'es-ser-estar': (o) =>
      agreement(o)
        ? '“De acuerdo” takes “estar”, not “ser”: estoy de acuerdo.'
        : `A state or feeling such as “${lastWord(o)}” takes “estar”, not “ser”.`,
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
    'fr-si-conditional': () =>
      'After “si” of a condition, French uses the imperfect: si j’avais le temps, je viendrais.',
    'en-depend-on': () => '“Depend” takes “on”: it depends on the weather.',
    'en-say-tell': () => '“Say” takes no person as object; use “tell”: she told me that…',
    'es-mas-mejor': () => '“Mejor” and “peor” are already comparatives: no “más” before them.',
    'es-desde-hace': () => 'A length of time up to now takes “desde hace”: desde hace tres semanas.',
    'fr-mon-before-vowel': () => 'Before a vowel, ma, ta, sa become mon, ton, son: mon amie.',
    'fr-pas-jamais': () => '“Jamais” replaces “pas”: je n’ai jamais vu.',
    'fr-tout-le-monde': () => '“Tout le monde” is singular: tout le monde parle.',
    'fr-adjective-agreement': () =>
      'The adjective takes the gender of its noun: la maison est petite, une robe noire.',
    'es-adjective-agreement': () =>
      'The adjective takes the gender of its noun: la casa es bonita, el coche nuevo.',
    'fr-pas-de': () => 'After a negation, des, du and de la become “de”: je n’ai pas de frères.',
    'fr-stressed-pronoun': () => 'After a preposition use moi, toi: avec toi.',
    'fr-meilleur': () => '“Plus bon” becomes “meilleur”.',
    'en-agreement': () => 'The verb agrees with its subject.',
    'en-miscellaneous': () => 'Use “an” before a vowel sound and “a” before a consonant sound.',
    'en-repetition': () => 'A word is repeated.',
    'en-irregular-past': (_o, c) => `This verb is irregular: its past is “${c}”, not formed with -ed.`,
    'en-be-agree': () => '“Agree” is a verb in English: “I agree”, not “I am agree”.',
    'fr-elision-si': () => '“Si” becomes “s’” only before “il” and “ils”: s’il, but si elle.',
    'fr-subjunctive': (_o, c) =>
      `Necessity, wishes, purpose and concession (il faut que, vouloir que, pour que, bien que…) take the subjunctive: “${c}”.`,
    'es-subjunctive': (_o, c) =>
      `Wishes, hopes, needs and “antes de que” (quiero que, espero que, es importante que…) take the subjunctive: “${c}”.`,
    'es-buscar': () => '“Buscar” already means “look for”: buscar algo, without “por”.',
    'es-se-saber': () => '“Sé” (I know, from saber) has an accent; “se” without one is a pronoun.',
    'es-mas-accent': () => '“Más” (more) has an accent; “mas” without one is an old word for “pero”.',
    'en-irregular-plural': (_o, c) => `“${c}” is already plural: it takes no -s.`,
    'en-possessive': (_o, c) => `The possessive takes an apostrophe: “${c}”.`,
    'en-age-be': () => 'English gives age with “be”: “I am 25 years old”.',
    'en-explain-to': () => 'You explain something to someone: “explain it to me”, not “explain me”.',
    'en-look-forward-ing': (_o, c) =>
      `In “look forward to”, “to” is a preposition, so the verb takes -ing: “${c}”.`,
    'en-if-would-have': (_o, c) =>
      `A past condition that did not happen takes the past perfect after “if”, not “would have”: “${c}”.`,
    'en-there-are': () => 'With “many” or “several” the verb is plural: “there are many…”.',
    'en-modal-to': (_o, c) => `After “${c}” the verb comes without “to”.`,
    'en-married-to': () => 'You are married to someone (“married with children” means having children).',
    'en-since-perfect': (_o, c) =>
      `With “since” and a starting point English uses the present perfect: “${c}”.`,
    'fr-etre-infinitive': (_o, c) => `After “être” the passé composé takes the participle: “${c}”.`,
    'en-noun-agreement': (o, c) => `The verb agrees with its subject: “${c}”, not “${o}”.`,
    'en-pronoun-agreement': (o, c) => `After he, she or it the verb takes -s: “${c}”, not “${o}”.`,
    'en-for-length': (_o, c) =>
      `A length of time takes “for”, and the time up to now the present perfect: “${c}”.`,
    'es-ayer-preterite': (_o, c) =>
      `“Ayer” and “anoche” are a time that is over: they take the preterite, “${c}”.`,
    'es-subject-agreement': (_o, c) => `The verb agrees with its subject, one person: “${c}”.`,
    'fr-plus-mieux': () => '“Mieux” is already a comparative (better): no “plus” before it.',
    'es-emocionado': () => '“Excited” is “emocionado” in Spanish; “excitado” means sexually aroused.',
    'en-uncountable': (_o, c) => `“${c}” has no plural in English: it takes no -s.`,
    'en-past-time': (_o, c) => `A finished time such as “yesterday” or “last week” takes the past: “${c}”.`,
    'es-plural-agreement': (_o, c) => `The verb agrees with its plural subject: “${c}”.`,
    'es-possessive-plural': (_o, c) => `Before a plural noun the possessive is plural too: “${c}”.`,
    'es-feminine-contraction': (_o, c) =>
      `“Al” and “del” contain the masculine “el”; before a feminine noun say “${c}”.`,
    'es-ser-profession': (_o, c) => `A profession takes “ser”, not “estar”: “${c}”.`,
    'fr-plural-agreement': (_o, c) => `The verb agrees with its plural subject: “${c}”.`,
    'fr-feminine-agreement': (_o, c) =>
      `After “elle”, the adjective or participle takes the feminine form: “${c}”.`,
    'fr-etre-participle-agreement': (_o, c) =>
      `With «être», the participle agrees with a plural subject: «${c}».`,
    'en-listen-to': (_o, c) => `“Listen” takes “to” before what you hear: “${c}”.`,
    'en-much-many': (_o, c) => `“Much” is for what cannot be counted; with a plural that can, use “${c}”.`,
    'es-body-article': (_o, c) =>
      `With «doler» the pronoun already says whose it is, so the body part takes the article: «${c}».`,
    'en-interested-in': (_o, c) =>
      `“Interesting” describes what holds your attention; what you feel is “${c}”: “I'm interested in…”.`,
    'es-ningun-singular': (_o, c) => `«Ningún» and «ninguna» go with a singular noun: «${c}».`,
    'es-si-conditional': (_o, c) =>
      `A condition that is not met takes the imperfect subjunctive after «si», never the conditional: «${c}».`,
    'en-base-after-auxiliary': (_o, c) =>
      `After a modal (can, will, must…) or do, does, did, the verb takes its base form, with no -s: “${c}”.`,
    'en-want-to': (_o, c) => `“Want” takes a person and “to”, not a “that” clause: “${c}”.`,
    'en-indirect-question': (_o, c) =>
      `A question inside a sentence keeps the order of a statement, subject before verb: “${c}”.`,
    'en-perfect-finished-time': (_o, c) =>
      `A finished time such as “yesterday” or “last year” takes the past, not the present perfect: “${c}”.`,
    'es-quantifier-agreement': (_o, c) => `“Mucho”, “poco” and “tanto” agree with a feminine noun: “${c}”.`,
    'es-tener-mucho': (_o, c) =>
      `After “tener”, hunger, thirst or cold are nouns, so “very” is “mucho” or “mucha”: “${c}”.`,
    'es-age-tener': (_o, c) => `Age takes “tener” in Spanish: “${c}”.`,
    'es-gustar-yo': (_o, c) => `With “gustar”, what you like is the subject and you are “me”: “${c}”.`,
    'fr-country-preposition': (_o, c) =>
      `A feminine country takes “en”, a masculine one “au”, a plural one “aux”: “${c}”.`,
    'fr-ce-que': (_o, c) => `Inside a sentence the question “qu'est-ce que” becomes “${c}”.`,
  },
  es: {
    spelling: (o, c) => `Ortografía: «${o}» se escribe «${c}».`,
    accent: (o, c) => `Tilde: «${o}» se escribe «${c}».`,
    grammar: (o, c) => `Gramática: se dice «${c}» y no «${o}».`,
    'es-tu-pronoun': () => '«Tú» (pronombre) lleva tilde; «tu» sin tilde es posesivo.',
    'es-el-pronoun': () => '«Él» (pronombre) lleva tilde; «el» sin tilde es artículo.',
    'es-esta-verb': () => '«Está» (verbo estar) lleva tilde; «esta» sin tilde es demostrativo.',
    'es-ser-estar': (o) =>
      agreement(o)
        ? '«De acuerdo» va con «estar», no con «ser»: estoy de acuerdo.'
        : `Un estado o un sentimiento como «${lastWord(o)}» va con «estar», no con «ser».`,
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
    'fr-si-conditional': () =>
      'Tras el «si» de una condición, el francés usa el imperfecto: si j’avais le temps, je viendrais.',
    'en-depend-on': () => '«Depend» va con «on»: it depends on the weather.',
    'en-say-tell': () => '«Say» no lleva a la persona como objeto; se usa «tell»: she told me that…',
    'es-mas-mejor': () => '«Mejor» y «peor» ya son comparativos: sin «más» delante.',
    'es-desde-hace': () => 'Una duración hasta ahora se dice con «desde hace»: desde hace tres semanas.',
    'fr-mon-before-vowel': () => 'Ante vocal, ma, ta, sa pasan a mon, ton, son: mon amie.',
    'fr-pas-jamais': () => '«Jamais» sustituye a «pas»: je n’ai jamais vu.',
    'fr-tout-le-monde': () => '«Tout le monde» es singular: tout le monde parle.',
    'fr-adjective-agreement': () =>
      'El adjetivo toma el género de su sustantivo: la maison est petite, une robe noire.',
    'es-adjective-agreement': () =>
      'El adjetivo toma el género de su sustantivo: la casa es bonita, el coche nuevo.',
    'fr-pas-de': () => 'Tras una negación, des, du y de la pasan a «de»: je n’ai pas de frères.',
    'fr-stressed-pronoun': () => 'Tras una preposición se usa moi, toi: avec toi.',
    'fr-meilleur': () => '«Plus bon» se dice «meilleur».',
    'en-agreement': () => 'El verbo concuerda con su sujeto.',
    'en-miscellaneous': () => 'Se usa «an» ante sonido vocálico y «a» ante consonante.',
    'en-repetition': () => 'Una palabra está repetida.',
    'en-irregular-past': (_o, c) => `Este verbo es irregular: su pasado es «${c}», no se forma con -ed.`,
    'en-be-agree': () => 'En inglés «agree» es un verbo: «I agree», no «I am agree».',
    'fr-elision-si': () => '«Si» se apostrofa solo ante «il» e «ils»: s’il, pero si elle.',
    'fr-subjunctive': (_o, c) =>
      `La necesidad, el deseo, la finalidad y la concesión (il faut que, vouloir que, pour que, bien que…) llevan subjuntivo: «${c}».`,
    'es-subjunctive': (_o, c) =>
      `Los deseos, las esperanzas, las necesidades y «antes de que» (quiero que, espero que, es importante que…) llevan subjuntivo: «${c}».`,
    'es-buscar': () => '«Buscar» lleva el complemento directo: buscar algo, sin «por».',
    'es-se-saber': () => '«Sé» (del verbo saber) lleva tilde; «se» sin tilde es un pronombre.',
    'es-mas-accent': () => '«Más» (cantidad) lleva tilde; «mas» sin tilde equivale a «pero».',
    'en-irregular-plural': (_o, c) => `«${c}» ya es plural: no lleva -s.`,
    'en-possessive': (_o, c) => `El posesivo lleva apóstrofo: «${c}».`,
    'en-age-be': () => 'En inglés la edad se dice con «be»: «I am 25 years old».',
    'en-explain-to': () => 'Se explica algo a alguien: «explain it to me», no «explain me».',
    'en-look-forward-ing': (_o, c) =>
      `En «look forward to», «to» es preposición y el verbo va en -ing: «${c}».`,
    'en-if-would-have': (_o, c) =>
      `Una condición pasada que no se cumplió lleva el past perfect después de «if», no «would have»: «${c}».`,
    'en-there-are': () => 'Con «many» o «several» el verbo va en plural: «there are many…».',
    'en-modal-to': (_o, c) => `Después de «${c}» el verbo va sin «to».`,
    'en-married-to': () => 'Se dice «married to» alguien («married with children» es tener hijos).',
    'en-since-perfect': (_o, c) =>
      `Con «since» y un punto de partida el inglés usa el present perfect: «${c}».`,
    'fr-etre-infinitive': (_o, c) => `Tras «être», el passé composé lleva el participio: «${c}».`,
    'en-noun-agreement': (o, c) => `El verbo concuerda con su sujeto: «${c}», no «${o}».`,
    'en-pronoun-agreement': (o, c) => `Después de he, she o it el verbo lleva -s: «${c}», no «${o}».`,
    'en-for-length': (_o, c) =>
      `Una duración va con «for», y el tiempo hasta ahora con el present perfect: «${c}».`,
    'es-ayer-preterite': (_o, c) =>
      `«Ayer» y «anoche» son un tiempo acabado: piden el pretérito perfecto simple, «${c}».`,
    'es-subject-agreement': (_o, c) => `El verbo concuerda con su sujeto, una sola persona: «${c}».`,
    'fr-plus-mieux': () => '«Mieux» ya es comparativo (mejor): no lleva «plus» delante.',
    'es-emocionado': () => '«Excited» se dice «emocionado»; «excitado» tiene un sentido sexual.',
    'en-uncountable': (_o, c) => `«${c}» no tiene plural en inglés: no lleva -s.`,
    'en-past-time': (_o, c) => `Un tiempo terminado como «yesterday» o «last week» pide el pasado: «${c}».`,
    'es-plural-agreement': (_o, c) => `El verbo concuerda con su sujeto plural: «${c}».`,
    'es-possessive-plural': (_o, c) => `Ante un sustantivo plural, el posesivo también va en plural: «${c}».`,
    'es-feminine-contraction': (_o, c) =>
      `«Al» y «del» llevan el artículo masculino «el»; ante un sustantivo femenino se dice «${c}».`,
    'es-ser-profession': (_o, c) => `Las profesiones van con «ser», no con «estar»: «${c}».`,
    'fr-plural-agreement': (_o, c) => `El verbo concuerda con su sujeto plural: «${c}».`,
    'fr-feminine-agreement': (_o, c) => `Tras «elle», el adjetivo o el participio va en femenino: «${c}».`,
    'fr-etre-participle-agreement': (_o, c) =>
      `Con «être», el participio concuerda con un sujeto plural: «${c}».`,
    'en-listen-to': (_o, c) => `«Listen» lleva «to» antes de lo que se escucha: «${c}».`,
    'en-much-many': (_o, c) =>
      `«Much» es para lo que no se cuenta; con un plural que se cuenta se dice «${c}».`,
    'es-body-article': (_o, c) =>
      `Con «doler» el pronombre ya dice de quién es, así que la parte del cuerpo lleva artículo: «${c}».`,
    'en-interested-in': (_o, c) =>
      `«Interesting» describe lo que despierta interés; lo que uno siente es «${c}»: «I'm interested in…».`,
    'es-ningun-singular': (_o, c) => `«Ningún» y «ninguna» van con un sustantivo en singular: «${c}».`,
    'es-si-conditional': (_o, c) =>
      `Una condición irreal lleva el imperfecto de subjuntivo después de «si», nunca el condicional: «${c}».`,
    'en-base-after-auxiliary': (_o, c) =>
      `Después de un modal (can, will, must…) o de do, does, did, el verbo va en su forma base, sin -s: «${c}».`,
    'en-want-to': (_o, c) => `«Want» lleva la persona y «to», no una frase con «that»: «${c}».`,
    'en-indirect-question': (_o, c) =>
      `Una pregunta dentro de otra frase lleva el orden de una afirmación, el sujeto antes del verbo: «${c}».`,
    'en-perfect-finished-time': (_o, c) =>
      `Un tiempo terminado como «yesterday» o «last year» pide el pasado simple, no el present perfect: «${c}».`,
    'es-quantifier-agreement': (_o, c) =>
      `«Mucho», «poco» y «tanto» concuerdan con un sustantivo femenino: «${c}».`,
    'es-tener-mucho': (_o, c) =>
      `Con «tener», hambre, sed o frío son sustantivos, así que «muy» pasa a «mucho» o «mucha»: «${c}».`,
    'es-age-tener': (_o, c) => `La edad se dice con «tener»: «${c}».`,
    'es-gustar-yo': (_o, c) => `Con «gustar», lo que gusta es el sujeto y la persona va con «me»: «${c}».`,
    'fr-country-preposition': (_o, c) =>
      `Un país femenino lleva «en», uno masculino «au» y uno plural «aux»: «${c}».`,
    'fr-ce-que': (_o, c) => `Dentro de una frase, la pregunta «qu'est-ce que» pasa a «${c}».`,
  },
  fr: {
    spelling: (o, c) => `Orthographe : « ${o} » s’écrit « ${c} ».`,
    accent: (o, c) => `Accent : « ${o} » s’écrit « ${c} ».`,
    grammar: (o, c) => `Grammaire : on dit « ${c} » et non « ${o} ».`,
    'es-tu-pronoun': () => '« Tú » (pronom) prend un accent ; « tu » sans accent est le possessif.',
    'es-el-pronoun': () => '« Él » (il) prend un accent ; « el » sans accent est l’article.',
    'es-esta-verb': () =>
      '« Está » (verbe estar) prend un accent ; « esta » sans accent est le démonstratif.',
    'es-ser-estar': (o) =>
      agreement(o)
        ? '« De acuerdo » se construit avec « estar », pas « ser » : estoy de acuerdo.'
        : `Un état ou un sentiment comme « ${lastWord(o)} » se construit avec « estar », pas « ser ».`,
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
    'fr-si-conditional': () =>
      'Après le « si » d’une condition, on emploie l’imparfait : si j’avais le temps, je viendrais.',
    'en-depend-on': () => '« Depend » se construit avec « on » : it depends on the weather.',
    'en-say-tell': () =>
      '« Say » ne prend pas la personne pour complément ; on emploie « tell » : she told me that…',
    'es-mas-mejor': () => '« Mejor » et « peor » sont déjà des comparatifs : pas de « más » devant.',
    'es-desde-hace': () => 'Une durée jusqu’à maintenant se dit « desde hace » : desde hace tres semanas.',
    'fr-mon-before-vowel': () => 'Devant une voyelle, ma, ta, sa deviennent mon, ton, son : mon amie.',
    'fr-pas-jamais': () => '« Jamais » remplace « pas » : je n’ai jamais vu.',
    'fr-tout-le-monde': () => '« Tout le monde » est singulier : tout le monde parle.',
    'fr-adjective-agreement': () =>
      'L’adjectif prend le genre de son nom : la maison est petite, une robe noire.',
    'es-adjective-agreement': () =>
      'L’adjectif prend le genre de son nom : la casa es bonita, el coche nuevo.',
    'fr-pas-de': () => 'Après une négation, des, du et de la deviennent « de » : je n’ai pas de frères.',
    'fr-stressed-pronoun': () => 'Après une préposition on emploie moi, toi : avec toi.',
    'fr-meilleur': () => '« Plus bon » se dit « meilleur ».',
    'en-agreement': () => 'Le verbe s’accorde avec son sujet.',
    'en-miscellaneous': () => 'On emploie « an » devant un son voyelle et « a » devant une consonne.',
    'en-repetition': () => 'Un mot est répété.',
    'en-irregular-past': (_o, c) => `Ce verbe est irrégulier : son passé est « ${c} », sans -ed.`,
    'en-be-agree': () => 'En anglais « agree » est un verbe : « I agree », et non « I am agree ».',
    'fr-elision-si': () => '« Si » s’élide seulement devant « il » et « ils » : s’il, mais si elle.',
    'fr-subjunctive': (_o, c) =>
      `La nécessité, le souhait, le but et la concession (il faut que, vouloir que, pour que, bien que…) demandent le subjonctif : « ${c} ».`,
    'es-subjunctive': (_o, c) =>
      `Les souhaits, les espoirs, les besoins et « antes de que » (quiero que, espero que, es importante que…) demandent le subjonctif : « ${c} ».`,
    'es-buscar': () => '« Buscar » se construit sans « por » : buscar algo (chercher quelque chose).',
    'es-se-saber': () =>
      '« Sé » (je sais, du verbe saber) prend un accent ; « se » sans accent est un pronom.',
    'es-mas-accent': () =>
      '« Más » (plus) prend un accent ; « mas » sans accent est un vieux mot pour « pero ».',
    'en-irregular-plural': (_o, c) => `« ${c} » est déjà un pluriel : il ne prend pas de -s.`,
    'en-possessive': (_o, c) => `Le possessif prend une apostrophe : « ${c} ».`,
    'en-age-be': () => 'En anglais l’âge se dit avec « be » : « I am 25 years old ».',
    'en-explain-to': () =>
      'On explique quelque chose à quelqu’un : « explain it to me », et non « explain me ».',
    'en-look-forward-ing': (_o, c) =>
      `Dans « look forward to », « to » est une préposition : le verbe prend -ing : « ${c} ».`,
    'en-if-would-have': (_o, c) =>
      `Une condition passée qui ne s’est pas réalisée prend le past perfect après « if », et non « would have » : « ${c} ».`,
    'en-there-are': () => 'Avec « many » ou « several » le verbe est au pluriel : « there are many… ».',
    'en-modal-to': (_o, c) => `Après « ${c} » le verbe s’emploie sans « to ».`,
    'en-married-to': () =>
      'On dit « married to » quelqu’un (« married with children » veut dire avoir des enfants).',
    'en-since-perfect': (_o, c) =>
      `Avec « since » et un point de départ, l’anglais emploie le present perfect : « ${c} ».`,
    'fr-etre-infinitive': (_o, c) => `Après « être », le passé composé prend le participe : « ${c} ».`,
    'en-noun-agreement': (o, c) => `Le verbe s’accorde avec son sujet : « ${c} », et non « ${o} ».`,
    'en-pronoun-agreement': (o, c) =>
      `Après he, she ou it, le verbe prend un -s : « ${c} », et non « ${o} ».`,
    'en-for-length': (_o, c) =>
      `Une durée se dit avec « for », et le temps jusqu’à maintenant avec le present perfect : « ${c} ».`,
    'es-ayer-preterite': (_o, c) =>
      `« Ayer » et « anoche » désignent un temps révolu : ils demandent le passé simple espagnol, « ${c} ».`,
    'es-subject-agreement': (_o, c) => `Le verbe s’accorde avec son sujet, une seule personne : « ${c} ».`,
    'fr-plus-mieux': () => '« Mieux » est déjà un comparatif : pas de « plus » devant.',
    'es-emocionado': () => '« Excited » se dit « emocionado » en espagnol ; « excitado » a un sens sexuel.',
    'en-uncountable': (_o, c) => `« ${c} » n’a pas de pluriel en anglais : pas de -s.`,
    'en-past-time': (_o, c) =>
      `Un moment terminé comme « yesterday » ou « last week » demande le passé : « ${c} ».`,
    'es-plural-agreement': (_o, c) => `Le verbe s’accorde avec son sujet au pluriel : « ${c} ».`,
    'es-possessive-plural': (_o, c) => `Devant un nom au pluriel, le possessif est au pluriel : « ${c} ».`,
    'es-feminine-contraction': (_o, c) =>
      `« Al » et « del » contiennent l’article masculin « el » ; devant un nom féminin on dit « ${c} ».`,
    'es-ser-profession': (_o, c) => `Une profession se dit avec « ser », pas « estar » : « ${c} ».`,
    'fr-plural-agreement': (_o, c) => `Le verbe s’accorde avec son sujet au pluriel : « ${c} ».`,
    'fr-feminine-agreement': (_o, c) =>
      `Après « elle », l’adjectif ou le participe s’accorde au féminin : « ${c} ».`,
    'fr-etre-participle-agreement': (_o, c) =>
      `Avec « être », le participe s’accorde avec un sujet pluriel : « ${c} ».`,
    'en-listen-to': (_o, c) => `« Listen » se construit avec « to » devant ce qu’on écoute : « ${c} ».`,
    'en-much-many': (_o, c) =>
      `« Much » s’emploie pour ce qui ne se compte pas ; avec un pluriel qui se compte, on dit « ${c} ».`,
    'es-body-article': (_o, c) =>
      `Avec « doler », le pronom dit déjà à qui est la partie du corps, qui prend donc l’article : « ${c} ».`,
    'en-interested-in': (_o, c) =>
      `« Interesting » décrit ce qui intéresse ; ce qu’on ressent, c’est « ${c} » : « I'm interested in… ».`,
    'es-ningun-singular': (_o, c) => `« Ningún » et « ninguna » vont avec un nom au singulier : « ${c} ».`,
    'es-si-conditional': (_o, c) =>
      `Une condition irréelle prend l’imparfait du subjonctif après « si », jamais le conditionnel : « ${c} ».`,
    'en-base-after-auxiliary': (_o, c) =>
      `Après un modal (can, will, must…) ou do, does, did, le verbe reste à la forme de base, sans -s : « ${c} ».`,
    'en-want-to': (_o, c) =>
      `« Want » se construit avec la personne et « to », pas avec « that » : « ${c} ».`,
    'en-indirect-question': (_o, c) =>
      `Une question à l’intérieur d’une phrase garde l’ordre d’une affirmation, le sujet avant le verbe : « ${c} ».`,
    'en-perfect-finished-time': (_o, c) =>
      `Un moment terminé comme « yesterday » ou « last year » demande le prétérit, pas le present perfect : « ${c} ».`,
    'es-quantifier-agreement': (_o, c) =>
      `« Mucho », « poco » et « tanto » s’accordent avec un nom féminin : « ${c} ».`,
    'es-tener-mucho': (_o, c) =>
      `Avec « tener », la faim, la soif ou le froid sont des noms, donc « muy » devient « mucho » ou « mucha » : « ${c} ».`,
    'es-age-tener': (_o, c) => `L’âge se dit avec « tener » en espagnol : « ${c} ».`,
    'es-gustar-yo': (_o, c) =>
      `Avec « gustar », ce qui plaît est le sujet et la personne se dit « me » : « ${c} ».`,
    'fr-country-preposition': (_o, c) =>
      `Un pays féminin prend « en », un pays masculin « au », un pays au pluriel « aux » : « ${c} ».`,
    'fr-ce-que': (_o, c) => `Dans une phrase, la question « qu’est-ce que » devient « ${c} ».`,
  },
};

/** The catalogue: the base entries and those of the rules written from each language's taxonomy. */
const CATALOGUE: ExplanationEntries = Object.fromEntries(
  (Object.keys(BASE_CATALOGUE) as InterfaceLanguage[]).map((language) => [
    language,
    {
      ...BASE_CATALOGUE[language],
      ...ENGLISH_EXPLANATIONS[language],
      ...SPANISH_EXPLANATIONS[language],
      ...FRENCH_EXPLANATIONS[language],
    },
  ]),
) as ExplanationEntries;

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
