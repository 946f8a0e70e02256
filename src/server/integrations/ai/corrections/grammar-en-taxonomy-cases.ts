/**
 * Test cases of the English rules written from the error taxonomy (grammar-en-verb-rules.ts,
 * grammar-en-word-rules.ts): per rule, the mistake in several shapes, and right sentences that look
 * alike (the taxonomy's “do not flag”).
 */
import type { RuleCases } from './rules-test-cases.ts';

export const TAXONOMY_CASES: Record<string, RuleCases> = {
  'en-past-after-did': {
    positive: [
      ["I didn't heard the phone.", 'heard', 'hear'],
      ['Did you saw her yesterday?', 'saw', 'see'],
      ['Where did your sister went last night?', 'went', 'go'],
      ["She didn't really understood the question.", 'understood', 'understand'],
      ['Did Tom called you?', 'called', 'call'],
    ],
    negative: [
      "I didn't hear the phone.",
      'Did you see her yesterday?',
      "We didn't find the keys.",
      'Where did your sister go?',
    ],
  },

  'en-participle-after-have': {
    positive: [
      ['I have went to the shop.', 'went', 'gone'],
      ['Have you ever went to Italy?', 'went', 'been'],
      ['She has wrote three books.', 'wrote', 'written'],
      ['I had ate before he came.', 'ate', 'eaten'],
    ],
    negative: ['I have gone to the shop.', "He's broke now.", 'I have been to Italy.', 'They had a car.'],
  },
  'en-base-after-to': {
    positive: [
      ['I wanted to went with them.', 'went', 'go'],
      ["She can't went to the party.", 'went', 'go'],
      ['We could took the train.', 'took', 'take'],
    ],
    negative: ['I wanted to go with them.', 'They want to found a company.', 'I need to saw the wood.'],
  },
  'en-modal-to': {
    positive: [['Can you to help me with my bags?', 'Can you to', 'Can you']],
    negative: ['Can you help me?', 'Could you go to the shop?', 'Will you come to the party?'],
  },
  'en-double-modal': {
    positive: [
      ['I will can help you tomorrow.', 'will can', 'will be able to'],
      ["I'll can come later.", "'ll can", "'ll be able to"],
      ['You will must wait.', 'will must', 'will have to'],
    ],
    negative: ['I will be able to help you.', 'You will have to wait.', 'I can come.'],
  },
  'en-missing-to': {
    positive: [
      ['I would like go to Canada.', 'go', 'to go'],
      ['She wants buy a car.', 'buy', 'to buy'],
      ["I'm going go to the beach.", 'go', 'to go'],
    ],
    negative: ['I would like coffee.', 'I want to go home.', "I'm going home.", 'I need help.'],
  },
  'en-let-make-to': {
    positive: [
      ["Let's to go now.", "Let's to", "Let's"],
      ['Let me to explain.', 'Let me to', 'Let me'],
      ['My boss made me to work on Saturday.', 'made me to', 'made me'],
      ['The film made my husband to cry.', 'made my husband to', 'made my husband'],
    ],
    negative: ['Let me explain.', 'Flats to let in the centre.', 'It was made to measure.', "Let's go."],
  },
  'en-modal-ing': {
    positive: [
      ['I can swimming very well.', 'swimming', 'swim'],
      ['She will coming tomorrow.', 'coming', 'come'],
    ],
    negative: ['I can swim.', 'She will be coming tomorrow.', 'I love swimming.'],
  },
  'en-ing-after-preposition': {
    positive: [
      ['Before to leave, close the door.', 'Before to leave', 'Before leaving'],
      ['After eat, I go for a walk.', 'After eat', 'After eating'],
      ['He left without say goodbye.', 'without say', 'without saying'],
      ['Thank you for help me.', 'help', 'helping'],
      ["I'm interested in learn Chinese.", 'learn', 'learning'],
    ],
    negative: [
      'Before lunch, I read.',
      'Thank you for the help.',
      'Thanks for help.',
      'After dinner we talked.',
    ],
  },
  'en-ing-after-to': {
    positive: [
      ["I'm used to wake up early.", 'wake', 'waking'],
      ['She is not used to drive on the left.', 'drive', 'driving'],
    ],
    negative: ['I used to wake up early.', 'It is used to cut bread.', "I'm used to it."],
  },
  'en-ing-after-verb': {
    positive: [
      ['I enjoy to cook for my friends.', 'enjoy to cook', 'enjoy cooking'],
      ['I finished to work at six.', 'finished to work', 'finished working'],
      ['Would you mind to close the window?', 'mind to close', 'mind closing'],
    ],
    negative: ['I enjoy cooking.', 'I stopped to smoke.', 'Keep to the path.', 'I decided to go.'],
  },
  'en-to-after-verb': {
    positive: [
      ['I decided going to the party.', 'decided going', 'decided to go'],
      ['We managed finding a hotel.', 'managed finding', 'managed to find'],
      ['Do you want going to the cinema tonight?', 'want going', 'want to go'],
    ],
    negative: ['I decided to go.', 'I hope so.', 'My car wants washing.', 'I want nothing.'],
  },
  'en-worth-ing': {
    positive: [["It's worth to visit the museum.", 'worth to visit', 'worth visiting']],
    negative: ["It's worth visiting.", "It's worth it.", 'It is worth ten euros.'],
  },
  'en-for-purpose': {
    positive: [
      ['I came to London for learn English.', 'for learn', 'to learn'],
      ['She went to Paris for to visit her aunt.', 'for to visit', 'to visit'],
      ['For improve my English, I read a lot.', 'For improve', 'To improve'],
      ['My sister moved to Berlin for studying engineering.', 'for studying', 'to study'],
      ['We went to the shop for buying some bread.', 'for buying', 'to buy'],
    ],
    negative: [
      'I went out for a walk.',
      'Thank you for coming.',
      'Thanks for coming to the party.',
      'He went to prison for stealing a car.',
      'She is famous for making films.',
      'I went there for work.',
      'This is for you to read.',
    ],
  },
  'en-question-do': {
    positive: [
      ['Where you live?', 'Where you live', 'Where do you live'],
      ['Why she left so early?', 'Why she left', 'Why did she leave'],
      ['Where he works now?', 'Where he works', 'Where does he work'],
      ['Why you are sad?', 'Why you are', 'Why are you'],
      ["Why you didn't call me?", "Why you didn't", "Why didn't you"],
      ['What means this word?', 'What means this word?', 'What does this word mean?'],
      ['How is called this in English?', 'How is called this', 'What is this called'],
    ],
    negative: [
      'Where do you live?',
      'How come you are here?',
      'Who lives here?',
      'How you doing?',
      'What happens next?',
    ],
  },
  'en-question-tag': {
    positive: [
      ["You like coffee, isn't it?", "isn't it", "don't you"],
      ["She works here, isn't it?", "isn't it", "doesn't she"],
    ],
    negative: ["It's cold, isn't it?", "The film is good, isn't it?", 'You like coffee, right?'],
  },
  'en-embedded-question-do': {
    positive: [
      ["I don't know what does he want.", 'what does he want', 'what he wants'],
      ['I asked him where did he live.', 'where did he live', 'where he lived'],
      [
        'Can you tell me what time does the shop open?',
        'what time does the shop open',
        'what time the shop opens',
      ],
      ["I don't understand why is she angry.", 'why is she', 'why she is'],
    ],
    negative: ["I don't know who is coming.", 'I wonder where he lives.', 'Tell me what happened.'],
  },
  'en-will-time-clause': {
    positive: [
      ['When I will finish, I will call you.', 'I will finish', 'I finish'],
      ['If it will rain tomorrow, we will stay at home.', 'it will rain', 'it rains'],
      ['Can you text me as soon as you will know the results?', 'you will know', 'you know'],
    ],
    negative: [
      'When will you arrive?',
      "I don't know when he will arrive.",
      'Tell me when you will be ready.',
      'If you will follow me, I will show you the room.',
    ],
  },
  'en-if-would-past': {
    positive: [
      ['If I would have more time, I would learn Chinese.', 'I would have', 'I had'],
      ['What would you do if you would lose your job?', 'you would lose', 'you lost'],
      ['She said that if we would study harder, we would pass.', 'we would study', 'we studied'],
    ],
    negative: [
      'I would be grateful if you would reply.',
      'If you would have a minute later, could you call me back?',
      'If I had more time, I would learn Chinese.',
    ],
  },
  'en-double-negative': {
    positive: [
      ["I don't know nothing about it.", 'nothing', 'anything'],
      ["I didn't see nobody at the party.", 'nobody', 'anybody'],
      ["I don't like coffee neither.", 'neither', 'either'],
      ["She doesn't never call me.", 'never', 'ever'],
      ['My kids never eat no vegetables.', 'no', 'any'],
      ["I don't have no money.", 'no', 'any'],
      ["She didn't buy no bread.", 'no', 'any'],
    ],
    negative: [
      "I don't know anything.",
      'Me neither.',
      "He's not a nobody.",
      "No, I don't.",
      'I never said no to him.',
      'I have no money.',
    ],
  },
  'en-age-question': {
    positive: [['How many years do you have?', 'How many years do you have', 'How old are you']],
    negative: ['How many books do you have?', 'How old are you?', 'How many years have you lived here?'],
  },
  'en-age-with': {
    positive: [['With 18 years I started university.', 'With 18 years', 'At 18']],
    negative: [
      'A man with 20 years of experience.',
      'At 18 I started university.',
      'I finished with two years left.',
    ],
  },
  'en-for-since': {
    positive: [['I have lived here for 2015.', 'for', 'since']],
    negative: [
      'I have lived here since 2015.',
      'I have lived here for two years.',
      'The plan for 2025 is ready.',
    ],
  },
  'en-ago': {
    positive: [
      ['I came to Spain before three years.', 'before three years', 'three years ago'],
      ['She left since two weeks.', 'since two weeks', 'two weeks ago'],
      ['I met my wife there are ten years.', 'there are ten years', 'ten years ago'],
      ['I moved ago two years.', 'ago two years', 'two years ago'],
    ],
    negative: [
      'I had seen her two years before.',
      'There are two years left.',
      'I will finish it before two weeks.',
    ],
  },
  'en-missing-article': {
    positive: [
      ['I finally have car, so I can drive to work.', 'car', 'a car'],
      ['My sister is doctor.', 'doctor', 'a doctor'],
      ['I work as waiter in a bar.', 'waiter', 'a waiter'],
      ['She is very good teacher.', 'very good teacher', 'a very good teacher'],
    ],
    negative: [
      'She was elected president.',
      'I have a car.',
      'He is French.',
      'She served as chair.',
      'I have car insurance.',
    ],
  },
  'en-extra-article': {
    positive: [
      ['The life is very expensive in London.', 'The life', 'Life'],
      ['Do you like the football or tennis?', 'the football', 'football'],
      ['My daughter goes to the school by bus.', 'the school', 'school'],
    ],
    negative: [
      'The life of my grandmother was hard.',
      'I play the piano.',
      'We watched the football match.',
      'I went to the school to see the head.',
    ],
  },
  'en-uncountable-article': {
    positive: [
      ['Can you give me an advice about my CV?', 'an advice', 'some advice'],
      ['I have a good news for you.', 'a good news', 'good news'],
    ],
    negative: [
      'Can you give me a piece of advice?',
      'It is a research project.',
      'She has a good knowledge of French.',
    ],
  },
  'en-uncountable-verb': {
    positive: [['The news are terrible.', 'are', 'is']],
    negative: ['The news is terrible.', 'The newspapers are terrible.', 'The news channels are good.'],
  },
  'en-much-many': {
    positive: [
      ['I drank too many coffee today.', 'many coffee', 'much coffee'],
      ['There was very few milk left.', 'few milk', 'little milk'],
    ],
    negative: ['I drank too many coffees today.', 'There are a few coffee shops.', 'Many people came.'],
  },
  'en-adjective-plural': {
    positive: [['Do you have any others questions for me?', 'others', 'other']],
    negative: ['Some passed; others failed.', 'I helped the others.', 'Think of others first.'],
  },
  'en-possessive-s': {
    positive: [['The car of my father is red.', 'The car of my father', "My father's car"]],
    negative: ["My father's car is red.", 'The history of my country is long.', 'The car of the year.'],
  },
  'en-his-her': {
    positive: [
      ['My mother loves his garden more than anything.', 'his', 'her'],
      ['Did your brother finish her homework?', 'her', 'his'],
    ],
    negative: [
      'My mother loves her garden.',
      'My brother gave her flowers.',
      'My sister and her husband came.',
      'My mother told him about it.',
    ],
  },
  'en-third-person-s': {
    positive: [
      ['My boss never listen to our ideas.', 'listen', 'listens'],
      ['Every morning, my little brother eat cereal.', 'eat', 'eats'],
      ['I think that people who lives in cities are stressed.', 'lives', 'live'],
    ],
    negative: [
      'Does my boss listen to you?',
      'My brother and I eat cereal.',
      'People who live here are kind.',
      'Let my brother eat.',
    ],
  },
  'en-subject-verb-agreement': {
    positive: [
      ['One of my colleagues have a cat.', 'have', 'has'],
      ['Is your parents coming to the wedding?', 'Is', 'Are'],
    ],
    negative: ['One of my colleagues has a cat.', 'Are your parents coming?', 'Is your father coming?'],
  },
  'en-people-plural': {
    positive: [
      ['The people here is very friendly.', 'is', 'are'],
      ['How many persons are coming to dinner?', 'persons', 'people'],
      ['There were many peoples at the party.', 'peoples', 'people'],
    ],
    negative: ['The people here are very friendly.', 'Two persons per room.', 'The peoples of Europe.'],
  },
  'en-do-negative': {
    positive: [
      ['I not like coffee without sugar.', 'not like', "don't like"],
      ['My son no wants to eat vegetables.', 'no wants', "doesn't want"],
      ['I not understood anything.', 'not understood', "didn't understand"],
    ],
    negative: ["I don't like coffee.", 'I am not sure.', 'I have not seen it.', 'Not only I like it.'],
  },
  'en-stative-continuous': {
    positive: [
      ['Don’t worry, I am knowing the answer.', ' am knowing', ' know'],
      ['Are you understanding what I mean?', 'Are you understanding', 'Do you understand'],
      ['My grandmother is having a small house in the mountains.', 'is having', 'has'],
    ],
    negative: [
      'I know the answer.',
      'We are having lunch.',
      'She is having a baby.',
      'I am meaning to call you.',
    ],
  },
  'en-be-adjective': {
    positive: [
      ['I have cold, can you close the window?', 'I have cold', "I'm cold"],
      ['Do you have thirst after the run?', 'Do you have thirst', 'Are you thirsty'],
      ['He has fear of the dark.', 'He has fear', 'He is afraid'],
    ],
    negative: ['I have a cold.', 'I am hungry.', 'I have cold hands.'],
  },
  'en-there-is': {
    positive: [
      ['In my town has a big park.', 'has', 'there is'],
      ['Does it have a bank near here?', 'Does it have', 'Is there'],
    ],
    negative: ['My town has a big park.', 'Does it have a pool?', 'In my opinion it has a lot of problems.'],
  },
  'en-make-do': {
    positive: [
      ['I have to make my homework tonight.', 'make my homework', 'do my homework'],
      ['Did you do a mistake in the report?', 'do a mistake', 'make a mistake'],
      ['My husband makes the shopping.', 'makes the shopping', 'does the shopping'],
      ['Can I make a question?', 'make a question', 'ask a question'],
    ],
    negative: ['I made a cake.', 'I do my homework.', 'She made a mistake.', 'Make sure you do your best.'],
  },
  'en-say-tell': {
    positive: [['They told that my flight was cancelled.', 'told that', 'said that']],
    negative: ['I was told that my flight was cancelled.', 'They told me that.', 'I told that story twice.'],
  },
  'en-preposition': {
    positive: [
      ["I'm very interested on history.", 'interested on', 'interested in'],
      ['Are you afraid from spiders?', 'afraid from', 'afraid of'],
      ['We discussed about the problem.', 'discussed about', 'discussed'],
      ["I'm waiting the bus.", 'waiting', 'waiting for'],
      ['I arrived to London yesterday.', 'arrived to', 'arrived in'],
      ['We went to home early.', 'went to home', 'went home'],
    ],
    negative: [
      'I am interested in history.',
      'Wait a minute.',
      'We had a discussion about it.',
      'I went to his home.',
      'I arrived at the station.',
    ],
  },
  'en-preposition-time': {
    positive: [
      ['My birthday is in 5 May.', 'in', 'on'],
      ['Are you free at Monday afternoon?', 'at', 'on'],
      ['I fell asleep in midnight.', 'in', 'at'],
      ['Have you been waiting during a long time?', 'during', 'for'],
    ],
    negative: [
      'My birthday is on 5 May.',
      'See you next Monday.',
      'We met on the morning of 5 May.',
      'During the film I slept.',
    ],
  },
  'en-preposition-place': {
    positive: [
      ['Are you still in the bus?', 'in', 'on'],
      ['I found my keys in the table.', 'in', 'on'],
      ['We came by foot.', 'by', 'on'],
    ],
    negative: [
      'I am on the bus.',
      'Meet me in the bus station.',
      'She is in the car.',
      'It is in the photo.',
    ],
  },
  'en-comparative-form': {
    positive: [
      ['My brother is more tall than me.', 'more tall', 'taller'],
      ['Which is the most cheap hotel in town?', 'most cheap', 'cheapest'],
      ['My sister is older that me.', 'that', 'than'],
      ['It is the longest river of the world.', 'of', 'in'],
    ],
    negative: [
      'More or less.',
      'It is better that you go.',
      'The oldest of the three.',
      'He is more brave than wise.',
    ],
  },
  'en-adjective-position': {
    positive: [
      ['I bought a car red last month.', 'a car red', 'a red car'],
      ['Do you know a restaurant good near here?', 'a restaurant good', 'a good restaurant'],
      ['She lives in a house very big with a garden.', 'a house very big', 'a very big house'],
    ],
    negative: [
      'I bought a red car.',
      'Something new happened.',
      'The car is red.',
      'I found the film boring.',
    ],
  },
  'en-adverb-position': {
    positive: [
      ['I like very much chocolate.', 'like very much chocolate', 'like chocolate very much'],
      ['Do you speak well English?', 'speak well English', 'speak English well'],
      ['I drink every day coffee.', 'drink every day coffee', 'drink coffee every day'],
      ['The room is not enough big.', 'enough big', 'big enough'],
    ],
    negative: [
      'I like chocolate very much.',
      'She speaks English very well.',
      'I very much like it.',
      'We have enough money.',
    ],
  },
  'en-missing-it': {
    positive: [
      ['Is raining again today.', 'Is raining', 'It is raining'],
      ['Is far from here?', 'Is far', 'Is it far'],
      ["I didn't go because was too cold.", 'was too cold', 'it was too cold'],
      ['I find difficult to understand him.', 'difficult', 'it difficult'],
    ],
    negative: ['Is it far?', 'It is raining.', 'Is the museum open?', 'Is John there?'],
  },
  'en-false-friend': {
    positive: [
      ['My sister is very sensible, she cries at every film.', 'sensible', 'sensitive'],
      ['Did you assist the meeting yesterday?', 'assist', 'attend'],
      ['When I finished my career in economics, I worked in a bank.', 'career', 'degree'],
      ['The actual president is very young.', 'actual', 'current'],
    ],
    negative: [
      'That was a sensible decision.',
      'Can you assist me with this?',
      'The actual cost was higher.',
      'Her career in economics was long.',
    ],
  },
};
