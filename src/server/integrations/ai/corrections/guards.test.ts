import { describe, expect, it } from 'vitest';
import { guardAiCorrections } from './corrector.ts';
import { guardCorrections } from './guards.ts';

const fix = (original: string, corrected: string) => ({ original, corrected, explanation: 'x' });

describe('correction guards', () => {
  it('keeps a correction that quotes the message and changes a word', () => {
    const text = 'Me gusta la comida expañola';
    expect(guardCorrections({ language: 'spanish', text }, [fix('expañola', 'española')])).toEqual([
      fix('expañola', 'española'),
    ]);
  });

  it('drops a correction whose original is not in the message', () => {
    const text = 'I like my new job.';
    expect(guardCorrections({ language: 'english', text }, [fix('realy', 'really')])).toEqual([]);
    // Inside another word does not count as being in the message.
    expect(guardCorrections({ language: 'english', text: 'I have a cat.' }, [fix('hav', 'have')])).toEqual(
      [],
    );
  });

  it('drops a change of capitals or punctuation only', () => {
    const text = 'hello, how are you';
    expect(
      guardCorrections({ language: 'english', text }, [
        fix('hello,', 'Hello,'),
        fix('how are you', 'how are you?'),
      ]),
    ).toEqual([]);
  });

  it('drops corrections of names, loanwords, the teacher’s words, links and numbers', () => {
    const text = 'We went to Texas, did yoga and watched Netflix: see www.tripz.com, 3rd day, with Aoife.';
    const corrections = [
      fix('Texas', 'Sexas'),
      fix('yoga', 'toga'),
      fix('www.tripz.com', 'www.trips.com'),
      fix('3rd', 'third'),
      fix('Aoife', 'Alife'),
    ];
    expect(guardCorrections({ language: 'english', text }, corrections)).toEqual([]);
    expect(
      guardCorrections({ language: 'english', text: 'I have 30 years, see www.tripz.com' }, [
        fix('have 30 years', 'am 31 years old'),
        fix('see www.tripz.com', 'look at www.trips.com'),
      ]),
    ).toEqual([]);
    expect(
      guardCorrections(
        { language: 'english', text: 'I love the ceilidh', teacherText: 'Have you been to a ceilidh?' },
        [fix('ceilidh', 'ceiling')],
      ),
    ).toEqual([]);
  });

  it('lets the teacher’s words protect a respelt word, not the grammar around it', () => {
    const teacherText = 'Hello! I am happy to talk with you today. Tell me about your family.';
    expect(
      guardCorrections({ language: 'english', text: 'I am married with Ana.', teacherText }, [
        fix('married with', 'married to'),
      ]).map((correction) => correction.corrected),
    ).toEqual(['married to']);
    expect(
      guardCorrections(
        {
          language: 'french',
          text: 'Je suis contente, je suis 25 ans.',
          teacherText: 'Je suis contente de te voir !',
        },
        [fix('je suis 25 ans', "j'ai 25 ans")],
      ).map((correction) => correction.corrected),
    ).toEqual(["j'ai 25 ans"]);
  });

  it('keeps a correction around a number or link that leaves it unchanged', () => {
    expect(
      guardCorrections({ language: 'english', text: 'I have 30 years.' }, [
        fix('have 30 years', 'am 30 years old'),
      ]).map((correction) => correction.corrected),
    ).toEqual(['am 30 years old']);
  });

  it('drops a change between British and American spellings, either way', () => {
    const text = 'My favourite colour: I realised the centre travelled, analysed, catalogue, defence';
    const corrections = [
      fix('favourite', 'favorite'),
      fix('colour', 'color'),
      fix('realised', 'realized'),
      fix('centre', 'center'),
      fix('travelled', 'traveled'),
      fix('analysed', 'analyzed'),
      fix('catalogue', 'catalog'),
      fix('defence', 'defense'),
    ];
    expect(guardCorrections({ language: 'english', text }, corrections)).toEqual([]);
    expect(
      guardCorrections({ language: 'english', text: 'My favorite color' }, [
        fix('favorite color', 'favourite colour'),
      ]),
    ).toEqual([]);
    expect(
      guardCorrections({ language: 'english', text: 'I have a colur' }, [fix('colur', 'colour')]),
    ).toHaveLength(1);
  });

  it('still corrects a capitalised word at the start of a sentence', () => {
    const text = 'Hola. Tambien me gusta bailar.';
    expect(guardCorrections({ language: 'spanish', text }, [fix('Tambien', 'También')])).toEqual([
      fix('Tambien', 'También'),
    ]);
  });

  it('takes the English pronoun “I” for no name inside a sentence', () => {
    const text = 'My mother wants that I study medicine.';
    expect(
      guardCorrections({ language: 'english', text }, [fix('wants that I study', 'wants me to study')]),
    ).toEqual([fix('wants that I study', 'wants me to study')]);
    // A capitalised word inside a sentence is still a name.
    expect(
      guardCorrections({ language: 'english', text: 'I met Brian yesterday.' }, [fix('Brian', 'Brain')]),
    ).toEqual([]);
  });

  it('quotes the message as written when an AI changed the case of the original', () => {
    expect(
      guardCorrections({ language: 'english', text: 'i realy like it' }, [fix('Realy', 'really')]),
    ).toEqual([fix('realy', 'really')]);
  });

  it('corrects nothing in a message clearly written in another language', () => {
    const text = 'I really love this city and the people.';
    expect(guardAiCorrections({ language: 'spanish', text }, [fix('really', 'real')])).toEqual([]);
    expect(guardAiCorrections({ language: 'english', text }, [fix('really', 'real')])).toHaveLength(1);
  });
});
