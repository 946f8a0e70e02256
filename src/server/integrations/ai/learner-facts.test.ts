import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { factsIn, withCorrections } from './learner-facts.ts';

const noted = (language: LanguageCode, message: string) =>
  Object.fromEntries(factsIn(language, message).map((fact) => [fact.kind, fact.value]));

describe('the facts a learner states of themselves (decision 209)', () => {
  it.each([
    ['english', 'Hi, my name is Ana and I live in Leeds.', { name: 'Ana', home: 'Leeds' }],
    ['english', 'hello my name is marta', { name: 'Marta' }],
    ['english', "Hello! I'm Tom. I'm a nurse.", { name: 'Tom', work: 'a nurse' }],
    [
      'english',
      "I don't live in London, I live in a small town near Bristol with my parents.",
      { home: 'a small town near Bristol' },
    ],
    [
      'english',
      'I have two sisters and a dog. I love playing tennis.',
      { family: 'two sisters', likes: 'playing tennis' },
    ],
    [
      'english',
      "Next month I'm going to visit my cousin in Rome, I'm so excited!",
      { plans: 'visit my cousin in Rome' },
    ],
    ['english', "I'm from Mexico but I live in Chicago now.", { origin: 'Mexico', home: 'Chicago' }],
    ['spanish', 'Hola, me llamo Pedro y vivo en Sevilla con mi mujer.', { name: 'Pedro', home: 'Sevilla' }],
    [
      'spanish',
      'Soy enfermera y trabajo en un hospital. Tengo dos hijos pequeños.',
      { work: 'enfermera', family: 'dos hijos pequeños' },
    ],
    ['spanish', 'No me gusta el fútbol pero me encanta el cine francés.', { likes: 'el cine francés' }],
    ['spanish', 'El próximo verano voy a viajar a Japón con mis amigos.', { plans: 'viajar a Japón' }],
    ['french', "Bonjour, je m'appelle Claire et j'habite à Lyon.", { name: 'Claire', home: 'à Lyon' }],
    ['french', "Je n'habite pas à Paris, j'habite à Marseille.", { home: 'à Marseille' }],
    ['french', 'Je suis retraité.', { work: 'retraité' }],
    [
      'french',
      "J'ai deux frères et une sœur. J'aime beaucoup la randonnée.",
      { family: 'deux frères', likes: 'la randonnée' },
    ],
    [
      'french',
      'La semaine prochaine, je vais partir en Espagne avec ma famille.',
      { plans: 'partir en Espagne' },
    ],
  ] as const)('%s: %s', (language, message, expected) => {
    expect(noted(language, message)).toEqual(expected);
  });

  it.each([
    ['english', 'Do you live in San Diego?'],
    ['english', "I'm tired."],
    ['english', "Hi, I'm Spanish."],
    ['english', 'I like it.'],
    ['english', "I'm a big fan of jazz."],
    ['english', "I don't have any brothers."],
    ['spanish', '¿Vives en Madrid?'],
    ['spanish', 'No tengo hermanos.'],
    ['spanish', 'No vivo en Madrid.'],
    ['french', 'Je ne suis pas fatiguée.'],
    ['french', 'Tu habites à Paris ?'],
    ['french', "Je n'aime pas le football."],
  ] as const)('%s states nothing: %s', (language, message) => {
    expect(factsIn(language, message)).toEqual([]);
  });

  it('notes facts in corrected words, so the teacher never quotes a mistake back', () => {
    const said = withCorrections('Me gusta mucho la comida expañola.', [
      { original: 'expañola', corrected: 'española' },
    ]);
    expect(said).toBe('Me gusta mucho la comida española.');
    expect(noted('spanish', said)).toEqual({ likes: 'la comida española' });
    expect(withCorrections('I live in Leeds.', null)).toBe('I live in Leeds.');
  });
});
