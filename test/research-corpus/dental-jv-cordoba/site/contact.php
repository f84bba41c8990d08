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
          <h2>Contacto</h2>
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

        <div class="col-md-12 g-map">
          <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d6810.122485769206!2d-64.19115016577273!3d-31.412438695351376!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x9432987885b1a45b%3A0xeceef6322cbe79d7!2sAv.%20Col%C3%B3n%20290%2C%20X5000%20EPP%2C%20C%C3%B3rdoba!5e0!3m2!1ses!2sar!4v1622129649522!5m2!1ses!2sar" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>

        </div>
      </div>
      <!--end row-->

      <div class="row">
        <div class="col-md-9">

          <header class="home-title">
            <h3>Contactanos</h3>
          </header>


          <div id="contact-container" class="margin-t clearfix">
            <form method="post" id="my-form" action="contact-form.php">

              <input type="text" id="nombre" name="nombre" class="comm-field" placeholder="Nombre" value="" size="22" tabindex="1" aria-required='true' />

              <input type="email" id="email" name="email" class="comm-field" placeholder="Email" value="" size="22" tabindex="2" aria-required='true' />

              <input type="text" id="asunto" name="asunto" class="comm-field" placeholder="Asunto" value="" size="22" tabindex="3" aria-required='true' />

              <textarea id="message2" name="message2" placeholder="Mensaje" rows="9" tabindex="4"></textarea>


              <p class="antispam">Leave this empty: <input type="text" name="url" /></p>

              <input type="submit" value="Enviar Mensaje" id="submit" name="submit" tabindex="5" />

            </form>
          </div>

          <div id="output"></div>

        </div>
        <!--end col-md-9-->

        <div class="col-md-3">

          <header class="home-title">
            <h3>Encontranos</h3>
          </header>

          <div class="margin-t">

            <div class="sidebar-archive">
              <ul>
                <li><img src="images/logos/posicion.png"/><a href="https://goo.gl/maps/6ynWFzYNicYMD7nG7" target="_blank"> Av. Colón 296 1º piso Of. 13 - Córdoba Capital</a></li>
                <li><img src="images/logos/whatsapp.png"/><a href="https://api.whatsapp.com/send?phone=5493516957144&text=Quiero%20solicitar%20un%20turno" target="_blank"> (0351)156957144</a></li>
                <li><img src="images/logos/gmail.png"/> medvaca@gmail.com</li>
                <li><img src="images/logos/facebook.png"/><a href="https://www.facebook.com/Dental-JV-101763618359244" target="_blank"> Tu Mejor Sonrisa</a></li>
                <li><img src="images/logos/instagram.png"/><a href="https://www.instagram.com/dentalj.v/" target="_blank"> Tu Mejor Sonrisa</a></li>

              </ul>
            </div>

          </div>



        </div>
        <!--end col-md-3-->
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

<!-- Mirrored from matchthemes.com/demohtml/dentalclinic/contact.html by HTTrack Website Copier/3.x [XR&CO'2014], Sun, 12 Mar 2017 22:27:15 GMT -->

</html>
