import type { LanguageCode } from './languages.ts';
import type { PracticeTopic } from './topics.ts';

/** docs/product.md#practice: the recommended length of a video call, shown as a progress bar. */
export const RECOMMENDED_CALL_MINUTES = 10;

/**
 * The video call's four quick prompts (docs/product.md#practice): what the learner says to the teacher, in
 * the language being practised, to ask for that activity. These are the learner's words sent as a message —
 * so they are in the target language whatever the interface language is.
 */
export const QUICK_PROMPTS: Readonly<Record<LanguageCode, Readonly<Record<PracticeTopic, string>>>> = {
  english: {
    restaurant: 'Can we do a restaurant roleplay?',
    pronunciation: 'Can we practise pronunciation?',
    grammar: 'Could you give me a grammar exercise?',
    'free-conversation': 'Can we just have a free conversation?',
  },
  spanish: {
    restaurant: '¿Podemos hacer un juego de rol en un restaurante?',
    pronunciation: '¿Podemos practicar la pronunciación?',
    grammar: '¿Me das un ejercicio de gramática?',
    'free-conversation': '¿Podemos tener una conversación libre?',
  },
  french: {
    restaurant: 'On peut faire un jeu de rôle au restaurant ?',
    pronunciation: 'On peut travailler la prononciation ?',
    grammar: 'Tu peux me donner un exercice de grammaire ?',
    'free-conversation': 'On peut avoir une conversation libre ?',
  },
};
