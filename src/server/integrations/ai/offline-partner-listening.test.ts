import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { TEACHERS } from '../../../shared/domain/teachers.ts';
import { feelingOf, personaQuestion, tokenize, type Feeling } from './offline-partner-listen.ts';
import { composeReply } from './offline-partner-reply.ts';
import {
  LEVEL_BANDS,
  PERSONA_QUESTIONS,
  SUBJECTS,
  loadOfflineScript,
  type PersonaQuestion,
} from './offline-partner-script.ts';

/**
 * The offline partner listens: it meets the tone of the news a learner tells, in any sentence shape
 * (docs/conversation/news-taxonomy.md), and answers the ordinary questions learners put to the teacher.
 */

function reply(language: LanguageCode, learnerMessage: string, history: string[] = []): string {
  return composeReply(
    {
      teacher: TEACHERS[language],
      language,
      level: 1,
      topic: null,
      passedLevel: 0,
      recentCorrections: [],
      history: history.map((content, index) => ({ sender: index % 2 === 0 ? 'user' : 'ai', content })),
      learnerTurn: Math.ceil(history.length / 2) + 1,
      learnerMessage,
    },
    [],
  );
}

const holds = (answer: string, lines: readonly string[]) => lines.some((line) => answer.includes(line));

/** The fixed words of the partner's echo reactions ("Nice job using “{word}”"): never after news. */
function echoes(language: LanguageCode, answer: string): boolean {
  const { echo, long } = loadOfflineScript(language).reactions;
  return (
    echo.some((template) =>
      template
        .split('{word}')
        .map((part) => part.trim())
        .filter((part) => part.length >= 6)
        .some((part) => answer.includes(part)),
    ) || holds(answer, long)
  );
}

type Expected = Feeling | null;
type Cases = Record<string, [Expected, string[]]>;

