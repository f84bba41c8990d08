<!DOCTYPE html>
<!--[if lt IE 7 ]><html class="ie ie6" lang="en"> <![endif]-->
<!--[if IE 7 ]><html class="ie ie7" lang="en"> <![endif]-->
<!--[if IE 8 ]><html class="ie ie8" lang="en"> <![endif]-->
<!--[if (gte IE 9)|!(IE)]><!-->
<html lang="en">
<!--<![endif]-->

<!-- Mirrored from matchthemes.com/demohtml/dentalclinic/services.html by HTTrack Website Copier/3.x [XR&CO'2014], Sun, 12 Mar 2017 22:27:02 GMT -->
<head>
  <meta http-equiv="content-type" content="text/html; charset=UTF-8">
  <meta charset="utf-8">
  <title>Dental J.V.</title>

  <meta name="viewport" content="width=device-width, initial-scale=1.0">

  <link rel="stylesheet" href="css/bootstrap/css/bootstrap.min.css" type="text/css" media="screen">
  <link rel="stylesheet" href="style.css" type="text/css" media="screen">
  <link rel="stylesheet" href="css/colors.css" type="text/css" media="screen" />
  <link rel="stylesheet" href="js/prettyphoto/css/prettyPhoto.css" type="text/css" media="all" />

  <!-- HTML5 shim, for IE6-8 support of HTML5 elements -->
  <!--[if lt IE 9]>
      <script src="http://html5shim.googlecode.com/svn/trunk/html5.js"></script>
      <script src="http://css3-mediaqueries-js.googlecode.com/files/css3-mediaqueries.js"></script>
    <![endif]-->

  <script src="js/ajax.googleapis.com/ajax/libs/jquery/1.11.1/jquery.min.js" type="text/javascript"></script>
  <script src="js/ajax.googleapis.com/ajax/libs/jqueryui/1.10.2/jquery-ui.min.js" type="text/javascript"></script>
  <script src="css/bootstrap/js/bootstrap.min.js" type="text/javascript"></script>
  <script src="js/menu.js" type="text/javascript"></script>
  <script src="js/jquery.flexslider.min.js" type="text/javascript"></script>
  <script src="js/jquery.easing.min.js" type="text/javascript"></script>
  <script src="js/prettyphoto/js/jquery.prettyPhoto.js" type="text/javascript"></script>
  <script src="twitter/jquery.tweet.min.js" type="text/javascript"></script>
  <script src="js/init.js" type="text/javascript"></script>

  <!-- Global site tag (gtag.js) - Google Analytics -->
	<script async src="https://www.googletagmanager.com/gtag/js?id=UA-179378698-1">
	</script>
	<script>
	  window.dataLayer = window.dataLayer || [];
	  function gtag(){dataLayer.push(arguments);}
	  gtag('js', new Date());

	  gtag('config', 'UA-179378698-1');
	</script>

  <!-- Favicon -->
  <link rel="shortcut icon" type="image/png" href="/../images/favicon.png"/>
  
  <!-- Global site tag (gtag.js) - Google Ads: 1017200153 -->
	<script async src="https://www.googletagmanager.com/gtag/js?id=AW-1017200153"></script>
	<script>
	  window.dataLayer = window.dataLayer || [];
	  function gtag(){dataLayer.push(arguments);}
	  gtag('js', new Date());

	  gtag('config', 'AW-1017200153');
	</script>
	
	<!-- Event snippet for Website lead conversion page -->
	<script>
	  gtag('event', 'conversion', {'send_to': 'AW-1017200153/Og7HCPy_2_IBEJn8hOUD'});
	</script>

</head>

<body>
  <div class="mainWrap">
  <div class="wrap topbar">
    <div class="container">
      <ul class="social-media">
      <a href="https://goo.gl/maps/6ynWFzYNicYMD7nG7" target="_blank"><li><img src="images/mapa.png" /> <b>Av. Colón 296 1º piso Of. 13</b></li></a>
        <a href="https://api.whatsapp.com/send?phone=5493516957144&text=Quiero%20solicitar%20un%20turno" target="_blank"><li><img src="images/whatsapp.png" /><b> (0351)156957144</b></li></a>
        <li><img src="images/email.png" /> <b>medvaca@gmail.com</b></li>
      </ul>
    </div>
    <!--end container-->
  </div>
  <!--end topbar-->

  <!-- HEADER -->
  <header class="wrap">
  <div class="container">
    <a class="logo" href="index.php"><img src="images/logo.png" alt="DentalClinic" /></a>
    <nav id="nav-desktop">
      <ul class="menu">
        <li class=""><a href="index">INICIO</a>
          <!--<ul class="sub-menu">
            <li><a href="javascript:void(0)">Home Style 1</a></li>
            <li><a href="home2.html">Home Style 2</a></li>
            <li><a href="home3.html">Home Style 3</a></li>
          </ul>-->
        </li>
        <li class=""><a href="about">DRA. JOHANNA VACA</a>
        </li>
        <li class=""><a href="services">ESPECIALIDADES</a>
        </li>
        <li class=""><a href="faq">PREGUNTAS FRECUENTES</a></li>

        <!--<li><a href="obrassociales.php">OBRAS SOCIALES</a>
        </li>-->

        <!--<li class=""><a href="gallery.php">GALERIA</a>
        </li>-->


        <!--<li><a  href="cases.html">CASOS</a>
   <ul class="sub-menu">
   <li><a href="cases.html">Todos los Casos</a></li>
   <li><a href="cases-single-slideshow.html">Single - Slideshow</a></li>
   <li><a href="cases-single-video.html">Single - Video</a></li>
   <li><a href="cases-single-image.html">Single - One Image</a></li>
   </ul>
  </li>-->


        <li class=""><a href="contact">CONTACTO</a></li>
      </ul>
    </nav>
  </div>
  <!--end container-->
</header>
<!--end header-->


  <div class="wrap">
    <div class="container home-apoint">
      <div class="row">
        <div class="col-md-12 home-apoint-text">
          <h2>IMPLANTES</h2>
        </div>
      </div>
      <!--end row-->
    </div>
    <!--end container-->
  </div>
  <!--end wrap-->


  <div>
    <div class="container">


      <div class="row">
        <div class="col-md-12 faq-questions">

          <h4 class="trigger"><a href="#q1">¿Qué es un implante dental?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Una raíz artificial que funciona como la raíz del diente natural que se ha perdido.</p>
            <p>Cuando faltan un diente y su raíz, la solución a largo plazo para que se mantenga la función natural es un implante dental y una corona cuya apariencia coincida con la del diente original.</p>
          </div>
          <h4 class="trigger"><a href="#q2">¿Cuál es la principal ventaja del tratamiento con implantes dentales?</a></h4>
          <div id="q2" class="toggle_container">
            <p>Gracias a los implantes dentales podemos conservar el hueso maxilar y mantenerlo en plena forma, evitando el deterioro que se produce cuando se pierde uno o más dientes debido al cese en las fuerzas masticatorias.</p>
            <p>Los implantes dentales pueden contribuir a evitar el deterioro óseo gradual puesto que reproducen la acción de la raíz original, transmitiendo fuerzas masticatorias al hueso maxilar de una forma natural. Algo que no sucede con métodos convencionales como puentes o prótesis parciales.</p>
          </div>
          <h4 class="trigger"><a href="#q3">¿Es el tratamiento con implantes una solución costosa?</a></h4>
          <div id="q3" class="toggle_container">
            <p>Al contrario de lo que se podría pensar, las prótesis convencionales no siempre son una solución económica.</p>
            <p>El diseño inicial para el tratamiento con implantes dentales varía en función del número de implantes necesarios y si se necesita aumento de hueso. Otros factores incluyen la propia cirugía, el trabajo del laboratorio, la rehabilitación protética, la complejidad del caso, etc.</p>
            <p>Solo puede elaborarse un presupuesto una vez que se han abordado todos estos aspectos y, en algunas situaciones, los implantes dentales pueden ser más rentables a largo plazo.</p>
          </div>
          <h4 class="trigger"><a href="#q4">¿Existen riesgos en la colocación de los implantes?</a></h4>
          <div id="q4" class="toggle_container">
            <p>El tratamiento con implantes no es un enfoque experimental, sino más bien una técnica dental avanzada y ampliamente acreditada que ha sido probada científicamente y utilizada durante décadas por odontólogos y cirujanos de todo el mundo.</p>
            <p>Dependiendo del estado de salud de cada paciente, los factores potenciales de riesgo pueden variar. Una higiene bucal deficiente o una cicatrización limitada de la herida a causa de enfermedades preexistentes pueden reducir las probabilidades de que el implante se conserve.</p>
            <p>Puesto que todos los procedimientos quirúrgicos implican riesgos potenciales, su odontólogo evaluará si los implantes dentales son la solución para usted.</p>
          </div>
          <h4 class="trigger"><a href="#q5">¿Es una cirugía dolorosa?</a></h4>
          <div id="q5" class="toggle_container">
            <p>Los implantes dentales se insertan generalmente con anestesia local para reducir las molestias Si tiene cualquier duda sobre el estado de la zona del implante después de la intervención, asegúrese de consultárselo al dentista.</p>

          </div>

          <h4 class="trigger"><a href="#q6">¿Existen cifras sobre el nivel de satisfacción de las personas con implantes?</a></h4>
          <div id="q6" class="toggle_container">
            <p>De acuerdo con una encuesta efectuada a más de 10 000 pacientes de Alemania (encuesta Riegl 6), el 66 % de los encuestados se mostraron «muy satisfechos» con sus restauraciones implantosoportadas y el 31 % declaró estar «satisfechos». De los pacientes con restauraciones convencionales sin implantes, solo el 42 % declaraba estar «muy satisfechos» y un 44 % declaró que estaban satisfechos en general.</p>

          </div>

          <h4 class="trigger"><a href="#q7">¿Hay alguna limitación al tratamiento con implantes?</a></h4>
          <div id="q7" class="toggle_container">
            <p>Los implantes pueden insertarse en cuanto la mandíbula haya dejado de crecer. Por ello, en los pacientes jóvenes, los implantes dentales solo se pueden colocar una vez que los huesos maxilares estén totalmente desarrollados. En el otro extremo del espectro no hay ningún límite de edad, siempre y cuando, por supuesto, el paciente no presente factores de riesgo médicos considerables.</p>

          </div>


        </div>
        <!--end col-md-12 -->
      </div>
      <!--end row-->

    </div>
    <!--end container-->
  </div>
  <!--end wrap-->



<!--  <div class="wrap">
    <div class="container home-apoint">
      <div class="row">
        <div class="col-md-12 home-apoint-text">
          <h2>ORTODONCIA</h2>
        </div>
      </div>

    </div>

  </div>


  <div>
    <div class="container">


      <div class="row">
        <div class="col-md-12 faq-questions">

          <h4 class="trigger"><a href="#q1">¿Qué es la ortodoncia?</a></h4>
          <div id="q1" class="toggle_container">
            <p>La ortodoncia se especializa en diagnosticar, prevenir y tratar las irregularidades dentales, maxilares y faciales, también llamados problemas de maloclusión (mala mordida).</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Por qué es importante alinear los dientes?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Los dientes en mala posición y los que no muerden correctamente unos contra otro son difíciles de mantener limpios, corren riesgos de pérdida precoz debido a caries y enfermedades periodontales, y ocasionan una tensión extra sobre los músculos de la masticación que puede generar dolores de cabeza, síndrome de ATM y dolores varios en cuello, hombros y espalda. Además, los dientes girados o posicionados incorrectamente desmerecen nuestro aspecto.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cuánto cuesta el Tratamiento de Ortodoncia?</a></h4>
          <div id="q1" class="toggle_container">
            <p>El costo del tratamiento depende de múltiples factores, incluyendo la severidad del problema, su complejidad y tiempo de tratamiento. El ortodoncista le explicará los costos estimados en una primera evaluación, como así también las formas de pago.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cuánto dura el tratamiento?</a></h4>
          <div id="q1" class="toggle_container">
            <p>En general un tratamiento de ortodoncia tiene un promedio de duración de 24 meses, dependiendo del caso clínico y de la colaboración del paciente.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cada cuánto debo visitar a mi ortodoncista?</a></h4>
          <div id="q1" class="toggle_container">
            <p>El control del tratamiento se realiza aproximadamente cada 30 días, no pudiendo ser más seguidas las consultas debido a que los tejidos dentarios tienen un tiempo biológico que hay respetar para poder generar el movimiento deseado en cada diente, sin lesionar ninguna estructura ósea. </p>

          </div>

          <h4 class="trigger"><a href="#q1">Me faltan algunos dientes. ¿El Tratamiento de Ortodoncia puede mejorar mi mordida?</a></h4>
          <div id="q1" class="toggle_container">
            <p>El Tratamiento de Ortodoncia puede crear o cerrar espacios dejados por elementos dentarios perdidos. El Ortodoncista trabajará en forma interdisciplinaria con el especialista en implantes para lograr los mejores resultados en cada paciente.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Una vez terminado el tratamiento, la posición de los dientes es permanente?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Sí, siempre y cuando el paciente use la contención que se coloca una vez finalizado el tratamiento.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Una vez en tratamiento puedo comer cualquier cosa?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Se pueden ingerir todo tipo de alimentos, con cuidado puntualmente con las comidas duras y/o pegajosas (goma de mascar, caramelos, gomitas, etc.) porque pueden adherirse a los brackets y despegarlos. No se pueden usar los dientes para desgarrar o morder la comida, sino que se debe cortar y llevarla a la boca.</p>

          </div>

        </div>

      </div>


    </div>

  </div>
 -->



  <div class="wrap">
    <div class="container home-apoint">
      <div class="row">
        <div class="col-md-12 home-apoint-text">
          <h2>PROTESIS DENTALES</h2>
        </div>
      </div>
      <!--end row-->
    </div>
    <!--end container-->
  </div>
  <!--end wrap-->

  <div>
    <div class="container">


      <div class="row">
        <div class="col-md-12 faq-questions">

          <h4 class="trigger"><a href="#q1">¿Cuándo se usa una prótesis fija y cuando una removible?</a></h4>
          <div id="q1" class="toggle_container">
            <p>La prótesis fija se utiliza en los casos en que únicamente se han perdido algunos dientes. La característica más importante es el alto grado de estética y funcionalidad que proporcionan, además de su comodidad ya que no pueden ser removidas por estar fuertemente cementadas.</p>
            <p>Las prótesis removibles se utilizan en los casos en que no se pueden realizar tratamientos de implantes dentales ni de prótesis fijas debido al número de piezas dentales ausentes o a la cantidad de hueso disponible.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Qué tipos de restauraciones se emplean luego de un tratamiento de conducto?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Existen diversas alternativas de acuerdo a la cantidad de tejido cariado perdido del diente. </p>
            <p>Entre ellas se encuentran las incrustaciones, los pernos y las coronas.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cuánto tiempo dura una prótesis removible?</a></h4>
          <div id="q1" class="toggle_container">
            <p>El tiempo aproximado de duración en correcto funcionamiento de una prótesis removible es de 5 a 10 años, dependiendo del uso, la asistencia a controles periódicos, la cantidad de dientes a reponer, etc.</p>

          </div>


        </div>
        <!--end col-md-12 -->
      </div>
      <!--end row-->

    </div>
    <!--end container-->
  </div>
  <!--end wrap-->



  <div class="wrap">
    <div class="container home-apoint">
      <div class="row">
        <div class="col-md-12 home-apoint-text">
          <h2>BLANQUEAMIENTO</h2>
        </div>
      </div>
      <!--end row-->
    </div>
    <!--end container-->
  </div>
  <!--end wrap-->

  <div>
    <div class="container">


      <div class="row">
        <div class="col-md-12 faq-questions">

          <h4 class="trigger"><a href="#q1">¿Que causa la decoloración de los dientes?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Muchas cosas pueden afectar el color blanco de sus dientes: diferentes tipos de alimentación, algunas bebidas, el tabaco, medicamentos y algunas enfermedades pueden producir decoloraciones antiestéticas.</p>
            <p>El paso de la edad también puede oscurecer sus dientes.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cómo funciona el blanqueamiento dental?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Una vez examinado por su odontólogo, se le colocará un gel de blanqueamiento que liberará oxígeno y blanqueará las decoloraciones de sus dientes de una forma segura y sencilla.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cuánto dura el efecto del blanqueamiento dental?</a></h4>
          <div id="q1" class="toggle_container">
            <p>La duración dependerá de su forma de vida: el efecto del blanqueamiento normalmente dura un año. El tipo de alimentación, la bebida que ingiera, hábitos de tabaco, edad e higiene bucal, influyen en la duración del efecto blanqueador y en la reaparición nuevamente de las decoloraciones.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cómo puedo mantener los dientes blancos el máximo tiempo posible?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Una buena higiene bucal es la base para mantener durante más tiempo los dientes blancos. Las limpiezas profesionales por parte de su odontólogo, también ayudaran al éxito del tratamiento.</p>
            <p>Si sus dientes muestran signos de nuevas decoloraciones, el tratamiento de blanqueamiento puede repetirse. </p>
            <p>Normalmente en estos casos, son necesarias menos aplicaciones de gel que la primera vez.</p>

          </div>



        </div>
        <!--end col-md-12 -->
      </div>
      <!--end row-->

    </div>
    <!--end container-->
  </div>
  <!--end wrap-->



  <div class="wrap">
    <div class="container home-apoint">
      <div class="row">
        <div class="col-md-12 home-apoint-text">
          <h2>ODONTOPEDIATRIA</h2>
        </div>
      </div>
      <!--end row-->
    </div>
    <!--end container-->
  </div>
  <!--end wrap-->

  <div>
    <div class="container">


      <div class="row">
        <div class="col-md-12 faq-questions">

          <h4 class="trigger"><a href="#q1">¿Las caries puede trasmitirse de padre a hijo?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Un aspecto importante y tal vez poco conocido es que las caries se transmiten de padres a hijos desde de los seis meses de vida, en actos cotidianos como probar la papilla, al “limpiar” el chupete en la boca del adulto o al besar a los niños en la boca.</p>
            <p>En este sentido, la prevención comienza en el cuidado de la salud bucal de toda la familia.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿A partir de qué edad mi hijo debe acudir a la consulta odontología?</a></h4>
          <div id="q1" class="toggle_container">
            <p>En la actualidad se recomienda iniciar el control odontológico durante el primer año de vida del niño y luego cada seis meses o cada 3 si tiene riesgo o actividad de caries.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cómo prevenir las caries en los niños?</a></h4>
          <div id="q1" class="toggle_container">
            <p>La topicación con flúor en forma periódica y los sellados actúan como una capa protectora evitando la acción de las bacterias que producen la caries de primera infancia (CPI).</p>
            <p>Ambas prácticas deben estar acompañadas de una correcta higiene oral con el cepillo adecuado a la edad del niño evitando el consumo excesivo de golosinas y azúcar agregada en bebidas y otros alimentos.</p>

          </div>


        </div>
        <!--end col-md-12 -->
      </div>
      <!--end row-->

    </div>
    <!--end container-->
  </div>
  <!--end wrap-->



  <div class="wrap">
    <div class="container home-apoint">
      <div class="row">
        <div class="col-md-12 home-apoint-text">
          <h2>ENDODONCIA</h2>
        </div>
      </div>
      <!--end row-->
    </div>
    <!--end container-->
  </div>
  <!--end wrap-->

  <div>
    <div class="container">


      <div class="row">
        <div class="col-md-12 faq-questions">

          <h4 class="trigger"><a href="#q1">¿En qué consiste el tratamiento de conducto?</a></h4>
          <div id="q1" class="toggle_container">
            <p>El endodoncista remueve el tejido inflamado o infectado del interior del diente o muela, limpia y desinfecta dentro de la o las raíces y rellena los conductos con materiales biocompatibles. Luego, el paciente regresa a su odontólogo de cabecera para una restauración definitiva (perno y corona).</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cuándo un diente se va a tratamiento de conducto?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Entre los síntomas más frecuentes, el paciente puede presentar sensibilidad al frío o calor, dolor al masticar, cambio de color del diente, edema (hinchazón) de la encía o en el rostro. Los casos se presentan generalmente por caries profundas o golpes en los dientes.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Es un procedimiento doloroso?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Es común creer que la endodoncia es un tratamiento doloroso. Sin embargo, en nuestra clínica el procedimiento se lleva a cabo con modernas técnicas y anestésicos de comprobada efectividad que evitan cualquier molestia y brindan confort y seguridad a nuestros pacientes.</p>

          </div>


        </div>
        <!--end col-md-12 -->
      </div>
      <!--end row-->

    </div>
    <!--end container-->
  </div>
  <!--end wrap-->


  <div class="wrap">
    <div class="container home-apoint">
      <div class="row">
        <div class="col-md-12 home-apoint-text">
          <h2>PERIODONCIA</h2>
        </div>
      </div>
      <!--end row-->
    </div>
    <!--end container-->
  </div>
  <!--end wrap-->

  <div>
    <div class="container">


      <div class="row">
        <div class="col-md-12 faq-questions">

          <h4 class="trigger"><a href="#q1">¿Para qué sirve el tratamiento periodontal?</a></h4>
          <div id="q1" class="toggle_container">
            <p>El tratamiento de periodoncia resuelve las enfermedades de las encías y de los tejidos que rodean a los dientes y los sujetan en los maxilares. Estas enfermedades se dividen en gingivitis y periodontitis.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cuál es la importancia del tratamiento periodontal?</a></h4>
          <div id="q1" class="toggle_container">
            <p>La importancia de realizar un tratamiento periodontal completo y en profundidad radica en la necesidad de mantener el aparato de inserción del diente en condiciones de salud para evitar los problemas derivados de esta enfermedad, tales como movilidad de las piezas dentales, supuración e incluso la perdida espontanea de los dientes.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cuáles son las consecuencias de no realizar un correcto tratamiento?</a></h4>
          <div id="q1" class="toggle_container">
            <p>La principal consecuencia es que si la enfermedad no es diagnosticada y tratada avanza de forma crónica y silenciosa hasta estadios finales en los que se genera un daño irreversible. Además la enfermedad periodontal es producida por bacterias altamente patógenas que pueden diseminarse y producir infecciones en otros órganos.</p>

          </div>


        </div>
        <!--end col-md-12 -->
      </div>
      <!--end row-->

    </div>
    <!--end container-->
  </div>
  <!--end wrap-->


  <div class="wrap">
    <div class="container home-apoint">
      <div class="row">
        <div class="col-md-12 home-apoint-text">
          <h2>ESTOMATOLOGIA</h2>
        </div>
      </div>
      <!--end row-->
    </div>
    <!--end container-->
  </div>
  <!--end wrap-->

  <div>
    <div class="container">


      <div class="row">
        <div class="col-md-12 faq-questions">

          <h4 class="trigger"><a href="#q1">¿Qué es la Estomatología?</a></h4>
          <div id="q1" class="toggle_container">
            <p>La estomatología es la rama de la odontología que se ocupa del estudio y el cuidado de los tejidos blandos, que incluyen labios, lengua, carrillos, paladar y piso de boca. Estos sitios pueden padecer diversos tipos de lesiones, cuyo diagnóstico y tratamiento oportuno es fundamental para mantener una salud bucal óptima.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Qué tipos de lesiones se pueden encontrar?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Las lesiones que pueden aparecer son muy diversas, y van desde una mancha en algún sitio hasta una ampolla o tumoración que sea francamente visible.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cuál es el tratamiento para estas lesiones?</a></h4>
          <div id="q1" class="toggle_container">
            <p>En un gran número de casos, el tratamiento de elección suele ser la biopsia, es decir la remoción de una porción del tejido afectado y su posterior análisis anatomopatológico para confirmar el diagnóstico.</p>

          </div>

          <h4 class="trigger"><a href="#q1">¿Cuál es la importancia de detectar estas lesiones a tiempo?</a></h4>
          <div id="q1" class="toggle_container">
            <p>Es fundamental el diagnóstico precoz de las diferentes lesiones en la cavidad bucal puesto que algunas de ellas pueden ser manifestaciones previas de otras enfermedades o cuadros clínicos, tales como Diabetes, Celiaquía, Virus del Herpes, HPV y en el peor de los casos algunos tipos de cáncer. </p>

          </div>

        </div>
        <!--end col-md-12 -->
      </div>
      <!--end row-->

    </div>
    <!--end container-->
  </div>
  <!--end wrap-->


  <!-- FOOTER -->
  <footer class="wrap margin-block">
  <div class="container">
    <div class="row">
      <div class="col-md-3 foo-block">

      </div>
      <!--end col-md-3-->

    </div>
    <!--end row-->
  </div>
  <!--end container-->
</footer>
<!--end wrap-->

<div class="wrap copy-holder">
  <div class="container">
    <div class="row">
      <div class="col-md-12 text-center copyright">
        <span>&copy; 2021 <a href="#">Dental J.V. Centro Odontológico</a> fue desarrollado por <a href="#">Guillermo A. Diarte</a> | Tel: (0351)153146924 | Mail: Guillermo.diarte@gmail.com</span>
      </div>
      <!--end copyright-->
    </div>
    <!--end row-->
  </div>
  <!--end container-->
</div>
<!--end wrap-->

  </div>
  <!--end mainWrap-->
</body>

<!-- Mirrored from matchthemes.com/demohtml/dentalclinic/faq.html by HTTrack Website Copier/3.x [XR&CO'2014], Sun, 12 Mar 2017 22:27:02 GMT -->

</html>