/**
 * Explanations of the Spanish rules written from the error taxonomy (docs/corrections/taxonomy-*.md),
 * by rule id, in the three interface languages. Merged into the catalogue by explanations.ts.
 */
import type { ExplanationEntries } from './explanation-types.ts';

export const SPANISH_EXPLANATIONS: ExplanationEntries = {
  en: {
    'es-noun-gender': (_o, c) => `The noun's gender decides the article and determiner: “${c}”.`,
    'es-el-agua-feminine': (_o, c) =>
      `Feminine nouns starting with a stressed “a” take “el”/“un” in the singular but stay feminine: “${c}”.`,
    'es-missing-definite-article': (_o, c) =>
      `Spanish uses the article with nouns in a general sense, with what you like, with days and with titles: “${c}”.`,
    'es-extra-indefinite-article': (_o, c) =>
      `No “un/una” before a bare profession after “ser”, nor before “otro”, “cien” or “mil”: “${c}”.`,
    'es-gente-agreement': (_o, c) =>
      `“La gente”, “la familia” and “todo el mundo” are singular: the verb is singular too, “${c}”.`,
    'es-gustar-agreement': (_o, c) =>
      `With “gustar” the verb agrees with what is liked, not with the person: “${c}”.`,
    'es-gustar-pronoun': (_o, c) =>
      `With “gustar” the person is an object pronoun (me, te, le, nos, les), also with “a mí…”: “${c}”.`,
    'es-gustar-like-verbs': (_o, c) =>
      `“Doler” works like “gustar”: the body part is the subject and the person a pronoun, “${c}”.`,
    'es-ser-estar-location': (_o, c) => `Where someone or something is takes “estar”: “${c}”.`,
    'es-ser-estar-events': (_o, c) => `An event “takes place” with “ser”, even for where and when: “${c}”.`,
    'es-ser-estar-states': (_o, c) => `States and results (ill, closed, broken, well) take “estar”: “${c}”.`,
    'es-ser-estar-identity': (_o, c) =>
      `Origin, material, nationality, the time and impersonal judgements take “ser”: “${c}”.`,
    'es-hay-estar': (_o, c) =>
      `“Hay” presents something new (un, una, muchos); a known thing (el, mi…) takes “estar”; existential “haber” stays singular: “${c}”.`,
    'es-tener-age': (_o, c) => `Age is had, not been: “${c}”.`,
    'es-tener-sensations': (_o, c) =>
      `Hunger, thirst, fear, sleepiness, hurry and being right are nouns with “tener”: “${c}”.`,
    'es-ff-caliente': (_o, c) =>
      `“Caliente” is for the temperature of things; a person has “calor”, the weather “hace calor”, spicy food is “picante”: “${c}”.`,
    'es-weather-hacer': (_o, c) =>
      `Weather takes “hacer” with nouns (frío, calor, viento, sol) and “estar” with adjectives (nublado): “${c}”.`,
    'es-time-expressions': (_o, c) =>
      `Days take the article without “en”, clock times take “a las”, and “ago” is “hace”: “${c}”.`,
    'es-preterite-imperfect': (_o, c) =>
      `Background, habits and descriptions take the imperfect; single completed events the preterite: “${c}”.`,
    'es-preterite-perfect': (_o, c) =>
      `A finished time (ayer, el año pasado, en 2019) takes the preterite, not the present perfect: “${c}”.`,
    'es-progressive-overuse': (_o, c) =>
      `Spanish uses the simple present for plans and for states (saber, tener, querer), not “estar + -ndo”: “${c}”.`,
    'es-gerund-for-infinitive': (_o, c) =>
      `After a preposition, as a subject or after verbs like “gustar”, Spanish uses the infinitive, not the -ndo form: “${c}”.`,
    'es-irregular-verb-forms': (_o, c) => `This verb is irregular here: “${c}”.`,
    'es-subjunctive-wish': (_o, c) =>
      `Wishes, requests, purpose (para que), emotions and value judgements are followed by the subjunctive: “${c}”.`,
    'es-subjunctive-doubt-negation': (_o, c) =>
      `Certainty, affirmed opinion (creo que) and cause (porque) take the indicative: “${c}”.`,
    'es-subjunctive-cuando-future': (_o, c) =>
      `After “cuando”, “hasta que”… a future event takes the present subjunctive: “${c}”.`,
    'es-conditional-si': (_o, c) =>
      `After “si” Spanish never uses the future or the conditional: the present for real conditions, “-ra” for unreal ones: “${c}”.`,
    'es-negative-imperative': (_o, c) =>
      `A negative command uses the subjunctive, with the pronouns before the verb: “${c}”.`,
    'es-por-para': (_o, c) =>
      `“Por” is for cause, thanks, price and means; “para” for purpose, recipient and deadline: “${c}”.`,
    'es-personal-a': (_o, c) =>
      `A specific person as direct object takes “a”; things and places do not: “${c}”.`,
    'es-preposition-choice': (_o, c) =>
      `This verb or adjective takes a fixed preposition in Spanish: “${c}”.`,
    'es-motion-a': (_o, c) => `A destination and “ir a + infinitive” need “a”: “${c}”.`,
    'es-question-word-accent': (_o, c) =>
      `Question and exclamation words carry an accent, also in indirect questions; relatives do not: “${c}”.`,
    'es-por-que-porque': (_o, c) => `“Por qué” asks why; “porque” answers because: “${c}”.`,
    'es-object-pronoun-position': (_o, c) =>
      `Object pronouns go before a conjugated verb or attached to the infinitive: “${c}”.`,
    'es-le-lo-se': (_o, c) =>
      `“Le” is the indirect object; before lo/la it becomes “se”, and the indirect pronoun comes first: “${c}”.`,
    'es-adjective-position': (_o, c) =>
      `Colour, origin and category adjectives follow the noun; bueno, malo, primero, grande shorten before it: “${c}”.`,
    'es-double-negation': (_o, c) =>
      `After “no” Spanish uses nada, nadie, ningún, nunca; a negative word before the verb needs no “no”: “${c}”.`,
    'es-possessive-body-parts': (_o, c) =>
      `With body parts and clothes the pronoun already shows whose: the article, not the possessive, “${c}”.`,
    'es-saber-conocer': (_o, c) =>
      `“Saber” is knowing facts and how to do things; “conocer” is knowing people and places: “${c}”.`,
    'es-pedir-preguntar': (_o, c) =>
      `“Pedir” asks for something; “preguntar” asks a question (and a question is “hecha”): “${c}”.`,
    'es-ff-embarazada': (_o, c) => `“Embarazada” means pregnant; embarrassed is “avergonzado/a”: “${c}”.`,
    'es-ff-other': (_o, c) => `This word is a false friend here: “${c}”.`,
    'es-ff-realizar': (_o, c) =>
      `“Realizar” means carry out; realise (become aware) is “darse cuenta de”: “${c}”.`,
    'es-ff-exito': (_o, c) => `“Éxito” means success and “salida” is the exit; “suceso” is an event: “${c}”.`,
    'es-calques-english': (_o, c) => `This is an English expression word for word; Spanish says “${c}”.`,
    'es-accent-esta-verb': (_o, c) =>
      `The verb forms (está, estás, esté) carry an accent; the demonstratives (esta, este, estas) do not: “${c}”.`,
    'es-missing-enye': (_o, c) => `This word is written with “ñ”: “${c}”.`,
    'es-accent-monosyllables': (_o, c) =>
      `The accent tells apart one-syllable pairs: él/el, tú/tu, mí/mi, sí/si, té/te, dé/de: “${c}”.`,
    'es-accent-stress': (_o, c) =>
      `The third-person preterite is stressed on the end and carries an accent (habló); “hablo” is “I speak”: “${c}”.`,
    'es-y-e-o-u': (_o, c) =>
      `“Y” becomes “e” before an “i” sound, and “o” becomes “u” before an “o” sound: “${c}”.`,
    'es-plural-formation': (_o, c) =>
      `Nouns ending in a consonant add -es (z becomes c), and -ión loses its accent in the plural: “${c}”.`,
    'es-reflexive-verbs': (_o, c) =>
      `Reflexive verbs keep a pronoun that matches the subject (me levanto, nos quedamos): “${c}”.`,
    'es-mucho-muy': (_o, c) =>
      `“Muy” goes before adjectives and adverbs; “mucho” after verbs and before nouns: “${c}”.`,
    'es-bueno-bien': (_o, c) =>
      `“Bueno” is an adjective (describes a noun); “bien” is an adverb (describes how something is done): “${c}”.`,
  },
  es: {
    'es-noun-gender': (_o, c) => `El género del sustantivo decide el artículo y el determinante: «${c}».`,
    'es-el-agua-feminine': (_o, c) =>
      `Los sustantivos femeninos con «a» tónica inicial llevan «el»/«un» en singular, pero siguen siendo femeninos: «${c}».`,
    'es-missing-definite-article': (_o, c) =>
      `En español se usa el artículo con sustantivos en sentido general, con lo que gusta, con los días y con los títulos: «${c}».`,
    'es-extra-indefinite-article': (_o, c) =>
      `Sin «un/una» ante una profesión sola tras «ser», ni ante «otro», «cien» o «mil»: «${c}».`,
    'es-gente-agreement': (_o, c) =>
      `«La gente», «la familia» y «todo el mundo» son singulares: el verbo va en singular, «${c}».`,
    'es-gustar-agreement': (_o, c) =>
      `Con «gustar» el verbo concuerda con lo que gusta, no con la persona: «${c}».`,
    'es-gustar-pronoun': (_o, c) =>
      `Con «gustar» la persona es un pronombre de objeto (me, te, le, nos, les), también con «a mí…»: «${c}».`,
    'es-gustar-like-verbs': (_o, c) =>
      `«Doler» funciona como «gustar»: la parte del cuerpo es el sujeto y la persona un pronombre, «${c}».`,
    'es-ser-estar-location': (_o, c) => `Dónde está alguien o algo se dice con «estar»: «${c}».`,
    'es-ser-estar-events': (_o, c) =>
      `Un evento «tiene lugar» con «ser», también para dónde y cuándo: «${c}».`,
    'es-ser-estar-states': (_o, c) =>
      `Los estados y resultados (enfermo, cerrado, roto, bien) van con «estar»: «${c}».`,
    'es-ser-estar-identity': (_o, c) =>
      `El origen, el material, la nacionalidad, la hora y los juicios impersonales van con «ser»: «${c}».`,
    'es-hay-estar': (_o, c) =>
      `«Hay» presenta algo nuevo (un, una, muchos); lo conocido (el, mi…) va con «estar»; el «haber» existencial va en singular: «${c}».`,
    'es-tener-age': (_o, c) => `La edad se tiene, no se es: «${c}».`,
    'es-tener-sensations': (_o, c) =>
      `El hambre, la sed, el miedo, el sueño, la prisa y la razón son sustantivos con «tener»: «${c}».`,
    'es-ff-caliente': (_o, c) =>
      `«Caliente» es la temperatura de las cosas; una persona tiene calor, el tiempo «hace calor» y la comida es «picante»: «${c}».`,
    'es-weather-hacer': (_o, c) =>
      `El tiempo se dice con «hacer» y un sustantivo (frío, calor, viento, sol) o con «estar» y un adjetivo (nublado): «${c}».`,
    'es-time-expressions': (_o, c) =>
      `Los días llevan artículo sin «en», las horas «a las», y el tiempo pasado se cuenta con «hace»: «${c}».`,
    'es-preterite-imperfect': (_o, c) =>
      `El fondo, los hábitos y las descripciones van en imperfecto; los hechos puntuales terminados en indefinido: «${c}».`,
    'es-preterite-perfect': (_o, c) =>
      `Un tiempo terminado (ayer, el año pasado, en 2019) pide el indefinido, no el pretérito perfecto: «${c}».`,
    'es-progressive-overuse': (_o, c) =>
      `El español usa el presente simple para planes y estados (saber, tener, querer), no «estar + gerundio»: «${c}».`,
    'es-gerund-for-infinitive': (_o, c) =>
      `Tras preposición, como sujeto o tras verbos como «gustar», el español usa el infinitivo, no el gerundio: «${c}».`,
    'es-irregular-verb-forms': (_o, c) => `Este verbo es irregular aquí: «${c}».`,
    'es-subjunctive-wish': (_o, c) =>
      `Los deseos, peticiones, la finalidad (para que), las emociones y las valoraciones piden subjuntivo: «${c}».`,
    'es-subjunctive-doubt-negation': (_o, c) =>
      `La certeza, la opinión afirmada (creo que) y la causa (porque) van en indicativo: «${c}».`,
    'es-subjunctive-cuando-future': (_o, c) =>
      `Tras «cuando», «hasta que»… un hecho futuro va en presente de subjuntivo: «${c}».`,
    'es-conditional-si': (_o, c) =>
      `Tras «si» no se usa ni el futuro ni el condicional: presente para lo real, «-ra» para lo irreal: «${c}».`,
    'es-negative-imperative': (_o, c) =>
      `La orden negativa usa el subjuntivo, con los pronombres delante del verbo: «${c}».`,
    'es-por-para': (_o, c) =>
      `«Por» expresa causa, agradecimiento, precio y medio; «para», finalidad, destinatario y plazo: «${c}».`,
    'es-personal-a': (_o, c) =>
      `Una persona concreta como complemento directo lleva «a»; las cosas y los lugares no: «${c}».`,
    'es-preposition-choice': (_o, c) =>
      `Este verbo o adjetivo lleva una preposición fija en español: «${c}».`,
    'es-motion-a': (_o, c) => `El destino y «ir a + infinitivo» necesitan «a»: «${c}».`,
    'es-question-word-accent': (_o, c) =>
      `Los interrogativos y exclamativos llevan tilde, también en preguntas indirectas; los relativos no: «${c}».`,
    'es-por-que-porque': (_o, c) => `«Por qué» pregunta la causa; «porque» la explica: «${c}».`,
    'es-object-pronoun-position': (_o, c) =>
      `Los pronombres átonos van delante del verbo conjugado o unidos al infinitivo: «${c}».`,
    'es-le-lo-se': (_o, c) =>
      `«Le» es el complemento indirecto; ante lo/la se convierte en «se», y el indirecto va primero: «${c}».`,
    'es-adjective-position': (_o, c) =>
      `Los adjetivos de color, origen y clase van detrás del nombre; bueno, malo, primero y grande se acortan delante: «${c}».`,
    'es-double-negation': (_o, c) =>
      `Tras «no» se usa nada, nadie, ningún, nunca; una palabra negativa delante del verbo no lleva «no»: «${c}».`,
    'es-possessive-body-parts': (_o, c) =>
      `Con partes del cuerpo y ropa el pronombre ya indica de quién es: artículo, no posesivo, «${c}».`,
    'es-saber-conocer': (_o, c) =>
      `«Saber» es conocer datos y saber hacer algo; «conocer», a personas y lugares: «${c}».`,
    'es-pedir-preguntar': (_o, c) => `«Pedir» es solicitar algo; «preguntar», hacer una pregunta: «${c}».`,
    'es-ff-embarazada': (_o, c) =>
      `«Embarazada» significa que espera un bebé; «embarrassed» es «avergonzado/a»: «${c}».`,
    'es-ff-other': (_o, c) => `Esta palabra es un falso amigo aquí: «${c}».`,
    'es-ff-realizar': (_o, c) => `«Realizar» es llevar a cabo; «realise» es «darse cuenta de»: «${c}».`,
    'es-ff-exito': (_o, c) =>
      `«Éxito» es triunfo y «salida» la puerta de salida; «suceso» es un acontecimiento: «${c}».`,
    'es-calques-english': (_o, c) =>
      `Es una expresión inglesa traducida palabra por palabra; en español se dice «${c}».`,
    'es-accent-esta-verb': (_o, c) =>
      `Las formas verbales (está, estás, esté) llevan tilde; los demostrativos (esta, este, estas) no: «${c}».`,
    'es-missing-enye': (_o, c) => `Esta palabra se escribe con «ñ»: «${c}».`,
    'es-accent-monosyllables': (_o, c) =>
      `La tilde diacrítica distingue él/el, tú/tu, mí/mi, sí/si, té/te, dé/de: «${c}».`,
    'es-accent-stress': (_o, c) =>
      `El indefinido de tercera persona es agudo y lleva tilde (habló); «hablo» es presente: «${c}».`,
    'es-y-e-o-u': (_o, c) => `«Y» pasa a «e» ante sonido «i», y «o» pasa a «u» ante sonido «o»: «${c}».`,
    'es-plural-formation': (_o, c) =>
      `Los sustantivos en consonante añaden -es (la z pasa a c), y -ión pierde la tilde en plural: «${c}».`,
    'es-reflexive-verbs': (_o, c) =>
      `Los verbos pronominales llevan un pronombre que concuerda con el sujeto (me levanto, nos quedamos): «${c}».`,
    'es-mucho-muy': (_o, c) =>
      `«Muy» va delante de adjetivos y adverbios; «mucho», tras verbos y delante de sustantivos: «${c}».`,
    'es-bueno-bien': (_o, c) =>
      `«Bueno» es adjetivo (califica a un sustantivo); «bien» es adverbio (dice cómo se hace algo): «${c}».`,
  },
  fr: {
    'es-noun-gender': (_o, c) =>
      `Le genre du nom décide de l’article et du déterminant\u00a0: «\u00a0${c}\u00a0».`,
    'es-el-agua-feminine': (_o, c) =>
      `Les noms féminins commençant par un «\u00a0a\u00a0» tonique prennent «\u00a0el\u00a0»/«\u00a0un\u00a0» au singulier mais restent féminins\u00a0: «\u00a0${c}\u00a0».`,
    'es-missing-definite-article': (_o, c) =>
      `L’espagnol emploie l’article avec les noms au sens général, avec ce qu’on aime, les jours et les titres\u00a0: «\u00a0${c}\u00a0».`,
    'es-extra-indefinite-article': (_o, c) =>
      `Pas de «\u00a0un/una\u00a0» devant une profession seule après «\u00a0ser\u00a0», ni devant «\u00a0otro\u00a0», «\u00a0cien\u00a0» ou «\u00a0mil\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-gente-agreement': (_o, c) =>
      `«\u00a0La gente\u00a0», «\u00a0la familia\u00a0» et «\u00a0todo el mundo\u00a0» sont au singulier\u00a0: le verbe aussi, «\u00a0${c}\u00a0».`,
    'es-gustar-agreement': (_o, c) =>
      `Avec «\u00a0gustar\u00a0», le verbe s’accorde avec ce qui plaît, pas avec la personne\u00a0: «\u00a0${c}\u00a0».`,
    'es-gustar-pronoun': (_o, c) =>
      `Avec «\u00a0gustar\u00a0», la personne est un pronom complément (me, te, le, nos, les), même avec «\u00a0a mí…\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-gustar-like-verbs': (_o, c) =>
      `«\u00a0Doler\u00a0» fonctionne comme «\u00a0gustar\u00a0»\u00a0: la partie du corps est le sujet et la personne un pronom, «\u00a0${c}\u00a0».`,
    'es-ser-estar-location': (_o, c) =>
      `Le lieu où se trouve quelqu’un ou quelque chose se dit avec «\u00a0estar\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-ser-estar-events': (_o, c) =>
      `Un événement «\u00a0a lieu\u00a0» avec «\u00a0ser\u00a0», même pour le lieu et l’heure\u00a0: «\u00a0${c}\u00a0».`,
    'es-ser-estar-states': (_o, c) =>
      `Les états et résultats (malade, fermé, cassé, bien) se disent avec «\u00a0estar\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-ser-estar-identity': (_o, c) =>
      `L’origine, la matière, la nationalité, l’heure et les jugements impersonnels se disent avec «\u00a0ser\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-hay-estar': (_o, c) =>
      `«\u00a0Hay\u00a0» présente quelque chose de nouveau (un, una, muchos)\u00a0; le connu (el, mi…) prend «\u00a0estar\u00a0»\u00a0; le «\u00a0haber\u00a0» existentiel reste au singulier\u00a0: «\u00a0${c}\u00a0».`,
    'es-tener-age': (_o, c) => `L’âge se dit avec «\u00a0tener\u00a0» (avoir)\u00a0: «\u00a0${c}\u00a0».`,
    'es-tener-sensations': (_o, c) =>
      `La faim, la soif, la peur, le sommeil, la hâte et la raison sont des noms avec «\u00a0tener\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-ff-caliente': (_o, c) =>
      `«\u00a0Caliente\u00a0» décrit la température des choses\u00a0; une personne «\u00a0tiene calor\u00a0», le temps «\u00a0hace calor\u00a0», un plat épicé est «\u00a0picante\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-weather-hacer': (_o, c) =>
      `La météo se dit avec «\u00a0hacer\u00a0» et un nom (frío, calor, viento, sol) ou «\u00a0estar\u00a0» et un adjectif (nublado)\u00a0: «\u00a0${c}\u00a0».`,
    'es-time-expressions': (_o, c) =>
      `Les jours prennent l’article sans «\u00a0en\u00a0», les heures «\u00a0a las\u00a0», et «\u00a0il y a\u00a0» se dit «\u00a0hace\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-preterite-imperfect': (_o, c) =>
      `Le décor, les habitudes et les descriptions vont à l’imparfait\u00a0; les faits ponctuels achevés au passé simple\u00a0: «\u00a0${c}\u00a0».`,
    'es-preterite-perfect': (_o, c) =>
      `Un moment révolu (ayer, el año pasado, en 2019) demande le passé simple, pas le passé composé\u00a0: «\u00a0${c}\u00a0».`,
    'es-progressive-overuse': (_o, c) =>
      `L’espagnol emploie le présent simple pour les projets et les états (saber, tener, querer), pas «\u00a0estar + gérondif\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-gerund-for-infinitive': (_o, c) =>
      `Après une préposition, comme sujet ou après «\u00a0gustar\u00a0», l’espagnol emploie l’infinitif, pas le gérondif\u00a0: «\u00a0${c}\u00a0».`,
    'es-irregular-verb-forms': (_o, c) => `Ce verbe est irrégulier ici\u00a0: «\u00a0${c}\u00a0».`,
    'es-subjunctive-wish': (_o, c) =>
      `Les souhaits, demandes, le but (para que), les émotions et les jugements demandent le subjonctif\u00a0: «\u00a0${c}\u00a0».`,
    'es-subjunctive-doubt-negation': (_o, c) =>
      `La certitude, l’opinion affirmée (creo que) et la cause (porque) demandent l’indicatif\u00a0: «\u00a0${c}\u00a0».`,
    'es-subjunctive-cuando-future': (_o, c) =>
      `Après «\u00a0cuando\u00a0», «\u00a0hasta que\u00a0»… un fait futur se met au subjonctif présent\u00a0: «\u00a0${c}\u00a0».`,
    'es-conditional-si': (_o, c) =>
      `Après «\u00a0si\u00a0», ni futur ni conditionnel\u00a0: le présent pour le réel, la forme en «\u00a0-ra\u00a0» pour l’irréel\u00a0: «\u00a0${c}\u00a0».`,
    'es-negative-imperative': (_o, c) =>
      `L’ordre négatif emploie le subjonctif, avec les pronoms avant le verbe\u00a0: «\u00a0${c}\u00a0».`,
    'es-por-para': (_o, c) =>
      `«\u00a0Por\u00a0» exprime la cause, le remerciement, le prix et le moyen\u00a0; «\u00a0para\u00a0» le but, le destinataire et l’échéance\u00a0: «\u00a0${c}\u00a0».`,
    'es-personal-a': (_o, c) =>
      `Une personne précise en complément direct prend «\u00a0a\u00a0»\u00a0; les choses et les lieux non\u00a0: «\u00a0${c}\u00a0».`,
    'es-preposition-choice': (_o, c) =>
      `Ce verbe ou cet adjectif se construit avec une préposition fixe en espagnol\u00a0: «\u00a0${c}\u00a0».`,
    'es-motion-a': (_o, c) =>
      `La destination et «\u00a0ir a + infinitif\u00a0» demandent «\u00a0a\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-question-word-accent': (_o, c) =>
      `Les mots interrogatifs et exclamatifs prennent un accent, même dans les questions indirectes\u00a0; les relatifs non\u00a0: «\u00a0${c}\u00a0».`,
    'es-por-que-porque': (_o, c) =>
      `«\u00a0Por qué\u00a0» demande pourquoi\u00a0; «\u00a0porque\u00a0» répond parce que\u00a0: «\u00a0${c}\u00a0».`,
    'es-object-pronoun-position': (_o, c) =>
      `Les pronoms compléments se placent avant le verbe conjugué ou se soudent à l’infinitif\u00a0: «\u00a0${c}\u00a0».`,
    'es-le-lo-se': (_o, c) =>
      `«\u00a0Le\u00a0» est le complément indirect\u00a0; devant lo/la il devient «\u00a0se\u00a0», et l’indirect vient en premier\u00a0: «\u00a0${c}\u00a0».`,
    'es-adjective-position': (_o, c) =>
      `Les adjectifs de couleur, d’origine et de catégorie suivent le nom\u00a0; bueno, malo, primero, grande s’abrègent devant\u00a0: «\u00a0${c}\u00a0».`,
    'es-double-negation': (_o, c) =>
      `Après «\u00a0no\u00a0» on emploie nada, nadie, ningún, nunca\u00a0; un mot négatif avant le verbe se passe de «\u00a0no\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-possessive-body-parts': (_o, c) =>
      `Avec les parties du corps et les vêtements, le pronom indique déjà le possesseur\u00a0: l’article, pas le possessif, «\u00a0${c}\u00a0».`,
    'es-saber-conocer': (_o, c) =>
      `«\u00a0Saber\u00a0», c’est savoir un fait ou savoir faire\u00a0; «\u00a0conocer\u00a0», connaître des personnes et des lieux\u00a0: «\u00a0${c}\u00a0».`,
    'es-pedir-preguntar': (_o, c) =>
      `«\u00a0Pedir\u00a0», c’est demander quelque chose\u00a0; «\u00a0preguntar\u00a0», poser une question\u00a0: «\u00a0${c}\u00a0».`,
    'es-ff-embarazada': (_o, c) =>
      `«\u00a0Embarazada\u00a0» veut dire enceinte\u00a0; gêné se dit «\u00a0avergonzado/a\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-ff-other': (_o, c) => `Ce mot est un faux ami ici\u00a0: «\u00a0${c}\u00a0».`,
    'es-ff-realizar': (_o, c) =>
      `«\u00a0Realizar\u00a0» veut dire réaliser un projet\u00a0; se rendre compte se dit «\u00a0darse cuenta de\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-ff-exito': (_o, c) =>
      `«\u00a0Éxito\u00a0» veut dire succès et la sortie se dit «\u00a0salida\u00a0»\u00a0; «\u00a0suceso\u00a0» est un événement\u00a0: «\u00a0${c}\u00a0».`,
    'es-calques-english': (_o, c) =>
      `C’est une expression anglaise traduite mot à mot\u00a0; en espagnol on dit «\u00a0${c}\u00a0».`,
    'es-accent-esta-verb': (_o, c) =>
      `Les formes verbales (está, estás, esté) prennent un accent\u00a0; les démonstratifs (esta, este, estas) non\u00a0: «\u00a0${c}\u00a0».`,
    'es-missing-enye': (_o, c) => `Ce mot s’écrit avec «\u00a0ñ\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-accent-monosyllables': (_o, c) =>
      `L’accent distingue les monosyllabes él/el, tú/tu, mí/mi, sí/si, té/te, dé/de\u00a0: «\u00a0${c}\u00a0».`,
    'es-accent-stress': (_o, c) =>
      `Le passé simple de la 3e personne porte l’accent final (habló)\u00a0; «\u00a0hablo\u00a0» est le présent\u00a0: «\u00a0${c}\u00a0».`,
    'es-y-e-o-u': (_o, c) =>
      `«\u00a0Y\u00a0» devient «\u00a0e\u00a0» devant un son «\u00a0i\u00a0», et «\u00a0o\u00a0» devient «\u00a0u\u00a0» devant un son «\u00a0o\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'es-plural-formation': (_o, c) =>
      `Les noms terminés par une consonne ajoutent -es (z devient c), et -ión perd son accent au pluriel\u00a0: «\u00a0${c}\u00a0».`,
    'es-reflexive-verbs': (_o, c) =>
      `Les verbes pronominaux gardent un pronom accordé au sujet (me levanto, nos quedamos)\u00a0: «\u00a0${c}\u00a0».`,
    'es-mucho-muy': (_o, c) =>
      `«\u00a0Muy\u00a0» se place devant les adjectifs et adverbes\u00a0; «\u00a0mucho\u00a0» après les verbes et devant les noms\u00a0: «\u00a0${c}\u00a0».`,
    'es-bueno-bien': (_o, c) =>
      `«\u00a0Bueno\u00a0» est un adjectif (qualifie un nom)\u00a0; «\u00a0bien\u00a0» est un adverbe (dit comment on fait)\u00a0: «\u00a0${c}\u00a0».`,
  },
};