const news: Record<LanguageCode, Cases> = {
  english: {
    birth: [
      'happy',
      [
        'My sister had a baby yesterday!',
        'Guess what? My niece was born this morning.',
        "I'm going to be an aunt!",
        'We are expecting a baby in May.',
      ],
    ],
    engagement: [
      'happy',
      ['My boyfriend proposed and we got engaged!', 'My brother is engaged to his girlfriend.'],
    ],
    wedding: ['happy', ['My sister is getting married next month.', 'We got married in June.']],
    'new job': [
      'happy',
      ['I got the job!', 'Yesterday I was hired by a big company.', 'I found a job in a bakery.'],
    ],
    promotion: ['happy', ['I was promoted at work.', 'My wife got a promotion last week.']],
    'passed exam': [
      'happy',
      ['I passed my driving test!', "I can't believe I passed my exam!", 'She passed all her exams.'],
    ],
    race: ['happy', ['I finished my first half marathon!', 'We won the match on Sunday.']],
    visit: [
      'happy',
      ['My brothers are coming to visit me in December!', 'My parents are coming to see me next week.'],
    ],
    'new home': ['happy', ['We bought a house!', 'I moved into a new flat last month.']],
    holidays: ['happy', ["I'm going on holiday next week!", 'Next Friday I go on vacation.']],
    recovery: [
      'happy',
      ['The interview went really well!', 'My dad is better now.', 'My exam went very well.'],
    ],
    'illness then recovery': [
      'relief',
      ['My mum was sick, but she is better now.', 'My dad had an operation, but it went well.'],
    ],
    death: [
      'sad',
      [
        'My grandmother died last week.',
        'Our dog passed away.',
        'I lost my dad last year.',
        'I went to a funeral today.',
      ],
    ],
    illness: ['sad', ['My mother is very ill.', 'My friend has cancer.', 'I broke my leg skiing.']],
    hospital: ['sad', ['My dad is in the hospital.', 'My son was hospitalised on Monday.']],
    accident: ['sad', ['My brother had a car accident.']],
    'lost job': ['sad', ['I lost my job yesterday.', 'My husband was laid off.']],
    'failed exam': ['sad', ['I failed my exam.', "I didn't get the job.", "I didn't pass my driving test."]],
    'break-up': ['sad', ['My girlfriend and I broke up.', 'My parents are getting divorced.']],
    'moving away': ['sad', ['My best friend is moving away.', 'I live far from my family.']],
    operation: [
      'worry',
      [
        'My dad is having a heart operation next week',
        'My mum needs surgery.',
        "I'm waiting for my results.",
      ],
    ],
    nerves: ['worry', ["I'm so nervous.", "I'm worried about my son.", 'Wish me luck!']],
    'coming ordeal': [
      'worry',
      ['I have an exam tomorrow.', 'My job interview is on Friday.', 'Tomorrow I have a big presentation.'],
    ],
    doubt: ['worry', ['I hope I passed my exam.', "I don't know if I got the job.", 'I might lose my job.']],
    'joy and nerves': [
      'hopeful',
      ["I'm excited but nervous about my new job.", 'I have an interview tomorrow and I am so excited!'],
    ],
    mixed: [
      'mixed',
      [
        'I got a new job, but I have to move away from my family.',
        'My grandmother died, but my sister had a baby.',
      ],
    ],
    negated: ['relief', ["I didn't lose my job after all.", 'My dad is not sick.', "It's not cancer."]],
    'negated joy': ['sad', ["I'm not happy today.", "I'm not happy with my new job."]],
    'past ordeal, no outcome': [null, ['I had an exam yesterday.', 'I had a job interview last week.']],
    'look-alikes': [
      null,
      [
        "I'm not sad.",
        "Let's meet at happy hour.",
        'I like sad films.',
        "I'm afraid I don't know.",
        'The present tense is hard.',
        'Where is the stress on this word?',
        "I'm not worried.",
        'I met my wife by accident.',
        'I work in a hospital.',
        'Are you happy?',
      ],
    ],
  },
  spanish: {
    birth: [
      'happy',
      [
        'Mi hermana ha tenido un bebé',
        'Ayer nació mi sobrina.',
        '¡Voy a ser tía!',
        'Mi cuñada está embarazada.',
      ],
    ],
    engagement: ['happy', ['¡Nos hemos prometido!', 'Mi novio me pidió matrimonio.']],
    wedding: ['happy', ['Mi hermano se casa en junio.', 'La boda de mi prima fue preciosa.']],
    'new job': [
      'happy',
      ['¡Me han contratado!', 'He encontrado trabajo en un hotel.', 'Tengo un nuevo trabajo.'],
    ],
    promotion: ['happy', ['Me han ascendido en el trabajo.', 'Mi marido ha conseguido un ascenso.']],
    'passed exam': [
      'happy',
      ['¡He aprobado el examen!', 'Por fin me he sacado el carnet.', 'Mi hijo aprobó todo.'],
    ],
    race: ['happy', ['He terminado mi primera media maratón.', 'Hemos ganado el partido.']],
    visit: ['happy', ['Mis hermanos vienen a verme en diciembre.', 'Mis padres van a venir a verme.']],
    'new home': ['happy', ['Nos hemos comprado una casa.', 'Vivo en un piso nuevo.']],
    holidays: ['happy', ['¡Me voy de vacaciones la semana que viene!', 'Por fin vacaciones.']],
    recovery: [
      'happy',
      ['La entrevista salió muy bien.', 'Mi madre ya está mejor.', 'El examen me fue muy bien.'],
    ],
    'illness then recovery': [
      'relief',
      ['Mi madre estuvo en el hospital, pero ya está mejor.', 'Operaron a mi padre y todo salió bien.'],
    ],
    death: [
      'sad',
      ['Mi abuela murió la semana pasada.', 'Ha fallecido mi tío.', 'Perdí a mi padre el año pasado.'],
    ],
    illness: ['sad', ['Mi madre está enferma.', 'Mi amiga tiene cáncer.', 'Mi hijo se ha roto la pierna.']],
    hospital: ['sad', ['Mi padre está en el hospital.', 'Mi abuelo está ingresado.']],
    accident: ['sad', ['Mi hermano ha tenido un accidente de coche.']],
    'lost job': ['sad', ['Me han despedido.', 'Mi marido está en paro.']],
    'failed exam': ['sad', ['He suspendido el examen.', 'No aprobé el examen de conducir.']],
    'break-up': ['sad', ['Mi novio y yo hemos roto.', 'Mis padres se divorcian.']],
    'moving away': ['sad', ['Mi mejor amiga se va a vivir lejos.', 'Vivo lejos de mi familia.']],
    operation: [
      'worry',
      ['A mi padre le van a operar la semana que viene.', 'Estoy esperando los resultados.'],
    ],
    nerves: ['worry', ['Estoy muy nerviosa.', 'Estoy preocupado por mi hijo.', 'Tengo miedo.']],
    'coming ordeal': [
      'worry',
      ['Mañana tengo un examen.', 'La entrevista es el lunes que viene.', 'Tengo una entrevista de trabajo.'],
    ],
    doubt: ['worry', ['No sé si he aprobado.', 'Ojalá me den el trabajo nuevo.', 'Puedo perder el trabajo.']],
    'joy and nerves': ['hopeful', ['Estoy muy ilusionada, pero también nerviosa.']],
    mixed: [
      'mixed',
      [
        'Mi abuela murió, pero mi hermana ha tenido un bebé.',
        'Tengo un nuevo trabajo, pero está lejos de mi familia.',
      ],
    ],
    negated: ['relief', ['Mi padre no está enfermo.', 'No me han despedido.', 'No es cáncer.']],
    'negated joy': ['sad', ['No estoy contenta.', 'No estoy contento con mi nuevo trabajo.']],
    'past ordeal, no outcome': [null, ['Ayer tuve un examen.', 'Esta mañana he tenido una entrevista.']],
    'look-alikes': [
      null,
      [
        'No estoy triste.',
        'Me gustan las películas tristes.',
        'Me encantan las películas de miedo.',
        'Me he despedido de mis amigos.',
        'Trabajo en un hospital como enfermera.',
        'Lo rompí por accidente.',
        '¿Estás contenta?',
      ],
    ],
  },
  french: {
    birth: [
      'happy',
      [
        'Ma sœur a eu un bébé !',
        'Mon neveu vient de naître.',
        'Je vais être tante !',
        'Ma cousine est enceinte.',
      ],
    ],
    engagement: ['happy', ['Nous nous sommes fiancés !', 'Mon copain m’a demandée en mariage.']],
    wedding: ['happy', ['Mon frère se marie en juin.', 'Le mariage de ma cousine était magnifique.']],
    'new job': ['happy', ['J’ai été embauchée !', 'J’ai trouvé un travail dans une librairie.']],
    promotion: ['happy', ['J’ai eu une promotion.', 'Mon mari a été promu.']],
    'passed exam': [
      'happy',
      ['J’ai réussi mon examen !', 'J’ai eu mon permis hier.', 'Mon fils a eu son bac.'],
    ],
    race: ['happy', ['J’ai fini mon premier semi-marathon !', 'On a gagné le match.']],
    visit: ['happy', ['Mes frères viennent me voir en décembre !', 'Mes parents vont venir me voir.']],
    'new home': ['happy', ['On a acheté une maison !', 'On a emménagé dans un nouvel appartement.']],
    holidays: ['happy', ['Je pars en vacances la semaine prochaine !', 'Bientôt les vacances !']],
    recovery: ['happy', ['Ma mère va mieux', 'L’entretien s’est très bien passé !', 'Mon père est guéri.']],
    'illness then recovery': [
      'relief',
      ['Mon père était à l’hôpital, mais il va mieux.', 'Mon père a été opéré et ça s’est bien passé.'],
    ],
    death: [
      'sad',
      ['Ma grand-mère est morte la semaine dernière.', 'Mon oncle est décédé.', 'J’ai perdu mon père.'],
    ],
    illness: ['sad', ['Ma mère est malade.', 'Mon amie a un cancer.', 'Mon fils s’est cassé la jambe.']],
    hospital: ['sad', ['Mon père est à l’hôpital.', 'Mon grand-père est hospitalisé.']],
    accident: ['sad', ['Mon frère a eu un accident de voiture.']],
    'lost job': ['sad', ['J’ai été licenciée.', 'Mon mari est au chômage.']],
    'failed exam': ['sad', ['J’ai raté mon examen.', 'Je n’ai pas réussi mon permis.']],
    'break-up': ['sad', ['Mon copain m’a quittée.', 'Mes parents divorcent.']],
    'moving away': ['sad', ['Ma meilleure amie déménage loin.', 'J’habite loin de ma famille.']],
    operation: [
      'worry',
      ['Mon père va se faire opérer la semaine prochaine.', 'J’attends les résultats de ma biopsie.'],
    ],
    nerves: ['worry', ['Je suis très stressée.', 'Je suis inquiète pour mon fils.', 'J’ai peur.']],
    'coming ordeal': [
      'worry',
      [
        'J’ai un examen demain.',
        'Je passe mon permis la semaine prochaine.',
        'J’ai un entretien d’embauche.',
      ],
    ],
    doubt: ['worry', ['Je ne sais pas si j’ai réussi.', 'J’espère que ça va bien se passer.']],
    'joy and nerves': ['hopeful', ['Je suis contente, mais j’ai un peu le trac.']],
    mixed: [
      'mixed',
      [
        'Ma grand-mère est morte, mais ma sœur a eu un bébé.',
        'J’ai un nouveau travail, mais c’est loin de ma famille.',
      ],
    ],
    negated: [
      'relief',
      ['Je n’ai pas raté mon examen.', 'Mon père n’est pas malade.', 'Il n’est plus malade.'],
    ],
    'negated joy': ['sad', ['Je ne suis pas contente.', 'Je ne suis pas heureuse dans mon nouveau travail.']],
    'past ordeal, no outcome': [null, ['J’ai eu un examen hier.', 'J’ai passé un entretien ce matin.']],
    'look-alikes': [
      null,
      [
        'Je ne suis pas triste.',
        'J’aime les films tristes.',
        'On était morts de rire.',
        'Je n’ai pas bien compris.',
        'T’inquiète, ça va.',
        'Je suis né à Lyon.',
        'Tu es contente ?',
      ],
    ],
  },
};

