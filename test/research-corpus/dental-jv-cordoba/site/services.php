<!DOCTYPE html>
<html lang="en">

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
          <h2>Especialidades</h2>
        </div>
      </div>
      <!--end row-->
    </div>
    <!--end container-->
  </div>
  <!--end wrap-->


  <div class="wrap margin-block">
    <div class="container">


      <div class="row">
        <div class="col-md-3 team-member">
          <p class="img-feature"><img src="images/services/blanqueamiento.jpg" alt="" /></p>
          <h2>BLANQUEAMIENTO</h2>
          <br>
          <p>Las Técnicas de Blanqueamiento cambian el color natural del diente, generalmente entre cinco a siete tonalidades más blanco. Tanto el blanqueamiento que se realiza en el consultorio por el profesional y el realizado en casa utilizando una cubeta emplean un compuesto blanqueador activo que ayuda a eliminar manchas superficiales o profundas.</p>
        </div>
        <!--end team-member-->

        <div class="col-md-3 team-member">
          <p class="img-feature"><img src="images/services/cirugia.jpg" alt="" /></p>
          <h2>CIRUGIA</h2>
          <br>
          <p>La extracción dental es el procedimiento mediante el cual se remueve una pieza dental por mal pronóstico o por motivos ortodónticos. Es importante destacar que debe ser un procedimiento “osteoconservador” que afecte lo menos posible los tejidos aledaños, para poder posibilitar una rehabilitación posterior de la zona intervenida.</p>
        </div>
        <!--end team-member-->

        <div class="col-md-3 team-member">
          <p class="img-feature"><img src="images/services/endodoncia.jpg" alt="" /></p>
          <h2>ENDODONCIA</h2>
          <br>
          <p>Los tratamientos de conducto se aplican cuando se ve afectado el interior del diente, en el cual se encuentra su paquete nervioso. Es un procedimiento mediante el cual se elimina dicho paquete nervioso y se lo reemplaza por materiales biocompatibles para permitir la posterior reconstrucción del tejido dentario perdido.</p>
        </div>
        <!--end team-member-->

        <div class="col-md-3 team-member">
          <p class="img-feature"><img src="images/services/estomatologia.jpg" alt="" /></p>
          <h2>ESTOMATOLOGIA</h2>
          <br>
          <p>La estomatología es la rama de la odontología que se ocupa del cuidado de los tejidos blandos de la cavidad bucal: labios, lengua, mejillas, paladar. Es fundamental conocer la cantidad de lesiones que pueden presentarse en ellos y la importancia de un diagnostico precoz y un tratamiento oportuno, para lo cual se requiere una consulta periódica preventiva.</p>
        </div>
        <!--end team-member-->
      </div>
      <!--end row-->

      <div class="row">
        <div class="col-md-3 team-member">
          <p class="img-feature"><img src="images/services/implantes.jpg" alt="" /></p>
          <h2>IMPLANTES</h2>
          <br>
          <p>La aplicación de implantes dentales representa la solución más eficiente e innovadora de sustituir las piezas dentales perdidas mediante el empleo de dispositivos de titanio que reemplazan las raíces de los dientes ausentes en combinación con coronas de cerámica que reemplazan las coronas de dichas piezas dentales, para devolver forma y función al paciente.</p>
        </div>
        <!--end team-member-->

        <div class="col-md-3 team-member">
          <p class="img-feature"><img src="images/services/protesis.jpg" alt="" /></p>
          <h2>PROTESIS</h2>
          <br>
          <p>Existen en la actualidad distintas alternativas de tratamiento y materiales para su confección de acuerdo a la cantidad de dientes ausentes, las expectativas del paciente, la necesidad de devolver estética y función, el estado de conservación del tejido desdentado, el tiempo transcurrido.</p>
        </div>
        end team-member-->


        <div class="col-md-3 team-member">
          <p class="img-feature"><img src="images/services/urgencias.jpg" alt="" /></p>
          <h2>URGENCIAS</h2>
          <br>
          <p>El tratamiento odontológico de urgencia posibilita resolver diferentes situaciones dolorosas o traumáticas para el paciente, tales como un dolor dentario, la fractura dentaria por accidente, la caída de un perno y corona, la ruptura de una prótesis removible, etc.</p>
        </div>
        <!--end team-member-->

        <div class="col-md-3 team-member">
          <p class="img-feature"><img src="images/services/periodoncia.jpg" alt="" /></p>
          <h2>PERIODONCIA</h2>
          <br>
          <p>Antiguamente conocida como “piorrea”, la enfermedad periodontal es la destrucción del aparato de sostén de los dientes, lo cual lleva a problemas tales como sangrado de encías, mal aliento, presencia de sarro hasta terminar en movilidad de los elementos dentarios y, si no es tratada correctamente, puede llevar a la perdida espontanea de las piezas dentales afectadas.</p>
        </div>
        <!--end team-member-->
      </div>
      <!--end row-->


      <div class="row">
	  
	  <div class="col-md-3 team-member">
          <p class="img-feature"><img src="images/services/odontopediatria.jpg" alt="" /></p>
          <h2>ODONTOPEDIATRIA</h2>
          <br>
          <p>La odontopediatría se dedica al cuidado integral de la salud bucal de los mas pequeños. Un Odontólogo especializado en el trabajo con niños (odontopediatra) tomará las medidas necesarias para que su consultorio sea un lugar agradable para los niños. Su abordaje incluye prácticas preventivas y terapéuticas.</p>
        </div>
      
      <div class="col-md-3 team-member">
          <p class="img-feature"><img src="images/services/ortodoncia.jpg" alt="" /></p>
          <h2>ORTODONCIA</h2>
          <br>
          <p>La ortodoncia se especializa en diagnosticar, prevenir y tratar los problemas de maloclusión (mala mordida) con el fin de lograr una boca sana, una sonrisa de aspecto agradable y dientes con mejores condiciones para aumentar las posibilidades de durar toda la vida.</p>
        </div>
        <!--end team-member-->

      </div>
	  <!--end team-member-->
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

<!-- Mirrored from matchthemes.com/demohtml/dentalclinic/about-4col.html by HTTrack Website Copier/3.x [XR&CO'2014], Sun, 12 Mar 2017 22:27:02 GMT -->

</html>
