import { describe, expect, it } from 'vitest';
import { FIXTURE_RIGHT_ANSWERS, testCourse } from '../../../../test/course-fixture.ts';
import {
  gradeStep,
  lessonScore,
  lessonStars,
  modelAnswer,
  rolePlayOpening,
  rolePlayTurn,
} from './lesson-engine.ts';

const entry = testCourse().lesson('en-a1-u1-l1')!;
const { lesson, slots } = entry;
const step = (type: string) => lesson.steps.find((candidate) => candidate.type === type)!;

describe('grading a lesson step', () => {
  it('accepts every step’s right answer and its own model', () => {
    lesson.steps.forEach((candidate, index) => {
      expect(gradeStep(candidate, FIXTURE_RIGHT_ANSWERS[index]!, slots).verdict).toBe('correct');
      const model = modelAnswer(candidate, slots);
      const answer = 'options' in candidate ? { choice: candidate.answer } : { text: model };
      expect(gradeStep(candidate, answer, slots).verdict, model).toBe('correct');
    });
  });

  it('gives an authored hint for a known near miss, and flags slips of spelling', () => {
    const gap = step('gap');
    expect(gradeStep(gap, { text: 'a' }, slots)).toMatchObject({
      verdict: 'near',
      hint: { en: expect.stringContaining('"an"') },
    });
    // The whole sentence with the gap filled counts as the gap's answer.
    expect(gradeStep(gap, { text: "I'd like an orange juice, please." }, slots).verdict).toBe('correct');
    expect(gradeStep(gap, { text: 'the' }, slots).verdict).toBe('wrong');
    const answer = step('answer');
    expect(gradeStep(answer, { text: 'I want a tea' }, slots)).toMatchObject({
      verdict: 'near',
      hint: { en: expect.stringContaining('rude') },
    });
    expect(gradeStep(answer, { text: "I'd like a cofee" }, slots)).toMatchObject({
      verdict: 'near',
      slips: [{ given: 'cofee', expected: 'coffee' }],
    });
    expect(gradeStep(answer, { text: 'Yes' }, slots).verdict).toBe('wrong');
  });

  it('takes a built sentence only in an accepted order, and a choice only as a choice', () => {
    const build = step('build');
    expect(gradeStep(build, { text: "I'd like a coffee" }, slots).verdict).toBe('correct');
    expect(gradeStep(build, { text: "like I'd a coffee" }, slots).verdict).toBe('wrong');
    expect(gradeStep(step('choose'), { text: 'If you want more' }, slots).verdict).toBe('wrong');
    expect(gradeStep(step('choose'), { choice: 1 }, slots).verdict).toBe('wrong');
  });

  it('hears a sentence said in part as a near miss, and something else as wrong', () => {
    const say = step('say');
    expect(gradeStep(say, { text: 'i would like a coffee please' }, slots).verdict).toBe('near');
    expect(gradeStep(say, { text: 'good morning' }, slots).verdict).toBe('wrong');
  });
});

describe('the role-play', () => {
  const rolePlay = lesson.rolePlay;

  it('opens with the scene and the first question', () => {
    expect(rolePlayOpening(rolePlay)).toBe('Good morning! What would you like to drink?');
  });

  it('follows what the learner said: the drink they chose, the branch they took', () => {
    const first = rolePlayTurn(
      rolePlay,
      slots,
      { checkpoint: 0, misses: 0 },
      'Hi, could I have an orange juice?',
    );
    expect(first).toMatchObject({
      verdict: 'met',
      reply: 'One orange juice, sure. Would you like something to eat?',
      metUnaided: true,
    });
    const food = rolePlayTurn(rolePlay, slots, first.state, "Yes, I'd like a croissant.");
    expect(food.reply).toBe('Of course, a croissant. Anything else?');
    const none = rolePlayTurn(rolePlay, slots, first.state, "No thanks, I'm fine.");
    expect(none.reply).toBe('No problem. Anything else?');
    const bill = rolePlayTurn(rolePlay, slots, none.state, 'Could I have the bill?');
    expect(bill).toMatchObject({ verdict: 'met', done: true, reply: 'Here you are. Have a nice day!' });
  });

  it('hints after a miss, shows the model after two, and the learner still has to say it', () => {
    const miss = rolePlayTurn(rolePlay, slots, { checkpoint: 0, misses: 0 }, 'The weather is nice.');
    expect(miss).toMatchObject({
      verdict: 'missed',
      reply: null,
      model: null,
      hint: { en: 'Say what you would like to drink.' },
    });
    const rude = rolePlayTurn(rolePlay, slots, miss.state, 'I want a coffee');
    expect(rude).toMatchObject({
      verdict: 'near',
      model: "I'd like a coffee, please.",
      hint: { en: expect.stringContaining('polite') },
    });
    const met = rolePlayTurn(rolePlay, slots, rude.state, "I'd like a coffee, please.");
    expect(met).toMatchObject({ verdict: 'met', metUnaided: false });
  });

  it('scores the share done unaided, in stars', () => {
    expect(lessonScore(9, 9)).toBe(100);
    expect(lessonStars(lessonScore(9, 9))).toBe(3);
    expect(lessonStars(lessonScore(7, 9))).toBe(2);
    expect(lessonStars(lessonScore(2, 9))).toBe(1);
  });
});
