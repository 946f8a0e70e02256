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
  'en-irregular-plural': {
    positive: [
      ['The childrens are playing in the garden.', 'childrens', 'children'],
      ['There are many womens in my class.', 'womens', 'women'],
      ['The mens in my family are tall.', 'mens', 'men'],
      ['I have two childrens.', 'childrens', 'children'],
      ['His teeths are white.', 'teeths', 'teeth'],
      ['My feets always hurt after work.', 'feets', 'feet'],
    ],
    negative: [
      'The children are playing in the garden.',
      "The children's toys are everywhere.",
      'That ball is the childrens.',
      'The childrens play football on Sundays.',
      'The childrens and adults tickets are sold out.',
    ],
  },
  'en-possessive': {
    positive: [
      ['The childrens toys are everywhere.', 'childrens', "children's"],
      ['My childrens school is next to the park.', 'childrens', "children's"],
      ['The mens toilets were closed.', 'mens', "men's"],
    ],
    negative: [
      "The children's toys are everywhere.",
      'The childrens play football on Sundays.',
      'The childrens really are tired.',
      'The childrens football matches start at ten.',
    ],
  },
  'en-age-be': {
    positive: [
      ['I have 25 years old.', 'have', 'am'],
      ['My brother has 19 years old.', 'has', 'is'],
      ['They have 30 years old and two kids.', 'have', 'are'],
      ['When I had ten years old, we moved.', 'had', 'was'],
      ['I have 30 years.', 'have 30 years', 'am 30 years old'],
      ['Next month I will have 40 years old.', 'have', 'be'],
    ],
    negative: [
      'I have 25 books on my shelf.',
      'I am 25 years old.',
      'I have two years of experience.',
      'She has two years old twins.',
      'We have 10 years to pay the loan.',
      'I have 2 years left on my contract.',
    ],
  },
  'en-explain-to': {
    positive: [
      ['Can you explain me the difference between these words?', 'explain me', 'explain to me'],
      ['Please explain me this rule.', 'explain me this rule', 'explain this rule to me'],
      ['Can you explain me it?', 'explain me it', 'explain it to me'],
      ['He explained us how it works.', 'explained us', 'explained to us'],
    ],
    negative: [
      'Could you explain it to me again?',
      'Please explain to me how the bus pass works.',
      "I can't explain them, they just happen.",
      'Explain the rule to us.',
    ],
  },
  'en-look-forward-ing': {
    positive: [
      ["I'm looking forward to meet you.", 'meet', 'meeting'],
      ['We look forward to hear from you.', 'hear', 'hearing'],
      ['She looked forward to see her family.', 'see', 'seeing'],
    ],
    negative: [
      "I'm looking forward to meeting you.",
      "I'm looking forward to the weekend.",
      'I want to meet you.',
      'Move forward to see the stage.',
    ],
  },
  'en-there-are': {
    positive: [
      ['There is many people in the park.', 'There is', 'There are'],
      ['There was several problems.', 'There was', 'There were'],
      ["There's many reasons to stay.", "There's", 'There are'],
      ['Is there many shops near here?', 'Is there', 'Are there'],
    ],
    negative: [
      'There are many people in the park.',
      'There is much to do.',
      'There is many a slip between cup and lip.',
      'There is a lot of traffic.',
    ],
  },
  'en-modal-to': {
    positive: [
      ['I must to finish my homework.', 'must to', 'must'],
      ['He can to speak three languages.', 'can to', 'can'],
      ['We should to leave now.', 'should to', 'should'],
      ['You really must to see it.', 'must to', 'must'],
    ],
    negative: [
      'I must finish my homework.',
      'It is a must to visit the castle.',
      'Put it in the trash can to keep the kitchen clean.',
      'I can to some extent follow the news.',
      'The will to learn matters.',
    ],
  },
  'en-married-to': {
    positive: [
      ['She is married with a doctor.', 'married with', 'married to'],
      ['My sister is married with a Canadian man.', 'married with', 'married to'],
      ['He is married with my cousin.', 'married with', 'married to'],
      ['I am married with Laura.', 'married with', 'married to'],
    ],
    negative: [
      "I'm married to a doctor.",
      'My aunt is married with three children.',
      'He is married with two kids and a dog.',
      'They are married with children.',
      'We got married with Catholic rites.',
      "He is married with a teacher's salary and three kids.",
    ],
  },
  'en-since-perfect': {
    positive: [
      ['He works in a hospital since 2015.', 'works', 'has worked'],
      ['I live in Barcelona since 2018.', 'live', 'have lived'],
      ['We are married since last year.', 'are', 'have been'],
      ['I know her since last summer.', 'know', 'have known'],
      ['She is in Rome since May.', 'is', 'has been'],
    ],
    negative: [
      'I have worked in a hospital since 2015.',
      'He works in a hospital that has been open since 2015.',
      'Do you live here since 2015?',
      'I go to the gym since it is near my office.',
      'I have lived here ever since 2015.',
      'I think you are right since you were there.',
      'I am tired since I was sick.',
      'I am sad since 2015 was a hard year.',
    ],
  },
};

describeRules('English learner-error rules', ENGLISH_RULES, CASES);
