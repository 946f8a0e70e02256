/**
 * High-precision rules for mistakes Spanish learners make (decision 072). Each fires only where the
 * pattern cannot be right, so that a correct sentence is never flagged.
 */
import { B, E, patternRule, words, type GrammarRule } from './rules.ts';

const TU_VERBS = [
  'eres',
  'estás',
  'tienes',
  'puedes',
  'quieres',
  'vas',
  'sabes',
  'haces',
  'vives',
  'hablas',
  'trabajas',
  'piensas',
  'crees',
  'dices',
  'prefieres',
  'conoces',
  'necesitas',
  'estabas',
  'eras',
  'fuiste',
  'tenías',
];
const EL_VERBS = [
  'es',
  'está',
  'estaba',
  'era',
  'fue',
  'tiene',
  'tenía',
  'quiere',
  'quería',
  'puede',
  'podía',
  'sabe',
  'sabía',
  'dijo',
  'dice',
  'hizo',
  'va',
  'iba',
  'vive',
  'vivía',
  'trabaja',
  'trabajaba',
];
const SER_TO_ESTAR: Record<string, string> = {
  soy: 'estoy',
  eres: 'estás',
  es: 'está',
  somos: 'estamos',
  sois: 'estáis',
  son: 'están',
};
/** Masculine nouns ending in -a, and feminine nouns learners take for masculine. */
const MASCULINE = [
  'problema',
  'día',
  'mapa',
  'idioma',
  'sistema',
  'programa',
  'tema',
  'clima',
  'planeta',
  'sofá',
];
const FEMININE = [
  'casa',
  'mano',
  'foto',
  'moto',
  'ciudad',
  'noche',
  'calle',
  'clase',
  'leche',
  'carne',
  'llave',
  'mujer',
  'madre',
  'semana',
  'universidad',
  'playa',
  'familia',
];
const INTERROGATIVES: Record<string, string> = {
  donde: 'dónde',
  adonde: 'adónde',
  como: 'cómo',
  cuando: 'cuándo',
  que: 'qué',
  cuanto: 'cuánto',
  cuanta: 'cuánta',
  cuantos: 'cuántos',
  cuantas: 'cuántas',
  quien: 'quién',
  quienes: 'quiénes',
  cual: 'cuál',
  cuales: 'cuáles',
};
const GUSTAR_PLURAL: Record<string, string> = {
  gusta: 'gustan',
  encanta: 'encantan',
  interesa: 'interesan',
  duele: 'duelen',
};

export const SPANISH_RULES: readonly GrammarRule[] = [
  // «tu» is the possessive; before a verb, or alone at the end of a question, it is the pronoun «tú».
  patternRule('es-tu-pronoun', new RegExp(`${B}tu(\\s+${words(TU_VERBS)})${E}`, 'iu'), (m) => `tú${m[1]}`),
  patternRule('es-tu-pronoun', new RegExp(`${B}(y|e)\\s+tu(?=\\s*[?!])`, 'iu'), (m) => `${m[1]} tú`),
  // «el» is the article; before a verb it is the pronoun «él».
  patternRule('es-el-pronoun', new RegExp(`${B}el(\\s+${words(EL_VERBS)})${E}`, 'iu'), (m) => `él${m[1]}`),
  // «esta» is the demonstrative; before a place, a state or a gerund it is the verb «está».
  patternRule(
    'es-esta-verb',
    new RegExp(
      `${B}esta(\\s+(?:en|aquí|allí|ahí|bien|mal|muy|lejos|cerca|cansad[oa]s?|enferm[oa]s?|content[oa]s?|list[oa]s?|(?!mundo|segundo|fondo)\\p{L}+ndo))${E}`,
      'iu',
    ),
    (m) => `está${m[1]}`,
  ),
  // Moods and fixed phrases take «estar»: estar cansado, contento, enfadado, preocupado, de acuerdo.
  patternRule(
    'es-ser-estar',
    new RegExp(
      `${B}(soy|eres|somos|sois)(\\s+(?:muy\\s+|tan\\s+|bastante\\s+)?(?:cansad|content|enfadad|preocupad)[oa]s?)${E}`,
      'iu',
    ),
    (m) => `${SER_TO_ESTAR[m[1]!.toLowerCase()]}${m[2]}`,
  ),
  patternRule(
    'es-ser-estar',
    new RegExp(`${B}(es|son)(\\s+(?:muy\\s+|tan\\s+|bastante\\s+)?(?:content|enfadad)[oa]s?)${E}`, 'iu'),
    (m) => `${SER_TO_ESTAR[m[1]!.toLowerCase()]}${m[2]}`,
  ),
  patternRule(
    'es-ser-estar',
    new RegExp(`${B}(soy|eres|es|somos|sois|son)(\\s+de\\s+acuerdo)${E}`, 'iu'),
    (m) => `${SER_TO_ESTAR[m[1]!.toLowerCase()]}${m[2]}`,
  ),
  // a + el → al, de + el → del (not before the pronoun «él» nor a name such as El Salvador).
  patternRule('es-contraction', new RegExp(`${B}(a|de)\\s+el${E}`, 'u'), (m) =>
    m[1] === 'a' ? 'al' : 'del',
  ),
  patternRule('es-contraction', new RegExp(`${B}(A|De)\\s+el${E}`, 'u'), (m) =>
    m[1] === 'A' ? 'Al' : 'Del',
  ),
  // Nouns whose gender learners get wrong, only right after an article.
  patternRule('es-gender', new RegExp(`${B}(la|una)(\\s+${words(MASCULINE)})${E}`, 'iu'), (m) =>
    m[1]!.toLowerCase() === 'la' ? `el${m[2]}` : `un${m[2]}`,
  ),
  patternRule('es-gender', new RegExp(`${B}(el|un)(\\s+${words(FEMININE)})${E}`, 'iu'), (m) =>
    m[1]!.toLowerCase() === 'el' ? `la${m[2]}` : `una${m[2]}`,
  ),
  patternRule('es-gender', new RegExp(`${B}(la|una)(\\s+agua)${E}`, 'iu'), (m) =>
    m[1]!.toLowerCase() === 'la' ? `el${m[2]}` : `un${m[2]}`,
  ),
  // A question word right after «¿» carries its accent.
  patternRule(
    'es-question-accent',
    new RegExp(`(¿\\s*)(${Object.keys(INTERROGATIVES).join('|')})${E}`, 'iu'),
    (m) => `${m[1]}${INTERROGATIVES[m[2]!.toLowerCase()]}`,
  ),
  // gustar, encantar, interesar, doler agree with the plural thing liked.
  patternRule(
    'es-gustar-plural',
    new RegExp(
      `${B}(me|te|le|nos|os|les)\\s+(gusta|encanta|interesa|duele)(\\s+(?:los|las|mis|tus|sus))${E}`,
      'iu',
    ),
    (m) => `${m[1]} ${GUSTAR_PLURAL[m[2]!.toLowerCase()]}${m[3]}`,
  ),
];