const SORRY: Record<LanguageCode, RegExp> = {
  english: /sorry/i,
  spanish: /lo siento|siento mucho/i,
  french: /désolée/i,
};
const CONGRATULATIONS: Record<LanguageCode, RegExp> = {
  english: /congratulations|wonderful news|so happy for you/i,
  spanish: /enhorabuena|felicidades|qué buena noticia/i,
  french: /félicitations|bonne nouvelle/i,
};

describe('the offline partner hears the tone of the news', () => {
  for (const language of LANGUAGE_CODES) {
    const script = loadOfflineScript(language);
    for (const [category, [expected, sentences]] of Object.entries(news[language])) {
      it(`${language}: ${category} → ${expected ?? 'no feeling'}`, () => {
        for (const sentence of sentences)
          expect(feelingOf(script, language, sentence), sentence).toBe(expected);
      });
    }
  }
});

describe('the offline partner meets each feeling with its own line', () => {
  for (const language of LANGUAGE_CODES) {
    const script = loadOfflineScript(language);
    const { feelings } = script;
    it(`answers news with the feeling's line and never echoes or praises its words (${language})`, () => {
      for (const [expected, sentences] of Object.values(news[language])) {
        if (expected === null) continue;
        for (const sentence of sentences) {
          const answer = reply(language, sentence);
          expect(holds(answer, feelings[expected]), `${sentence} → ${answer}`).toBe(true);
          expect(echoes(language, answer), `${sentence} → ${answer}`).toBe(false);
        }
      }
    });

    it(`reassures worry without sorrow or congratulations, and asks how the learner feels (${language})`, () => {
      for (const sentence of news[language].operation![1]) {
        const answer = reply(language, sentence);
        expect(answer, answer).not.toMatch(SORRY[language]);
        expect(answer, answer).not.toMatch(CONGRATULATIONS[language]);
        expect(holds(answer, feelings.worryFollowUps), answer).toBe(true);
      }
      for (const line of [...feelings.worry, ...feelings.worryFollowUps]) {
        expect(line).not.toMatch(SORRY[language]);
        expect(line).not.toMatch(CONGRATULATIONS[language]);
      }
    });

    it(`meets mixed news with a line for both and asks about it (${language})`, () => {
      for (const sentence of news[language].mixed![1]) {
        const answer = reply(language, sentence);
        expect(holds(answer, feelings.mixed), answer).toBe(true);
        expect(holds(answer, feelings.mixedFollowUps), answer).toBe(true);
      }
      for (const line of feelings.mixed) expect(line, line).toMatch(SORRY[language]);
    });

    it(`meets sad news with sympathy and a gentle question, not joy (${language})`, () => {
      for (const sentence of news[language].death![1]) {
        const answer = reply(language, sentence);
        expect(holds(answer, feelings.sad), answer).toBe(true);
        expect(holds(answer, feelings.happy), answer).toBe(false);
        expect(holds(answer, feelings.sadFollowUps), answer).toBe(true);
      }
    });

    it(`meets look-alikes with no feeling's line (${language})`, () => {
      const lines = [
        ...feelings.sad,
        ...feelings.happy,
        ...feelings.worry,
        ...feelings.mixed,
        ...feelings.hopeful,
        ...feelings.relief,
      ];
      for (const sentence of news[language]['look-alikes']![1])
        expect(holds(reply(language, sentence), lines), sentence).toBe(false);
    });

    it(`thanks the learner for telling more after a caring question (${language})`, () => {
      const [worried] = news[language].operation![1];
      const more = {
        english: 'I go for a walk.',
        spanish: 'Salgo a pasear.',
        french: 'Je vais me promener.',
      };
      const answer = reply(language, more[language], [worried!, reply(language, worried!)]);
      expect(holds(answer, feelings.heard), answer).toBe(true);
    });
  }
});

