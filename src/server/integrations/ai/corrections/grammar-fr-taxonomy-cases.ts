/** Cases of the rules written from the error taxonomy (grammar-fr-taxonomy.ts), by rule id. */
import type { RuleCases } from './rules-test-cases.ts';

export const TAXONOMY_CASES: Record<string, RuleCases> = {
  'fr-des-before-adjective': {
    positive: [
      ['Nous avons des bons voisins dans notre immeuble.', 'des', 'de'],
      ["Tu connais des bons restaurants près d'ici ?", 'des', 'de'],
      ["J'ai acheté des jolies chaussures pour ma sœur.", 'des', 'de'],
      ['Il y a des grandes maisons dans ce quartier.', 'des', 'de'],
    ],
    negative: [
      'Nous avons de bons voisins.',
      'Le prix des bons produits augmente.',
      "J'ai des petits-enfants adorables.",
      'Il y a des jeunes filles dans le parc.',
      'Nous avons mangé des petits pois.',
      'Nous avons des voisins très gentils.',
    ],
  },
  'fr-subject-verb-agreement': {
    positive: [
      ["Mes amis disent qu'ils mange trop.", 'ils mange', 'ils mangent'],
      ['Tu parle très bien français.', 'Tu parle', 'Tu parles'],
      ['Je veut partir demain.', 'Je veut', 'Je veux'],
      ['Il prends le bus tous les jours.', 'Il prends', 'Il prend'],
      ['Hier, ils était fatigués.', 'ils était', 'ils étaient'],
      ["C'est moi qui a raison.", 'a', 'ai'],
      ['Je pense que mes parents habite à Lyon.', 'parents habite', 'parents habitent'],
    ],
    negative: [
      'Ils mangent trop.',
      'Je vous parle de mon projet.',
      'Il nous dit bonjour.',
      'Tu suis le cours de français ?',
      'Les quartiers est de la ville sont calmes.',
    ],
  },
  'fr-on-agreement': {
    positive: [
      ['Le week-end, on allons à la plage.', 'on allons', 'on va'],
      ['On sommes très contents.', 'On sommes', 'On est'],
      ['On se levons tôt.', 'On se levons', 'On se lève'],
    ],
    negative: ['On est partis tôt.', "On nous a dit que c'était fermé.", 'On a pris nos valises.'],
  },
  'fr-determiner-gender': {
    positive: [
      ['Je cherche le plage.', 'le plage', 'la plage'],
      ["J'ai une problème.", 'une problème', 'un problème'],
      ['Je bois de la lait.', 'de la lait', 'du lait'],
      ['Ma mère a un nouveau voiture.', 'un nouveau voiture', 'une nouvelle voiture'],
      ['Quel heure est-il ?', 'Quel heure', 'Quelle heure'],
      ['Il a travaillé tout la journée.', 'tout la journée', 'toute la journée'],
    ],
    negative: [
      'Je la porte tous les jours.',
      'Mon amie habite ici.',
      'Le livre est sur la table.',
      'Je le cuisine ce soir.',
    ],
  },
  'fr-infinitive-participle': {
    positive: [
      ['Je vais mangé au restaurant.', 'mangé', 'manger'],
      ["J'ai regarder un film.", 'regarder', 'regardé'],
      ['Vous avez trouvez la solution ?', 'trouvez', 'trouvé'],
    ],
    negative: [
      'Vous mangez à quelle heure ?',
      'Je vais au marché.',
      "J'ai dîné chez elle.",
      'Il a envie de manger.',
    ],
  },
  'fr-missing-accents': {
    positive: [['Il a mange une pomme.', 'mange', 'mangé']],
    negative: ['Il mange une pomme.', 'Il a marché longtemps.', 'Il y a une belle vue.'],
  },
  'fr-passe-compose-auxiliary': {
    positive: [
      ["Je m'ai couché tard.", "Je m'ai", 'Je me suis'],
      ['Je suis été très malade.', 'Je suis été', "J'ai été"],
      ["J'avais allé au marché.", "J'avais allé", "J'étais allé"],
    ],
    negative: ['Je me suis couché tard.', "J'ai été malade.", "J'ai sorti le chien."],
  },
  'fr-homophone-son-sont': {
    positive: [
      ['Ils son partis hier.', 'son', 'sont'],
      ['Il a oublié sont sac.', 'sont sac', 'son sac'],
      ['Mes parents son très gentils.', 'son', 'sont'],
    ],
    negative: ['Ils sont frère et sœur.', 'Le son est trop fort.', 'Son frère est gentil.'],
  },
  'fr-homophone-on-ont': {
    positive: [
      ['Ils on fini le travail.', 'Ils on', 'Ils ont'],
      ['Ce soir, ont va au cinéma.', 'ont va', 'on va'],
      ['On a pas le temps.', 'On a pas', "On n'a pas"],
    ],
    negative: ['On a le temps.', 'Ils ont dit non.', "On n'a pas le temps."],
  },
  'fr-homophone-et-est': {
    positive: [
      ["Qu'est-ce que c'et ?", "c'et", "c'est"],
      ['Il et très grand.', 'Il et très', 'Il est très'],
      ['Il est grand est beau.', 'est', 'et'],
    ],
    negative: ['Il et elle sont partis.', 'Et toi ?', 'Il est grand et beau.'],
  },
  'fr-homophone-ces-ses': {
    positive: [
      ['Ces vraiment un problème.', 'Ces vraiment', "C'est vraiment"],
      ["Elle c'est réveillée tard.", "c'est", "s'est"],
      ["S'est vrai, tu as raison.", "S'est", "C'est"],
    ],
    negative: ['Ces photos sont belles.', "C'est vrai.", "Il s'est levé tôt."],
  },
  'fr-homophones-other': {
    positive: [
      ['Sa va bien, merci.', 'Sa', 'Ça'],
      ['Je veux venir mes je suis malade.', 'mes', 'mais'],
      ['Je leurs parle souvent.', 'leurs', 'leur'],
      ['Il peu venir demain.', 'Il peu', 'Il peut'],
    ],
    negative: ['Ça va bien.', 'Je leur parle.', 'Il mange peu.', 'Mes amis sont là.'],
  },
  'fr-homophone-ce-se': {
    positive: [['Mon mari ce lève très tôt.', 'ce', 'se']],
    negative: ['Ce livre est bien.', 'Ce soir, on sort.', 'Ce sont mes amis.'],
  },
  'fr-homophone-ou': {
    positive: [
      ["C'est la ville ou je suis né.", 'ou', 'où'],
      ['Tu préfères le thé où le café ?', 'où', 'ou'],
      ['Je ne sais pas ou il habite.', 'ou', 'où'],
    ],
    negative: ['Tu veux du thé ou du café ?', "C'est la ville où je suis né.", 'Oui ou non ?'],
  },
  'fr-homophone-a': {
    positive: [
      ['Qui à fait ça ?', 'à', 'a'],
      ['Il a commencé a pleuvoir.', 'a', 'à'],
    ],
    negative: ['Il a fait beau.', "C'est tout à fait vrai.", 'Je pense à toi.'],
  },
  'fr-cest-il-est': {
    positive: [
      ['Il est un très bon professeur.', 'Il est', "C'est"],
      ['Elle est ma sœur.', 'Elle est', "C'est"],
      ['Ma mère est une infirmière.', 'une infirmière', 'infirmière'],
    ],
    negative: ['Il est médecin.', 'Il est une heure.', 'Il est un peu fatigué.', 'Il était une fois un roi.'],
  },
  'fr-jouer-a-de': {
    positive: [
      ['Je joue le football le samedi.', 'le football', 'au football'],
      ['Ma fille joue piano.', 'piano', 'du piano'],
      ['Tu joues à la guitare ?', 'à la guitare', 'de la guitare'],
    ],
    negative: ['Je joue au football.', 'Elle joue du piano.', 'Il joue un rôle important.'],
  },
  'fr-negation': {
    positive: [
      ["Je n'ai pas rien vu.", 'pas rien', 'rien'],
      ['Je ne pas aime le café.', 'ne pas aime', "n'aime pas"],
      ["Je n'aime pas le café aussi.", 'aussi', 'non plus'],
    ],
    negative: ["Ce n'est pas rien.", 'Je préfère ne pas manger.', "Il n'est pas aussi grand que toi."],
  },
  'fr-infinitive-preposition': {
    positive: [
      ['Ce soir, je vais à regarder un film.', 'à regarder', 'regarder'],
      ["J'ai décidé apprendre le français.", 'apprendre', "d'apprendre"],
      ["J'ai réussi de trouver un travail.", 'de trouver', 'à trouver'],
    ],
    negative: ['Je viens de manger.', 'Je suis venu pour étudier.', "J'ai décidé de partir."],
  },
  'fr-avoir-expressions': {
    positive: [
      ["Je suis besoin d'aide.", 'Je suis besoin d', "J'ai besoin d"],
      ["J'ai beaucoup faim.", 'beaucoup', 'très'],
      ["J'ai mal à ma tête.", 'à ma tête', 'à la tête'],
    ],
    negative: ["J'ai besoin d'aide.", "J'ai beaucoup de chance.", 'Je suis fatigué.'],
  },
  'fr-age-avoir': {
    positive: [
      ['Quel âge es-tu ?', 'es-tu', 'as-tu'],
      ["J'ai 25 ans vieux.", 'ans vieux', 'ans'],
      ['Mon fils est dix ans.', 'est', 'a'],
    ],
    negative: ['Quel âge as-tu ?', "J'ai 25 ans.", 'Nous sommes 25.'],
  },
  'fr-faire-expressions': {
    positive: [
      ["Aujourd'hui il est très froid.", 'il est très froid', 'il fait très froid'],
      ["J'ai fait une décision difficile.", 'fait', 'pris'],
      ["J'aime jouer du sport.", 'jouer', 'faire'],
    ],
    negative: ['Il fait froid.', "L'hiver est froid ici.", 'Il a fait une erreur.'],
  },
  'fr-place-prepositions': {
    positive: [
      ["J'habite en Paris.", 'en Paris', 'à Paris'],
      ['Je dois aller au médecin.', 'au médecin', 'chez le médecin'],
      ['Je vais au travail en pied.', 'en pied', 'à pied'],
    ],
    negative: ["J'habite à Paris.", 'Je vais chez le médecin.', 'Je vais au travail à pied.'],
  },
  'fr-time-prepositions': {
    positive: [
      ['Je suis né dans 1995.', 'dans 1995', 'en 1995'],
      ['En printemps, il pleut beaucoup.', 'En printemps', 'Au printemps'],
      ['Mon frère est né à 1995.', 'à 1995', 'en 1995'],
    ],
    negative: ['Je suis né en 1995.', 'À lundi !', "De 2010 à 2015, j'ai vécu ici."],
  },
  'fr-noun-plural': {
    positive: [
      ['Les animals du zoo sont tristes.', 'animals', 'animaux'],
      ["J'ai deux frère.", 'deux frère', 'deux frères'],
      ["J'ai mal aux genous.", 'genous', 'genoux'],
    ],
    negative: ["J'ai deux frères.", 'Les festivals sont finis.', 'Je les porte souvent.'],
  },
  'fr-quantity-de': {
    positive: [
      ["J'ai beaucoup des amis à Lyon.", 'des amis', "d'amis"],
      ['Je voudrais un kilo des tomates.', 'des tomates', 'de tomates'],
    ],
    negative: [
      'Beaucoup des amis de Paul sont là.',
      'La plupart des gens sont gentils.',
      'Il parle beaucoup des vacances.',
    ],
  },
  'fr-missing-definite-generic': {
    positive: [['Plupart des gens aiment le chocolat.', 'Plupart', 'La plupart']],
    negative: ['La plupart des gens aiment le chocolat.', 'Je parle français.', "J'habite en France."],
  },
  'fr-pas-de': {
    positive: [['Je ne prends pas du sucre.', 'du sucre', 'de sucre']],
    negative: [
      "Ce n'est pas un problème.",
      'Je ne parle pas des problèmes.',
      "Je n'ai pas une voiture, mais deux.",
    ],
  },
  'fr-question-formation': {
    positive: [
      ['Parle-il français ?', 'Parle-il', 'Parle-t-il'],
      ['Habites tu à Paris ?', 'Habites tu', 'Habites-tu'],
      ['Quel est ton adresse ?', 'Quel', 'Quelle'],
    ],
    negative: ['Parle-t-il français ?', 'Tu habites à Paris ?', 'Quelle est ton adresse ?'],
  },
  'fr-reflexive-verbs': {
    positive: [
      ['Je se lève à sept heures.', 'se lève', 'me lève'],
      ['Nous allons se promener.', 'se promener', 'nous promener'],
      ['Je lève à sept heures.', 'Je lève', 'Je me lève'],
    ],
    negative: ['Je me lève tôt.', 'Je lève la main.', 'Il se lève tôt.'],
  },
  'fr-participle-agreement-etre': {
    positive: [
      ["Elle s'est réveillé tard.", 'réveillé', 'réveillée'],
      ['Ils se sont levé tôt.', 'levé', 'levés'],
    ],
    negative: ["Elle s'est lavé les mains.", "Elle s'est réveillée tard.", 'Ils se sont parlé.'],
  },
  'fr-participle-agreement-avoir': {
    positive: [
      ["La chanson que j'ai écrit est belle.", 'écrit', 'écrite'],
      ['Quelle décision as-tu pris ?', 'pris', 'prise'],
    ],
    negative: [
      "J'ai écrit une chanson.",
      "La chaleur qu'il a fait était terrible.",
      "La robe que j'ai achetée est belle.",
    ],
  },
  'fr-adjective-position': {
    positive: [
      ["J'ai acheté une rouge voiture.", 'une rouge voiture', 'une voiture rouge'],
      ['Tu as vu la maison petite au coin ?', 'la maison petite', 'la petite maison'],
    ],
    negative: ["J'ai une voiture rouge.", "C'est un homme grand.", "C'est un livre bon marché."],
  },
  'fr-possessive-before-vowel': {
    positive: [
      ["C'est mon meilleure amie.", 'mon', 'ma'],
      ['Tu as fini ta histoire ?', 'ta', 'ton'],
    ],
    negative: ["C'est ma meilleure amie.", 'Mon amie est là.', 'Sa hauteur est impressionnante.'],
  },
  'fr-possessive-owner-gender': {
    positive: [['Les enfants ont fini leur devoirs.', 'leur', 'leurs']],
    negative: ['Je leur parle.', 'Ils aiment leur maison.', 'Ils leur donnent des cadeaux.'],
  },
  'fr-comparative-forms': {
    positive: [
      ['Elle chante plus bien que moi.', 'plus bien', 'mieux'],
      ['Mon frère est aussi grand comme mon père.', 'comme', 'que'],
      ["Tu te sens meilleur aujourd'hui ?", 'meilleur', 'mieux'],
    ],
    negative: [
      'Elle chante mieux que moi.',
      'Il est aussi grand que son père.',
      "C'est meilleur avec du sel.",
    ],
  },
  'fr-verb-preposition': {
    positive: [
      ['Je dois téléphoner ma mère.', 'ma ', 'à ma '],
      ['Ça dépend sur le temps.', 'sur', 'de'],
      ['Je suis content avec mon travail.', 'avec', 'de'],
    ],
    negative: ['Je téléphone à ma mère.', 'Ça dépend en partie de toi.', 'Que penses-tu de ma robe ?'],
  },
  'fr-savoir-connaitre': {
    positive: [
      ['Je ne connais pas nager.', 'connais', 'sais'],
      ['Tu sais mon frère ?', 'sais', 'connais'],
    ],
    negative: ['Je connais la réponse.', 'Je sais la réponse.', 'Je sais nager.'],
  },
  'fr-visiter-rendre-visite': {
    positive: [['Ce week-end, je visite mes parents.', 'visite mes parents', 'rends visite à mes parents']],
    negative: ['Je visite un musée.', "J'ai visité Rome.", 'Je rends visite à ma tante.'],
  },
  'fr-subjunctive': {
    positive: [
      ["J'espère que tu ailles bien.", 'tu ailles', 'tu vas'],
      ['Je suis content que tu es là.', 'tu es', 'tu sois'],
    ],
    negative: ["J'espère que tu vas bien.", "Je ne pense pas qu'il soit là.", 'Il faut partir.'],
  },
  'fr-si-clauses': {
    positive: [
      ['Si tu viendras demain, on ira au parc.', 'viendras', 'viens'],
      ["Si j'étais toi, je partirai.", 'partirai', 'partirais'],
    ],
    negative: ["Je ne sais pas s'il viendra.", 'Si tu viens, je serai content.', 'Il est si gentil.'],
  },
  'fr-quand-futur': {
    positive: [
      ['Quand je sois grand, je serai médecin.', 'sois', 'serai'],
      ["Quand j'arrive à la gare, je t'appellerai.", 'arrive', 'arriverai'],
    ],
    negative: [
      'Quand il pleut, je prends le bus.',
      'Quand arriveras-tu ?',
      'Quand je serai grand, je serai médecin.',
    ],
  },
  'fr-irregular-forms': {
    positive: [
      ['Vous faisez du sport ?', 'faisez', 'faites'],
      ['Ils allent au cinéma.', 'allent', 'vont'],
      ["J'achette du pain.", 'achette', 'achète'],
    ],
    negative: ['Vous faites du sport ?', 'Ils vont au cinéma.', "J'achète du pain."],
  },
  'fr-lui-le': {
    positive: [
      ['Je lui aide avec ses devoirs.', 'lui aide', "l'aide"],
      ['Je le téléphone ce soir.', 'le', 'lui'],
    ],
    negative: ['Je lui ai donné le livre.', "Je l'aide.", "C'est lui."],
  },
  'fr-object-pronoun-position': {
    positive: [
      ['Je connais la bien.', 'Je connais la', 'Je la connais'],
      ['Je veux voir le.', 'voir le', 'le voir'],
      ['Ne touche-le pas !', 'Ne touche-le pas', 'Ne le touche pas'],
    ],
    negative: ['Je la connais bien.', 'Je veux le voir.', 'Donne-le-moi.'],
  },
  'fr-pronoun-y-en': {
    positive: [
      ["Des pommes ? J'ai acheté trois.", "J'ai acheté trois", "J'en ai acheté trois"],
      ['Tu en es déjà allé ?', 'en', 'y'],
    ],
    negative: ["J'en ai acheté trois.", "Je m'en vais.", "J'ai trois frères."],
  },
  'fr-present-progressive': {
    positive: [['Je suis travaillant dans une banque.', 'Je suis travaillant', 'Je travaille']],
    negative: ['Je travaille dans une banque.', "C'est intéressant.", 'Il est amusant.'],
  },
  'fr-stressed-pronoun': {
    positive: [
      ['Mon frère est plus grand que je.', 'je', 'moi'],
      ['Tu pars avec ils ?', 'ils', 'eux'],
    ],
    negative: ['Je pense que je viens.', 'Il part avec eux.', "C'est lui qui a raison."],
  },
  'fr-relative-pronoun': {
    positive: [
      ['Tu connais la fille que habite en face ?', 'que', 'qui'],
      ['La ville que je suis né est petite.', 'que', 'où'],
    ],
    negative: [
      'La fille que je connais habite ici.',
      'La ville où je suis né est petite.',
      'Le livre que lit mon frère est long.',
    ],
  },
  'fr-depuis-pendant-il-y-a': {
    positive: [["J'habite à Lyon pendant trois ans.", 'pendant', 'depuis']],
    negative: [
      "J'ai habité à Lyon pendant trois ans.",
      "J'habite à Lyon depuis trois ans.",
      'Je vais habiter ici pendant deux ans.',
    ],
  },
  'fr-anglicisms-calques': {
    positive: [
      ['Je suis fini avec mes devoirs.', 'Je suis fini', "J'ai fini"],
      ["Je veux sauver de l'argent.", 'sauver', 'économiser'],
    ],
    negative: ["J'ai fini mes devoirs.", 'Il a sauvé un enfant.', 'Ce fauteuil est confortable.'],
  },
  'fr-false-friends-english': {
    positive: [["J'ai attendu une conférence à Lyon.", 'attendu une conférence', 'assisté à une conférence']],
    negative: ["J'attends le bus.", "J'ai assisté à une conférence.", "J'ai acheté un livre à la librairie."],
  },
  'fr-false-friends-romance': {
    positive: [["Je voudrais un vase d'eau.", "un vase d'eau", "un verre d'eau"]],
    negative: ['Un vase de fleurs.', "J'ai quitté Paris.", 'Ce plat est exquis.'],
  },
  'fr-elision': {
    positive: [['Ce est vrai.', 'Ce est', "C'est"]],
    negative: ["C'est vrai.", 'Si elle vient, on part.', 'Le héros arrive.'],
  },
  'fr-adjective-agreement': {
    positive: [['Ils sont fatigué après le voyage.', 'fatigué', 'fatigués']],
    negative: ['Ils sont fatigués.', 'Un bel hôtel.', 'Elles parlent fort.'],
  },
};
