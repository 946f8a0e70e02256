/**
 * Explanations of the French rules written from the error taxonomy (docs/corrections/taxonomy-*.md),
 * by rule id, in the three interface languages. Merged into the catalogue by explanations.ts.
 */
import type { ExplanationEntries } from './explanation-types.ts';

export const FRENCH_EXPLANATIONS: ExplanationEntries = {
  en: {
    'fr-des-before-adjective': (_o, c) =>
      `Before an adjective placed in front of a plural noun, written French uses “de” instead of “des”: “${c}”.`,
    'fr-adjective-position': (_o, c) =>
      `Colour and nationality adjectives follow the noun, short common ones (petit, beau, bon…) come before it: “${c}”.`,
    'fr-age-avoir': () => 'French gives age with “avoir” and the word “ans”: j’ai 25 ans, quel âge as-tu ?',
    'fr-anglicisms-calques': (_o, c) => `This is a word-for-word translation; French says “${c}”.`,
    'fr-avoir-expressions': (_o, c) =>
      `Hunger, thirst, fear, need, pain (avoir faim, avoir besoin, avoir mal…) take “avoir”, with “très” rather than “beaucoup”: “${c}”.`,
    'fr-cest-il-est': (_o, c) =>
      `Before a determiner and a noun use “c’est” (ce sont); before a bare profession no article: “${c}”.`,
    'fr-comparative-forms': (_o, c) =>
      `Comparatives and adverbs: mieux (not plus bien), bien for how something is done, “que” after aussi/plus, “de” after a superlative: “${c}”.`,
    'fr-depuis-pendant-il-y-a': (_o, c) =>
      `A situation that is still true takes the present with “depuis”: “${c}”.`,
    'fr-determiner-gender': (_o, c) => `The determiner takes the gender of its noun: “${c}”.`,
    'fr-faire-expressions': (_o, c) =>
      `French uses fixed verbs here: il fait froid (weather), faire du sport, prendre une décision, poser une question: “${c}”.`,
    'fr-false-friends-english': (_o, c) =>
      `This French word does not mean what the English word means; here say “${c}”.`,
    'fr-false-friends-romance': (_o, c) =>
      `This French word looks like a Spanish or Italian one but means something else; here say “${c}”.`,
    'fr-homophone-a': (_o, c) => `“a” (has) is the verb avoir; “à” (to, at) is the preposition: “${c}”.`,
    'fr-homophone-ce-se': (_o, c) =>
      `“se” goes before a verb (il se lève); “ce” goes before a noun or “que”: “${c}”.`,
    'fr-homophone-ces-ses': (_o, c) =>
      `c’est = cela est; s’est comes before the participle of a pronominal verb; sait is savoir: “${c}”.`,
    'fr-homophone-et-est': (_o, c) => `“est” (is) is the verb être; “et” means “and”: “${c}”.`,
    'fr-homophone-on-ont': (_o, c) =>
      `“ont” is the verb avoir (ils ont); “on” is the pronoun, and a negation after it keeps “n’”: “${c}”.`,
    'fr-homophone-ou': (_o, c) => `“où” (where, when) has an accent; “ou” means “or”: “${c}”.`,
    'fr-homophone-son-sont': (_o, c) => `“sont” is the verb être (ils sont); “son” means “his/her”: “${c}”.`,
    'fr-homophones-other': (_o, c) => `These words sound alike but have different jobs; here write “${c}”.`,
    'fr-infinitive-participle': (_o, c) =>
      `After a modal or a preposition use the infinitive (-er); after avoir or être the participle (-é): “${c}”.`,
    'fr-infinitive-preposition': (_o, c) =>
      `Each verb takes its own link before an infinitive (à, de or nothing): “${c}”.`,
    'fr-irregular-forms': (_o, c) => `This verb is irregular: the form is “${c}”.`,
    'fr-jouer-a-de': (_o, c) => `“jouer à” for games and sports, “jouer de” for instruments: “${c}”.`,
    'fr-lui-le': (_o, c) =>
      `Verbs with “à” (téléphoner à, parler à) take lui/leur; verbs with a direct object (aider, appeler) take le/la/les: “${c}”.`,
    'fr-missing-accents': (_o, c) => `The past participle of an -er verb ends in “-é”: “${c}”.`,
    'fr-missing-definite-generic': (_o, c) => `French puts an article before a noun used in general: “${c}”.`,
    'fr-negation': (_o, c) =>
      `French negation has two parts around the verb (ne … pas), and “pas” is not added to jamais, rien or personne: “${c}”.`,
    'fr-noun-plural': (_o, c) =>
      `After a plural determiner the noun takes the plural, and some plurals are irregular: “${c}”.`,
    'fr-object-pronoun-position': (_o, c) =>
      `Object pronouns go before the conjugated verb, or before the infinitive: “${c}”.`,
    'fr-on-agreement': (_o, c) => `“On” takes the verb in the third person singular, like “il”: “${c}”.`,
    'fr-participle-agreement-avoir': (_o, c) =>
      `With “avoir”, the participle agrees with a direct object placed before it: “${c}”.`,
    'fr-participle-agreement-etre': (_o, c) => `With “être”, the participle agrees with the subject: “${c}”.`,
    'fr-passe-compose-auxiliary': (_o, c) =>
      `Pronominal verbs and verbs of movement take “être”; être itself and most verbs take “avoir”: “${c}”.`,
    'fr-place-prepositions': (_o, c) =>
      `Cities take “à”, people “chez”, and transport “en” (à pied): “${c}”.`,
    'fr-possessive-before-vowel': (_o, c) =>
      `Before a vowel or mute h, ma/ta/sa become mon/ton/son; before a consonant the feminine stays: “${c}”.`,
    'fr-possessive-owner-gender': (_o, c) =>
      `The possessive agrees with the thing owned, and “leurs” is for several things: “${c}”.`,
    'fr-present-progressive': (_o, c) =>
      `French has no “-ing” form after être: the simple present says it: “${c}”.`,
    'fr-pronoun-y-en': (_o, c) =>
      `“en” replaces a quantity (j’en ai deux); “y” replaces a place (j’y vais): “${c}”.`,
    'fr-quand-futur': (_o, c) => `After “quand” for a future event French uses the future: “${c}”.`,
    'fr-quantity-de': (_o, c) => `After a quantity (beaucoup, un peu, un kilo…) use “de” alone: “${c}”.`,
    'fr-question-formation': (_o, c) =>
      `In an inverted question the verb and pronoun are joined by a hyphen, with -t- between two vowels: “${c}”.`,
    'fr-reflexive-verbs': (_o, c) =>
      `Pronominal verbs keep the pronoun of their subject (je me lève, nous nous levons): “${c}”.`,
    'fr-relative-pronoun': (_o, c) =>
      `“qui” is the subject of the relative clause, “que” its object, “où” a place or time: “${c}”.`,
    'fr-savoir-connaitre': (_o, c) =>
      `“savoir” for facts and skills (+ infinitive or clause), “connaître” for people and places: “${c}”.`,
    'fr-si-clauses': (_o, c) =>
      `After “si” of a condition no future or conditional; the main clause takes the conditional after an imperfect: “${c}”.`,
    'fr-subject-verb-agreement': (_o, c) => `The verb agrees with its subject in person and number: “${c}”.`,
    'fr-time-prepositions': (_o, c) =>
      `Years and months take “en”, seasons “au printemps”, days no preposition: “${c}”.`,
    'fr-verb-preposition': (_o, c) => `This verb or adjective has its own preposition in French: “${c}”.`,
    'fr-visiter-rendre-visite': (_o, c) =>
      `“visiter” is for places; for people French says “rendre visite à”: “${c}”.`,
  },
  es: {
    'fr-des-before-adjective': (_o, c) =>
      `Delante de un adjetivo que precede a un sustantivo en plural, el francés escrito usa «de» en lugar de «des»: «${c}».`,
    'fr-adjective-position': (_o, c) =>
      `Los adjetivos de color y nacionalidad van detrás del sustantivo; los cortos y frecuentes (petit, beau, bon…) delante: «${c}».`,
    'fr-age-avoir': () =>
      'En francés la edad se dice con «avoir» y la palabra «ans»: j’ai 25 ans, quel âge as-tu ?',
    'fr-anglicisms-calques': (_o, c) => `Es una traducción palabra por palabra; en francés se dice «${c}».`,
    'fr-avoir-expressions': (_o, c) =>
      `El hambre, la sed, el miedo, la necesidad o el dolor (avoir faim, avoir besoin, avoir mal…) van con «avoir» y con «très», no «beaucoup»: «${c}».`,
    'fr-cest-il-est': (_o, c) =>
      `Ante un determinante y un sustantivo se usa «c’est» (ce sont); ante una profesión sola, sin artículo: «${c}».`,
    'fr-comparative-forms': (_o, c) =>
      `Comparativos y adverbios: mieux (no plus bien), bien para el modo, «que» tras aussi/plus, «de» tras un superlativo: «${c}».`,
    'fr-depuis-pendant-il-y-a': (_o, c) =>
      `Una situación que sigue siendo cierta lleva el presente con «depuis»: «${c}».`,
    'fr-determiner-gender': (_o, c) => `El determinante toma el género del sustantivo: «${c}».`,
    'fr-faire-expressions': (_o, c) =>
      `El francés usa aquí verbos fijos: il fait froid (tiempo), faire du sport, prendre une décision, poser une question: «${c}».`,
    'fr-false-friends-english': (_o, c) =>
      `Esta palabra francesa no significa lo mismo que la inglesa; aquí se dice «${c}».`,
    'fr-false-friends-romance': (_o, c) =>
      `Esta palabra se parece a una española o italiana pero significa otra cosa; aquí se dice «${c}».`,
    'fr-homophone-a': (_o, c) => `«a» es el verbo avoir; «à» es la preposición: «${c}».`,
    'fr-homophone-ce-se': (_o, c) =>
      `«se» va delante de un verbo (il se lève); «ce» delante de un sustantivo o de «que»: «${c}».`,
    'fr-homophone-ces-ses': (_o, c) =>
      `c’est = cela est; s’est va delante del participio de un verbo pronominal; sait es savoir: «${c}».`,
    'fr-homophone-et-est': (_o, c) => `«est» es el verbo être; «et» significa «y»: «${c}».`,
    'fr-homophone-on-ont': (_o, c) =>
      `«ont» es el verbo avoir (ils ont); «on» es el pronombre, y la negación tras él lleva «n’»: «${c}».`,
    'fr-homophone-ou': (_o, c) => `«où» (donde, cuando) lleva acento; «ou» significa «o»: «${c}».`,
    'fr-homophone-son-sont': (_o, c) => `«sont» es el verbo être (ils sont); «son» es el posesivo: «${c}».`,
    'fr-homophones-other': (_o, c) =>
      `Estas palabras suenan igual pero tienen funciones distintas; aquí se escribe «${c}».`,
    'fr-infinitive-participle': (_o, c) =>
      `Tras un modal o una preposición va el infinitivo (-er); tras avoir o être, el participio (-é): «${c}».`,
    'fr-infinitive-preposition': (_o, c) =>
      `Cada verbo lleva su propia preposición ante un infinitivo (à, de o nada): «${c}».`,
    'fr-irregular-forms': (_o, c) => `Este verbo es irregular: la forma es «${c}».`,
    'fr-jouer-a-de': (_o, c) => `«jouer à» para juegos y deportes, «jouer de» para instrumentos: «${c}».`,
    'fr-lui-le': (_o, c) =>
      `Los verbos con «à» (téléphoner à) llevan lui/leur; los de objeto directo (aider, appeler) llevan le/la/les: «${c}».`,
    'fr-missing-accents': (_o, c) => `El participio de un verbo en -er termina en «-é»: «${c}».`,
    'fr-missing-definite-generic': (_o, c) =>
      `El francés pone artículo ante un sustantivo en sentido general: «${c}».`,
    'fr-negation': (_o, c) =>
      `La negación francesa tiene dos partes alrededor del verbo (ne … pas), y «pas» no se añade a jamais, rien o personne: «${c}».`,
    'fr-noun-plural': (_o, c) =>
      `Tras un determinante plural el sustantivo va en plural, y algunos plurales son irregulares: «${c}».`,
    'fr-object-pronoun-position': (_o, c) =>
      `Los pronombres complemento van delante del verbo conjugado o del infinitivo: «${c}».`,
    'fr-on-agreement': (_o, c) => `«On» lleva el verbo en tercera persona del singular, como «il»: «${c}».`,
    'fr-participle-agreement-avoir': (_o, c) =>
      `Con «avoir», el participio concuerda con el complemento directo colocado delante: «${c}».`,
    'fr-participle-agreement-etre': (_o, c) => `Con «être», el participio concuerda con el sujeto: «${c}».`,
    'fr-passe-compose-auxiliary': (_o, c) =>
      `Los verbos pronominales y de movimiento usan «être»; être y la mayoría de los verbos usan «avoir»: «${c}».`,
    'fr-place-prepositions': (_o, c) =>
      `Las ciudades llevan «à», las personas «chez» y los transportes «en» (à pied): «${c}».`,
    'fr-possessive-before-vowel': (_o, c) =>
      `Ante vocal o h muda, ma/ta/sa pasan a mon/ton/son; ante consonante se queda el femenino: «${c}».`,
    'fr-possessive-owner-gender': (_o, c) =>
      `El posesivo concuerda con lo poseído, y «leurs» es para varias cosas: «${c}».`,
    'fr-present-progressive': (_o, c) =>
      `El francés no tiene forma «-ing» tras être: basta el presente: «${c}».`,
    'fr-pronoun-y-en': (_o, c) =>
      `«en» sustituye una cantidad (j’en ai deux); «y» un lugar (j’y vais): «${c}».`,
    'fr-quand-futur': (_o, c) => `Tras «quand» para un hecho futuro, el francés usa el futuro: «${c}».`,
    'fr-quantity-de': (_o, c) => `Tras una cantidad (beaucoup, un peu, un kilo…) se usa solo «de»: «${c}».`,
    'fr-question-formation': (_o, c) =>
      `En una pregunta con inversión, verbo y pronombre se unen con guion, con -t- entre dos vocales: «${c}».`,
    'fr-reflexive-verbs': (_o, c) =>
      `Los verbos pronominales llevan el pronombre de su sujeto (je me lève, nous nous levons): «${c}».`,
    'fr-relative-pronoun': (_o, c) =>
      `«qui» es el sujeto de la relativa, «que» el objeto y «où» un lugar o momento: «${c}».`,
    'fr-savoir-connaitre': (_o, c) =>
      `«savoir» para hechos y habilidades (+ infinitivo u oración), «connaître» para personas y lugares: «${c}».`,
    'fr-si-clauses': (_o, c) =>
      `Tras el «si» condicional no va futuro ni condicional; la principal lleva condicional tras un imperfecto: «${c}».`,
    'fr-subject-verb-agreement': (_o, c) => `El verbo concuerda con su sujeto en persona y número: «${c}».`,
    'fr-time-prepositions': (_o, c) =>
      `Los años y meses llevan «en», la primavera «au printemps», los días ninguna preposición: «${c}».`,
    'fr-verb-preposition': (_o, c) => `Este verbo o adjetivo lleva su propia preposición en francés: «${c}».`,
    'fr-visiter-rendre-visite': (_o, c) =>
      `«visiter» es para lugares; para personas se dice «rendre visite à»: «${c}».`,
  },
  fr: {
    'fr-des-before-adjective': (_o, c) =>
      `Devant un adjectif placé avant un nom au pluriel, la langue écrite emploie «\u00a0de\u00a0» au lieu de «\u00a0des\u00a0»\u00a0: «\u00a0${c}\u00a0».`,
    'fr-adjective-position': (_o, c) =>
      `Les adjectifs de couleur et de nationalité suivent le nom\u00a0; les adjectifs courts et fréquents (petit, beau, bon…) le précèdent\u00a0: « ${c} ».`,
    'fr-age-avoir': () =>
      'En français, l’âge se dit avec « avoir » et le mot « ans »\u00a0: j’ai 25 ans, quel âge as-tu\u00a0?',
    'fr-anglicisms-calques': (_o, c) => `C’est une traduction mot à mot\u00a0; en français, on dit « ${c} ».`,
    'fr-avoir-expressions': (_o, c) =>
      `La faim, la soif, la peur, le besoin, la douleur (avoir faim, avoir besoin, avoir mal…) se disent avec « avoir », et avec « très » plutôt que « beaucoup »\u00a0: « ${c} ».`,
    'fr-cest-il-est': (_o, c) =>
      `Devant un déterminant et un nom, on emploie « c’est » (ce sont)\u00a0; devant une profession seule, pas d’article\u00a0: « ${c} ».`,
    'fr-comparative-forms': (_o, c) =>
      `Comparatifs et adverbes\u00a0: mieux (et non plus bien), bien pour la manière, « que » après aussi/plus, « de » après un superlatif\u00a0: « ${c} ».`,
    'fr-depuis-pendant-il-y-a': (_o, c) =>
      `Une situation toujours vraie se dit au présent avec « depuis »\u00a0: « ${c} ».`,
    'fr-determiner-gender': (_o, c) => `Le déterminant prend le genre du nom\u00a0: « ${c} ».`,
    'fr-faire-expressions': (_o, c) =>
      `Le français emploie ici des verbes fixes\u00a0: il fait froid (météo), faire du sport, prendre une décision, poser une question\u00a0: « ${c} ».`,
    'fr-false-friends-english': (_o, c) =>
      `Ce mot français n’a pas le sens du mot anglais\u00a0; ici, on dit « ${c} ».`,
    'fr-false-friends-romance': (_o, c) =>
      `Ce mot ressemble à un mot espagnol ou italien mais a un autre sens\u00a0; ici, on dit « ${c} ».`,
    'fr-homophone-a': (_o, c) => `« a » est le verbe avoir\u00a0; « à » est la préposition\u00a0: « ${c} ».`,
    'fr-homophone-ce-se': (_o, c) =>
      `« se » se place devant un verbe (il se lève)\u00a0; « ce » devant un nom ou « que »\u00a0: « ${c} ».`,
    'fr-homophone-ces-ses': (_o, c) =>
      `c’est = cela est\u00a0; s’est précède le participe d’un verbe pronominal\u00a0; sait vient de savoir\u00a0: « ${c} ».`,
    'fr-homophone-et-est': (_o, c) =>
      `« est » est le verbe être\u00a0; « et » veut dire « and »\u00a0: « ${c} ».`,
    'fr-homophone-on-ont': (_o, c) =>
      `« ont » est le verbe avoir (ils ont)\u00a0; « on » est le pronom, et la négation garde son « n’ »\u00a0: « ${c} ».`,
    'fr-homophone-ou': (_o, c) =>
      `« où » (lieu, moment) prend un accent\u00a0; « ou » signifie « ou bien »\u00a0: « ${c} ».`,
    'fr-homophone-son-sont': (_o, c) =>
      `« sont » est le verbe être (ils sont)\u00a0; « son » est le possessif\u00a0: « ${c} ».`,
    'fr-homophones-other': (_o, c) =>
      `Ces mots se prononcent pareil mais n’ont pas la même fonction\u00a0; ici, on écrit « ${c} ».`,
    'fr-infinitive-participle': (_o, c) =>
      `Après un modal ou une préposition, on met l’infinitif (-er)\u00a0; après avoir ou être, le participe (-é)\u00a0: « ${c} ».`,
    'fr-infinitive-preposition': (_o, c) =>
      `Chaque verbe a sa construction devant un infinitif (à, de ou rien)\u00a0: « ${c} ».`,
    'fr-irregular-forms': (_o, c) => `Ce verbe est irrégulier\u00a0: la forme est « ${c} ».`,
    'fr-jouer-a-de': (_o, c) =>
      `« jouer à » pour les jeux et les sports, « jouer de » pour les instruments\u00a0: « ${c} ».`,
    'fr-lui-le': (_o, c) =>
      `Les verbes construits avec « à » (téléphoner à) prennent lui/leur\u00a0; ceux à objet direct (aider, appeler) prennent le/la/les\u00a0: « ${c} ».`,
    'fr-missing-accents': (_o, c) =>
      `Le participe passé d’un verbe en -er se termine par « -é »\u00a0: « ${c} ».`,
    'fr-missing-definite-generic': (_o, c) =>
      `Le français met un article devant un nom pris en général\u00a0: « ${c} ».`,
    'fr-negation': (_o, c) =>
      `La négation a deux parties autour du verbe (ne … pas), et « pas » ne s’ajoute pas à jamais, rien ou personne\u00a0: « ${c} ».`,
    'fr-noun-plural': (_o, c) =>
      `Après un déterminant pluriel, le nom se met au pluriel, et certains pluriels sont irréguliers\u00a0: « ${c} ».`,
    'fr-object-pronoun-position': (_o, c) =>
      `Les pronoms compléments se placent devant le verbe conjugué ou devant l’infinitif\u00a0: « ${c} ».`,
    'fr-on-agreement': (_o, c) =>
      `« On » se conjugue à la troisième personne du singulier, comme « il »\u00a0: « ${c} ».`,
    'fr-participle-agreement-avoir': (_o, c) =>
      `Avec « avoir », le participe s’accorde avec le COD placé avant\u00a0: « ${c} ».`,
    'fr-participle-agreement-etre': (_o, c) =>
      `Avec « être », le participe s’accorde avec le sujet\u00a0: « ${c} ».`,
    'fr-passe-compose-auxiliary': (_o, c) =>
      `Les verbes pronominaux et de mouvement se conjuguent avec « être »\u00a0; être lui-même et la plupart des verbes avec « avoir »\u00a0: « ${c} ».`,
    'fr-place-prepositions': (_o, c) =>
      `Les villes prennent « à », les personnes « chez », les transports « en » (à pied)\u00a0: « ${c} ».`,
    'fr-possessive-before-vowel': (_o, c) =>
      `Devant une voyelle ou un h muet, ma/ta/sa deviennent mon/ton/son\u00a0; devant une consonne, le féminin reste\u00a0: « ${c} ».`,
    'fr-possessive-owner-gender': (_o, c) =>
      `Le possessif s’accorde avec ce qui est possédé, et « leurs » s’emploie pour plusieurs choses\u00a0: « ${c} ».`,
    'fr-present-progressive': (_o, c) =>
      `Le français n’a pas de forme en « -ant » après être\u00a0: le présent suffit\u00a0: « ${c} ».`,
    'fr-pronoun-y-en': (_o, c) =>
      `« en » remplace une quantité (j’en ai deux)\u00a0; « y » remplace un lieu (j’y vais)\u00a0: « ${c} ».`,
    'fr-quand-futur': (_o, c) =>
      `Après « quand », pour un événement futur, on emploie le futur\u00a0: « ${c} ».`,
    'fr-quantity-de': (_o, c) =>
      `Après une quantité (beaucoup, un peu, un kilo…), on emploie « de » seul\u00a0: « ${c} ».`,
    'fr-question-formation': (_o, c) =>
      `Dans une question avec inversion, le verbe et le pronom sont reliés par un trait d’union, avec -t- entre deux voyelles\u00a0: « ${c} ».`,
    'fr-reflexive-verbs': (_o, c) =>
      `Les verbes pronominaux gardent le pronom de leur sujet (je me lève, nous nous levons)\u00a0: « ${c} ».`,
    'fr-relative-pronoun': (_o, c) =>
      `« qui » est sujet de la relative, « que » complément, « où » un lieu ou un moment\u00a0: « ${c} ».`,
    'fr-savoir-connaitre': (_o, c) =>
      `« savoir » pour des faits et des savoir-faire (+ infinitif ou proposition), « connaître » pour des personnes et des lieux\u00a0: « ${c} ».`,
    'fr-si-clauses': (_o, c) =>
      `Après le « si » de condition, ni futur ni conditionnel\u00a0; la principale prend le conditionnel après un imparfait\u00a0: « ${c} ».`,
    'fr-subject-verb-agreement': (_o, c) =>
      `Le verbe s’accorde avec son sujet en personne et en nombre\u00a0: « ${c} ».`,
    'fr-time-prepositions': (_o, c) =>
      `Les années et les mois prennent « en », le printemps « au », les jours aucune préposition\u00a0: « ${c} ».`,
    'fr-verb-preposition': (_o, c) =>
      `Ce verbe ou cet adjectif a sa propre préposition en français\u00a0: « ${c} ».`,
    'fr-visiter-rendre-visite': (_o, c) =>
      `« visiter » s’emploie pour les lieux\u00a0; pour les personnes, on dit « rendre visite à »\u00a0: « ${c} ».`,
  },
};
