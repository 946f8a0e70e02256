/**
 * Common nouns learners write, by gender, for the determiner and plural rules (grammar-fr-taxonomy.ts).
 * Left out: nouns whose gender depends on the person (élève, enfant, artiste, collègue), nouns with two
 * genders and two meanings (livre, tour, poste, mode, manche, mémoire, vase, critique, page, somme,
 * physique, moule, voile, solde, politique), and «après-midi».
 */
import { wordList } from './rules.ts';

export const FEMININE_NOUNS = wordList(`
  maison voiture ville chambre cuisine robe chemise jupe veste table fenêtre mère sœur fille femme
   tante   famille école classe université semaine journée soirée nuit vie musique
  fête soupe salade pizza bière viande pomme tarte plage montagne mer rue église gare boutique banque
  photo main tête voix idée question réponse histoire chanson série langue lettre lampe bibliothèque
  pharmacie piscine entreprise réunion leçon moto télé eau situation émission boisson fleur couleur
  valise chaise clé bouteille tasse assiette forêt campagne région équipe nourriture baguette
  cathédrale plante ambiance vue  dent douleur méthode chose raison heure année minute seconde
  saison lune terre planète nature santé maladie fièvre grippe jambe bouche oreille gorge épaule peau
  barbe route autoroute île rivière salle boulangerie boucherie pâtisserie épicerie librairie mairie
  cantine entreprise usine société carte fourchette cuillère serviette guitare batterie flûte
  trompette télévision tablette imprimante chaussure chaussette cravate ceinture casquette écharpe
  bague confiture farine huile crème sauce omelette poire banane orange fraise cerise carotte tomate
  culture économie géographie science chimie biologie philosophie littérature peinture
  photographie natation randonnée promenade conférence exposition matinée victoire chance colère
  joie tristesse liberté vérité beauté qualité identité nationalité tradition religion éducation
  information solution condition occasion destination direction génération habitude attitude
  solitude étude enfance jeunesse naissance  guerre paix loi justice affaire station ligne
  avenue fontaine statue nièce grand-mère belle-mère     
     opinion erreur faute adresse ambition envie habitude odeur peur
  chaleur température neige pluie tempête fois vitesse distance douche baignoire cheminée cave
  terrasse vitre clé boîte poubelle     dame  
  décision entrée sortie arrivée recette cuisson tarte galette  quiche  liste note
`);

export const MASCULINE_NOUNS = wordList(`
  film  frère père fils garçon homme  oncle   chien chat appartement quartier
  restaurant hôtel café vin pain fromage gâteau repas dîner déjeuner plat jardin parc musée village
  travail bureau projet examen exercice jour mois week-end été hiver printemps automne ciel soleil
  lac pantalon manteau pull chapeau sac téléphone ordinateur vélo train bus avion billet lit canapé
  problème thème programme match sport voyage cadeau anniversaire concert magasin supermarché chemin
  monde moment endroit verre bateau immeuble miroir château pont stade hôpital lait sel sucre beurre
  riz poulet poisson fruit légume œuf jus thé chocolat dessert sandwich steak biscuit croissant nez
  bras dos pied ventre cœur visage œil cou doigt genou corps cerveau sang système lycée collège
  métier emploi salaire argent temps pays continent océan fleuve désert climat nuage vent orage
  message garage visage paysage étage courage mariage ménage langage personnage stage âge sommeil
  réveil rendez-vous mot journal magazine roman poème stylo crayon cahier papier dictionnaire
  portefeuille parapluie fauteuil tapis placard frigo four réfrigérateur toit mur sol plafond
  escalier couloir salon balcon ascenseur mari bébé piano violon saxophone tennis football basket
  golf rugby foot hockey cinéma théâtre spectacle rôle centre siècle côté début milieu bout ordre
  prix choix succès progrès accident incendie silence bruit risque exemple modèle groupe service
  lieu vol retour départ rêve souvenir sourire goût parfum savon médicament rhume matin soir midi
  minuit an weekend problème         
  animal cheval oiseau arbre parking aéroport avenir hôtel hiver accent article avis ananas
  document dossier écran clavier portable logement loyer quai ticket vêtement costume jean short
  maillot gant manteau blouson     gouvernement  
  chocolat yaourt citron raisin melon oignon champignon gâteau poivre vinaigre miel repas lundi
  devoir mardi mercredi jeudi vendredi samedi dimanche
`);

export type Gender = 'm' | 'f';
export const NOUN_GENDER: ReadonlyMap<string, Gender> = new Map([
  ...MASCULINE_NOUNS.map((noun): [string, Gender] => [noun, 'm']),
  ...FEMININE_NOUNS.map((noun): [string, Gender] => [noun, 'f']),
]);

/** A noun's plural: -eau, -eu → -x, -al → -aux, travail → travaux, -s/-x/-z unchanged. */
export function pluralOf(noun: string): string {
  if (noun === 'œil') return 'yeux';
  if (noun === 'travail') return 'travaux';
  if (/(?:eau|eu)$/u.test(noun) && noun !== 'pneu' && noun !== 'bleu') return `${noun}x`;
  if (/al$/u.test(noun) && !/^(?:bal|carnaval|festival|récital|chacal)$/u.test(noun))
    return `${noun.slice(0, -2)}aux`;
  if (/^(?:bijou|caillou|chou|genou|hibou|joujou|pou)$/u.test(noun)) return `${noun}x`;
  if (/[sxz]$/u.test(noun)) return noun;
  return `${noun}s`;
}
