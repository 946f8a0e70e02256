import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { TEACHERS } from '../../../shared/domain/teachers.ts';
import { HISTORY_WINDOW } from './ai-tutor.ts';
import { composeReply } from './offline-partner-reply.ts';
import { DIETS, loadOfflineScript, scriptedGreeting } from './offline-partner-script.ts';

/**
 * Plays a whole restaurant scene the way the server does: the waiter's greeting opens the session, and
 * each turn sees only the last messages of it (the history window). French no-break spaces come back as
 * plain spaces, to keep the expected lines readable; the script's typography is checked on its own.
 */
function dine(language: LanguageCode, messages: readonly string[]): string[] {
  const history: { sender: 'user' | 'ai'; content: string }[] = [
    { sender: 'ai', content: scriptedGreeting(language, 'restaurant') },
  ];
  return messages.map((learnerMessage, learnerTurn) => {
    const reply = composeReply(
      {
        teacher: TEACHERS[language],
        language,
        level: 2,
        topic: 'restaurant',
        passedLevel: 0,
        recentCorrections: [],
        history: history.slice(-HISTORY_WINDOW),
        learnerTurn,
        learnerMessage,
      },
      [],
    );
    history.push({ sender: 'user', content: learnerMessage }, { sender: 'ai', content: reply });
    return plain(reply);
  });
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');
const waiter = (language: LanguageCode) => loadOfflineScript(language).restaurant;
const noQuestion = (reply: string) => expect(reply, reply).not.toMatch(/[?¿]/u);

/** The price of the named dishes, from the menu. */
function total(language: LanguageCode, names: readonly string[]): number {
  return names.reduce(
    (sum, name) => sum + waiter(language).menu.find((dish) => dish.name === name)!.price,
    0,
  );
}

describe('the waiter keeps the order: changes, cancellations, the food brought and the bill', () => {
  it('English: the fish instead of the chicken, no dessert, the white wine it was asked for', () => {
    const replies = dine('english', [
      'Good evening!',
      'A glass of white wine, please.',
      'The soup, please.',
      "I'll have the chicken.",
      'Actually, the fish instead of the chicken.',
      'No dessert, thanks.',
      'No, thank you.',
      'By card.',
      'Goodbye!',
    ]);
    expect(replies[1]).toContain('house white wine');
    expect(replies[3]).toContain('roast chicken');
    expect(replies[4]).toContain('grilled salmon instead of roast chicken');
    expect(replies[4]).toContain('Would you care for some dessert?');
    expect(replies[5]).toContain(
      'Here you are: house white wine, roasted tomato soup and grilled salmon. Enjoy your meal!',
    );
    expect(total('english', ['house white wine', 'roasted tomato soup', 'grilled salmon'])).toBe(4100);
    expect(replies[6]).toContain(
      "Here's your check: house white wine, roasted tomato soup and grilled salmon. That comes to $41.00.",
    );
    for (const reply of replies) {
      expect(reply).not.toContain('house red wine');
      if (reply !== replies[3] && reply !== replies[4]) expect(reply).not.toContain('roast chicken');
    }
    expect(replies[7]).toBe(waiter('english').paid);
    expect(replies[8]).toBe(waiter('english').goodbye);
  });

  it('Spanish: la merluza en vez del entrecot, un flan y luego «no, sin postre»', () => {
    const replies = dine('spanish', [
      'Buenas noches.',
      'Un vino blanco, por favor.',
      'De primero, el gazpacho.',
      'De segundo, el entrecot.',
      'En su punto.',
      'Mejor la merluza en vez del entrecot.',
      'Un flan.',
      'No, sin postre.',
      'Nada más, gracias.',
      'Con tarjeta.',
      '¡Adiós!',
    ]);
    expect(replies[1]).toContain('una copa de vino blanco');
    expect(replies[3]).toContain(waiter('spanish').cooking);
    expect(replies[4]).toContain(waiter('spanish').cookingNoted);
    expect(replies[5]).toContain('una merluza a la plancha en lugar de un entrecot a la plancha');
    expect(replies[6]).toContain(
      'Aquí tiene: una copa de vino blanco, un gazpacho andaluz, una merluza a la plancha y un flan casero.',
    );
    expect(replies[7]).toContain('le quito del pedido un flan casero');
    expect(
      total('spanish', ['una copa de vino blanco', 'un gazpacho andaluz', 'una merluza a la plancha']),
    ).toBe(2850);
    expect(replies[8]).toContain(
      'Aquí tiene la cuenta: una copa de vino blanco, un gazpacho andaluz y una merluza a la plancha. Son 28,50 € en total.',
    );
    for (const reply of replies) expect(reply).not.toContain('vino tinto');
    expect(replies[9]).toBe(waiter('spanish').paid);
    expect(replies[10]).toBe(waiter('spanish').goodbye);
  });

  it('French: « finalement je prends le poisson », pas de vin mais une limonade', () => {
    const replies = dine('french', [
      'Bonsoir !',
      "Un verre de vin rouge, s'il vous plaît.",
      'Le velouté.',
      "Le poulet, s'il vous plaît.",
      'Finalement je prends le poisson.',
      'Pas de vin finalement, une limonade plutôt.',
      'Une crème brûlée.',
      'Non merci.',
      'Par carte.',
      'Au revoir !',
    ]);
    expect(replies[1]).toContain('un verre de vin rouge');
    expect(replies[3]).toContain('un poulet rôti');
    expect(replies[4]).toContain('je modifie votre commande : un saumon grillé à la place');
    expect(replies[5]).toContain('je modifie votre commande : une limonade à la place');
    expect(replies[6]).toContain(
      'Voici votre commande : une limonade, un velouté de légumes, un saumon grillé et une crème brûlée. Bon appétit !',
    );
    expect(
      total('french', ['une limonade', 'un velouté de légumes', 'un saumon grillé', 'une crème brûlée']),
    ).toBe(4100);
    expect(replies[7]).toContain(
      "Voici l'addition : une limonade, un velouté de légumes, un saumon grillé et une crème brûlée. Cela fait 41,00 € en tout.",
    );
    for (const reply of replies.slice(5)) {
      expect(reply).not.toContain('vin rouge');
      expect(reply).not.toContain('poulet');
    }
    expect(replies[8]).toBe(plain(waiter('french').paid));
    expect(replies[9]).toBe(plain(waiter('french').goodbye));
  });

  it('takes a dish off the order when the guest cancels it, and never bills it', () => {
    const replies = dine('english', [
      'A beer and the wings, please.',
      'The steak.',
      'Well done.',
      'Cancel the wings, please.',
      'Can I have the check?',
    ]);
    expect(replies[3]).toContain("I've taken the chicken wings off your order");
    expect(replies[4]).toContain(
      "Here's your check: local craft beer and grilled steak. That comes to $36.00.",
    );
  });

  it('does not suggest again a dish the guest said no to', () => {
    const replies = dine('english', ['A water.', 'Not the soup.', 'What do you recommend?']);
    expect(replies[1]).toContain('Would you like an appetizer?');
    expect(replies[1]).not.toContain('roasted tomato soup');
    expect(replies[2]).not.toContain('roasted tomato soup');
    expect(replies[2]).toContain('guacamole with tortilla chips');
  });
});

describe('the waiter respects allergies and diets', () => {
  it('English: a friend allergic to nuts — acknowledged, never offered, warned about, kept off the bill', () => {
    const script = waiter('english');
    const replies = dine('english', [
      'Good evening. My friend is allergic to nuts.',
      'A lemonade, please.',
      'What do you recommend for dessert?',
      'The brownie, please.',
      'The fruit salad then.',
      'The check, please.',
    ]);
    expect(replies[0]).toContain(script.diets.nuts.noted);
    expect(replies[2]).toContain("I'd recommend the fresh fruit salad");
    expect(replies[3]).toContain(
      "I'm sorry, but I wouldn't recommend the chocolate brownie for you, because of the nuts.",
    );
    expect(replies[3]).toContain(
      'May I suggest the fresh fruit salad, key lime pie or vanilla ice cream instead?',
    );
    for (const reply of replies.filter((_, index) => index !== 3))
      expect(reply).not.toContain('chocolate brownie');
    expect(replies[5]).toContain("Here's your check: fresh lemonade and fresh fruit salad.");
  });

  it('English: an allergy told after ordering takes the dish off the order', () => {
    const replies = dine('english', [
      'The brownie and an iced tea, please.',
      "Oh, I'm allergic to nuts.",
      'The check.',
    ]);
    expect(replies[1]).toContain(waiter('english').diets.nuts.noted);
    expect(replies[1]).toContain("I'll take the chocolate brownie off your order, because of the nuts.");
    expect(replies[1]).toContain('May I suggest the fresh fruit salad');
    expect(replies[2]).toContain("Here's your check: iced tea. That comes to $3.50.");
  });

  it('English: milk, shellfish and a vegetarian guest; a question about a dish is not an order', () => {
    const [milk, iceCream] = dine('english', ["I'm allergic to milk.", 'A vanilla ice cream.']);
    expect(milk).toContain(waiter('english').diets.lactose.noted);
    expect(iceCream).toContain('because of the milk');
    const [shellfish, shrimp] = dine('english', ["I'm allergic to shellfish.", 'The shrimp cocktail.']);
    expect(shellfish).toContain(waiter('english').diets.shellfish.noted);
    expect(shrimp).toContain("I wouldn't recommend the shrimp cocktail for you, because of the shellfish");
    const vegetarian = dine('english', [
      "I'm vegetarian.",
      'Water, please.',
      'The steak.',
      'The enchiladas.',
    ]);
    expect(vegetarian[0]).toContain(waiter('english').diets.vegetarian.noted);
    expect(vegetarian[2]).toContain('because of the meat');
    for (const reply of vegetarian) expect(reply).not.toContain(waiter('english').cooking);
    expect(vegetarian[3]).toContain('veggie enchiladas');
    const asked = dine('english', [
      'Does the brownie have nuts?',
      'Is the fruit salad nut-free?',
      'The bill, please.',
    ]);
    expect(asked[0]).toContain("I'm afraid that one contains nuts.");
    expect(asked[1]).toContain('That one is nut-free');
    expect(asked[2]).toContain(waiter('english').nothingOrdered);
  });

  it('a fish and a shellfish allergy together are acknowledged without saying seafood twice', () => {
    for (const [language, fishAndShellfish, nuts] of [
      ['english', "I'm allergic to fish and shellfish.", "And I'm allergic to nuts."],
      ['spanish', 'Soy alérgica al pescado y al marisco.', 'Y soy alérgica a los frutos secos.'],
      [
        'french',
        'Je suis allergique au poisson et aux fruits de mer.',
        'Et je suis allergique aux fruits à coque.',
      ],
    ] as const) {
      const script = waiter(language);
      const [noted, nutsNoted] = dine(language, [fishAndShellfish, nuts]);
      // French spacing before punctuation may differ between the script and the reply: compare words.
      const plain = (text: string) => text.replace(/\s/gu, ' ');
      expect(plain(noted!)).toContain(plain(script.diets.fish.noted));
      expect(plain(noted!)).not.toContain(plain(script.diets.shellfish.noted));
      expect(plain(nutsNoted!)).not.toContain(plain(script.diets.shellfish.suits));
    }
  });

  it('English look-alikes: loving nuts or not being vegetarian is no diet', () => {
    const script = waiter('english');
    const replies = dine('english', [
      'I love nuts! The brownie, please.',
      "I'm not vegetarian. The steak, please.",
      "I'm not allergic to anything.",
    ]);
    expect(replies[0]).not.toContain(script.diets.nuts.noted);
    expect(replies[0]).toContain('chocolate brownie');
    expect(replies[0]).not.toContain("wouldn't recommend");
    expect(replies[1]).not.toContain(script.diets.vegetarian.noted);
    expect(replies[1]).toContain(script.cooking);
  });

  it('Spanish: alérgica al marisco, un hijo alérgico a los frutos secos, y lo que no es una alergia', () => {
    const script = waiter('spanish');
    const replies = dine('spanish', [
      'Buenas noches. Soy alérgica al marisco.',
      'Un agua.',
      'Las gambas al ajillo.',
      'Los pimientos de Padrón.',
      'La paella de marisco.',
      'La tortilla.',
      'Mi hijo es alérgico a los frutos secos.',
      'La tarta de Santiago.',
    ]);
    expect(replies[0]).toContain(script.diets.shellfish.noted);
    expect(replies[2]).toContain('no le conviene pedir unas gambas al ajillo, por el marisco');
    expect(replies[4]).toContain('no le conviene pedir una paella de marisco, por el marisco');
    expect(replies[3]).toContain('¿Y de plato principal');
    expect(replies[3]).not.toContain('paella de marisco');
    expect(replies[6]).toContain(script.diets.nuts.noted);
    expect(replies[6]).not.toContain('tarta de Santiago');
    expect(replies[7]).toContain('no le conviene pedir una tarta de Santiago, por los frutos secos');

    const lookAlikes = dine('spanish', [
      'Me encantan los frutos secos. Una tarta de Santiago.',
      'No soy vegetariano. El entrecot.',
    ]);
    expect(lookAlikes[0]).not.toContain(script.diets.nuts.noted);
    expect(lookAlikes[0]).toContain('una tarta de Santiago');
    expect(lookAlikes[0]).not.toContain('no le conviene');
    expect(lookAlikes[1]).not.toContain(script.diets.vegetarian.noted);
    expect(lookAlikes[1]).toContain(script.cooking);

    const vegetarian = dine('spanish', ['Soy vegetariano.', 'El secreto ibérico.']);
    expect(vegetarian[0]).toContain(script.diets.vegetarian.noted);
    expect(vegetarian[1]).toContain('no le conviene pedir un secreto ibérico, por el cerdo');

    // A question about a dish is no order; an allergy told again is acknowledged again; "pero no al
    // pescado" refuses no fish dish.
    const asked = dine('spanish', [
      'Soy alérgica a los frutos secos.',
      '¿El flan lleva frutos secos?',
      'Tengo alergia a las nueces, pero no al pescado.',
      'La merluza.',
      'La cuenta.',
    ]);
    expect(asked[1]).toContain('Ese plato es sin frutos secos');
    expect(asked[2]).toContain(script.diets.nuts.noted);
    expect(asked[3]).toContain('una merluza a la plancha');
    expect(asked[4]).toContain('Aquí tiene la cuenta: una merluza a la plancha.');
  });

  it('French: allergique aux fruits de mer, aux noix, végétarienne, et ce qui n’en est pas', () => {
    const script = waiter('french');
    const replies = dine('french', [
      'Bonsoir, je suis allergique aux fruits de mer.',
      'Une eau, s’il vous plaît.',
      'La salade de chèvre chaud.',
      'Les moules-frites.',
      'Le poulet.',
      'Ah, et je suis allergique aux noix.',
      "L'addition, s'il vous plaît.",
    ]);
    expect(replies[0]).toContain(plain(script.diets.shellfish.noted));
    expect(replies[3]).toContain(
      'je vous déconseille de prendre des moules-frites : il y a des fruits de mer dedans',
    );
    expect(replies[5]).toContain(plain(script.diets.nuts.noted));
    expect(replies[5]).toContain(
      'je retire de votre commande une salade de chèvre chaud aux noix : il y a des fruits à coque dedans',
    );
    expect(replies[6]).toContain("Voici l'addition : une eau minérale et un poulet rôti.");

    const vegetarian = dine('french', ['Je suis végétarienne.', 'Le steak frites.']);
    expect(vegetarian[0]).toContain(plain(script.diets.vegetarian.noted));
    expect(vegetarian[1]).toContain('il y a de la viande dedans');

    const lookAlikes = dine('french', [
      "J'adore les noix. La salade de chèvre chaud.",
      'Je ne suis pas végétarien. Le steak frites.',
    ]);
    expect(lookAlikes[0]).not.toContain(plain(script.diets.nuts.noted));
    expect(lookAlikes[0]).toContain('une salade de chèvre chaud aux noix');
    expect(lookAlikes[0]).not.toContain('déconseille');
    expect(lookAlikes[1]).toContain(plain(script.cooking));

    const asked = dine('french', [
      'Est-ce que la tarte aux pommes contient des noix ?',
      'Et le moelleux, il y a des noisettes ?',
    ]);
    expect(asked[0]).toContain('Ce plat est sans fruits à coque');
    expect(asked[1]).toContain("Je crains qu'il y ait des fruits à coque dans ce plat.");
    for (const reply of asked) expect(reply).toContain('Que désirez-vous boire');
  });

  it('remembers an allergy and the order when they have left the history window', () => {
    const replies = dine('english', [
      "Good evening, I'm allergic to nuts.",
      'A lemonade, please.',
      'Thank you.',
      'Thanks.',
      'The soup.',
      'Thank you.',
      'Thanks a lot.',
      'The salmon.',
      'Thank you.',
      'Thanks.',
      'Thank you.',
      'The brownie.',
      'The fruit salad.',
      'Thank you.',
      'Thanks.',
      'Thank you.',
      'Thanks.',
      'Thank you.',
      'The check, please.',
    ]);
    // When the brownie is ordered, the message that told of the allergy has left the history window; when
    // the check is asked for, so has the lemonade.
    expect(HISTORY_WINDOW / 2).toBeLessThan(11);
    expect(replies[11]).toContain("I wouldn't recommend the chocolate brownie for you, because of the nuts");
    expect(replies[18]).toContain(
      "Here's your check: fresh lemonade, roasted tomato soup, grilled salmon and fresh fruit salad. That comes to $43.00.",
    );
  });
});

describe('the waiter brings the drink asked for', () => {
  it.each([
    {
      language: 'english',
      messages: ['A glass of wine, please.', 'White, please.', 'No starter.', 'No.', 'No.', 'The bill.'],
      wine: 'house white wine',
      price: '$9.00',
    },
    {
      language: 'english',
      messages: ['Could I have a glass of rosé?', 'No.', 'No.', 'No.', 'The bill.'],
      wine: 'house rosé',
      price: '$9.00',
    },
    {
      language: 'spanish',
      messages: ['Una copa de vino, por favor.', 'Blanco.', 'No.', 'No.', 'No.', 'La cuenta.'],
      wine: 'una copa de vino blanco',
      price: '3,50 €',
    },
    {
      language: 'spanish',
      messages: ['Un rosado, por favor.', 'No.', 'No.', 'No.', 'La cuenta.'],
      wine: 'una copa de vino rosado',
      price: '3,50 €',
    },
    {
      language: 'french',
      messages: ['Un verre de vin, s’il vous plaît.', 'Blanc.', 'Non.', 'Non.', 'Non.', "L'addition."],
      wine: 'un verre de vin blanc',
      price: '6,00 €',
    },
    {
      language: 'french',
      messages: ['Un verre de rosé.', 'Non.', 'Non.', 'Non.', "L'addition."],
      wine: 'un verre de rosé',
      price: '6,00 €',
    },
  ] as const)('$language: $messages.0', ({ language, messages, wine, price }) => {
    const script = waiter(language);
    const replies = dine(language, messages);
    // "A glass of wine" alone: the waiter asks which colour before it brings one.
    if (messages.length === 6) expect(replies[0]).toBe(plain(script.choices[0]!.question));
    expect(replies.at(-1)).toContain(`${plain(script.bill.split('{items}')[0]!)}${wine}.`);
    expect(replies.at(-1)).toContain(price);
    expect(total(language, [wine])).toBe(Number(price.replace(/\D/gu, '')));
    const others = script.choices[0]!.dishes.filter((name) => name !== wine);
    for (const reply of replies) for (const other of others) expect(reply).not.toContain(other);
  });
});

describe('the waiter closes the scene without a further question', () => {
  it.each([
    ['english', ['A water, please.', 'Goodbye!', 'Thanks!']],
    ['spanish', ['Un agua, por favor.', 'Gracias, hasta luego.', 'Gracias.']],
    ['french', ['Une eau, s’il vous plaît.', 'Merci, bonne soirée !', 'Merci !']],
  ] as const)('before paying (%s)', (language, messages) => {
    const replies = dine(language, messages);
    expect(replies[1]).toBe(plain(waiter(language).goodbyeUnpaid));
    noQuestion(replies[1]!);
    noQuestion(replies[2]!);
  });

  it.each([
    // Paying is an answer to the bill, not a request for it.
    ['english', ['A water, please.', 'The check, please.', "I'll pay by card.", 'Thank you, good night!']],
    ['spanish', ['Un agua.', 'La cuenta, por favor.', 'Voy a pagar en efectivo.', 'Gracias, buenas noches.']],
    [
      'french',
      ['Une eau.', "L'addition, s'il vous plaît.", 'Je vais payer par carte.', 'Merci, au revoir !'],
    ],
  ] as const)('after paying (%s)', (language, messages) => {
    const replies = dine(language, messages);
    expect(replies[2]).toBe(plain(waiter(language).paid));
    expect(replies[3]).toBe(plain(waiter(language).goodbye));
    noQuestion(replies[2]!);
    noQuestion(replies[3]!);
  });

  it('takes "buenas noches" at the start of the scene for a greeting, not a goodbye', () => {
    const [first] = dine('spanish', ['¡Buenas noches!']);
    expect(first).toContain('¿Qué le pongo para beber?');
  });
});

/** Every line the waiter may say, with the names of its dishes: not the words it listens for. */
function waiterLines(language: LanguageCode): string[] {
  const script = loadOfflineScript(language);
  const lines: string[] = [script.greetings.restaurant];
  const listens = new Set(['keywords', 'words', 'allergens', 'currency', 'and', 'or']);
  const walk = (value: unknown, key: string) => {
    if (listens.has(key) || key.endsWith('Words')) return;
    if (typeof value === 'string') lines.push(value);
    else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) walk(item, name);
  };
  walk(script.restaurant, 'restaurant');
  return lines;
}

