import { FRENCH_RULES } from './grammar-fr.ts';
import { TAXONOMY_CASES } from './grammar-fr-taxonomy-cases.ts';
import { describeRules, type RuleCases } from './rules-test-cases.ts';

const CASES: Record<string, RuleCases> = {
  ...TAXONOMY_CASES,
  'fr-si-conditional': {
    positive: [
      ["Si j'aurais le temps, je viendrais à la fête.", 'aurais', 'avais'],
      ["Si je serais riche, j'achèterais une maison.", 'serais', 'étais'],
      ["S'il pourrait venir, il viendrait.", 'pourrait', 'pouvait'],
      ['Si nous mangerions moins, nous serions en forme.', 'mangerions', 'mangions'],
      ['Si tu commencerais plus tôt, tu finirais avant midi.', 'commencerais', 'commençais'],
    ],
    negative: [
      "Si j'avais le temps, je viendrais.",
      "Je me demande si j'aurais le temps, franchement, je ne sais pas.",
      'Si je pourrais, oui, mais non.',
      "Si j'aurais su ! Quelle histoire.",
      'Si tu achèterais ça, tu serais content.',
    ],
  },
  'fr-mon-before-vowel': {
    positive: [
      ['Ma amie Julie habite à Marseille.', 'Ma amie', 'Mon amie'],
      ['Il aime sa école.', 'sa école', 'son école'],
      ['Comment va ta ancienne voisine ?', 'ta ancienne', 'ton ancienne'],
    ],
    negative: [
      'Mon amie Julie habite à Marseille.',
      'Ma sœur est ici.',
      'Sa honte était visible.',
      'Ça alors !',
    ],
  },
  'fr-pas-jamais': {
    positive: [
      ["Je n'ai pas jamais visité Paris.", 'pas jamais', 'jamais'],
      ['Il ne mange pas jamais de viande.', 'pas jamais', 'jamais'],
    ],
    negative: ["Je n'ai jamais visité Paris.", 'Pas jamais, mais rarement.', "Ce n'est pas rien."],
  },
  'fr-tout-le-monde': {
    positive: [
      ['Ici, tout le monde parlent français.', 'parlent', 'parle'],
      ['Tout le monde sont contents.', 'sont', 'est'],
      ["Tout le monde n'aiment pas le fromage.", 'aiment', 'aime'],
    ],
    negative: [
      'Tout le monde parle français.',
      'Tout le monde souvent oublie ça.',
      'Dans tout le monde entier, ils sont connus.',
    ],
  },
  'fr-adjective-agreement': {
    positive: [
      ["Ma maison est très petit mais j'adore.", 'petit', 'petite'],
      ["J'ai acheté une robe noir pour la fête.", 'noir', 'noire'],
      ["Ma sœur est fatigué aujourd'hui.", 'fatigué', 'fatiguée'],
      ['Le film était intéressante.', 'intéressante', 'intéressant'],
      ['Les chambres sont grands.', 'grands', 'grandes'],
      ['La pizza était très bon.', 'bon', 'bonne'],
      ["L'eau est chaud aujourd'hui.", 'chaud', 'chaude'],
      ['Mon amie est allé au marché.', 'allé', 'allée'],
      ["La fenêtre n'est pas fermé.", 'fermé', 'fermée'],
    ],
    negative: [
      'La maison est petite.',
      "J'ai quitté la maison fatigué.",
      'La sœur de mon ami est gentille.',
      'Le père de ma copine est malade.',
      'La robe coûte cher.',
      'Mon frère est né en 1990.',
      'La cuisine française, c’est bon.',
      'Mon frère et mes cousines sont arrivés hier.',
      'Ma sœur a acheté une jupe bleu clair.',
      'Mon frère a une voiture vert foncé.',
    ],
  },
  'fr-etre-infinitive': {
    positive: [
      ['Je suis aller à la plage avec ma famille.', 'Je suis aller', 'Je suis allé'],
      ['Hier nous sommes rester à la maison.', 'nous sommes rester', 'nous sommes restés'],
      ['Elles sont arriver en retard.', 'Elles sont arriver', 'Elles sont arrivées'],
      ['Il est tomber dans la rue.', 'Il est tomber', 'Il est tombé'],
    ],
    negative: [
      'Je suis allé à la plage.',
      'Je vais aller à la plage.',
      'Je suis en train de rentrer.',
      'Elle est partie tôt.',
      "C'est difficile d'entrer ici.",
    ],
  },
  'fr-etre-auxiliary': {
    positive: [
      ["J'ai allé au cinéma.", "J'ai allé", 'Je suis allé'],
      ['Nous avons resté à la maison.', 'Nous avons resté', 'Nous sommes restés'],
      ['Elle a allée chez le médecin.', 'Elle a allée', 'Elle est allée'],
      ['Elle a venu hier.', 'Elle a venu', 'Elle est venue'],
      ['Ils ont arrivé hier.', 'Ils ont arrivé', 'Ils sont arrivés'],
    ],
    negative: [
      'Je suis allé au cinéma.',
      "J'ai passé une bonne journée.",
      "J'ai monté les valises.",
      'Elle est tombée.',
    ],
  },
  'fr-a-preposition': {
    positive: [
      ['Je vais a Paris demain.', 'vais a', 'vais à'],
      ["J'ai mal a la tête.", 'mal a', 'mal à'],
      ['Il est parti a huit heures.', 'parti a', 'parti à'],
    ],
    negative: ['Il a trois enfants.', 'Elle a la grippe.', 'Je vais à Paris.', 'Qui a fait ça ?'],
  },
  'fr-a-verb': {
    positive: [
      ['Il à trois enfants.', 'Il à', 'Il a'],
      ['Ils a beaucoup de travail.', 'Ils a', 'Ils ont'],
    ],
    negative: ['Il a trois enfants.', 'Je pense à elle.', 'Ils ont du travail.', 'Il pense à sa mère.'],
  },
  'fr-contraction': {
    positive: [
      ['Je veux aller à le cinéma.', 'à le cinéma', 'au cinéma'],
      ['Je viens de le supermarché.', 'de le supermarché', 'du supermarché'],
      ['Je parle à les enfants.', 'à les enfants', 'aux enfants'],
    ],
    negative: [
      'Je vais au cinéma.',
      "J'ai oublié de le faire.",
      'Il commence à le comprendre.',
      "Je bois de l'eau.",
    ],
  },
  'fr-elision': {
    positive: [
      ['Je habite à Lyon.', 'Je habite', "J'habite"],
      ['Je vais à la école.', 'la école', "l'école"],
      ['On a besoin de un frigo.', 'de un', "d'un"],
    ],
    negative: [
      "J'habite à Lyon.",
      'Le héros arrive.',
      'Je fais du yoga le onze.',
      'Il lit la une du journal.',
    ],
  },
  'fr-elision-si': {
    positive: [
      ['si il fait beau, on sort.', 'si il', "s'il"],
      ['Je ne sais pas si ils viennent.', 'si ils', "s'ils"],
    ],
    negative: [
      "S'il fait beau, on sort.",
      'Si elle vient, on mange.',
      'Si on y allait ?',
      'Il est si intelligent.',
    ],
  },
  'fr-subjunctive': {
    positive: [
      ['Il faut que je fais mes devoirs.', 'je fais', 'je fasse'],
      ["Il faut qu'il va chez le dentiste.", 'il va', 'il aille'],
      ['Je veux que tu viens avec moi.', 'tu viens', 'tu viennes'],
      ['Il faut que nous sommes à l’heure.', 'nous sommes', 'nous soyons'],
      ["Bien qu'il est malade, il travaille.", 'il est', 'il soit'],
      ["Il faut que j'ai mon passeport.", "j'ai", "j'aie"],
      ['Il faut que tu le fais.', 'tu le fais', 'tu le fasses'],
      ['Il faut que je vais au travail.', 'je vais', "j'aille"],
    ],
    negative: [
      'Il faut que je parte tôt.',
      'Il faut que je fasse les courses.',
      'Je sais bien que tu es là.',
      'Il pleuvait, si bien qu’il est resté.',
      'Il dit que je fais trop de bruit.',
      'Je pense qu’il fait beau.',
      'Il faut que je travaille.',
      'Je veux que je suis heureux.',
      'Il faut attendre que tu viens.',
    ],
  },
  'fr-avoir-expression': {
    positive: [
      ['Je suis 25 ans.', 'Je suis 25 ans', "J'ai 25 ans"],
      ["J'ai faim et je suis froid.", 'je suis froid', "j'ai froid"],
      ['Elle est peur du noir.', 'Elle est peur', 'Elle a peur'],
      ['Je suis très faim.', 'Je suis très faim', "J'ai très faim"],
      ['Il est un peu peur.', 'Il est un peu peur', 'Il a un peu peur'],
    ],
    negative: [
      "J'ai 25 ans.",
      'Le café est froid.',
      'Il est froid avec moi.',
      'Je suis fatigué.',
      "J'ai très faim.",
      'Il est très froid, ce café.',
    ],
  },
  'fr-pas-de': {
    positive: [
      ["Je n'ai pas des frères.", 'pas des frères', 'pas de frères'],
      ["Il n'y a pas du pain à la maison.", 'pas du pain', 'pas de pain'],
      ['Je ne bois pas de la bière.', 'pas de la bière', 'pas de bière'],
      ["Je ne mange jamais de l'ail.", "jamais de l'ail", "jamais d'ail"],
      ['Je ne fais pas du sport le week-end.', 'pas du sport', 'pas de sport'],
      ["Nous n'avons plus des amis ici.", 'plus des amis', "plus d'amis"],
      ["Je n'ai pas des heures pour ça.", 'pas des heures', "pas d'heures"],
      ["Il n'y a pas des haricots.", 'pas des haricots', 'pas de haricots'],
      ['Je n’achète pas des vêtements chers.', 'pas des vêtements', 'pas de vêtements'],
    ],
    negative: [
      "Je n'ai pas de frères.",
      "Je n'aime pas du tout le café.",
      'Il ne fait pas du tout froid.',
      'Je ne parle pas des problèmes de mon travail.',
      'Je ne viens pas du Canada.',
      'Ce ne sont pas des pommes.',
      "Ce n'est pas de la viande.",
      "Je n'ai pas des amis, mais des collègues.",
      "Il n'a pas des yeux bleus.",
      'Je ne fais pas de la même façon.',
      "J'ai des frères et du pain.",
      'Je ne pense pas des choses pareilles.',
      "Je n'ai pas des haltères chez moi.",
      'Il ne boit pas du thé, il boit de la tisane.',
      "Il n'y a pas de l'huile dans cette bouteille, c'est du vinaigre.",
      'Le gouvernement ne fait pas de la sécurité routière une priorité.',
      "Ne faites pas de l'exception la règle.",
    ],
  },
  'fr-tout': {
    positive: [
      ['Je mange des légumes tout les jours.', 'tout les', 'tous les'],
      ['Tous le monde est là.', 'Tous le monde', 'Tout le monde'],
    ],
    negative: ['Tous les jours.', 'Tout le monde est là.', 'Toutes les semaines.', 'Tout est prêt.'],
  },
  'fr-stressed-pronoun': {
    positive: [
      ["Je suis d'accord avec tu.", 'avec tu', 'avec toi'],
      ['Il vient chez je.', 'chez je', 'chez moi'],
    ],
    negative: ["Je suis d'accord avec toi.", 'Je veux que tu viennes.', 'Avec toi, tu sais.', 'Pour toi.'],
  },
  'fr-meilleur': {
    positive: [
      ['Il est plus bon que moi.', 'plus bon', 'meilleur'],
      ['Cette tarte est plus bonne.', 'plus bonne', 'meilleure'],
    ],
    negative: [
      "Ce n'est plus bon.",
      'Il est meilleur que moi.',
      'Il est plus beau.',
      'Le lait ne sent plus bon.',
    ],
  },
  'fr-plus-mieux': {
    positive: [
      ["C'est plus mieux comme ça.", 'plus mieux', 'mieux'],
      ['Ton idée est plus mieux que la mienne.', 'plus mieux', 'mieux'],
    ],
    negative: [
      "C'est mieux comme ça.",
      'Elle chante de mieux en mieux.',
      'De plus, mieux vaut partir tôt.',
      'De plus mieux vaut partir tôt.',
      'Ça va de plus en plus mieux.',
      'Il ne va plus mieux depuis lundi.',
    ],
  },
  'fr-plural-agreement': {
    positive: [
      ['Les enfants est dans le jardin.', 'enfants est', 'enfants sont'],
      ['Mes amis a faim.', 'amis a', 'amis ont'],
      ['Ces livres fait partie de ma collection.', 'livres fait', 'livres font'],
      ['Nos voisins va au marché le samedi.', 'voisins va', 'voisins vont'],
      ['Les enfants joue dans le jardin.', 'enfants joue', 'enfants jouent'],
      ['Mes parents habitait à Lyon.', 'parents habitait', 'parents habitaient'],
      ['Mes amis dit toujours la vérité.', 'amis dit', 'amis disent'],
      ['Les animaux mangeait tout.', 'animaux mangeait', 'animaux mangeaient'],
    ],
    negative: [
      'Les enfants sont dans le jardin.',
      'Les États-Unis est un grand pays.',
      'Mon fils a faim.',
      'Les plus beaux jours sont en été.',
      'Mes parents ont une maison à la campagne.',
      'Les enfants de ma sœur jouent au foot.',
      'Mes amis, dit-il, sont partis.',
      'Les quartiers est de la ville sont plus calmes.',
      'Les côtes est et ouest sont très différentes.',
    ],
  },
  'fr-etre-participle-agreement': {
    positive: [
      ['Nous sommes venu en train.', 'venu', 'venus'],
      ['Ils sont allé au cinéma hier soir.', 'allé', 'allés'],
      ['Elles sont parti très tôt.', 'parti', 'parties'],
      ['Nous sommes allée à la plage.', 'allée', 'allées'],
      ['Ils ne sont pas rentré avant minuit.', 'rentré', 'rentrés'],
      ['Ils ne sont pas encore arrivé.', 'arrivé', 'arrivés'],
    ],
    negative: [
      'Ils sont allés au cinéma.',
      'Nous sommes venues à pied.',
      'Elles sont parties tôt.',
      'Il est allé au marché.',
      'Ils ont monté les valises.',
      'Nous avons sorti le chien.',
      'Nous sommes arrivé(e)s à 8 heures.',
      'Ils sont arrivé·e·s à l’heure.',
    ],
  },
  'fr-feminine-agreement': {
    positive: [
      ["Elle est très fatigué aujourd'hui.", 'Elle est très fatigué', 'Elle est très fatiguée'],
      ["Ma sœur dit qu'elle est content.", 'elle est content', 'elle est contente'],
      ['Hier elle est allé au cinéma.', 'elle est allé', 'elle est allée'],
      ['Elle était heureux de te voir.', 'Elle était heureux', 'Elle était heureuse'],
    ],
    negative: [
      "Elle est très fatiguée aujourd'hui.",
      'Elle est grand-mère depuis mai.',
      'Elle est née en 1990.',
      'Il est fatigué.',
      'Elle est partie hier.',
    ],
  },
  'fr-country-preposition': {
    positive: [
      ['Je suis allé au France.', 'au France', 'en France'],
      ['Je vais en Portugal en juillet.', 'en Portugal', 'au Portugal'],
      ['Je voudrais aller à Japon.', 'à Japon', 'au Japon'],
      ['Ils vivent en États-Unis.', 'en États-Unis', 'aux États-Unis'],
    ],
    negative: [
      "Je suis allée en France l'été dernier.",
      "J'écoute France Inter le matin.",
      'Au Canada, il fait froid.',
      'Nous habitons aux États-Unis.',
      'Elle travaille à France Télévisions.',
    ],
  },
  'fr-ce-que': {
    positive: [
      ["Je ne sais pas qu'est-ce que tu veux.", "qu'est-ce que", 'ce que'],
      ["Dis-moi qu'est-ce qui se passe.", "qu'est-ce qui", 'ce qui'],
      ["Je ne comprends pas qu'est-ce qu'il dit.", "qu'est-ce qu'il", "ce qu'il"],
    ],
    negative: [
      'Je ne sais pas ce que tu veux.',
      "Qu'est-ce que tu veux ?",
      "Je lui demande : qu'est-ce que tu fais ?",
    ],
  },
};

describeRules('French learner-error rules', FRENCH_RULES, CASES);
