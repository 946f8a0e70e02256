/**
 * What the time-to-first-audio benchmark's providers say and how long they take: the latencies stated for
 * the stand-in (bench/latency-stand-in.ts) and the voice turns it answers, shared by the stand-in process
 * and the measurement (bench/first-audio.ts), which counts the stated latencies out of each turn.
 */
import type { StandInLatency } from '../test/stand-ins/openai-compatible.ts';

/**
 * The providers' latencies, in the order their makers publish them: speech-to-text 300 ms; the chat model's
 * first token after 400 ms, then 30 tokens a second; text-to-speech 150 ms plus 0.1 s per second of audio.
 */
export const STATED_LATENCY = {
  chat: { firstTokenMs: 400, tokensPerSecond: 30 },
  transcriptionMs: 300,
  speech: { baseMs: 150, msPerAudioSecond: 100 },
} as const satisfies StandInLatency;

/**
 * One voice turn of a Spanish session: what the learner says (the recogniser's transcript) and the teacher's
 * reply (the chat model's answer).
 *
 * Why these replies are representative: the teacher's system prompt asks for at most three short sentences
 * that model the correct form rather than list corrections, and for one question at the end of every reply
 * (src/server/integrations/ai/ai-tutor.ts). So each reply here is two or three sentences — a reaction, a
 * recast of the learner's words or a short remark, then a question — of 10 to 29 words (median 20). Their
 * first sentence, the one the streamed pipeline waits for, varies as a model's does: an exclamation of one
 * to three words ("¡Genial!", "¡Qué divertido!") in a quarter of them, a recast or a full remark of 8 to 18
 * words in nearly half, the rest in between (median 7 words, about 40 characters). None is chosen for its
 * speed, and no first sentence repeats, so no clip comes from the server's speech cache.
 */
export interface VoiceTurnDialogue {
  learner: string;
  teacher: string;
}

export const VOICE_TURN_DIALOGUES: readonly VoiceTurnDialogue[] = [
  {
    learner: 'Me gusta la comida española',
    teacher:
      '¡Qué bien que te guste la comida española! A mí me encanta la tortilla de patatas. ¿Cuál es tu plato favorito?',
  },
  {
    learner: 'Ayer yo fui a la playa con mis amigos',
    teacher: '¡Qué divertido! Yo también fui a la playa el domingo pasado. ¿Hizo buen tiempo?',
  },
  {
    learner: 'Trabajo en un oficina en el centro',
    teacher:
      'Entonces trabajas en una oficina en el centro de la ciudad, qué práctico. ¿Cómo vas al trabajo cada mañana, en metro o en autobús?',
  },
  {
    learner: 'Mi hermana tiene veinte años',
    teacher: 'Tu hermana es joven. ¿Vivís juntos en la misma casa o ella vive sola?',
  },
  {
    learner: 'No me gusta mucho el invierno',
    teacher:
      'Te entiendo, a mí tampoco me gusta el frío del invierno. Prefiero la primavera, cuando hace sol. ¿Qué estación del año prefieres tú?',
  },
  {
    learner: 'El fin de semana voy a visitar a mis abuelos',
    teacher: '¡Qué bonito plan para el fin de semana! ¿Dónde viven tus abuelos?',
  },
  {
    learner: 'Estoy cansado porque dormí poco',
    teacher:
      'Vaya, lo siento. Dormir poco es muy duro, sobre todo si tienes que trabajar. ¿A qué hora te acostaste anoche?',
  },
  {
    learner: 'Quiero aprender a cocinar paella',
    teacher:
      'La paella es un plato perfecto para aprender a cocinar con amigos. Se prepara con arroz, azafrán y pollo o marisco. ¿Cuál prefieres tú?',
  },
  {
    learner: 'Yo tengo un perro que se llama Toby',
    teacher: '¡Qué nombre tan simpático! ¿De qué raza es Toby y cuántos años tiene?',
  },
  {
    learner: 'Me levanto a las siete cada día',
    teacher:
      'Te levantas temprano. Yo también me levanto a las siete, pero los domingos duermo hasta las nueve. ¿Qué desayunas normalmente?',
  },
  {
    learner: 'Mi ciudad es pequeña pero muy tranquila',
    teacher:
      'Las ciudades pequeñas y tranquilas tienen mucho encanto, sobre todo para pasear por la tarde. ¿Qué es lo que más te gusta de vivir allí?',
  },
  {
    learner: 'El verano pasado viajé a México',
    teacher: '¡Qué maravilla! México es un país precioso y su comida es deliciosa. ¿Qué ciudades visitaste?',
  },
  {
    learner: 'Me duele la cabeza hoy',
    teacher:
      'Lo siento mucho, espero que te mejores pronto. ¿Has tomado algo para el dolor o prefieres descansar un poco?',
  },
  {
    learner: 'Estudio español para mi trabajo',
    teacher:
      'Es una razón excelente para estudiar español. Muchas empresas buscan personas que hablen varios idiomas. ¿En qué trabajas exactamente?',
  },
  {
    learner: 'Los sábados juego al fútbol en el parque',
    teacher:
      '¡Genial! Jugar al fútbol con amigos es una buena manera de hacer ejercicio. ¿En qué posición juegas normalmente?',
  },
  {
    learner: 'Ayer he comprado una chaqueta nueva',
    teacher: 'Ayer compraste una chaqueta nueva, qué bien, seguro que te queda muy bien. ¿De qué color es?',
  },
  {
    learner: 'Mi película favorita es Coco',
    teacher:
      'Coco es una película preciosa sobre la familia y el Día de Muertos. La música también es muy bonita. ¿Con quién la viste?',
  },
  {
    learner: 'Vivo con mis padres todavía',
    teacher:
      'En España es muy normal vivir con los padres hasta los treinta años o más. ¿Te llevas bien con ellos?',
  },
  {
    learner: 'Prefiero el té que el café',
    teacher:
      'Ah, prefieres el té al café. Yo tomo café por la mañana y té por la tarde. ¿Qué tipo de té te gusta más?',
  },
  {
    learner: 'Mañana tengo un examen de matemáticas',
    teacher:
      '¡Mucha suerte en tu examen de mañana! Seguro que te sale bien si has estudiado. ¿Es un examen difícil?',
  },
  {
    learner: 'En mi tiempo libre leo libros',
    teacher:
      'Leer es una afición maravillosa. ¿Qué tipo de libros te gusta leer, novelas o libros de historia?',
  },
  {
    learner: 'Hace mucho calor en mi ciudad ahora',
    teacher:
      'Uf, con tanto calor lo mejor es quedarse a la sombra y beber mucha agua todo el día. Aquí en Madrid también hace calor en julio. ¿Tienes aire acondicionado?',
  },
  {
    learner: 'Me gustaría viajar a Argentina algún día',
    teacher:
      '¡Argentina es un destino fantástico! Buenos Aires tiene teatros, cafés y mucha vida por la noche. ¿Qué te gustaría visitar allí?',
  },
  {
    learner: 'Mi madre cocina muy bien',
    teacher: '¡Qué suerte tienes! ¿Cuál es la especialidad de tu madre?',
  },
];
