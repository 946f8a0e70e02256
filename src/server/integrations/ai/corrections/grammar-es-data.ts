/**
 * Word lists for the Spanish taxonomy rules (grammar-es-taxonomy.ts): nouns with their gender, people,
 * places, events, adjectives. Closed lists, so that a rule knows what a word is before it corrects it.
 */
import { nounGenders, wordList, type NounGender } from './rules.ts';

/** Nouns whose gender never varies, as learners use them. */
export const FEMININE = wordList(`
  casa comida ciudad película playa habitación calle mesa camisa camiseta ropa chaqueta falda puerta
  ventana cocina familia madre hermana hija amiga novia profesora escuela clase universidad semana
  noche vida gente música fiesta cama silla sopa fruta cerveza pizza carne leche foto mano moto
  tienda montaña isla iglesia plaza bicicleta computadora mochila maleta cabeza pierna boca nariz
  piel voz idea pregunta respuesta historia novela canción serie tarea oficina empresa reunión cena
  paella tortilla ensalada manzana abuela tía prima vecina chica niña mujer señora flor luz noticia
  lengua palabra carta lámpara biblioteca farmacia estación vez hora tarde temporada primavera cosa
  persona situación experiencia comunidad llave sangre sal miel pared costumbre nube muerte suerte
  fuente torre catedral frase imagen razón opinión lección verdad libertad salud energía cara espalda
  garganta oreja rodilla boda carrera televisión bufanda bota botella taza cuchara cuenta factura
  nevera lavadora revista obra naranja fresa uva patata verdura galleta tarta bebida película
  entrada salida cita clínica consulta calefacción luna tierra estrella lluvia nieve tormenta
  semana cama almohada sábana toalla ducha bañera escalera terraza piscina habitación cocina
  ciudad aldea región provincia frontera costa selva playa ropa gorra corbata chaqueta blusa
  sudadera ley crisis tesis gripe fiebre tos alergia dieta receta clase asignatura nota beca
  profesión carrera jefa compañera enfermera doctora abogada empresa fábrica oficina reunión
  conferencia entrevista exposición boda fiesta excursión vacaciones mamá suegra cuñada sobrina nieta
  alumna señorita esposa
`);
export const MASCULINE = wordList(`
  coche carro libro perro gato día año mes problema mapa idioma tema sistema programa clima planeta
  sofá hotel restaurante parque museo barrio pueblo país trabajo viaje hermano padre hijo amigo
  novio profesor abuelo tío primo vecino chico niño hombre señor vestido pantalón zapato sombrero
  abrigo jardín edificio apartamento piso cuarto baño dormitorio teléfono móvil ordenador examen
  curso ejercicio plato postre café vino pan pescado pollo arroz queso helado desayuno almuerzo pelo
  ojo brazo pie río lago cielo sol tiempo fin verano invierno otoño fútbol deporte equipo partido
  juego regalo cumpleaños concierto colegio instituto mercado supermercado centro camino tren
  autobús avión vuelo billete boleto precio dinero color lugar momento mundo lápiz reloj árbol
  garaje mensaje paisaje drama poema dilema diente dolor puente césped jersey hospital aeropuerto
  banco nombre apellido número correo periódico diario cuaderno bolígrafo escritorio armario
  espejo suelo techo balcón ascensor semáforo coche metro taxi barco vaso tenedor cuchillo
  chocolate azúcar aceite huevo tomate plátano limón sándwich bocadillo yogur agua mar jefe
  compañero esposo marido médico doctor alumno cliente papá suegro cuñado sobrino nieto bebé
  estadio gimnasio teatro cine bar zoo campo
`).filter((noun) => noun !== 'agua' && noun !== 'mar' && noun !== 'azúcar');

/** Feminine nouns with a stressed first «a»: «el agua», «un aula», but «las aguas». */
export const STRESSED_A = wordList('agua aula águila hacha alma arma área hambre ave hada ala');

export function pluralOf(noun: string): string {
  if (/[aeiouéáó]$/u.test(noun)) return `${noun}s`;
  if (/z$/u.test(noun)) return `${noun.slice(0, -1)}ces`;
  if (/ón$/u.test(noun)) return `${noun.slice(0, -2)}ones`;
  if (/én$/u.test(noun)) return `${noun.slice(0, -2)}enes`;
  if (/[sx]$/u.test(noun)) return noun;
  return `${noun}es`;
}

export const NOUNS: ReadonlyMap<string, NounGender> = (() => {
  const map = new Map(nounGenders(FEMININE, MASCULINE, pluralOf));
  // Exceptions to the plural rule.
  map.set('exámenes', { gender: 'm', plural: true });
  map.set('imágenes', { gender: 'f', plural: true });
  map.set('jerséis', { gender: 'm', plural: true });
  map.delete('jerseys');
  map.delete('vacacioneses');
  map.set('vacaciones', { gender: 'f', plural: true });
  map.delete('vacacione');
  return map;
})();

