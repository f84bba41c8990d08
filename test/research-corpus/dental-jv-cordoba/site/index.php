<!DOCTYPE html>
<html lang="en">

<!-- HEAD -->
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
  <!-- SUBHEAD -->
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

    <div class="flexslider-top">
      <ul class="slides">

        <li>
          <a href="#"><img src="images/home/slider-1.jpg" alt="" /></a>
          <div class="flex-caption">
            <span>Tratamientos de calidad para la Rehabilitación Estética</span>
          </div>
        </li>

        <li>
          <a href="#"><img src="images/home/slider-4.jpg" alt="" /></a>
          <div class="flex-caption">
            <span>Rehabilitación oral integral mediante Implantes Dentales</span>
          </div>
        </li>

        <li>
          <a href="#"><img src="images/home/slider-5.jpg" alt="" /></a>
          <div class="flex-caption">
            <span>Urgencias: Seguimos trabajando para cuidarte</span>
          </div>
        </li>

        <li>
          <a href="#"><img src="images/home/slider-2.jpg" alt="" /></a>
          <div class="flex-caption">
            <span>Procedimientos adaptados para los mas pequeños</span>
          </div>
        </li>

        <li>
          <a href="#"><img src="images/home/slider-3.jpg" alt="" /></a>
          <div class="flex-caption">
            <span>Materiales de última generación a tu alcance</span>
          </div>
        </li>

        <li>
          <a href="#"><img src="images/home/slider-6.jpg" alt="" /></a>
          <div class="flex-caption">
            <span>Especializados en resolver problemas de encías</span>
          </div>
        </li>


      </ul>

    </div>
    <!--end flexslider-->
  </div>
  <!--end wrap-->


  <div class="wrap">
    <div class="container">
      <div class="row">

        <div class="col-md-4 home-feature">
          <p class="img-feature"><img src="images/home/feature-1-implante-dental.jpg" alt="" /></p>
          <h2>Implantes Dentales</h2>
          <p>La solución más eficiente e innovadora de sustituir las piezas dentales pérdidas o ausentes mediante un tratamiento efectivo, predecible y científicamente avalado.</p>
        </div>
        <!--end home-feature-->

        <div class="col-md-4 home-feature">
          <p class="img-feature"><img src="images/home/feature-2-cirugia.jpg" alt="" /></p>
          <h2>Cirugía Bucal</h2>
          <p>Con un enfoque minimamente invasivo, todo procedimiento quirúrgico debe realizarse con una técnica osteoconservadora para preservar las estructuras adyacentes a la pieza dentaria a extraer.</p>
        </div>
        <!--end home-feature-->

        <div class="col-md-4 home-feature">
          <p class="img-feature"><img src="images/home/feature-3-protesis-dental.jpg" alt="" /></p>
          <h2>Prótesis Dentales</h2>
          <p>Distintas alternativas de tratamiento y materiales para su confección de acuerdo a la cantidad de dientes ausentes, las expectativas del paciente, la necesidad de devolver estética y función, etc.</p>
        </div>
        <!--end home-feature-->

      </div>
      <!--end row-->
    </div>
    <!--end container-->
  </div>
  <!--end wrap-->

  <div class="wrap">
    <div class="container">
      <div class="row">
        <div class="col-md-12 margin-block">
          <header class="home-title">
            <h3>ACTUALIDAD</h3>
          </header>
          <div class="row">
            <div class="col-md-4 block-3col">
              <div class="gal-img">
                <a href="#"><img class="img-responsive" src="images/home/news-1-bioseguridad.jpg" alt="" /></a>
              </div>
              <!--end gal-img-->
            </div>
            <!--col-md-4-->

            <div class="col-md-8 block-3col">
              <br><br>
              <h4>En el escenario epidemiológico actual, seguimos trabajando para cuidar tu salud mediante la atención de urgencias odontológicas, cumpliendo con el Protocolo consensuado con Confederación Odontológica de la República Argentina – Asociación Odontológica Argentina (CORA-AOA).</h4>
              <h4>Comunicate con nosotros para solicitar tu atención programada:</h4>
            </div>
            <!--col-md-4-->

          </div>
          <!--row-->
        </div>
        <!--end col-md-12-->

      </div>
      <!--end row-->
    </div>
    <!--end container-->
  </div>
  <!--end wrap-->


  <div class="wrap  margin-block">
    <div class="container home-apoint">
      <div class="row">

        <ul>
          <li>
            <div class="col-md-12 home-apoint-text">
              <h2><a href="https://api.whatsapp.com/send?phone=5493516957144&text=Quiero%20solicitar%20un%20turno" target="_blank" style="text-decoration: none">Solicitá tu turno por Whatsapp haciendo click aquí: <img src="images/whatsappBig.png" /> (0351)156957144</a></h2>
            </div>
          </li>
        </ul>
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

</html>
