import { describe, expect, it } from 'vitest';
import type { Correction } from '../../../shared/contracts/practice.ts';
import { TEACHERS } from '../../../shared/domain/teachers.ts';
import type { PracticeTopic } from '../../../shared/domain/topics.ts';
import { HISTORY_WINDOW } from './ai-tutor.ts';
import { loadFormalLines } from './offline-partner-formal.ts';
import { learnerRegister, registerChoice } from './offline-partner-register.ts';
import { composeReply } from './offline-partner-reply.ts';
import { LEVEL_BANDS, SUBJECTS, loadOfflineScript, scriptedGreeting } from './offline-partner-script.ts';

describe('the learner’s register', () => {
  it.each([
    '¿Y usted?',
    'Buenas tardes, ¿usted es de Madrid?',
    'Muy bien, gracias. ¿Y usted, cómo está?',
    '¿Le gusta el cine?',
    'Le gusta el cine?',
    '¿Qué le parece Madrid?',
    '¿Podría repetir, por favor?',
    'Perdone, ¿puede hablar más despacio?',
    '¿Me puede ayudar con una palabra?',
    'Muchas gracias, se lo agradezco.',
    'Encantada de conocerla.',
    'Oiga, ¿de dónde es?',
  ])('is formal in Spanish: %s', (message) => {
    expect(registerChoice('spanish', message)).toBe('formal');
  });

  it.each([
    '¿Y tú?',
    'Bien, gracias, ¿y a ti?',
    '¿Eres de Madrid?',
    '¿Tienes hermanos?',
    '¿Te gusta el cine?',
    '¿Cómo estas?',
    'Puedes repetir?',
    'Dime, ¿qué haces los domingos?',
    '¿Qué hiciste ayer?',
    'Me encanta hablar contigo.',
    '¿Cuál es tu comida favorita?',
    // Changing one's mind within a message: the later choice counts.
    'Perdone, ¿usted… bueno, tú eres de Madrid?',
  ])('is informal in Spanish: %s', (message) => {
    expect(registerChoice('spanish', message)).toBe('informal');
  });

  it.each([
    'Hola, me llamo Pedro.',
    'Me gusta el té verde.',
    'Me gusta mucho el te verde.',
    'A mi hermano le gusta el fútbol.',
    '¿A mi hermano le gusta el fútbol? Sí, mucho.',
    'Mi madre se llama Ana y su casa es grande.',
    'Ustedes los profesores son muy pacientes.',
    'Mi hermano puede venir mañana.',
    '¿Puede ser?',
    'Perdone, no entiendo.',
    'Disculpe, por favor.',
    'Estas fotos son de mis vacaciones.',
    'Hoy estoy muy triste.',
  ])('shows no choice in Spanish: %s', (message) => {
    expect(registerChoice('spanish', message)).toBeUndefined();
  });

  it.each([
    'Et vous ?',
    'Ça va bien, merci. Et vous ?',
    "Vous êtes d'où ?",
    'Vous habitez à Paris ?',
    'Pouvez-vous répéter ?',
    'Merci à vous !',
    'Je vous remercie.',
    "Répétez, s'il vous plaît.",
    'Parlez plus lentement, svp.',
    'Comment allez-vous ?',
    'Quel est votre plat préféré ?',
    'Dites-moi, vous aimez le cinéma ?',
  ])('is formal in French: %s', (message) => {
    expect(registerChoice('french', message)).toBe('formal');
  });

  it.each([
    'Et toi ?',
    'Ça va, et toi ?',
    "Tu es d'où ?",
    'Tu habites à Paris ?',
    'Merci à toi !',
    "Tu peux répéter, s'il vous plaît ?",
    "Excusez-moi, t'as des frères et sœurs ?",
    'Dis-moi, quel est ton film préféré ?',
    'Quelle est ta couleur préférée ?',
    "S'il te plaît, parle plus lentement.",
    // "vous" for the teacher and her family, beside "toi": tu it is.
    'Vous allez bien, toi et ta famille ?',
  ])('is informal in French: %s', (message) => {
    expect(registerChoice('french', message)).toBe('informal');
  });

  it.each([
    "S'il vous plaît.",
    "Un café, s'il vous plait.",
    'Excusez-moi, je ne comprends pas.',
    "J'ai rendez-vous chez le médecin demain.",
    'Je vais chez mes parents, assez souvent.',
    "Je m'appelle Ana Martinez.",
    "J'aime le ton de sa voix.",
    'Allez, courage !',
    "Est-ce qu'a-t'il plu hier ?",
    'Je suis très contente aujourd’hui.',
  ])('shows no choice in French: %s', (message) => {
    expect(registerChoice('french', message)).toBeUndefined();
  });

  it('takes the newest choice, and informal while there is none', () => {
    expect(learnerRegister('spanish', [])).toBe('informal');
    expect(learnerRegister('spanish', ['Hola.', 'Bien.'])).toBe('informal');
    expect(learnerRegister('spanish', ['¿Y usted?', 'Bien.', 'Sí.'])).toBe('formal');
    expect(learnerRegister('spanish', ['¿Y usted?', 'Bien.', '¿Y tú?'])).toBe('informal');
    expect(learnerRegister('french', ['Et toi ?', 'Oui.', 'Vous habitez où ?', 'Merci.'])).toBe('formal');
    expect(learnerRegister('english', ['And you, sir?'])).toBe('informal');
  });
});

