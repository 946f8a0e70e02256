/** Cases of the rules written from the error taxonomy (grammar-es-taxonomy.ts): the mistake in several shapes, and correct look-alikes. */
import type { RuleCases } from './rules-test-cases.ts';

export const TAXONOMY_CASES: Record<string, RuleCases> = {
  'es-noun-gender': {
    positive: [
      ['Compré una coche nuevo.', 'una coche', 'un coche'],
      ['Tengo este problema con la libro.', 'la libro', 'el libro'],
      ['¿Dónde está nuestra hotel?', 'nuestra hotel', 'nuestro hotel'],
      ['Vi otra perro en el parque.', 'otra perro', 'otro perro'],
    ],
    negative: [
      'Tengo un problema con el mapa y con la moto.',
      'La paso muy bien aquí.',
      'El agua está fría.',
      'Mi hermana es estudiante.',
    ],
  },
  'es-el-agua-feminine': {
    positive: [
      ['La agua está muy fría.', 'La agua', 'El agua'],
      ['¿Sabes dónde está la aula 12?', 'la aula', 'el aula'],
      ['Tenía miedo de la águila.', 'de la águila', 'del águila'],
      ['Bebo todo el agua.', 'todo el agua', 'toda el agua'],
      ['El agua del mar está frío.', 'frío', 'fría'],
    ],
    negative: [
      'El agua está fría y las aguas están limpias.',
      'Vi un águila y una águila.',
      'La amiga de Ana es simpática.',
    ],
  },
  'es-missing-definite-article': {
    positive: [
      ['Me encanta música clásica.', 'música', 'la música'],
      ['No me gustan perros grandes.', 'perros', 'los perros'],
      ['Tengo una cita con el médico lunes a las diez.', 'lunes', 'el lunes'],
      ['Vida es difícil.', 'Vida', 'La vida'],
      ['Mayoría de la gente trabaja.', 'Mayoría', 'La mayoría'],
    ],
    negative: [
      'Hablo español.',
      'No bebo café por la noche.',
      'Buenos días, señor García.',
      'Me gusta bailar.',
    ],
  },
  'es-extra-indefinite-article': {
    positive: [
      ['Mi hermano es un médico.', 'un médico', 'médico'],
      ['¿Quieres un otro café?', 'un otro', 'otro'],
      ['Quería ser una profesora, pero no pude.', 'una profesora', 'profesora'],
      ['Tengo un mil euros.', 'un mil', 'mil'],
    ],
    negative: ['Es un profesor excelente.', 'Es un genio.', 'Tengo un millón de ideas.'],
  },
  'es-adjective-agreement': {
    positive: [
      ['Las casas en mi barrio son muy caros.', 'caros', 'caras'],
      ['Compré unas botas que eran muy bonitos.', 'bonitos', 'bonitas'],
      ['Tengo una amiga francés.', 'francés', 'francesa'],
    ],
    negative: ['Ellas hablan rápido.', 'Cuesta caro.', 'La gente está contenta.'],
  },
  'es-gente-agreement': {
    positive: [
      ['La gente de mi ciudad son muy amable.', 'son', 'es'],
      ['Mi familia viven en Lima.', 'viven', 'vive'],
      ['Todo el mundo saben la verdad.', 'saben', 'sabe'],
      ['La policía llegaron tarde.', 'llegaron', 'llegó'],
    ],
    negative: ['La gente es amable.', 'Mi familia vive en Lima.', 'La mayoría de los estudiantes aprobaron.'],
  },
  'es-gustar-agreement': {
    positive: [
      ['Me gustaba mucho los dibujos animados.', 'gustaba', 'gustaban'],
      ['Me gustan el chocolate.', 'gustan', 'gusta'],
      ['Les gustan mucho viajar.', 'gustan', 'gusta'],
      ['Las cosas que me gusta son caras.', 'gusta', 'gustan'],
    ],
    negative: ['Me gusta bailar y cantar.', 'Me gustan el cine y la música.', 'Me gustas mucho.'],
  },
  'es-gustar-pronoun': {
    positive: [
      ['¿Tú gustas el fútbol?', 'Tú gustas', 'Te gusta'],
      ['A mí gusta viajar.', 'A mí gusta', 'A mí me gusta'],
      ['Yo me gusta el fútbol.', 'Yo me gusta', 'A mí me gusta'],
      ['Mi gusta la paella.', 'Mi gusta', 'Me gusta'],
      ['Me gusto la película.', 'gusto', 'gustó'],
    ],
    negative: ['Me gusta.', 'A mí también.', 'Tú me gustas mucho y yo te gusto.'],
  },
  'es-gustar-like-verbs': {
    positive: [
      ['Mi cabeza duele.', 'Mi cabeza duele', 'Me duele la cabeza'],
      ['Mis pies duelen mucho.', 'Mis pies duelen mucho', 'Me duelen mucho los pies'],
    ],
    negative: ['La cabeza me duele.', 'Me duele la cabeza.', 'Pareces cansado.'],
  },
  'es-ser-estar-location': {
    positive: [
      ['¿Dónde es la estación de tren?', 'es', 'está'],
      ['Mi oficina es en el centro.', 'es', 'está'],
      ['Soy en Madrid ahora.', 'Soy', 'Estoy'],
      ['Lima es en Perú.', 'es', 'está'],
    ],
    negative: ['La fiesta es en mi casa.', 'Soy de Madrid.', 'Fui a Madrid en tren.', 'Aquí es donde vivo.'],
  },
  'es-ser-estar-events': {
    positive: [
      ['La fiesta está en casa de Marta.', 'está', 'es'],
      ['¿Dónde está la reunión mañana?', 'está', 'es'],
      ['El examen está a las nueve.', 'está', 'es'],
    ],
    negative: [
      'Los invitados están en el salón.',
      'Estoy en una reunión.',
      'La reunión está a punto de empezar.',
    ],
  },
  'es-ser-estar-states': {
    positive: [
      ['Mi hermano es enfermo desde el lunes.', 'es enfermo', 'está enfermo'],
      ['La habitación era sucia.', 'era sucia', 'estaba sucia'],
      ['Soy bien, gracias.', 'Soy bien', 'Estoy bien'],
      ['El museo es cerrado los lunes.', 'es cerrado', 'está cerrado'],
      ['Hoy soy muy nervioso.', 'soy muy nervioso', 'estoy muy nervioso'],
    ],
    negative: [
      'Es feliz.',
      'La tienda fue cerrada por la policía.',
      'Es bueno que vengas.',
      'Mi amigo es muy abierto.',
    ],
  },
  'es-ser-estar-identity': {
    positive: [
      ['Estoy de Canadá.', 'Estoy', 'Soy'],
      ['Están las diez.', 'Están', 'Son'],
      ['Está importante dormir bien.', 'Está', 'Es'],
      ['La mesa está de madera.', 'está', 'es'],
    ],
    negative: ['Está de camarero este verano.', 'Está claro que viene.', 'Estamos a lunes.'],
  },
  'es-hay-estar': {
    positive: [
      ['En mi barrio está un supermercado muy grande.', 'está', 'hay'],
      ['¿Hay el baño en el segundo piso?', 'Hay', 'Está'],
      ['Habían muchas personas en la fiesta.', 'Habían', 'Había'],
      ['No había mi jefe en la oficina.', 'había', 'estaba'],
    ],
    negative: [
      'Hay un banco en la plaza y el museo está al lado.',
      'Había muchas personas.',
      'Hay que estudiar.',
    ],
  },
  'es-tener-age': {
    positive: [
      ['Mi hermano es treinta años.', 'es treinta años', 'tiene treinta años'],
      ['¿Cuántos años eres?', 'eres', 'tienes'],
      ['Tengo 25 años viejo.', 'años viejo', 'años'],
      ['Cuando era diez años, vivía en Texas.', 'era diez años', 'tenía diez años'],
    ],
    negative: ['Tengo 25 años.', 'Somos cinco.', 'Cumplo 30 años.'],
  },
  'es-tener-sensations': {
    positive: [
      ['¿Estás sed?', 'Estás sed', 'Tienes sed'],
      ['Estaba miedo de la tormenta.', 'Estaba miedo', 'Tenía miedo'],
      ['Estoy muy hambre.', 'Estoy muy hambre', 'Tengo mucha hambre'],
      ['Estoy frío.', 'Estoy frío', 'Tengo frío'],
    ],
    negative: ['Estoy cansado y tengo sueño.', 'El café está frío.', 'Estoy asustado.'],
  },
  'es-ff-caliente': {
    positive: [
      ['En el metro estoy muy caliente.', 'estoy muy caliente', 'tengo mucho calor'],
      ['Esta salsa es muy caliente.', 'caliente', 'picante'],
      ['Hoy es muy caliente.', 'es muy caliente', 'hace mucho calor'],
    ],
    negative: ['El café está caliente.', 'Me gusta el agua caliente.', 'Es un tema caliente.'],
  },
  'es-weather-hacer': {
    positive: [
      ['Hoy está mucho viento en la playa.', 'está mucho viento', 'hace mucho viento'],
      ['Hoy es muy frío.', 'es muy frío', 'hace mucho frío'],
      ['Hace muy calor en Sevilla.', 'Hace muy calor', 'Hace mucho calor'],
      ['Hoy es soleado.', 'es soleado', 'está soleado'],
    ],
    negative: ['Está nublado.', 'El invierno es frío.', 'Hace buen tiempo.', 'El café está frío.'],
  },
  'es-time-expressions': {
    positive: [
      ['La clase empieza en las nueve.', 'en las nueve', 'a las nueve'],
      ['Tengo clase en el lunes.', 'en el lunes', 'el lunes'],
      ['Llegué a España antes dos años.', 'antes dos años', 'hace dos años'],
      ['Es las tres.', 'Es las', 'Son las'],
    ],
    negative: ['Tengo clase el lunes.', 'Voy en verano.', 'Dos años atrás vivía aquí.'],
  },
  'es-preterite-imperfect': {
    positive: [
      ['Cuando era pequeño, fui a la playa todos los veranos.', 'fui', 'iba'],
      ['¿Qué hiciste anoche mientras yo dormí?', 'dormí', 'dormía'],
      ['Fueron las diez cuando llegué.', 'Fueron las', 'Eran las'],
      ['Cuando fui niño, vivía en un pueblo.', 'fui', 'era'],
    ],
    negative: ['Viví en París cinco años.', 'Fue un día estupendo.', 'Me dijo que venía.'],
  },
  'es-preterite-perfect': {
    positive: [
      ['¿Has visto el partido el domingo pasado?', 'Has visto', 'Viste'],
      ['En 2019 mi hermano ha terminado la carrera.', 'ha terminado', 'terminó'],
    ],
    negative: ['Esta semana he trabajado mucho.', 'He vivido aquí desde 2020.', 'Hoy he comido paella.'],
  },
  'es-progressive-overuse': {
    positive: [
      ['Mañana estoy viajando a Roma.', 'estoy viajando', 'viajo'],
      ['No estoy sabiendo dónde está.', 'estoy sabiendo', 'sé'],
      ['Estoy teniendo dos hermanos.', 'Estoy teniendo', 'Tengo'],
    ],
    negative: [
      'Ahora estoy trabajando en casa.',
      'Estoy viviendo en Madrid este año.',
      'Me estoy acostumbrando.',
    ],
  },
  'es-gerund-for-infinitive': {
    positive: [
      ['Después de terminando la clase, fui a casa.', 'terminando', 'terminar'],
      ['Me gusta cocinando.', 'cocinando', 'cocinar'],
      ['Nadando es bueno para la salud.', 'Nadando', 'Nadar'],
      ['Sigo estudiar español.', 'estudiar', 'estudiando'],
    ],
    negative: ['Aprendo español escuchando música.', 'Salió corriendo.', 'Sigo estudiando.'],
  },
  'es-irregular-verb-forms': {
    positive: [
      ['Los fines de semana dormo hasta las once.', 'dormo', 'duermo'],
      ['¿Puedemos salir?', 'Puedemos', 'Podemos'],
      ['He rompido el vaso.', 'rompido', 'roto'],
      ['Ayer hací mis deberes.', 'hací', 'hice'],
    ],
    negative: ['Vos tenés razón.', 'Hace frío.', 'Nosotros podemos venir.'],
  },
  'es-subjunctive-wish': {
    positive: [
      ['¿Me recomiendas que compro este ordenador?', 'compro', 'compre'],
      ['Te doy mi número para que me llamas.', 'llamas', 'llames'],
      ['Me alegro de que estás mejor.', 'estás', 'estés'],
      ['Mi abuelo quería que mi padre estudie medicina.', 'estudie', 'estudiara'],
    ],
    negative: ['Me dice que está cansado.', 'Quiero aprender.', '¿Para qué vienes?'],
  },
  'es-subjunctive-doubt-negation': {
    positive: [
      ['Creo que sea una buena idea.', 'sea', 'es'],
      ['No vengo mañana porque tenga una cita.', 'tenga', 'tengo'],
      ['Es verdad que los españoles cenen tarde.', 'cenen', 'cenan'],
    ],
    negative: ['No creo que sea fácil.', 'Creo que es verdad.', 'No digo que sea malo.'],
  },
  'es-subjunctive-cuando-future': {
    positive: [
      ['Cuando tengo más dinero, voy a comprar una casa.', 'tengo', 'tenga'],
      ['¿Me llamas cuando llegarás al hotel?', 'llegarás', 'llegues'],
      ['Cuando seré mayor, quiero ser médico.', 'seré', 'sea'],
    ],
    negative: ['Cuando llego a casa, siempre me ducho.', 'Cuando llegué, llamé.', 'No sé cuándo llegará.'],
  },
  'es-conditional-si': {
    positive: [
      ['¿Qué harías si ganarías la lotería?', 'ganarías', 'ganaras'],
      ['Si lloverá mañana, no iremos.', 'lloverá', 'llueve'],
    ],
    negative: ['No sé si vendrá.', 'Si tenía tiempo, iba al cine.', 'Si tuviera dinero, viajaría.'],
  },
  'es-negative-imperative': {
    positive: [
      ['No dime mentiras.', 'No dime', 'No me digas'],
      ['No preocúpate.', 'No preocúpate', 'No te preocupes'],
      ['¡No habla tan rápido!', 'habla', 'hables'],
    ],
    negative: ['No fumar.', 'No habla inglés.', 'No te preocupes.'],
  },
  'es-por-para': {
    positive: [
      ['Este regalo es por mi madre.', 'por', 'para'],
      ['¿Cuánto pagaste para el billete?', 'para', 'por'],
      ['Gracias para tu ayuda.', 'para', 'por'],
      ['Hablamos para teléfono.', 'para', 'por'],
    ],
    negative: ['Lo hago por ti.', 'Gracias por el regalo; lo compré para ti.', 'Por mí, vale.'],
  },
  'es-personal-a': {
    positive: [
      ['Ayer visité mi abuela.', 'mi abuela', 'a mi abuela'],
      ['¿Conoces mi novio?', 'mi novio', 'a mi novio'],
      ['Estamos buscando a un piso.', 'a un piso', 'un piso'],
      ['No conozco nadie aquí.', 'nadie', 'a nadie'],
      ['Tengo a dos hermanos.', 'a dos hermanos', 'dos hermanos'],
    ],
    negative: ['Tengo dos hermanos y busco a mi perro.', 'Necesito un médico.', 'Le di el libro a Juan.'],
  },
  'es-preposition-choice': {
    positive: [
      ['Siempre pienso de ti.', 'de', 'en'],
      ['¿Ya te has acostumbrado el clima?', 'el', 'al'],
      ['Todo depende en el tiempo.', 'depende en el', 'depende del'],
      ['¿No crees de que es caro?', 'crees de que', 'crees que'],
      ['Creo es una buena idea.', 'Creo es', 'Creo que es'],
    ],
    negative: ['¿Qué piensas de la película?', 'Me casé con Ana.', 'Espero a Juan.'],
  },
  'es-motion-a': {
    positive: [
      ['Mañana voy estudiar.', 'voy estudiar', 'voy a estudiar'],
      ['¿Vas en Madrid este fin de semana?', 'en Madrid', 'a Madrid'],
      ['Vamos en la playa.', 'en la playa', 'a la playa'],
      ['Mis amigos vinieron comer.', 'vinieron comer', 'vinieron a comer'],
    ],
    negative: ['Voy en tren.', 'Estoy en casa.', 'Vamos a ver.'],
  },
  'es-question-word-accent': {
    positive: [
      ['No sé donde está mi móvil.', 'donde', 'dónde'],
      ['Mi madre me pregunta cuando voy.', 'cuando', 'cuándo'],
      ['¿De donde eres?', 'donde', 'dónde'],
      ['¡Que bonito!', 'Que', 'Qué'],
    ],
    negative: ['Vivo donde trabajo.', 'El chico que vino es alto.', 'Como cuando tengo hambre.'],
  },
  'es-por-que-porque': {
    positive: [
      ['¿Porque no vienes?', 'Porque', 'Por qué'],
      ['No sé porque está triste.', 'porque', 'por qué'],
      ['No fui por que estaba enfermo.', 'por que', 'porque'],
    ],
    negative: ['Porque me gusta.', 'La razón por que vine es esta.', '¿Por qué no vienes?'],
  },
  'es-object-pronoun-position': {
    positive: [
      ['Quiero lo comprar.', 'lo comprar', 'comprarlo'],
      ['¿Puedes me ayudar?', 'me ayudar', 'ayudarme'],
      ['He lo visto.', 'He lo visto', 'Lo He visto'],
      ['Compré lo ayer.', 'Compré lo', 'Lo compré'],
    ],
    negative: ['Lo veo.', 'Quiero verlo.', 'Lo voy a hacer.'],
  },
  'es-le-lo-se': {
    positive: [
      ['Le lo expliqué ayer.', 'Le lo', 'Se lo'],
      ['Lo te doy mañana.', 'Lo te', 'Te Lo'],
      ['Ayer lo dije a mi jefe que estaba enfermo.', 'lo', 'le'],
    ],
    negative: ['Se lo dije a Ana.', 'Le vi ayer.', 'Se lo comió.'],
  },
  'es-adjective-position': {
    positive: [
      ['Tengo un negro gato.', 'negro gato', 'gato negro'],
      ['Es un bueno amigo.', 'bueno amigo', 'buen amigo'],
      ['Vivo en el tercero piso.', 'tercero piso', 'tercer piso'],
      ['Mi ciudad es más pequeña de Madrid.', 'más pequeña de', 'más pequeña que'],
    ],
    negative: ['Es un buen amigo y vive en una gran ciudad.', 'La blanca nieve.', 'Es el más grande.'],
  },
  'es-double-negation': {
    positive: [
      ['No tengo algo que hacer.', 'algo', 'nada'],
      ['Nadie no me llamó.', 'Nadie no', 'Nadie'],
      ['No me gusta el café también.', 'No me gusta el café también', 'Tampoco me gusta el café'],
      ['No hay algún problema.', 'algún', 'ningún'],
    ],
    negative: ['No tengo nada.', '¿No quieres algo de beber?', 'No es algo que me guste.'],
  },
  'es-possessive-body-parts': {
    positive: [
      ['¿Te lavaste tus manos?', 'tus manos', 'las manos'],
      ['Me quité mi chaqueta.', 'mi chaqueta', 'la chaqueta'],
      ['Levanta tu mano.', 'tu mano', 'el mano'],
    ],
    negative: ['Mi pelo es rizado.', 'Me gusta tu pelo.', 'Lavé su coche.'],
  },
  'es-saber-conocer': {
    positive: [
      ['No conozco nadar.', 'conozco', 'sé'],
      ['¿Conoces cocinar paella?', 'Conoces', 'Sabes'],
      ['Sé muy bien a tu hermano.', 'Sé', 'Conozco'],
    ],
    negative: ['Conozco a Luis, pero no sé dónde vive.', 'Sé su nombre.', 'Sabe a chocolate.'],
  },
  'es-pedir-preguntar': {
    positive: [
      ['Voy a preguntar un café.', 'preguntar', 'pedir'],
      ['¿Por qué no pides al profesor si hay examen?', 'pides', 'preguntas'],
      ['¿Puedo preguntar una pregunta?', 'preguntar', 'hacer'],
    ],
    negative: ['Le pregunté la hora y le pedí un favor.', 'Pregunté por Ana.', 'Pedí perdón.'],
  },
  'es-ff-embarazada': {
    positive: [
      ['Estoy muy embarazada porque olvidé su nombre.', 'muy embarazada', 'muy avergonzada'],
      ['Juan estaba embarazado delante de todos.', 'embarazado', 'avergonzado'],
    ],
    negative: [
      'Mi hermana está embarazada de tres meses.',
      'Fue una situación embarazosa.',
      'El embarazo fue largo.',
    ],
  },
  'es-ff-other': {
    positive: [
      ['¿Puedes atender la reunión mañana?', 'atender', 'asistir a'],
      ['Mi novia estaba muy excitada porque íbamos a Japón.', 'excitada', 'emocionada'],
    ],
    negative: ['Asisto a clase.', 'Actualmente vivo en Lima.', 'Compro libros en una librería.'],
  },
  'es-ff-realizar': {
    positive: [
      ['Realicé que era tarde.', 'Realicé que', 'Me di cuenta de que'],
      ['No realizaba que estaba enfermo.', 'No realizaba que', 'No me daba cuenta de que'],
    ],
    negative: ['Realizamos un proyecto.', 'Quiero realizar mi sueño.', 'Es un buen realizador.'],
  },
  'es-ff-exito': {
    positive: [
      ['El éxito de emergencia está allí.', 'El éxito', 'La salida'],
      ['El concierto fue un gran suceso.', 'suceso', 'éxito'],
    ],
    negative: ['Tuvo mucho éxito.', 'Leí los sucesos del día.', '¿Qué sucedió?'],
  },
  'es-calques-english': {
    positive: [
      ['¿Eso hace sentido?', 'hace sentido', 'tiene sentido'],
      ['¿Tuviste un buen tiempo en la boda?', 'Tuviste un buen tiempo', 'Lo pasaste bien'],
      ['La reunión va a tomar lugar en Madrid.', 'va a tomar lugar', 'va a tener lugar'],
      ['Hice muchos errores.', 'Hice', 'Cometí'],
    ],
    negative: ['Eso tiene sentido.', 'Mueve la silla.', 'Perdí el tiempo.'],
  },
  'es-accent-esta-verb': {
    positive: [
      ['¿Cómo estas?', 'estas', 'estás'],
      ['Espero que tu familia este bien.', 'este', 'esté'],
      ['Está semana estoy ocupado.', 'Está', 'Esta'],
    ],
    negative: ['Esta mañana fui al mercado.', 'Esta es mi hermana.', 'Vivo en el este de España.'],
  },
  'es-missing-enye': {
    positive: [
      ['Tengo veinticinco anos.', 'anos', 'años'],
      ['El ano pasado fui a Francia.', 'ano', 'año'],
    ],
    negative: ['Vale la pena.', 'Es un aniversario anual.', 'Es de nivel sénior.'],
  },
  'es-accent-monosyllables': {
    positive: [
      ['El libro es para el, no para mí.', 'el', 'él'],
      ['¿Vas a venir tu también?', 'tu', 'tú'],
      ['Me dijo que si, que puedo venir.', 'si', 'sí'],
      ['Quiero un te verde.', 'te', 'té'],
    ],
    negative: ['Tu casa es bonita.', 'Si llueve, no voy.', 'Te quiero.'],
  },
  'es-accent-stress': {
    positive: [
      ['Ayer mi hermano hablo con su jefe.', 'hablo', 'habló'],
      ['Mi compañera de piso cocino una paella.', 'cocino', 'cocinó'],
    ],
    negative: ['Hablo con mi madre.', 'Ayer ella me habló de su viaje.', 'Espero que yo hable bien.'],
  },
  'es-y-e-o-u': {
    positive: [
      ['Estudio francés y inglés.', 'y', 'e'],
      ['¿Vienen siete o ocho personas?', 'o', 'u'],
    ],
    negative: ['Compré agua y hielo.', '¿Quieres pan o huevos?', 'Padres e hijos.'],
  },
  'es-plural-formation': {
    positive: [
      ['Compré dos lápizes.', 'lápizes', 'lápices'],
      ['¿Cuántas lecciónes hay?', 'lecciónes', 'lecciones'],
      ['Hay dos leys nuevas.', 'leys', 'leyes'],
    ],
    negative: ['Tengo dos lápices.', 'Tengo tres relojes.', 'Los lunes libres.'],
  },
  'es-reflexive-verbs': {
    positive: [
      ['Normalmente levanto a las siete.', 'levanto', 'me levanto'],
      ['¿A qué hora despiertas?', 'despiertas', 'te despiertas'],
      ['Mañana voy a despertarse temprano.', 'despertarse', 'despertarme'],
      ['Nosotros se divertimos mucho.', 'se divertimos', 'nos divertimos'],
    ],
    negative: [
      'Lavo el coche y después me lavo las manos.',
      'Se habla español.',
      'Nos vemos mañana.',
      'Llamo a Ana.',
    ],
  },
  'es-mucho-muy': {
    positive: [
      ['No estoy mucho cansado hoy.', 'mucho cansado', 'muy cansado'],
      ['Mi novio estudia muy, pero saca malas notas.', 'estudia muy', 'estudia mucho'],
    ],
    negative: ['Me gusta mucho este libro y es muy interesante.', 'Tengo mucho tiempo.', 'Hace mucho frío.'],
  },
  'es-bueno-bien': {
    positive: [
      ['Este restaurante es muy bien.', 'bien', 'bueno'],
      ['¿Tu hijo habla bueno el inglés?', 'bueno', 'bien'],
    ],
    negative: ['Es un buen libro, pero el final no es tan bueno.', 'Lo pasé bien.', 'Está muy bien.'],
  },
};
