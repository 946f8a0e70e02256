import { describe, expect, it } from 'vitest';
import type { Correction } from '../../../shared/contracts/practice.ts';
import { gradeDrillAnswer, filledSentence } from '../../../shared/domain/drill-answer.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { TEACHERS } from '../../../shared/domain/teachers.ts';
import type { PracticeTopic } from '../../../shared/domain/topics.ts';
import { HISTORY_WINDOW } from './ai-tutor.ts';
import { feelingOf, smallTalkOf, subjectsTold } from './offline-partner-listen.ts';
import { composeReply, levelBand } from './offline-partner-reply.ts';
import { LEVEL_BANDS, SUBJECTS, loadOfflineScript, scriptedGreeting } from './offline-partner-script.ts';

/**
 * Plays a conversation with the offline partner the way the server does: each turn sees only the last
 * messages of the session (the history window) and the count of earlier learner messages.
 */
function converse(
  language: LanguageCode,
  topic: PracticeTopic | null,
  messages: readonly string[],
  options: {
    passedLevel?: number;
    corrections?: (message: string) => Correction[];
    /** The session starts with the partner's greeting, as it does on the server. */
    greeted?: boolean;
  } = {},
): string[] {
  const history: { sender: 'user' | 'ai'; content: string }[] = options.greeted
    ? [{ sender: 'ai', content: scriptedGreeting(language, topic) }]
    : [];
  return messages.map((learnerMessage, learnerTurn) => {
    const reply = composeReply(
      {
        teacher: TEACHERS[language],
        language,
        level: 1,
        topic,
        passedLevel: options.passedLevel ?? 0,
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

const reply = (language: LanguageCode, message: string, topic: PracticeTopic | null = null) =>
  converse(language, topic, [message])[0]!;

const PRAISE = /great vocabulary|nice job|well done|used the word|muy bien|has usado|bravo|super|génial/i;

describe('the offline partner answers what it is asked', () => {
  it.each([
    ['english', 'What is your favourite food?', 'fish tacos'],
    ['english', 'Where are you from?', 'San Diego'],
    ['english', "I'm fine, thanks. And you?", 'thank'],
    ['spanish', '¿De dónde eres?', 'Madrid'],
    ['spanish', '¿Cuál es tu comida favorita?', 'tortilla'],
    ['spanish', 'Estoy bien, ¿y tú?', 'gracias'],
    ['french', "Tu viens d'où ?", 'Paris'],
    ['french', 'Quel est ton plat préféré ?', 'ratatouille'],
    ['french', 'Ça va bien, et toi ?', 'merci'],
  ] as const)('%s: %s', (language, message, expected) => {
    expect(reply(language, message).toLowerCase()).toContain(expected.toLowerCase());
  });

  it.each([
    ['english', ["Let's talk about music", 'I love jazz. And you?']],
    ['spanish', ['Hablemos de deporte', 'Me gusta mucho correr, ¿y a ti?']],
    ['french', ['Parlons de voyages', "J'adore l'Italie, et toi ?"]],
  ] as const)('answers "and you?" about the subject in hand (%s)', (language, messages) => {
    const subject = language === 'english' ? 'music' : language === 'spanish' ? 'sport' : 'travel';
    expect(converse(language, null, messages)[1]).toContain(
      loadOfflineScript(language).subjects[subject].persona,
    );
  });

  it.each([
    ['english', 'Are you a robot?', 'offline practice partner'],
    ['spanish', '¿Eres una inteligencia artificial?', 'compañero de práctica sin conexión'],
    ['french', 'Tu es une IA ?', "partenaire d'entraînement hors ligne"],
  ] as const)('stays honest about being the offline partner (%s)', (language, message, expected) => {
    expect(reply(language, message)).toContain(expected);
  });

  it('does not take a program or a computer in a sentence for a question about itself', () => {
    expect(reply('english', 'I study a computer program at university.')).not.toContain(
      'offline practice partner',
    );
    expect(reply('french', "L'être humain est curieux.")).not.toContain('hors ligne');
  });

  it('admits a question it cannot answer instead of changing the subject', () => {
    const answer = reply('english', 'Why is the sky blue?');
    expect(loadOfflineScript('english').unknownQuestion.some((line) => answer.includes(line))).toBe(true);
  });
});

describe('the offline partner meets feelings', () => {
  const sad = {
    english: ['My grandmother died last week.', 'I lost my job yesterday.', "I'm not happy today."],
    spanish: [
      'Mi abuela murió la semana pasada.',
      'Estoy muy triste porque me han despedido.',
      'No estoy contenta.',
    ],
    french: ['Mon chat est mort hier.', 'Je suis triste, ma mère est malade.', 'Je ne suis pas contente.'],
  } as const;
  const happy = {
    english: ['I passed my exam today, I am so happy!', 'Great news: my sister is getting married!'],
    spanish: ['¡He aprobado el examen! Estoy muy contento.', 'Tengo buenas noticias: ¡me caso en junio!'],
    french: ["J'ai réussi mon examen, je suis trop contente !", 'Bonne nouvelle : je me marie en juin !'],
  } as const;

  for (const language of LANGUAGE_CODES) {
    const script = loadOfflineScript(language);
    it(`meets sad news with sympathy and no praise (${language})`, () => {
      for (const message of sad[language]) {
        const answer = reply(language, message);
        expect(script.feelings.sad.some((line) => answer.includes(line))).toBe(true);
        expect(answer).not.toMatch(PRAISE);
        expect(script.feelings.sadFollowUps.some((line) => answer.includes(line))).toBe(true);
      }
    });
    it(`meets happy news with joy (${language})`, () => {
      for (const message of happy[language]) {
        const answer = reply(language, message);
        expect(script.feelings.happy.some((line) => answer.includes(line))).toBe(true);
      }
    });
  }

  // What learners say about themselves in a first conversation is no news: no sympathy for working in a
  // hospital, no congratulations on having been born somewhere.
  const neutral = {
    english: [
      'I was born in Madrid in 1990.',
      'I work in a hospital as a nurse.',
      'I met my wife by accident at a party.',
    ],
    spanish: ['Mi madre nació en Lima.', 'Trabajo en un hospital como enfermera.', 'Lo rompí por accidente.'],
    french: ['Ma mère est née à Alger.', "Je travaille à l'hôpital comme infirmière.", 'Je suis né à Lyon.'],
  } as const;
  const news = {
    english: { sad: 'My dad is in the hospital.', happy: 'My sister had a baby yesterday!' },
    spanish: { sad: 'Mi padre está en el hospital.', happy: 'Ayer nació mi sobrina.' },
    french: { sad: "Mon père est à l'hôpital.", happy: 'Mon bébé est né hier !' },
  } as const;
  for (const language of LANGUAGE_CODES) {
    it(`hears no feeling in facts about a birthplace or a workplace, and hears the news (${language})`, () => {
      const script = loadOfflineScript(language);
      for (const message of neutral[language])
        expect(feelingOf(script, language, message), message).toBeNull();
      expect(feelingOf(script, language, news[language].sad)).toBe('sad');
      expect(feelingOf(script, language, news[language].happy)).toBe('happy');
    });
  }

  it('reads a negated sad word as no sad news, and a negation only within its clause', () => {
    const { happy, sad } = loadOfflineScript('english').feelings;
    const notSad = reply('english', "I'm not sad at all, I'm happy!");
    expect(happy.some((line) => notSad.includes(line))).toBe(true);
    const noProblem = reply('english', 'No problem, I am happy.');
    expect(sad.some((line) => noProblem.includes(line))).toBe(false);
    expect(happy.some((line) => noProblem.includes(line))).toBe(true);
  });
});

describe('the offline partner follows the subject the learner names', () => {
  it.each([
    ['english', "Let's talk about music", 'music'],
    ['english', 'Can we talk about travel?', 'travel'],
    ['spanish', 'Hablemos de fútbol', 'sport'],
    ['spanish', 'Quiero hablar de mi familia', 'family'],
    ['french', 'Parlons de cinéma', 'films'],
    ['french', 'On peut parler de voyages ?', 'travel'],
  ] as const)('%s: %s', (language, message, subject) => {
    const { questions } = loadOfflineScript(language).subjects[subject];
    const replies = converse(language, null, [message, 'Oui.', 'Yes.', 'Sí.']);
    // It stays on the subject for the next turns too, with a new question each time.
    for (const answer of replies) expect(questions.some((question) => answer.includes(question))).toBe(true);
  });
});

describe('the offline partner takes up a subject named in answer to its invitation', () => {
  it.each([
    ['spanish', 'De música, por favor.', 'music'],
    ['french', 'Le sport.', 'sport'],
    ['english', 'I would like to chat about my family today.', 'family'],
  ] as const)('%s: %s', (language, message, subject) => {
    const script = loadOfflineScript(language);
    const answer = composeReply(
      {
        teacher: TEACHERS[language],
        language,
        level: 1,
        topic: 'free-conversation',
        passedLevel: 0,
        recentCorrections: [],
        history: [{ sender: 'ai', content: script.greetings['free-conversation'] }],
        learnerTurn: 0,
        learnerMessage: message,
      },
      [],
    );
    expect(script.subjects[subject].intro.some((line) => answer.includes(line))).toBe(true);
    expect(script.subjects[subject].questions.some((line) => answer.includes(line))).toBe(true);
  });
});

describe('the offline partner invites the forms due for review', () => {
  const turn = (dueItems: Correction[]) =>
    composeReply(
      {
        teacher: TEACHERS.spanish,
        language: 'spanish',
        level: 1,
        topic: null,
        passedLevel: 0,
        recentCorrections: [],
        dueItems,
        history: [],
        learnerTurn: 0,
        learnerMessage: 'Sí, claro.',
      },
      [],
    );

  it('asks a question holding a word of a due card, else its usual next question', () => {
    const familyQuestion = '¿Me hablas un poco de tu familia?';
    expect(turn([])).not.toContain(familyQuestion);
    expect(turn([{ original: 'familla', corrected: 'familia', explanation: '' }])).toContain(familyQuestion);
    // Short words (articles and the like) invite nothing.
    expect(turn([{ original: 'la', corrected: 'el', explanation: '' }])).not.toContain(familyQuestion);
  });
});

describe('the offline partner never repeats a question in a session', () => {
  const chatter = {
    english: [
      'I went to work.',
      'I like it.',
      'Yes, sometimes.',
      'My brother lives in Leeds.',
      'Not really.',
    ],
    spanish: ['Fui al trabajo.', 'Me gusta.', 'Sí, a veces.', 'Mi hermano vive en Sevilla.', 'No mucho.'],
    french: [
      'Je suis allé au travail.',
      "J'aime bien.",
      'Oui, parfois.',
      'Mon frère habite à Lyon.',
      'Pas vraiment.',
    ],
  } as const;
  const asides = {
    english: ["Let's talk about food", 'Where are you from?', 'My dog died.', "Let's talk about sport"],
    spanish: ['Hablemos de comida', '¿De dónde eres?', 'Mi perro murió.', 'Hablemos de deporte'],
    french: ['Parlons de cuisine', "Tu viens d'où ?", 'Mon chien est mort.', 'Parlons de sport'],
  } as const;

  for (const language of LANGUAGE_CODES) {
    for (const passedLevel of [0, 3, 5]) {
      it(`over 40 turns (${language}, level ${passedLevel})`, () => {
        const script = loadOfflineScript(language);
        const questions = [
          ...LEVEL_BANDS.flatMap((band) => script.conversation[band]),
          ...SUBJECTS.flatMap((subject) => script.subjects[subject].questions),
          ...script.feelings.sadFollowUps,
        ];
        const messages = Array.from({ length: 40 }, (_, turn) =>
          turn % 9 === 4 ? asides[language][Math.floor(turn / 9)]! : chatter[language][turn % 5]!,
        );
        const replies = converse(language, null, messages, { passedLevel });
        const asked = replies.map((answer) => questions.filter((question) => answer.includes(question)));
        for (const lines of asked) expect(lines.length).toBeGreaterThanOrEqual(1);
        const all = asked.flat();
        expect(new Set(all).size).toBe(all.length);
      });
    }
  }
});

describe('the offline partner adapts to the learner’s level', () => {
  it('maps the highest passed level quiz to a band', () => {
    expect([0, 1, 2, 3, 4, 5].map(levelBand)).toEqual(['a1-a2', 'a1-a2', 'a1-a2', 'b1', 'b2-c1', 'b2-c1']);
  });

  it.each(LANGUAGE_CODES)('asks questions of the learner’s band (%s)', (language) => {
    const script = loadOfflineScript(language);
    for (const [passedLevel, band] of [
      [0, 'a1-a2'],
      [3, 'b1'],
      [5, 'b2-c1'],
    ] as const) {
      const replies = converse(language, null, ['Ok.', 'Yes.', 'No.'], { passedLevel });
      for (const answer of replies)
        expect(script.conversation[band].some((question) => answer.includes(question))).toBe(true);
    }
  });
});

describe('the offline partner never praises a corrected word', () => {
  it('leaves the misspelled word out of its remark', () => {
    const corrections = () => [
      { original: 'restaurrant', corrected: 'restaurant', explanation: 'Spelling.' },
    ];
    const [answer] = converse('english', null, ['I like the restaurrant'], { corrections });
    expect(answer).toContain('“restaurant,” not “restaurrant.”');
    expect(answer!.split('restaurrant')).toHaveLength(2);
    expect(answer).not.toMatch(/used the word|Nice job using/);
  });
});

describe('the restaurant role-play keeps its state and register', () => {
  it('remembers a vegetarian guest: never asks how meat is cooked, suggests suitable dishes', () => {
    const script = loadOfflineScript('spanish').restaurant;
    const replies = converse('spanish', 'restaurant', [
      'Buenas noches. Soy vegetariano.',
      'Un agua, por favor.',
      'Quiero el entrecot.',
      'Vale, la paella de verduras.',
      'No, gracias.',
      'Un flan.',
      'La cuenta, por favor.',
    ]);
    for (const answer of replies) expect(answer).not.toContain(script.cooking);
    expect(replies[2]).toContain('no le conviene pedir un entrecot a la plancha');
    expect(replies[2]).toContain('una paella de verduras');
    expect(replies[2]).not.toContain('merluza');
    // The main course, once ordered, is never asked for again.
    for (const answer of replies.slice(3)) expect(answer).not.toContain('¿Y de plato principal');
    expect(replies[6]).toContain('un agua mineral, una paella de verduras y un flan casero');
    expect(replies[6]).toContain('24,00 €');
  });

  it('asks how the steak is cooked once, then moves on to dessert and the bill', () => {
    const script = loadOfflineScript('english').restaurant;
    const replies = converse('english', 'restaurant', [
      'Good evening',
      'A lemonade, please',
      "No thanks, I'll have the steak",
      'Medium, please',
      'The key lime pie',
      "No, that's all",
      'Card, please',
    ]);
    expect(replies[0]).toContain('What would you like to drink?');
    expect(replies[1]).toContain('Would you like an appetizer?');
    expect(replies[2]).toContain(script.cooking);
    expect(replies[3]).toContain(script.cookingNoted);
    expect(replies[3]).toContain('Would you care for some dessert?');
    expect(replies[4]).toContain(script.nothingMore);
    expect(replies[5]).toContain('fresh lemonade, grilled steak and key lime pie');
    expect(replies[5]).toContain('$40.00');
    expect(replies[6]).toContain(script.paid);
  });

  it('brings the bill whenever it is asked for', () => {
    const [first] = converse('french', 'restaurant', ["L'addition, s'il vous plaît."]);
    expect(first).toContain(loadOfflineScript('french').restaurant.nothingOrdered);
    const replies = converse('french', 'restaurant', [
      'Une bière, s’il vous plaît.',
      "L'addition, s'il vous plaît !",
    ]);
    expect(replies[1]).toMatch(/Voici l'addition\s: une bière pression\. Cela fait 5,50\s€ en tout/);
  });

  it('does not ask for a course already ordered, whatever the order of the guest', () => {
    const replies = converse('french', 'restaurant', [
      'Je voudrais la ratatouille et une limonade.',
      'Non merci.',
    ]);
    expect(replies[0]).toContain('Vous prendrez un dessert');
    expect(replies[0]).not.toContain('Que désirez-vous boire');
    expect(replies[0]).not.toContain('comme plat principal');
    expect(replies[1]).toContain("je vous apporte l'addition");
  });

  it('recommends dishes for the course at hand, and moves on when the guest declines', () => {
    const replies = converse('spanish', 'restaurant', ['Un agua.', '¿Qué me recomienda?', 'No, gracias.']);
    expect(replies[1]).toContain('Le recomiendo un gazpacho andaluz');
    expect(replies[2]).toContain('¿Y de plato principal, qué va a tomar?');
    expect(replies[2]).not.toContain('entrante');
  });

  it('speaks formally in every line: usted in Spanish, vous in French', () => {
    const lines = (language: LanguageCode) => {
      const script = loadOfflineScript(language);
      const waiter = script.restaurant;
      return [
        script.greetings.restaurant,
        ...Object.values(waiter.ask),
        ...waiter.noted,
        waiter.cooking,
        waiter.cookingNoted,
        waiter.unsuitable,
        ...Object.values(waiter.diets).map((diet) => diet.noted),
        waiter.recommend,
        waiter.notOnMenu,
        ...waiter.declined,
        waiter.nothingMore,
        waiter.nothingOrdered,
        waiter.bill,
        waiter.paid,
        waiter.robot,
      ];
    };
    for (const line of lines('spanish')) {
      expect(line).not.toMatch(/\b(tú|tu|tus|te|ti|contigo|quieres|prefieres|tienes|puedes|deseas)\b/iu);
    }
    for (const line of lines('french')) {
      expect(line).not.toMatch(/(^|[^\p{L}])(tu|toi|te|t'|ton|ta|tes)(?![\p{L}])/iu);
    }
  });
});

describe('the offline partner’s script', () => {
  it.each(LANGUAGE_CODES)('accepts every listed drill answer, alone and in its sentence (%s)', (language) => {
    for (const exercise of loadOfflineScript(language).topics.grammar.exercises) {
      for (const answer of exercise.answers) {
        expect(gradeDrillAnswer(exercise, answer).verdict).toBe('correct');
        expect(gradeDrillAnswer(exercise, filledSentence(exercise.prompt, answer)).verdict).toBe('correct');
      }
    }
  });

  it.each(LANGUAGE_CODES)(
    'has at least 25 distinct questions per level band and no line twice (%s)',
    (language) => {
      const script = loadOfflineScript(language);
      const questions = [
        ...LEVEL_BANDS.flatMap((band) => script.conversation[band]),
        ...SUBJECTS.flatMap((subject) => script.subjects[subject].questions),
        ...script.feelings.sadFollowUps,
      ];
      for (const band of LEVEL_BANDS) expect(script.conversation[band].length).toBeGreaterThanOrEqual(25);
      expect(new Set(questions).size).toBe(questions.length);
      // No question contains another, so each one is recognised in the history on its own.
      for (const question of questions)
        expect(questions.filter((other) => other !== question && other.includes(question))).toEqual([]);
    },
  );

  it('grades a drill answer with its near miss named', () => {
    const [answer] = converse('spanish', 'grammar', ['vivo']);
    expect(answer).toContain('«vivimos», no «vivo»');
    const [accent] = converse('french', 'grammar', ['habitons']);
    expect(accent).toContain(
      loadOfflineScript('french').reactions.correct.find((line) => accent!.includes(line))!,
    );
  });
});

/** Whether a reply holds one of the lines. */
const holds = (answer: string, lines: readonly string[]) => lines.some((line) => answer.includes(line));

describe('the offline partner does not ask what the learner has already told it', () => {
  // The first conversation of the probe: the job or the children are mentioned early, and the general
  // questions would have come to "Do you work or study?" (fourth) or to the family (third) a turn later.
  const told = {
    english: {
      work: ['Hello!', 'I work as a software engineer.', 'Yes, I do.', 'Ok.', 'Sure.'],
      family: ['Hello!', 'I have two kids, they are five and seven.', 'Yes.', 'Ok.'],
      now: ['Hello!', 'Fine.', 'Ok.', "I'm a nurse, I love my job."],
    },
    spanish: {
      work: ['¡Hola!', 'Trabajo de enfermera en un hospital.', 'Sí, claro.', 'Vale.', 'Bueno.'],
      family: ['¡Hola!', 'Tengo dos hijos de cinco y siete años.', 'Sí.', 'Vale.'],
      now: ['¡Hola!', 'Bien.', 'Vale.', 'Soy profesor de matemáticas en un instituto.'],
    },
    french: {
      work: ['Bonjour !', 'Je suis professeur de mathématiques.', 'Oui, bien sûr.', "D'accord.", 'Bon.'],
      family: ['Bonjour !', "J'ai deux enfants, ils ont cinq et sept ans.", 'Oui.', "D'accord."],
      now: ['Bonjour !', 'Bien.', "D'accord.", 'Je travaille comme infirmière dans un hôpital.'],
    },
  } as const;

  for (const language of LANGUAGE_CODES) {
    const { subjects } = loadOfflineScript(language);
    it(`never asks about work or studies after hearing the learner's job (${language})`, () => {
      for (const messages of [told[language].work, told[language].now]) {
        const replies = converse(language, null, messages, { greeted: true });
        for (const answer of replies) expect(holds(answer, subjects.work.opening), answer).toBe(false);
      }
    });
    it(`never asks about the family after hearing about the learner's children (${language})`, () => {
      const replies = converse(language, null, told[language].family, { greeted: true });
      for (const answer of replies) expect(holds(answer, subjects.family.opening), answer).toBe(false);
    });
  }

  const yes = { english: 'Yes, sometimes.', spanish: 'Sí, a veces.', french: 'Oui, parfois.' } as const;
  it.each(LANGUAGE_CODES)('does not reopen a subject it has already asked about (%s)', (language) => {
    const script = loadOfflineScript(language);
    const general = script.conversation['a1-a2'];
    // The fourth general question is the one about work; the partner already asked a work question.
    expect(script.subjects.work.opening).toContain(general[3]);
    const answer = composeReply(
      {
        teacher: TEACHERS[language],
        language,
        level: 1,
        topic: null,
        passedLevel: 0,
        recentCorrections: [],
        history: [
          { sender: 'ai', content: script.subjects.work.questions[1]! },
          { sender: 'user', content: yes[language] },
          { sender: 'ai', content: general[2]! },
        ],
        learnerTurn: 3,
        learnerMessage: yes[language],
      },
      [],
    );
    expect(answer).not.toContain(general[3]);
    expect(answer).toContain(general[4]);
  });

  it.each([
    ['english', 'I work as a nurse and my sister is a teacher.', ['work', 'family']],
    ['english', 'Do you like your job?', []],
    ['english', "I'm a teacher, and you?", ['work']],
    ['english', "Let's talk about work.", []],
    ['spanish', 'Trabajo en una oficina. ¿Y tú?', ['work']],
    ['spanish', '¿Te gusta tu trabajo?', []],
    ['french', "J'étudie la médecine. Et toi, tu travailles où ?", ['work']],
    ['french', 'Parlons de ma famille.', []],
  ] as const)('hears what a learner tells, not what they ask (%s: %s)', (language, message, subjects) => {
    expect(subjectsTold(loadOfflineScript(language), language, message).sort()).toEqual([...subjects].sort());
  });
});

describe('the offline partner asks again when the learner asks it to repeat', () => {
  const requests = {
    english: [
      "Sorry, I don't understand. Can you repeat?",
      'Can you say that again, please?',
      'Please speak more slowly.',
      'Sorry?',
      "I didn't understand the question.",
      'Sorry, again please?',
    ],
    spanish: [
      'No entiendo, ¿puedes hablar más despacio?',
      '¿Puedes repetir la pregunta, por favor?',
      'Perdona, no te he entendido.',
      '¿Cómo?',
    ],
    french: [
      'Je ne comprends pas, tu peux répéter ?',
      "Pardon, je n'ai pas compris la question.",
      'Tu peux parler plus lentement, s’il te plaît ?',
      'Quoi ?',
    ],
  } as const;
  // Not requests: a statement about something not understood, repeating an exam, a quoted instruction.
  const lookAlikes = {
    english: [
      "I don't understand why people like football.",
      'I had to repeat a year at school.',
      'My teacher always says repeat after me.',
    ],
    spanish: [
      'No entiendo por qué a la gente le gusta tanto el fútbol.',
      'Tengo que repetir el examen de conducir.',
      'Fui otra vez a Sevilla en verano.',
    ],
    french: [
      'Je ne comprends pas pourquoi les gens aiment le foot.',
      'Je dois répéter mon rôle pour la pièce de théâtre.',
      'Je parle lentement quand je suis fatigué.',
    ],
  } as const;

  for (const language of LANGUAGE_CODES) {
    const script = loadOfflineScript(language);
    const { again, simpler, simplerForms } = script.repeatRequest;
    const first = script.conversation['a1-a2'][0]!;

    it(`reassures and asks its last question again, more simply, instead of calling it a question (${language})`, () => {
      for (const request of requests[language]) {
        const replies = converse(language, null, [script.reactions.greeting[0]!, request], { greeted: true });
        expect(replies[0]).toContain(first);
        expect(holds(replies[1]!, script.unknownQuestion), request).toBe(false);
        expect(
          holds(
            replies[1]!,
            simpler.map((line) => line.replace('{question}', '')),
          ),
          request,
        ).toBe(true);
        expect(replies[1]!.endsWith(simplerForms[first]!), request).toBe(true);
      }
    });

    it(`asks the same question again when it has no simpler form (${language})`, () => {
      const question = script.subjects.travel.questions[0]!;
      expect(simplerForms[question]).toBeUndefined();
      const answer = composeReply(
        {
          teacher: TEACHERS[language],
          language,
          level: 1,
          topic: null,
          passedLevel: 0,
          recentCorrections: [],
          history: [{ sender: 'ai', content: `${script.subjects.travel.intro[0]} ${question}` }],
          learnerTurn: 1,
          learnerMessage: requests[language][0],
        },
        [],
      );
      expect(
        holds(
          answer,
          again.map((line) => line.replace('{question}', '')),
        ),
      ).toBe(true);
      expect(answer.endsWith(question)).toBe(true);
    });

    it(`repeats the greeting's question when asked at once (${language})`, () => {
      const [answer] = converse(language, null, [requests[language][0]], { greeted: true });
      const greetingQuestion = script.greetings.general.split(/(?<=[.!])\s+/u).at(-1)!;
      expect(answer!.endsWith(simplerForms[greetingQuestion] ?? greetingQuestion)).toBe(true);
    });

    it(`takes a statement about not understanding something for a statement (${language})`, () => {
      for (const message of lookAlikes[language]) {
        expect(smallTalkOf(script, language, message), message).toBeNull();
        const [answer] = converse(language, null, [message], { greeted: true });
        expect(
          holds(
            answer!,
            [...again, ...simpler].map((line) => line.replace('{question}', '')),
          ),
        ).toBe(false);
      }
    });
  }
});

describe('the offline partner hears a goodbye', () => {
  const goodbyes = {
    english: ['Thank you, bye!', 'Bye!', 'Ok, see you next time, Emma.', 'I have to go now. Goodbye!'],
    spanish: ['Gracias, ¡hasta luego!', '¡Adiós!', 'Bueno, me tengo que ir. ¡Hasta mañana!', 'Nos vemos.'],
    french: [
      'Merci, au revoir !',
      'À bientôt !',
      'Bon, je dois y aller. Bonne soirée !',
      'Salut et à bientôt !',
    ],
  } as const;
  // A goodbye told about, a misspelt "by the way", leaving for somewhere: the conversation goes on.
  const lookAlikes = {
    english: [
      'I said goodbye to my friends at the airport.',
      'Bye the way, I like jazz.',
      "I'm leaving for Paris tomorrow.",
    ],
    spanish: [
      'Les dije adiós a mis amigos en el aeropuerto.',
      'Me voy de vacaciones a Italia en agosto.',
      'Hasta luego es lo que digo a mis compañeros.',
    ],
    french: [
      "J'ai dit au revoir à mes amis à l'aéroport.",
      "Je m'en vais en Italie cet été.",
      'Bonne soirée, ça se dit le soir en partant.',
    ],
  } as const;

  for (const language of LANGUAGE_CODES) {
    const script = loadOfflineScript(language);
    it(`says goodbye warmly, without a new question or a nudge to write more (${language})`, () => {
      for (const message of goodbyes[language]) {
        const [, answer] = converse(language, null, [script.reactions.greeting[0]!, message], {
          greeted: true,
        });
        expect(holds(answer!, script.farewell.replies), message).toBe(true);
        expect(answer, message).not.toMatch(/[?¿]/);
        expect(holds(answer!, script.reactions.short), message).toBe(false);
      }
    });

    it(`goes on with the conversation when a goodbye is only mentioned (${language})`, () => {
      for (const message of lookAlikes[language]) {
        expect(smallTalkOf(script, language, message), message).toBeNull();
        const [answer] = converse(language, null, [message], { greeted: true });
        expect(holds(answer!, script.farewell.replies), message).toBe(false);
      }
    });
  }

  it('says goodbye in the grammar drill instead of grading it, and leaves the waiter its own lines', () => {
    const [drill] = converse('english', 'grammar', ['Thanks, bye!']);
    expect(holds(drill!, loadOfflineScript('english').farewell.replies)).toBe(true);
    expect(drill).not.toContain('___');
    const [waiter] = converse('spanish', 'restaurant', ['Gracias, ¡adiós!']);
    expect(holds(waiter!, loadOfflineScript('spanish').farewell.replies)).toBe(false);
  });
});

describe('the offline partner meets thanks and greetings without asking for more words', () => {
  const thanks = {
    english: ['Thank you!', 'Thanks a lot.', 'Ok, thank you so much!'],
    spanish: ['¡Gracias!', 'Muchas gracias.', 'Vale, ¡mil gracias!'],
    french: ['Merci !', 'Merci beaucoup.', "D'accord, merci bien !"],
  } as const;
  const greetings = {
    english: ['Good morning!', 'Hello!', 'Hi Emma!'],
    spanish: ['¡Buenos días!', '¡Hola!', '¡Buenas noches!'],
    french: ['Bonjour !', 'Salut Camille !'],
  } as const;
  const short = {
    english: ['Ok.', 'Yes.'],
    spanish: ['Sí.', 'Vale.'],
    french: ["D'accord.", 'Oui.'],
  } as const;

  for (const language of LANGUAGE_CODES) {
    const script = loadOfflineScript(language);
    const questions = LEVEL_BANDS.flatMap((band) => script.conversation[band]);
    it(`answers thanks with a "you're welcome" and goes on (${language})`, () => {
      for (const message of thanks[language]) {
        const [answer] = converse(language, null, [message], { greeted: true });
        expect(holds(answer!, script.thanks.replies), message).toBe(true);
        expect(holds(answer!, script.reactions.short), message).toBe(false);
        expect(holds(answer!, questions), message).toBe(true);
      }
    });
    it(`greets back a greeting and nudges only a short answer (${language})`, () => {
      for (const message of greetings[language]) {
        const [answer] = converse(language, null, [message], { greeted: true });
        expect(holds(answer!, script.reactions.short), message).toBe(false);
        expect(holds(answer!, script.reactions.greeting), message).toBe(true);
      }
      for (const message of short[language]) {
        const [answer] = converse(language, null, [message], { greeted: true });
        expect(holds(answer!, script.reactions.short), message).toBe(true);
      }
    });
  }

  it('takes thanks with an answer for an answer, not for thanks alone', () => {
    const script = loadOfflineScript('english');
    expect(smallTalkOf(script, 'english', "Thanks, I'm fine.")).toBeNull();
    expect(smallTalkOf(script, 'english', 'Thanks to my mother, I speak Spanish.')).toBeNull();
  });

  it('hears no goodbye or request to repeat in plans, a greeting or a remark on speed', () => {
    const plain = {
      english: ["I'm off today.", "I'm leaving next week."],
      spanish: ['Me voy mañana a Roma.', '¡Buenas!', 'Es muy rápido.', 'En metro, es más fácil.'],
      french: ['Je pars demain.'],
    } as const;
    for (const language of LANGUAGE_CODES) {
      const script = loadOfflineScript(language);
      for (const message of plain[language])
        expect(smallTalkOf(script, language, message, true), message).toBeNull();
    }
    const french = loadOfflineScript('french');
    expect(feelingOf(french, 'french', 'Je suis infirmière, je travaille aux urgences.')).toBeNull();
    expect(feelingOf(french, 'french', 'Mon père est aux urgences.')).toBe('sad');
  });

  it('takes "no, thank you" for a polite refusal, not for thanks to be welcomed', () => {
    const declining = { english: 'No, thank you.', spanish: 'No, gracias.', french: 'Non merci.' } as const;
    const thanking = { english: 'Thank you!', spanish: '¡Gracias!', french: 'Merci !' } as const;
    for (const language of LANGUAGE_CODES) {
      const script = loadOfflineScript(language);
      expect(smallTalkOf(script, language, declining[language]), declining[language]).toBeNull();
      expect(smallTalkOf(script, language, thanking[language]), thanking[language]).toBe('thanks');
      const [answer] = converse(language, null, [declining[language]], { greeted: true });
      expect(holds(answer!, script.thanks.replies), declining[language]).toBe(false);
    }
  });
});

describe('the offline partner’s new lines', () => {
  it.each(LANGUAGE_CODES)(
    'simpler forms are recognised on their own and never asked as new questions (%s)',
    (language) => {
      const script = loadOfflineScript(language);
      const questions = [
        ...LEVEL_BANDS.flatMap((band) => script.conversation[band]),
        ...SUBJECTS.flatMap((subject) => script.subjects[subject].questions),
        ...script.feelings.sadFollowUps,
      ];
      for (const [question, simpler] of Object.entries(script.repeatRequest.simplerForms)) {
        expect(simpler).not.toBe(question);
        expect(questions.filter((other) => other.includes(simpler) || simpler.includes(other))).toEqual([]);
      }
    },
  );

  it('uses French no-break spaces before ? ! : ; in the new lines', () => {
    const script = loadOfflineScript('french');
    const lines = [
      ...script.thanks.replies,
      ...script.farewell.replies,
      ...script.repeatRequest.again,
      ...script.repeatRequest.simpler,
      script.repeatRequest.fresh,
      ...Object.values(script.repeatRequest.simplerForms),
    ];
    for (const line of lines) expect(line, line).not.toMatch(/(^|[^\u00a0\u202f])[?!:;]/u);
  });
});
