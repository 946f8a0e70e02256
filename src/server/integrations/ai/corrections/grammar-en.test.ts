import { ENGLISH_RULES } from './grammar-en.ts';
import { describeRules, type RuleCases } from './rules-test-cases.ts';

const CASES: Record<string, RuleCases> = {
  'en-irregular-past': {
    positive: [
      ['We goed to the zoo last Sunday.', 'goed', 'went'],
      ['Yesterday I buyed a new phone.', 'buyed', 'bought'],
      ['She teached us French.', 'teached', 'taught'],
      ['I have maked a cake.', 'maked', 'made'],
      ['He runned home.', 'runned', 'ran'],
      ['They have already eated.', 'eated', 'eaten'],
      ["I've writed to her.", 'writed', 'written'],
      ['Goed is not a word.', 'Goed', 'Went'],
    ],
    negative: [
      'We went to the zoo last Sunday.',
      'The house was sited near the river.',
      'She singed her hair on the candle.',
      'He putted the ball into the hole.',
      'We wined and dined our guests.',
      'The sailors payed the seams with tar.',
      'I planted the seed in spring.',
    ],
  },
  'en-be-agree': {
    positive: [
      ['I am agree with you about the climate.', 'I am agree', 'I agree'],
      ["I'm not agree with that idea.", "I'm not agree", "I don't agree"],
      ['My sister is agree? No, she is agree with me.', 'she is agree', 'she agrees'],
      ['We are agree on most things.', 'We are agree', 'We agree'],
    ],
    negative: [
      'I agree with you.',
      'We are agreed, then: Friday it is.',
      'I am agreeable to that plan.',
      "I don't agree at all.",
      'The terms I am agreeing to are fair.',
    ],
  },
};

describeRules('English learner-error rules', ENGLISH_RULES, CASES);