const questions: Record<LanguageCode, [string, PersonaQuestion, RegExp][]> = {
  english: [
    ['How was your weekend?', 'weekend', /weekend/i],
    ['Did you have a nice weekend?', 'weekend', /weekend/i],
    ['What is San Diego like? Is it always sunny?', 'city', /sunny/i],
    ["What's the weather like there?", 'weather', /sunny/i],
    ['Does it rain a lot in San Diego?', 'weather', /rain/i],
    ['What should I visit in San Diego?', 'visit', /Balboa Park/],
    ['I am going to San Diego in July. What should I see?', 'visit', /Balboa Park/],
    ['Do you like football?', 'sport', /football/i],
    ['Do you play any sports?', 'sport', /surf/i],
    ['Do you have brothers or sisters?', 'family', /brother/i],
    ['Do you have kids?', 'family', /kids/i],
    ["What's your favourite film?", 'films', /Back to the Future/],
    ['What is your favorite book?', 'books', /Mockingbird/],
    ['What kind of music do you like?', 'music', /indie rock/i],
    ['I love the beach. Where are you from?', 'from', /San Diego/],
  ],
  spanish: [
    ['¿Qué tal tu fin de semana?', 'weekend', /fin de semana/i],
    ['¿Qué hiciste el finde?', 'weekend', /domingo/i],
    ['¿Cómo es Madrid?', 'city', /Madrid|ciudad/],
    ['¿Hace mucho calor en Madrid?', 'weather', /calor/],
    ['¿Qué me recomiendas visitar en Madrid?', 'visit', /Prado/],
    ['¿Te gusta el fútbol?', 'sport', /fútbol/],
    ['¿Tienes hermanos?', 'family', /hermana/],
    ['¿Cuál es tu película favorita?', 'films', /Volver/],
    ['¿Te gusta leer?', 'books', /Cien años de soledad/],
    ['¿Qué música escuchas?', 'music', /Rosalía/],
  ],
  french: [
    ['Tu as passé un bon week-end ?', 'weekend', /week-end/],
    ['C’est comment, Paris ?', 'city', /Paris|ville/],
    ['Il pleut souvent à Paris ?', 'weather', /pleut/],
    ['Qu’est-ce que je dois visiter à Paris ? Tu me conseilles quoi ?', 'visit', /Orsay/],
    ['Tu aimes le foot ?', 'sport', /foot|sportive/],
    ['Tu as des frères et sœurs ?', 'family', /frère/],
    ['Quel est ton film préféré ?', 'films', /Amélie/],
    ['Tu aimes lire ?', 'books', /Camus|Petit Prince/],
    ['Quelle musique tu écoutes ?', 'music', /Angèle/],
  ],
};