describe('the waiter’s script', () => {
  it('addresses the guest formally in every line: usted in Spanish, vous in French', () => {
    const spanish = waiterLines('spanish');
    const french = waiterLines('french');
    expect(spanish.length).toBeGreaterThan(100);
    for (const line of spanish)
      expect(line, line).not.toMatch(
        /(^|[^\p{L}])(tú|tu|tus|te|ti|contigo|quieres|prefieres|tienes|puedes|deseas|pides|quédate|dime|mira)(?![\p{L}])/iu,
      );
    for (const line of french)
      expect(line, line).not.toMatch(/(^|[^\p{L}])(tu|toi|te|t'|ton|ta|tes)(?![\p{L}])/iu);
  });

  it('puts a no-break space before ? ! : ; in every French line', () => {
    for (const line of waiterLines('french')) expect(line, line).not.toMatch(/(^|[^\u00a0\u202f])[?!:;]/u);
  });

  it('closes without a question', () => {
    for (const language of ['english', 'spanish', 'french'] as const) {
      const script = waiter(language);
      for (const line of [script.paid, script.goodbye, script.goodbyeUnpaid]) noQuestion(line);
    }
  });

  it('says each diet in words that no other diet’s words hold, so that it can read them back', () => {
    for (const language of ['english', 'spanish', 'french'] as const) {
      const suits = DIETS.map((diet) => waiter(language).diets[diet].suits);
      for (const word of suits)
        expect(
          suits.filter((other) => other.includes(word)),
          `${language}: ${word}`,
        ).toEqual([word]);
    }
  });

  it('names every allergen of the dishes on the menu', () => {
    const tags = (language: LanguageCode, name: string) =>
      waiter(language).menu.find((dish) => dish.name === name)!.tags;
    expect(tags('english', 'chocolate brownie')).toContain('nuts');
    expect(tags('english', 'shrimp cocktail')).toContain('shellfish');
    expect(tags('english', 'vanilla ice cream')).toContain('dairy');
    expect(tags('spanish', 'una tarta de Santiago')).toContain('nuts');
    expect(tags('spanish', 'unas gambas al ajillo')).toContain('shellfish');
    expect(tags('spanish', 'una paella de marisco')).toContain('shellfish');
    expect(tags('french', 'une salade de chèvre chaud aux noix')).toContain('nuts');
    expect(tags('french', 'des moules-frites')).toContain('shellfish');
    expect(tags('english', 'local craft beer')).toEqual(['alcohol', 'gluten']);
    expect(tags('spanish', 'una caña')).toEqual(['alcohol', 'gluten']);
    expect(tags('french', 'une bière pression')).toEqual(['alcohol', 'gluten']);
    for (const language of ['english', 'spanish', 'french'] as const)
      for (const name of waiter(language).choices[0]!.dishes)
        expect(tags(language, name)).toEqual(['alcohol']);
  });
});
