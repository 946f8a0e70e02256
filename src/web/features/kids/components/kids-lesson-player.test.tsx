import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithClient, stubFetch } from '../../../../../test/web-api.tsx';
import {
  ItemVerdictResponseSchema,
  QuizAttemptResponseSchema,
  type AnswerItemBody,
} from '../../../../shared/contracts/quiz-play.ts';
import { KidsLessonPlayer } from './kids-lesson-player.tsx';

const { serve } = stubFetch();

const started = QuizAttemptResponseSchema.parse({
  attempt: {
    attemptId: 5,
    quiz: {
      id: 2,
      language: 'english',
      level: 2,
      title: 'Colors & Shapes',
      description: 'Colours in English.',
      isKidsQuiz: true,
      ageGroup: '4-6',
    },
    items: [
      {
        itemIndex: 5,
        type: 'listen-tap',
        emoji: '🔊',
        question: 'Listen: which color do you hear?',
        options: ['red', 'yellow', 'orange', 'brown'],
        pictures: ['🔴', '🟡', '🟠', '🟤'],
        hasAudio: true,
      },
      {
        itemIndex: 8,
        type: 'translate',
        emoji: '🤍',
        question: 'How do you say «blanco» in English?',
        options: ['pink', 'grey', 'white', 'black'],
        hasAudio: false,
      },
    ],
    passMark: 2,
  },
});

beforeEach(() => {
  // The browser's speech synthesis: the player offers a speak button per option where it exists.
  vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), getVoices: () => [], speak: vi.fn() });
  vi.stubGlobal('SpeechSynthesisUtterance', class {});
  serve((url, init) => {
    if (url === '/api/kids/lessons/attempts') return json(started);
    if (url === '/api/quizzes/attempts/5/answers') {
      const body = JSON.parse(String(init?.body)) as AnswerItemBody;
      return json(
        ItemVerdictResponseSchema.parse({
          verdict: {
            itemIndex: body.itemIndex,
            correct: body.answer === 1,
            rightOption: 1,
            rightSentence: null,
            explanation: null,
            answered: 1,
            score: body.answer === 1 ? 1 : 0,
          },
        }),
      );
    }
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the kids lesson player', () => {
  it('shows a listen-tap item’s pictures above the words, named by the words, each with its speak button', async () => {
    renderWithClient(<KidsLessonPlayer language="english" lesson="2" quizId={null} />);
    const options = within(await screen.findByRole('group', { name: 'Choose an answer' }));

    // The accessible name is the letter and the word; jsdom drops the space after the letter.
    const red = options.getByRole('button', { name: /^A: ?red$/ });
    const picture = within(red).getByText('🔴');
    expect(picture.getAttribute('aria-hidden')).toBe('true');
    expect(options.getAllByTestId('option-picture').map((shown) => shown.textContent)).toEqual([
      '🔴',
      '🟡',
      '🟠',
      '🟤',
    ]);
    for (const letter of ['A', 'B', 'C', 'D']) {
      expect(options.getByRole('button', { name: `Listen to answer ${letter}` })).toBeTruthy();
    }

    // Answering locks the question and shows the verdict, as for any item.
    fireEvent.click(options.getByRole('button', { name: /^B: ?yellow$/ }));
    expect(await screen.findByText('Correct! 🎉')).toBeTruthy();
    expect(options.getByRole('button', { name: /^A: ?red$/ }).hasAttribute('disabled')).toBe(true);

    // An item without pictures shows its words alone.
    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await options.findByRole('button', { name: /^C: ?white$/ })).toBeTruthy();
    expect(options.queryAllByTestId('option-picture')).toEqual([]);
  });
});
