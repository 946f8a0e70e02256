import { SPANISH_RULES } from './grammar-es.ts';
import { describeRules, type RuleCases } from './rules-test-cases.ts';

const CASES: Record<string, RuleCases> = {
  'es-tu-pronoun': {
    positive: [
      ['Tu eres mi mejor amigo.', 'Tu eres', 'Tú eres'],
      ['¿Tu tienes hermanos?', 'Tu tienes', 'Tú tienes'],
      ['Estoy bien, ¿y tu?', 'y tu', 'y tú'],
    ],
    negative: ['Tu casa es muy bonita.', '¿Y tu familia?', 'Tu hermano es simpático.', 'Tú eres muy amable.'],
  },
  'es-el-pronoun': {
    positive: [
      ['Mi amigo dice que el está cansado.', 'el está', 'él está'],
      ['El es mi profesor.', 'El es', 'Él es'],
    ],
    negative: [
      'El vino es muy bueno.',
      'El trabajo es duro.',
      'Él está en casa.',
      'El habla de los andaluces.',
    ],
  },
  'es-esta-verb': {
    positive: [
      ['Mi hermano esta en casa.', 'esta en', 'está en'],
      ['Ella esta trabajando ahora.', 'esta trabajando', 'está trabajando'],
      ['Esta muy cansada hoy.', 'Esta muy', 'Está muy'],
    ],
    negative: [
      'Esta casa es grande.',
      'Esta mañana fui al mercado.',
      'Esta es mi hermana.',
      'En esta mundo no.',
    ],
  },
  'es-ser-estar': {
    positive: [
      ['Soy cansado después del trabajo.', 'Soy cansado', 'Estoy cansado'],
      ['Somos muy contentos aquí.', 'Somos muy contentos', 'Estamos muy contentos'],
      ['Yo soy de acuerdo contigo.', 'soy de acuerdo', 'estoy de acuerdo'],
      ['Mi jefe es enfadado.', 'es enfadado', 'está enfadado'],
    ],
    negative: ['Estoy cansado.', 'El viaje es cansado.', 'Estamos de acuerdo.', 'Soy de Madrid.'],
  },
  'es-contraction': {
    positive: [
      ['Voy a el supermercado.', 'a el', 'al'],
      ['Vengo de el trabajo.', 'de el', 'del'],
    ],
    negative: ['Voy al supermercado.', 'Es de él.', 'Vengo de El Salvador.', 'Se lo di a él.'],
  },
  'es-gender': {
    positive: [
      ['La problema es difícil.', 'La problema', 'El problema'],
      ['Tengo un casa grande.', 'un casa', 'una casa'],
      ['La agua está fría.', 'La agua', 'El agua'],
    ],
    negative: ['El problema es difícil.', 'Tengo una casa.', 'El agua está fría.', 'Buenos días a todos.'],
  },
  'es-question-accent': {
    positive: [
      ['¿Donde está el baño?', '¿Donde', '¿Dónde'],
      ['Hola, ¿como estás?', '¿como', '¿cómo'],
    ],
    negative: ['¿Dónde vives?', 'Vivo donde trabajo.', 'Como mucha fruta.', 'Creo que sí.'],
  },
  'es-gustar-plural': {
    positive: [
      ['Me gusta las manzanas.', 'Me gusta las', 'Me gustan las'],
      ['Le duele los pies.', 'Le duele los', 'Le duelen los'],
      ['Me gusta mucho los perros.', 'Me gusta mucho los', 'Me gustan mucho los'],
      ['Nos encanta también estas canciones.', 'Nos encanta también estas', 'Nos encantan también estas'],
    ],
    negative: [
      'Me gustan las manzanas.',
      'Me gusta la playa.',
      'Me gusta leer los domingos.',
      'Te gusta mi casa.',
      'Me gusta mucho el cine.',
      'Me gusta los domingos ir a la playa.',
    ],
  },
  'es-subjunctive': {
    positive: [
      ['Quiero que tú vienes a mi fiesta.', 'vienes', 'vengas'],
      ['Mi madre quiere que yo estudio medicina.', 'estudio', 'estudie'],
      ['Espero que tienes un buen viaje.', 'tienes', 'tengas'],
      ['Necesito que me ayudas.', 'ayudas', 'ayudes'],
      ['Es necesario que vamos al banco.', 'vamos', 'vayamos'],
      ['Ojalá que es verdad.', 'es', 'sea'],
      ['Es mejor que tú vas primero.', 'vas', 'vayas'],
    ],
    negative: [
      'Quiero que vengas a mi fiesta.',
      'Creo que tienes razón.',
      'Sé que vienes mañana.',
      'Tengo un piso que tiene terraza.',
      'Es importante que como estudiante lo sepas.',
      'Quiero que me lo digas.',
      'Mi casa es mejor que la tuya.',
      'Juan es mejor que yo hablo inglés.',
      'Quiero que yo estudio.',
    ],
  },
  'es-buscar': {
    positive: [
      ['Estoy buscando por mis llaves.', 'buscando por', 'buscando'],
      ['Busco por un trabajo en Valencia.', 'Busco por', 'Busco'],
      ['Ayer busqué por el perro toda la tarde.', 'busqué por', 'busqué'],
    ],
    negative: [
      'Estoy buscando mis llaves.',
      'Busqué las gafas por toda la casa.',
      'Busco información por internet.',
      'Busqué por todas partes.',
      'Estoy buscando por la casa.',
    ],
  },
  'es-se-saber': {
    positive: [
      ['No se nada de política.', 'No se', 'No sé'],
      ['Ya lo se, gracias.', 'lo se', 'lo sé'],
      ['Yo no se nadar.', 'no se', 'no sé'],
      ['Yo se que tienes razón.', 'Yo se', 'Yo sé'],
      ['No se si puedo ir.', 'No se', 'No sé'],
    ],
    negative: [
      'No se lo digas a nadie.',
      'Yo se lo di ayer.',
      'Ya se fue a casa.',
      'Se come muy bien aquí.',
      'No se puede fumar.',
      'No sé nada.',
    ],
  },
  'es-mas-accent': {
    positive: [
      ['Ella es mas alta que su hermano.', 'es mas', 'es más'],
      ['Quiero dormir un poco mas.', 'poco mas', 'poco más'],
      ['Es el mas alto de la clase.', 'el mas', 'el más'],
      ['No tengo mas dinero.', 'tengo mas', 'tengo más'],
      ['No hay mas pan.', 'hay mas', 'hay más'],
      ['Necesito mas de dos horas.', 'Necesito mas', 'Necesito más'],
    ],
    negative: [
      'Ella es más alta que yo.',
      'Lo intenté, mas no pude.',
      'Quería ir, mas no tenía tiempo.',
      'Lo quiero mas no lo necesito.',
      'Lo tengo, mas no lo uso.',
      'Tu casa es muy bonita.',
    ],
  },
  'es-ayer-preterite': {
    positive: [
      ['Ayer yo he ido al cine.', 'he ido', 'fui'],
      ['Ayer hemos comido en un restaurante.', 'hemos comido', 'comimos'],
      ['Ayer me he quedado en casa.', 'he quedado', 'quedé'],
      ['Anoche he llegado muy tarde.', 'he llegado', 'llegué'],
      ['Ayer por la tarde han jugado al fútbol.', 'han jugado', 'jugaron'],
      ['Ayer lo he visto en el mercado.', 'he visto', 'vi'],
      ['Ayer ha dormido mal.', 'ha dormido', 'durmió'],
      ['Ayer voy al cine con mis amigos.', 'voy', 'fui'],
      ['Anoche comemos pizza en casa.', 'comemos', 'comimos'],
      ['Ayer no salgo de casa.', 'salgo', 'salí'],
      ['Ayer la visito en el hospital.', 'visito', 'visité'],
      ['Ayer me llama mi madre.', 'llama', 'llamó'],
      ['Anoche no me ayuda nadie.', 'ayuda', 'ayudó'],
      ['Ayer me como una pizza enorme.', 'como', 'comí'],
    ],
    negative: [
      'Ayer, como siempre, llovió.',
      'Anteayer compramos un coche.',
      'Hoy voy al cine.',
      'Ayer estoy muy cansado.',
      'Ayer juego al fútbol.',
      'Hoy he ido al cine.',
      'Esta mañana he comido muy poco.',
      'Ayer fui al cine.',
      'Desde ayer he estado enfermo.',
      'Ayer me dijo que ha ido al médico.',
      'Ayer, cuando he llegado, no había nadie.',
      'Ayer he pensado mucho.',
      'Ayer la llama del zoo estaba enferma.',
      'Ayer, como me dijiste, fui al médico.',
      'Anoche me llamó mi madre.',
      'Ayer nada salió bien.',
      'Ayer, vamos a ver, ¿a qué hora llegaste?',
      'Ayer, voy a serte sincero, no me gustó nada.',
      'Ayer, mira, me pasó algo rarísimo.',
      'Ayer, digo yo, podrías haber llamado.',
    ],
  },
  'es-subject-agreement': {
    positive: [
      ['Mi hermana tienen dos hijos.', 'tienen', 'tiene'],
      ['Mi padre trabajan en un hospital.', 'trabajan', 'trabaja'],
      ['¿Tu hermano mayor viven en Madrid?', 'viven', 'vive'],
    ],
    negative: [
      'Mi hermana tiene dos hijos.',
      'Mi hermana y yo tenemos dos gatos.',
      'Mis hermanas tienen dos hijos.',
      'A mi hermana le gustan los perros.',
      'Mi alegría son mis hijos.',
      'A mi madre la tienen muy mimada.',
      'A los niños les gusta jugar.',
      'Mi familia viven en Sevilla.',
    ],
  },
  'es-plural-agreement': {
    positive: [
      ['Mis padres vive en Córdoba.', 'vive', 'viven'],
      ['Los niños está en el parque.', 'está', 'están'],
      ['Las casas es muy bonitas.', 'casas es', 'casas son'],
      ['Mis abuelos era muy simpáticos.', 'abuelos era', 'abuelos eran'],
      ['Estas playas está muy limpias en verano.', 'playas está', 'playas están'],
      ['Las clases fue bastante aburridas.', 'clases fue', 'clases fueron'],
    ],
    negative: [
      'Las casas son muy bonitas.',
      'Los lunes es difícil levantarse temprano.',
      'Mis hijos es lo que más quiero.',
      'Los Ángeles es muy grande y tiene playas preciosas.',
      'Las vacaciones es lo mejor del año.',
      'Mis amigos están muy contentos.',
    ],
  },
  'es-possessive-plural': {
    positive: [
      ['Ayer fui al cine con mi amigos.', 'mi amigos', 'mis amigos'],
      ['Su padres viven en Málaga.', 'Su padres', 'Sus padres'],
      ['¿Dónde están tu libros?', 'tu libros', 'tus libros'],
    ],
    negative: [
      'Ayer fui al cine con mis amigos.',
      'Mi amigo vive en Málaga.',
      'Tu hermano tiene dos perros.',
      'Mi país tiene muchas playas.',
      'Voy con mi tía y sus hijos.',
    ],
  },
  'es-feminine-contraction': {
    positive: [
      ['Ayer fui al playa con mis amigos.', 'al playa', 'a la playa'],
      ['Vengo del oficina muy cansada.', 'del oficina', 'de la oficina'],
      ['Al escuela voy andando.', 'Al escuela', 'A la escuela'],
    ],
    negative: [
      'Ayer fui a la playa con mis amigos.',
      'Voy al cine los sábados.',
      'Me gusta mirar al agua.',
      'Vuelvo a casa después de clase.',
      'Salgo del trabajo a las seis.',
    ],
  },
  'es-emocionado': {
    positive: [
      ['Estoy muy exitado por el viaje.', 'exitado', 'emocionado'],
      ['Mis hijas están exitadas con la Navidad.', 'exitadas', 'emocionadas'],
    ],
    negative: [
      'Estoy muy emocionado por el viaje.',
      'El éxito del viaje fue total.',
      'Fue un partido muy emocionante.',
    ],
  },
  'es-ser-profession': {
    positive: [
      ['Mi hermana está médica en un hospital.', 'está médica', 'es médica'],
      ['Estoy estudiante de ingeniería.', 'Estoy estudiante', 'Soy estudiante'],
      ['Mis padres están profesores.', 'están profesores', 'son profesores'],
    ],
    negative: [
      'Mi hermana es médica en un hospital.',
      'Estoy de camarero este verano.',
      'El médico está en su consulta.',
      'Mi hermano está enfermo.',
    ],
  },
  'es-quantifier-agreement': {
    positive: [
      ['Hay mucho gente en la calle.', 'mucho gente', 'mucha gente'],
      ['Tengo mucho hambre.', 'mucho hambre', 'mucha hambre'],
      ['Muchos personas hablan inglés.', 'Muchos personas', 'Muchas personas'],
      ['Con poco agua no crecen las plantas.', 'poco agua', 'poca agua'],
      ['He estado allí muchos veces.', 'muchos veces', 'muchas veces'],
    ],
    negative: [
      'Hay mucha gente en la calle.',
      'Tengo mucho frío y mucho sueño.',
      'Me gusta mucho la música.',
      'Con mucho gusto te ayudo.',
      'Muchas personas hablan inglés.',
    ],
  },
  'es-tener-mucho': {
    positive: [
      ['Tengo muy hambre.', 'muy hambre', 'mucha hambre'],
      ['Tengo muy frío hoy.', 'muy frío', 'mucho frío'],
      ['Mi hijo tiene muy miedo de los perros.', 'muy miedo', 'mucho miedo'],
    ],
    negative: ['Tengo mucha hambre.', 'Tiene muy buena suerte.', 'Estoy muy cansada.', 'Hace muy frío hoy.'],
  },
  'es-age-tener': {
    positive: [
      ['Soy 25 años.', 'Soy 25 años', 'Tengo 25 años'],
      ['Mi hermano y yo somos veinte años y estudiamos juntos.', 'somos veinte años', 'tenemos veinte años'],
      ['¿Eres treinta y dos años?', 'Eres treinta y dos años', 'Tienes treinta y dos años'],
    ],
    negative: [
      'Tengo 25 años y soy estudiante.',
      'Ya son 25 años de casados.',
      'Soy de Valencia.',
      'Hace 25 años que vivo aquí.',
      'Somos 25 años de casados.',
      'Estoy 3 años en España.',
    ],
  },
  'es-gustar-yo': {
    positive: [
      ['Yo gusto el chocolate.', 'Yo gusto', 'Me gusta'],
      ['Yo no gusto los lunes.', 'Yo no gusto', 'No me gustan'],
      ['Yo gusto de bailar salsa.', 'Yo gusto de', 'Me gusta'],
    ],
    negative: ['Me gusta el chocolate.', 'Mucho gusto, yo soy Marta.', 'Yo, con mucho gusto, te ayudo.'],
  },
  'es-si-conditional': {
    positive: [
      ['Si tendría dinero, viajaría por todo el mundo.', 'tendría', 'tuviera'],
      ['Si yo sería rico, compraría una casa en la playa.', 'sería', 'fuera'],
      ['Si no estaría tan cansado, iría a la fiesta.', 'estaría', 'estuviera'],
      ['Me encanta Madrid. Si podríamos, viviríamos allí.', 'podríamos', 'pudiéramos'],
      ['Si me compraría un coche, te llevaría al trabajo.', 'compraría', 'comprara'],
      ['Si mis padres vivirían más cerca, los visitaría cada semana.', 'vivirían', 'vivieran'],
      ['Si la casa sería más grande, tendríamos un perro.', 'sería', 'fuera'],
    ],
    negative: [
      'Si tuviera dinero, viajaría por todo el mundo.',
      'Si tenía tiempo, iba al cine con mis amigos.',
      'No sé si podría venir mañana, pero te llamaría.',
      'Sí, podría ayudarte, pero no tendría tiempo.',
      'Si podría venir mañana, no lo sé.',
      'Si tendría que decirlo en una palabra: genial.',
      'Me pregunto si sería posible, y él diría que sí.',
      'Si la tenía en casa, te la daría.',
      'Si el día sería bueno, nadie lo sabía.',
    ],
  },
  'es-ningun-singular': {
    positive: [
      ['No tengo ningún problemas.', 'problemas', 'problema'],
      ['No conozco ninguna personas aquí.', 'personas', 'persona'],
      ['No encontré ninguna fotos.', 'fotos', 'foto'],
    ],
    negative: [
      'No hay ningún cumpleaños este mes.',
      'No tengo ningún paraguas.',
      'No vi ningún días libres.',
      'No tengo ningún casas.',
      'No tengo ningún problema.',
      'No tengo ningún pintalabios rojo.',
      'No encuentro ningún posavasos.',
      'No tengo ningún termos para el café.',
    ],
  },
  'es-body-article': {
    positive: [
      ['Me duele mi cabeza.', 'mi cabeza', 'la cabeza'],
      ['Ayer me dolían mucho mis pies.', 'mis pies', 'los pies'],
      ['Le duele su estómago desde ayer.', 'su estómago', 'el estómago'],
    ],
    negative: [
      'Me duele la cabeza.',
      'Mi cabeza me duele mucho.',
      'Me duele mi mala suerte.',
      'Me gusta mi casa.',
      'Me duelen tus ojos tristes.',
      'Nos duele su espalda cansada, pobre abuelo.',
      'Me duele mi pierna, no la tuya.',
      '¿Te duele tu brazo o el mío?',
    ],
  },
};

describeRules('Spanish learner-error rules', SPANISH_RULES, CASES);
