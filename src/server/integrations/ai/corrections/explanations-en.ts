/**
 * Explanations of the English rules written from the error taxonomy (docs/corrections/taxonomy-*.md),
 * by rule id, in the three interface languages. Merged into the catalogue by explanations.ts.
 */
import type { ExplanationEntries } from './explanation-types.ts';

export const ENGLISH_EXPLANATIONS: ExplanationEntries = {
  en: {
    'en-participle-after-have': (_o, c) => `After “have” the verb takes its past participle: “${c}”.`,
    'en-base-after-to': (_o, c) => `After “to” or a modal (can, will…) the verb takes its base form: “${c}”.`,
    'en-double-modal': (_o, c) => `Two modals cannot follow each other; say “${c}”.`,
    'en-missing-to': (_o, c) => `“Want”, “need”, “would like” and “going” take “to” before the verb: “${c}”.`,
    'en-let-make-to': (_o, c) => `“Let” and “make” take the verb without “to”: “${c}”.`,
    'en-modal-ing': (_o, c) => `After a modal (can, will, must…) the verb takes its base form: “${c}”.`,
    'en-ing-after-preposition': (_o, c) =>
      `After a preposition (before, after, without, for…) the verb takes -ing: “${c}”.`,
    'en-ing-after-to': (_o, c) =>
      `In “be used to” the “to” is a preposition, so the verb takes -ing: “${c}”.`,
    'en-ing-after-verb': (_o, c) => `This verb is followed by -ing, not by “to”: “${c}”.`,
    'en-to-after-verb': (_o, c) => `This verb is followed by “to” and the verb, not by -ing: “${c}”.`,
    'en-worth-ing': (_o, c) => `“Worth” is followed by -ing: “${c}”.`,
    'en-for-purpose': (_o, c) => `To give a purpose English uses “to” and the verb, not “for”: “${c}”.`,
    'en-past-after-did': (_o, c) =>
      `“Did” already carries the past, so the verb after it takes its base form: “${c}”.`,
    'en-question-do': (_o, c) =>
      `A question puts the auxiliary (do, does, did, be, can…) before the subject: “${c}”.`,
    'en-question-tag': (_o, c) =>
      `The question tag repeats the auxiliary and the subject of the sentence: “${c}”.`,
    'en-embedded-question-do': (_o, c) =>
      `A question inside a sentence keeps the order of a statement, without “do”: “${c}”.`,
    'en-will-time-clause': (_o, c) =>
      `After when, if, as soon as, until… English uses the present for the future: “${c}”.`,
    'en-if-would-past': (_o, c) => `An unreal condition takes the past after “if”, not “would”: “${c}”.`,
    'en-double-negative': (_o, c) => `English uses one negative per clause; after “not” say “${c}”.`,
    'en-age-question': () => 'English asks for age with “be”: “How old are you?”.',
    'en-age-with': (_o, c) => `English gives an age with “at”: “${c}”.`,
    'en-for-since': () =>
      '“Since” gives the starting point (since 2015); “for” gives the length (for two years).',
    'en-ago': (_o, c) => `“Ago” comes after the length of time: “${c}”.`,
    'en-missing-article': (_o, c) => `A singular countable noun needs an article (a, an, the): “${c}”.`,
    'en-extra-article': (_o, c) => `Things in general, sports and fixed places take no article: “${c}”.`,
    'en-uncountable-article': (_o, c) => `This noun is uncountable: it takes no “a/an”. Say “${c}”.`,
    'en-uncountable-verb': (_o, c) => `This noun is uncountable, so its verb is singular: “${c}”.`,
    'en-adjective-plural': (_o, c) => `Adjectives and “other” before a noun take no -s: “${c}”.`,
    'en-possessive-s': (_o, c) => `A person owning something takes ’s: “${c}”.`,
    'en-his-her': (_o, c) => `“His” is for a man, “her” for a woman: “${c}”.`,
    'en-third-person-s': (_o, c) => `The verb agrees with its subject: “${c}”.`,
    'en-subject-verb-agreement': (_o, c) => `The verb agrees with its subject: “${c}”.`,
    'en-people-plural': (_o, c) => `“People” is plural (the plural of “person”): “${c}”.`,
    'en-do-negative': (_o, c) => `A negative needs do, does or did before “not”: “${c}”.`,
    'en-stative-continuous': (_o, c) =>
      `Verbs of state (know, understand, want, have…) take the simple form: “${c}”.`,
    'en-be-adjective': (_o, c) => `English says these feelings with “be” and an adjective: “${c}”.`,
    'en-there-is': (_o, c) => `To say something exists English uses “there is/are”: “${c}”.`,
    'en-make-do': (_o, c) => `This noun goes with another verb: “${c}”.`,
    'en-preposition': (_o, c) => `This word takes another preposition (or none): “${c}”.`,
    'en-preposition-time': (_o, c) =>
      `On for days and dates, in for months and years, at for clock times: “${c}”.`,
    'en-preposition-place': (_o, c) => `On for surfaces, public transport and the internet: “${c}”.`,
    'en-comparative-form': (_o, c) => `Short adjectives take -er/-est, and comparisons take “than”: “${c}”.`,
    'en-adjective-position': (_o, c) => `In English the adjective comes before the noun: “${c}”.`,
    'en-adverb-position': (_o, c) => `The adverb does not go between the verb and its object: “${c}”.`,
    'en-missing-it': (_o, c) => `An English sentence needs a subject; use “it” or “there”: “${c}”.`,
    'en-false-friend': (o, c) => `False friend: in English “${o}” has another meaning; here say “${c}”.`,
  },
  es: {
    'en-participle-after-have': (_o, c) => `Después de «have» el verbo va en participio: «${c}».`,
    'en-base-after-to': (_o, c) =>
      `Después de «to» o de un modal (can, will…) el verbo va en forma base: «${c}».`,
    'en-double-modal': (_o, c) => `Dos modales no pueden ir seguidos; se dice «${c}».`,
    'en-missing-to': (_o, c) => `«Want», «need», «would like» y «going» llevan «to» antes del verbo: «${c}».`,
    'en-let-make-to': (_o, c) => `«Let» y «make» llevan el verbo sin «to»: «${c}».`,
    'en-modal-ing': (_o, c) => `Después de un modal (can, will, must…) el verbo va en forma base: «${c}».`,
    'en-ing-after-preposition': (_o, c) =>
      `Después de una preposición (before, after, without, for…) el verbo va en -ing: «${c}».`,
    'en-ing-after-to': (_o, c) =>
      `En «be used to» el «to» es preposición, así que el verbo va en -ing: «${c}».`,
    'en-ing-after-verb': (_o, c) => `Este verbo va seguido de -ing, no de «to»: «${c}».`,
    'en-to-after-verb': (_o, c) => `Este verbo va seguido de «to» y el verbo, no de -ing: «${c}».`,
    'en-worth-ing': (_o, c) => `«Worth» va seguido de -ing: «${c}».`,
    'en-for-purpose': (_o, c) => `Para expresar finalidad se usa «to» y el verbo, no «for»: «${c}».`,
    'en-past-after-did': (_o, c) =>
      `«Did» ya marca el pasado, así que el verbo que lo sigue va en infinitivo sin «to»: «${c}».`,
    'en-question-do': (_o, c) =>
      `La pregunta pone el auxiliar (do, does, did, be, can…) antes del sujeto: «${c}».`,
    'en-question-tag': (_o, c) => `La coletilla repite el auxiliar y el sujeto de la frase: «${c}».`,
    'en-embedded-question-do': (_o, c) =>
      `Una pregunta dentro de una frase mantiene el orden de una afirmación, sin «do»: «${c}».`,
    'en-will-time-clause': (_o, c) =>
      `Después de when, if, as soon as, until… el inglés usa el presente para el futuro: «${c}».`,
    'en-if-would-past': (_o, c) => `Una condición irreal lleva pasado después de «if», no «would»: «${c}».`,
    'en-double-negative': (_o, c) =>
      `El inglés usa una sola negación por oración; tras «not» se dice «${c}».`,
    'en-age-question': () => 'En inglés la edad se pregunta con «be»: «How old are you?».',
    'en-age-with': (_o, c) => `En inglés la edad se da con «at»: «${c}».`,
    'en-for-since': () =>
      '«Since» indica el punto de inicio (since 2015); «for», la duración (for two years).',
    'en-ago': (_o, c) => `«Ago» va después del periodo de tiempo: «${c}».`,
    'en-missing-article': (_o, c) =>
      `Un sustantivo contable en singular necesita artículo (a, an, the): «${c}».`,
    'en-extra-article': (_o, c) =>
      `Lo general, los deportes y ciertos lugares fijos van sin artículo: «${c}».`,
    'en-uncountable-article': (_o, c) => `Este sustantivo es incontable: no lleva «a/an». Se dice «${c}».`,
    'en-uncountable-verb': (_o, c) =>
      `Este sustantivo es incontable, así que el verbo va en singular: «${c}».`,
    'en-adjective-plural': (_o, c) =>
      `Los adjetivos y «other» delante de un sustantivo no llevan -s: «${c}».`,
    'en-possessive-s': (_o, c) => `Cuando el dueño es una persona se usa ’s: «${c}».`,
    'en-his-her': (_o, c) => `«His» es para un hombre y «her» para una mujer: «${c}».`,
    'en-third-person-s': (_o, c) => `El verbo concuerda con su sujeto: «${c}».`,
    'en-subject-verb-agreement': (_o, c) => `El verbo concuerda con su sujeto: «${c}».`,
    'en-people-plural': (_o, c) => `«People» es plural (el plural de «person»): «${c}».`,
    'en-do-negative': (_o, c) => `La negación necesita do, does o did antes de «not»: «${c}».`,
    'en-stative-continuous': (_o, c) =>
      `Los verbos de estado (know, understand, want, have…) van en forma simple: «${c}».`,
    'en-be-adjective': (_o, c) => `En inglés estas sensaciones se dicen con «be» y un adjetivo: «${c}».`,
    'en-there-is': (_o, c) => `Para decir que algo existe se usa «there is/are»: «${c}».`,
    'en-make-do': (_o, c) => `Este sustantivo va con otro verbo: «${c}».`,
    'en-preposition': (_o, c) => `Esta palabra lleva otra preposición (o ninguna): «${c}».`,
    'en-preposition-time': (_o, c) =>
      `On para días y fechas, in para meses y años, at para las horas: «${c}».`,
    'en-preposition-place': (_o, c) => `On para superficies, transporte público e internet: «${c}».`,
    'en-comparative-form': (_o, c) =>
      `Los adjetivos cortos llevan -er/-est, y la comparación va con «than»: «${c}».`,
    'en-adjective-position': (_o, c) => `En inglés el adjetivo va delante del sustantivo: «${c}».`,
    'en-adverb-position': (_o, c) => `El adverbio no va entre el verbo y su complemento: «${c}».`,
    'en-missing-it': (_o, c) => `Una frase en inglés necesita sujeto; se usa «it» o «there»: «${c}».`,
    'en-false-friend': (o, c) => `Falso amigo: en inglés «${o}» significa otra cosa; aquí se dice «${c}».`,
  },
  fr: {
    'en-participle-after-have': (_o, c) =>
      `Après «\u00a0have\u00a0», le verbe se met au participe passé\u00a0: «\u00a0${c}\u00a0».`,
    'en-base-after-to': (_o, c) =>
      `Après «\u00a0to\u00a0» ou un modal (can, will…), le verbe se met à la forme de base\u00a0: «\u00a0${c}\u00a0».`,
    'en-double-modal': (_o, c) => `Deux modaux ne peuvent pas se suivre\u00a0; on dit «\u00a0${c}\u00a0».`,
    'en-missing-to': (_o, c) =>
      `«\u00a0Want\u00a0», «\u00a0need\u00a0», «\u00a0would like\u00a0» et «\u00a0going\u00a0» prennent «\u00a0to\u00a0» avant le verbe\u00a0: «\u00a0${c}\u00a0».`,
    'en-let-make-to': (_o, c) =>
      `«\u00a0Let\u00a0» et «\u00a0make\u00a0» se construisent sans «\u00a0to\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'en-modal-ing': (_o, c) =>
      `Après un modal (can, will, must…), le verbe se met à la forme de base\u00a0: «\u00a0${c}\u00a0».`,
    'en-ing-after-preposition': (_o, c) =>
      `Après une préposition (before, after, without, for…), le verbe prend -ing\u00a0: «\u00a0${c}\u00a0».`,
    'en-ing-after-to': (_o, c) =>
      `Dans «\u00a0be used to\u00a0», «\u00a0to\u00a0» est une préposition\u00a0: le verbe prend -ing\u00a0: «\u00a0${c}\u00a0».`,
    'en-ing-after-verb': (_o, c) =>
      `Ce verbe est suivi de -ing, pas de «\u00a0to\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'en-to-after-verb': (_o, c) =>
      `Ce verbe est suivi de «\u00a0to\u00a0» et du verbe, pas de -ing\u00a0: «\u00a0${c}\u00a0».`,
    'en-worth-ing': (_o, c) => `«\u00a0Worth\u00a0» est suivi de -ing\u00a0: «\u00a0${c}\u00a0».`,
    'en-past-after-did': (_o, c) =>
      `«\u00a0Did\u00a0» porte déjà le passé\u00a0: le verbe qui suit reste à la forme de base\u00a0: «\u00a0${c}\u00a0».`,
    'en-for-purpose': (_o, c) =>
      `Pour exprimer un but, l’anglais emploie «\u00a0to\u00a0» et le verbe, pas «\u00a0for\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'en-question-do': (_o, c) =>
      `La question place l’auxiliaire (do, does, did, be, can…) avant le sujet\u00a0: «\u00a0${c}\u00a0».`,
    'en-question-tag': (_o, c) =>
      `La question-tag reprend l’auxiliaire et le sujet de la phrase\u00a0: «\u00a0${c}\u00a0».`,
    'en-embedded-question-do': (_o, c) =>
      `Une question dans une phrase garde l’ordre d’une affirmation, sans «\u00a0do\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'en-will-time-clause': (_o, c) =>
      `Après when, if, as soon as, until…, l’anglais emploie le présent pour le futur\u00a0: «\u00a0${c}\u00a0».`,
    'en-if-would-past': (_o, c) =>
      `Une condition irréelle prend le passé après «\u00a0if\u00a0», pas «\u00a0would\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'en-double-negative': (_o, c) =>
      `L’anglais n’a qu’une négation par proposition\u00a0; après «\u00a0not\u00a0», on dit «\u00a0${c}\u00a0».`,
    'en-age-question': () =>
      'L’anglais demande l’âge avec «\u00a0be\u00a0»\u00a0: «\u00a0How old are you?\u00a0».',
    'en-age-with': (_o, c) => `L’anglais donne l’âge avec «\u00a0at\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'en-for-since': () =>
      '«\u00a0Since\u00a0» donne le point de départ (since 2015)\u00a0; «\u00a0for\u00a0», la durée (for two years).',
    'en-ago': (_o, c) => `«\u00a0Ago\u00a0» se place après la durée\u00a0: «\u00a0${c}\u00a0».`,
    'en-missing-article': (_o, c) =>
      `Un nom dénombrable au singulier demande un article (a, an, the)\u00a0: «\u00a0${c}\u00a0».`,
    'en-extra-article': (_o, c) =>
      `Le général, les sports et certains lieux fixes n’ont pas d’article\u00a0: «\u00a0${c}\u00a0».`,
    'en-uncountable-article': (_o, c) =>
      `Ce nom est indénombrable\u00a0: pas de «\u00a0a/an\u00a0». On dit «\u00a0${c}\u00a0».`,
    'en-uncountable-verb': (_o, c) =>
      `Ce nom est indénombrable\u00a0: son verbe est au singulier\u00a0: «\u00a0${c}\u00a0».`,
    'en-adjective-plural': (_o, c) =>
      `Les adjectifs et «\u00a0other\u00a0» devant un nom ne prennent pas de -s\u00a0: «\u00a0${c}\u00a0».`,
    'en-possessive-s': (_o, c) =>
      `Quand le possesseur est une personne, on emploie ’s\u00a0: «\u00a0${c}\u00a0».`,
    'en-his-her': (_o, c) =>
      `«\u00a0His\u00a0» renvoie à un homme, «\u00a0her\u00a0» à une femme\u00a0: «\u00a0${c}\u00a0».`,
    'en-third-person-s': (_o, c) => `Le verbe s’accorde avec son sujet\u00a0: «\u00a0${c}\u00a0».`,
    'en-subject-verb-agreement': (_o, c) => `Le verbe s’accorde avec son sujet\u00a0: «\u00a0${c}\u00a0».`,
    'en-people-plural': (_o, c) =>
      `«\u00a0People\u00a0» est un pluriel (le pluriel de «\u00a0person\u00a0»)\u00a0: «\u00a0${c}\u00a0».`,
    'en-do-negative': (_o, c) =>
      `La négation demande do, does ou did avant «\u00a0not\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'en-stative-continuous': (_o, c) =>
      `Les verbes d’état (know, understand, want, have…) se mettent à la forme simple\u00a0: «\u00a0${c}\u00a0».`,
    'en-be-adjective': (_o, c) =>
      `L’anglais exprime ces sensations avec «\u00a0be\u00a0» et un adjectif\u00a0: «\u00a0${c}\u00a0».`,
    'en-there-is': (_o, c) =>
      `Pour dire qu’une chose existe, on emploie «\u00a0there is/are\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'en-make-do': (_o, c) => `Ce nom se construit avec un autre verbe\u00a0: «\u00a0${c}\u00a0».`,
    'en-preposition': (_o, c) => `Ce mot prend une autre préposition (ou aucune)\u00a0: «\u00a0${c}\u00a0».`,
    'en-preposition-time': (_o, c) =>
      `On pour les jours et les dates, in pour les mois et les années, at pour l’heure\u00a0: «\u00a0${c}\u00a0».`,
    'en-preposition-place': (_o, c) =>
      `On pour une surface, les transports en commun et internet\u00a0: «\u00a0${c}\u00a0».`,
    'en-comparative-form': (_o, c) =>
      `Les adjectifs courts prennent -er/-est, et la comparaison se fait avec «\u00a0than\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'en-adjective-position': (_o, c) =>
      `En anglais, l’adjectif se place avant le nom\u00a0: «\u00a0${c}\u00a0».`,
    'en-adverb-position': (_o, c) =>
      `L’adverbe ne se place pas entre le verbe et son complément\u00a0: «\u00a0${c}\u00a0».`,
    'en-missing-it': (_o, c) =>
      `Une phrase anglaise a besoin d’un sujet\u00a0; on emploie «\u00a0it\u00a0» ou «\u00a0there\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'en-false-friend': (o, c) =>
      `Faux ami\u00a0: en anglais, «\u00a0${o}\u00a0» a un autre sens\u00a0; ici on dit «\u00a0${c}\u00a0».`,
  },
};