/** Nouns for people, singular and plural. */
export const PEOPLE = new Set(
  wordList(`
  madre padre hermano hermana hijo hija amigo amiga novio novia abuelo abuela tío tía primo prima
  jefe jefa profesor profesora médico médica doctor doctora vecino vecina compañero compañera
  esposo esposa marido mujer niño niña chico chica hombre señor señora bebé familia gente
  padres hermanos hermanas hijos hijas amigos amigas novios abuelos abuelas tíos tías primos primas
  jefes profesores profesoras médicos doctores vecinos vecinas compañeros compañeras niños niñas
  chicos chicas hombres mujeres señores señoras bebés alumno alumna alumnos alumnas estudiante
  estudiantes cliente clientes mamá papá suegra suegro cuñado cuñada sobrino sobrina nieto nieta
  `),
);

/** Common first names, for «Conozco Juan». */
export const FIRST_NAMES = wordList(`
  Juan María Pedro Ana Luis Carlos Laura Pablo Carmen José Marta Lucía Sofía Javier Miguel Elena
  Isabel Jorge David Daniel Sara Paula Andrés Diego Antonio Manuel Rosa Teresa Pilar Alejandro
  Fernando Raúl Sergio Tom John Mary Peter Paul Anna Emma Mike Sarah Luisa Julia Clara Alberto
  Marcos Mario Jaime Beatriz Cristina Patricia Raquel Silvia Inés Irene Nuria Álvaro Rafael Ramón
`);

/** Cities and countries learners travel to, which take no article. */
export const PLACES = wordList(`
  Madrid Barcelona Sevilla Valencia Granada Málaga Bilbao Toledo Salamanca Córdoba Zaragoza París
  Londres Roma Berlín Lisboa Tokio Lima Bogotá Quito Santiago Caracas Cancún Chicago Texas Miami
  España Francia Italia Alemania Portugal Inglaterra Irlanda Escocia Japón China Rusia Grecia
  México Perú Chile Argentina Colombia Cuba Venezuela Ecuador Bolivia Uruguay Paraguay Guatemala
  Honduras Nicaragua Panamá Canadá Australia Europa África Asia Marruecos Egipto Brasil Holanda
  Suiza Suecia Noruega Polonia Austria Bélgica Mallorca Ibiza Tenerife Asturias Galicia Andalucía
  Cataluña
`);

/** Events, which «take place» with ser: la fiesta es en mi casa. */
export const EVENTS = new Set(
  wordList(`
  fiesta fiestas reunión reuniones concierto conciertos boda bodas examen exámenes partido partidos
  cena comida conferencia ceremonia celebración exposición festival funeral entrevista cita misa
  espectáculo clase clases cumpleaños evento eventos charla curso taller desfile
  `),
);

/** Nouns for places (with their gender) that one goes to. */
export const DESTINATIONS = new Set(
  wordList(`
  playa ciudad universidad escuela oficina tienda biblioteca piscina montaña fiesta iglesia farmacia
  estación plaza discoteca cafetería cine parque museo mercado supermercado hospital aeropuerto
  centro gimnasio restaurante bar banco colegio instituto trabajo hotel pueblo campo médico dentista
  concierto teatro estadio zoo
  `),
);

/** Professions after ser (es médico, no «es un médico»). */
export const PROFESSIONS = wordList(`
  médico médica abogado abogada ingeniero ingeniera enfermero enfermera camarero camarera arquitecto
  arquitecta cocinero cocinera secretario secretaria veterinario veterinaria mecánico mecánica
  profesor profesora programador programadora estudiante periodista dentista policía piloto actor
  actriz doctor doctora cantante músico música pintor pintora escritor escritora fotógrafo
  fotógrafa taxista dependiente dependienta peluquero peluquera carpintero carpintera bombero
  bombera científico científica traductor traductora psicólogo psicóloga farmacéutico farmacéutica
  funcionario funcionaria empresario empresaria economista electricista fontanero fontanera
  católico católica protestante musulmán musulmana judío judía budista vegetariano vegetariana
  vegano vegana
`);

/** Nationalities: masculine → feminine. */
export const NATIONALITIES: Record<string, string> = {
  español: 'española',
  inglés: 'inglesa',
  francés: 'francesa',
  alemán: 'alemana',
  japonés: 'japonesa',
  portugués: 'portuguesa',
  irlandés: 'irlandesa',
  escocés: 'escocesa',
  holandés: 'holandesa',
  danés: 'danesa',
  catalán: 'catalana',
  andaluz: 'andaluza',
  chino: 'china',
  italiano: 'italiana',
  mexicano: 'mexicana',
  americano: 'americana',
  argentino: 'argentina',
  colombiano: 'colombiana',
  peruano: 'peruana',
  chileno: 'chilena',
  ruso: 'rusa',
  griego: 'griega',
  sueco: 'sueca',
  cubano: 'cubana',
  brasileño: 'brasileña',
  australiano: 'australiana',
  europeo: 'europea',
  coreano: 'coreana',
};

/** Classifying adjectives (colour, origin, shape) that follow the noun in Spanish. */
export const CLASSIFYING = wordList(`
  rojo roja rojos rojas negro negra negros negras blanco blanca blancos blancas amarillo amarilla
  amarillos amarillas morado morada verde verdes azul azules gris grises marrón marrones rosa
  naranja redondo redonda cuadrado cuadrada eléctrico eléctrica político política económico
  económica
  ${Object.entries(NATIONALITIES)
    .flatMap(([m, f]) => [m, f, `${f}s`])
    .join(' ')}
  españoles ingleses franceses alemanes japoneses chinos italianos mexicanos americanos
`);