/** Plays a conversation the way the server does: the greeting, then each turn with the history window. */
function converse(
  language: 'spanish' | 'french',
  messages: readonly string[],
  options: { topic?: PracticeTopic | null; corrections?: (message: string) => Correction[] } = {},
): string[] {
  const topic = options.topic ?? null;
  const history: { sender: 'user' | 'ai'; content: string }[] = [
    { sender: 'ai', content: scriptedGreeting(language, topic) },
  ];
  return messages.map((learnerMessage, learnerTurn) => {
    const reply = composeReply(
      {
        teacher: TEACHERS[language],
        language,
        level: 1,
        topic,
        passedLevel: 0,
        recentCorrections: [],
        history: history.slice(-HISTORY_WINDOW),
        learnerTurn,
        learnerMessage,
      },
      options.corrections?.(learnerMessage) ?? [],
    );
    history.push({ sender: 'user', content: learnerMessage }, { sender: 'ai', content: reply });
    return reply;
  });
}

/** A line as a pattern: its placeholders match any text. */
const asPattern = (line: string) =>
  new RegExp(
    line
      .split(/\{\w+\}/u)
      .map((text) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
      .join('.+?'),
    'u',
  );

/** The informal lines (those with a formal version) found in a reply. */
const informalLinesIn = (language: 'spanish' | 'french', reply: string) =>
  Object.keys(loadFormalLines(language)).filter((line) => asPattern(line).test(reply));

const formalLinesIn = (language: 'spanish' | 'french', reply: string) =>
  Object.values(loadFormalLines(language)).filter((line) => asPattern(line).test(reply));

const chatter = {
  spanish: [
    'Soy de Lima y trabajo en un hospital.',
    'Me gusta leer y pasear por el parque.',
    'Sí.',
    'Perdón, no entiendo.',
    'Tengo dos hermanos y una hermana.',
    'Mi perro murió la semana pasada.',
    'Hablemos de música.',
    'Gracias.',
    'Me encanta el flamenco.',
    'Vale.',
  ],
  french: [
    'Je viens de Lyon et je travaille dans un hôpital.',
    "J'aime lire et me promener dans le parc.",
    'Oui.',
    'Pardon, je ne comprends pas.',
    "J'ai deux frères et une sœur.",
    'Mon chien est mort la semaine dernière.',
    'Parlons de musique.',
    'Merci.',
    "J'adore la chanson française.",
    "D'accord.",
  ],
} as const;

describe('the offline partner mirrors the learner’s register', () => {
  it.each([
    ['spanish', 'Buenas tardes, ¿usted es de Madrid?'],
    ['french', 'Bonjour, vous habitez à Paris ?'],
  ] as const)('speaks formally to a learner who does (%s)', (language, first) => {
    const replies = converse(language, [first, ...chatter[language]]);
    for (const reply of replies) {
      expect(informalLinesIn(language, reply), reply).toEqual([]);
      expect(registerChoice(language, reply), reply).not.toBe('informal');
    }
    // Each reply asks a question, in its formal version.
    for (const reply of replies) expect(formalLinesIn(language, reply).length, reply).toBeGreaterThan(0);
  });

  it('says usted from the first reply in Spanish', () => {
    const [reply] = converse('spanish', ['Buenas tardes, ¿usted es de Madrid?']);
    expect(reply).toMatch(/usted|¿Qué le |su tiempo libre/u);
  });

  it.each([
    ['spanish', '¿Usted vive en Madrid?', '¿Y tú? ¿Qué te gusta hacer?'],
    ['french', 'Vous habitez à Paris ?', 'Et toi, tu aimes lire ?'],
  ] as const)('goes back to tú (tu) when the learner does (%s)', (language, formal, informal) => {
    const replies = converse(language, [formal, ...chatter[language].slice(0, 3), informal, 'Sí.', 'Oui.']);
    for (const reply of replies.slice(0, 4)) expect(informalLinesIn(language, reply), reply).toEqual([]);
    for (const reply of replies.slice(4)) {
      expect(formalLinesIn(language, reply), reply).toEqual([]);
      expect(informalLinesIn(language, reply).length, reply).toBeGreaterThan(0);
    }
  });

  it.each(['spanish', 'french'] as const)(
    'stays informal with a learner who chooses nothing (%s)',
    (language) => {
      for (const reply of converse(language, chatter[language]))
        expect(formalLinesIn(language, reply), reply).toEqual([]);
    },
  );

  it.each([
    ['spanish', '¿Y usted?'],
    ['french', 'Et vous ?'],
  ] as const)(
    'keeps the choice once it has left the history window, and never asks a question twice (%s)',
    (language, first) => {
      const script = loadOfflineScript(language);
      const questions = [
        ...LEVEL_BANDS.flatMap((band) => script.conversation[band]),
        ...SUBJECTS.flatMap((subject) => script.subjects[subject].questions),
      ];
      const formal = loadFormalLines(language);
      const formalQuestions = questions.map((question) => formal[question] ?? question);
      const messages = [first, ...Array.from({ length: 30 }, (_, turn) => chatter[language][turn % 3]!)];
      const replies = converse(language, messages);
      const asked = replies.flatMap((reply) =>
        formalQuestions.filter((question) => reply.includes(question)),
      );
      expect(new Set(asked).size).toBe(asked.length);
      expect(asked.length).toBeGreaterThan(20);
      for (const reply of replies.slice(-5)) expect(informalLinesIn(language, reply), reply).toEqual([]);
    },
  );

  it('says goodbye formally to a formal learner', () => {
    const [, goodbye] = converse('spanish', ['¿Usted es profesora?', 'Muchas gracias, adiós.']);
    expect(
      Object.values(loadOfflineScript('spanish').farewell.replies).some((l) => goodbye!.includes(l)),
    ).toBe(false);
    expect(formalLinesIn('spanish', goodbye!).length).toBeGreaterThan(0);
  });

  it('leaves the learner’s corrected words as they are', () => {
    // A correction whose corrected sentence is one of the partner's informal lines stays word for word.
    const corrections = (message: string): Correction[] =>
      message === 'Bien, gracias.'
        ? [{ original: 'Como estas', corrected: '¿Cómo estás?', explanation: 'Accents.' }]
        : [];
    const [, reply] = converse('spanish', ['¿Usted es de Madrid?', 'Bien, gracias.'], { corrections });
    expect(reply).toContain('«¿Cómo estás?»');
  });

  it('leaves the drills in their own register', () => {
    const [reply] = converse('spanish', ['¿Usted puede repetir? Vivimos.'], { topic: 'grammar' });
    expect(reply).toContain('¿Cuál es tu respuesta?');
  });
});
