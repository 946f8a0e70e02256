import { describe, expect, it } from 'vitest';
import { gradeReviewAnswer, markedSentence } from './review-grade.ts';

describe('grading a review answer', () => {
  it('passes the corrected form in any case, spacing and apostrophe variant', () => {
    expect(gradeReviewAnswer('don’t', "Don't")).toEqual({ verdict: 'correct' });
    expect(gradeReviewAnswer("don't", '  DON’T ')).toEqual({ verdict: 'correct' });
    expect(gradeReviewAnswer('She doesn’t like', 'she doesn’t like.')).toEqual({ verdict: 'correct' });
    expect(gradeReviewAnswer('española', '¡Española!')).toEqual({ verdict: 'correct' });
  });

  it('gives a hint, not a pass, for the right letters with a missing apostrophe or accent', () => {
    expect(gradeReviewAnswer('don’t', 'dont')).toEqual({ verdict: 'hint', miss: 'apostrophe' });
    expect(gradeReviewAnswer("l'école", 'lécole')).toEqual({ verdict: 'hint', miss: 'apostrophe' });
    expect(gradeReviewAnswer('española', 'espanola')).toEqual({ verdict: 'hint', miss: 'accent' });
    expect(gradeReviewAnswer('está', 'esta')).toEqual({ verdict: 'hint', miss: 'accent' });
    expect(gradeReviewAnswer('à', 'a')).toEqual({ verdict: 'hint', miss: 'accent' });
  });

  it('never passes the mistake itself, and tells a wrong ending or letter from a wrong answer', () => {
    expect(gradeReviewAnswer('española', 'expañola')).toEqual({ verdict: 'near', miss: 'spelling' });
    expect(gradeReviewAnswer('She doesn’t like', 'She don’t like')).toEqual({ verdict: 'wrong' });
    expect(gradeReviewAnswer('it smells', 'it smell')).toEqual({ verdict: 'near', miss: 'form' });
    expect(gradeReviewAnswer('española', 'inglesa')).toEqual({ verdict: 'wrong' });
  });
});

describe('the sentence a card shows', () => {
  it('marks the mistake in the sentence of the learner’s message that holds it', () => {
    expect(markedSentence('Hola. Me gusta mucho la comida expañola. Y tú?', 'expañola')).toEqual({
      before: 'Me gusta mucho la comida ',
      mistake: 'expañola',
      after: '.',
    });
    expect(markedSentence('I go to school yesterday', 'I go')).toEqual({
      before: '',
      mistake: 'I go',
      after: ' to school yesterday',
    });
  });

  it('matches the mistake whatever its case, and shows nothing when the message lacks it', () => {
    expect(markedSentence('she dont like it', 'She dont')).toEqual({
      before: '',
      mistake: 'she dont',
      after: ' like it',
    });
    expect(markedSentence('Something else entirely', 'expañola')).toBeNull();
    expect(markedSentence(null, 'expañola')).toBeNull();
  });
});