describe('the offline partner answers questions about itself', () => {
  for (const language of LANGUAGE_CODES) {
    const script = loadOfflineScript(language);
    it.each(questions[language])(`${language}: %s`, (message, expected, answered) => {
      expect(personaQuestion(script, language, tokenize(language, message), message)).toBe(expected);
      const answer = reply(language, message);
      expect(holds(answer, script.persona[expected].answers), answer).toBe(true);
      expect(answer).toMatch(answered);
      expect(holds(answer, script.unknownQuestion), answer).toBe(false);
    });
  }

  it('answers the question asked rather than words told before it', () => {
    const script = loadOfflineScript('english');
    const message = 'On the weekend I play football. What is your favourite book?';
    expect(personaQuestion(script, 'english', tokenize('english', message), message)).toBe('books');
  });

  it('asks nothing of a statement about the weekend or the weather', () => {
    for (const [language, message] of [
      ['english', 'The weather was nice this weekend.'],
      ['spanish', 'Este fin de semana hizo buen tiempo.'],
      ['french', 'Il a fait beau ce week-end.'],
    ] as const) {
      const script = loadOfflineScript(language);
      expect(personaQuestion(script, language, tokenize(language, message), message)).toBeNull();
    }
  });
});

describe('the offline partner’s lines of feeling and persona', () => {
  it.each(LANGUAGE_CODES)(
    'has every persona answer, and no caring question inside another (%s)',
    (language) => {
      const script = loadOfflineScript(language);
      for (const question of PERSONA_QUESTIONS)
        expect(script.persona[question].answers.length).toBeGreaterThan(1);
      const asked = [
        ...LEVEL_BANDS.flatMap((band) => script.conversation[band]),
        ...SUBJECTS.flatMap((subject) => script.subjects[subject].questions),
        ...script.feelings.sadFollowUps,
        ...script.feelings.worryFollowUps,
        ...script.feelings.mixedFollowUps,
      ];
      expect(new Set(asked).size).toBe(asked.length);
      for (const question of [...script.feelings.worryFollowUps, ...script.feelings.mixedFollowUps])
        expect(
          asked.filter(
            (other) => other !== question && (other.includes(question) || question.includes(other)),
          ),
        ).toEqual([]);
    },
  );

  it('uses French no-break spaces before ? ! : ; in the feeling and persona lines', () => {
    const script = loadOfflineScript('french');
    const { feelings } = script;
    const lines = [
      ...feelings.worry,
      ...feelings.hopeful,
      ...feelings.mixed,
      ...feelings.relief,
      ...feelings.worryFollowUps,
      ...feelings.mixedFollowUps,
      ...PERSONA_QUESTIONS.flatMap((question) => script.persona[question].answers),
    ];
    for (const line of lines) expect(line, line).not.toMatch(/(^|[^\u00a0\u202f])[?!:;]/u);
  });
});
