<!DOCTYPE html>
    <html lang="en">

    <head>
        <meta charset="utf-8">
        <meta http-equiv="X-UA-Compatible" content="IE=edge">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Fisioterapia embarazadas Madrid - Torre Espacio | Clínica Aguirre</title>
		<meta name="description" content="Somos expertos en fisioterapia embarazadas Madrid. Pruebe nuestros masajes para embarazadas Madrid, los cuales te ayudarán en la preparación al parto. También realizamos masajes linfáticos para embarazadas en Madrid. ¡Visítanos en la Plaza Quito cerca del Santiago Bernabeu!">
        <!-- Favicon -->
        <link rel="apple-touch-icon" sizes="57x57" href="assets/images/logo-clinica-aguirre.png">
        <link rel="apple-touch-icon" sizes="60x60" href="assets/images/logo-clinica-aguirre.png">
        <link rel="apple-touch-icon" sizes="72x72" href="assets/images/logo-clinica-aguirre.png">
        <link rel="apple-touch-icon" sizes="76x76" href="assets/images/logo-clinica-aguirre.png">
        <link rel="apple-touch-icon" sizes="114x114" href="assets/images/logo-clinica-aguirre.png">
        <link rel="apple-touch-icon" sizes="120x120" href="assets/images/logo-clinica-aguirre.png">
        <link rel="apple-touch-icon" sizes="144x144" href="assets/images/logo-clinica-aguirre.png">
        <link rel="apple-touch-icon" sizes="152x152" href="assets/images/logo-clinica-aguirre.png">
        <link rel="apple-touch-icon" sizes="180x180" href="assets/images/logo-clinica-aguirre.png">
        <link rel="icon" type="image/png" sizes="192x192" href="assets/images/logo-clinica-aguirre.png">
        <link rel="icon" type="image/png" sizes="32x32" href="assets/images/logo-clinica-aguirre.png">
        <link rel="icon" type="image/png" sizes="96x96" href="assets/images/logo-clinica-aguirre.png">
        <link rel="icon" type="image/png" sizes="16x16" href="assets/images/logo-clinica-aguirre.png">
        <link rel="manifest" href="/manifest.json">
        <meta name="msapplication-TileColor" content="#ffffff">
        <meta name="msapplication-TileImage" content="/ms-icon-144x144.png">
        <meta name="theme-color" content="#ffffff">
        <!-- plugins -->
        <link href="assets/bootstrap/dist/css/bootstrap.min.css" rel="stylesheet">
        <link href="assets/ionicons/css/ionicons.min.css" rel="stylesheet">
        <link href="assets/bower_components/flexslider/flexslider.min.css" rel="stylesheet">
        <link rel='stylesheet' type="text/css" href="assets/dzsparallaxer/dzsparallaxer.min.css" />
        <link href="assets/cubeportfolio/css/cubeportfolio.min.css" rel="stylesheet">
        <!--main css file-->
        <link href="assets/css/style.min.css" rel="stylesheet">
        <link href="assets/css/contact.min.css" rel="stylesheet">
        <!-- HTML5 shim and Respond.js for IE8 support of HTML5 elements and media queries -->
        <!-- WARNING: Respond.js doesn't work if you view the page via file:// -->
        <!--[if lt IE 9]>
          <script src="https://oss.maxcdn.com/html5shiv/3.7.2/html5shiv.min.js"></script>
          <script src="https://oss.maxcdn.com/respond/1.4.2/respond.min.js"></script>
        <![endif]-->
		<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=UA-57488827-1"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());

  gtag('config', 'UA-57488827-1');
</script>
  

    </head>

    <body data-spy="scroll">
        <div id="preloader">
            <div id="preloader-inner"></div>
        </div>
        <!--/preloader-->
        <!--top bar start-->



        <!--  navbar -->
        <nav class="navbar navbar-expand-md  navbar-default header-fullscreen sticky-header navbar-light bg-faded">
            <div class="container">
                <div id="nav-logo" class="col-sm-4 col-md-2 col-lg-4">
                    <a href="http://www.clinicaaguirre.com"><img class="logo-image" src="assets/images/logo-clinica-aguirre.png"></a><span class="logo-text">CLÍNICA AGUIRRE</span></div>
                <button class="navbar-toggler navbar-toggler-right" type="button" data-toggle="collapse" data-target="#navbarSupportedContent" aria-controls="navbarSupportedContent" aria-expanded="false" aria-label="Toggle navigation">
                    <span class="navbar-toggler-icon"></span>
                </button>


                <div class="collapse navbar-collapse" id="navbarSupportedContent">
                    <ul class="navbar-nav ml-auto">
                        <li class=" nav-item"><a data-scroll href="index.php" class="nav-link">Inicio</a></li>
                        <li class=" nav-item"><a data-scroll href="about.php" class="nav-link">Quienes somos</a></li>
                        <li class=" nav-item"><a data-scroll href="clinica.php" class="nav-link">La clínica</a></li>
                        <li class=" nav-item"><a data-scroll href="servicios.php" class="nav-link">Tratamientos</a></li>
                        <li class=" active nav-item"><a data-scroll href="contacto.php" class="nav-link">Contacto</a></li>
                    </ul>

                </div>
            </div>
        </nav>
        <!--end navigation-->

        <!--contact start-->
        <section id="contact" class="contact-section">
            <div class="container">
                <div class="row ">
                    <div class="col-sm-12 scrollReveal sr-bottom">
                        <h1 class="center-title">Centro fisioterapia embarazadas Madrid</h1>
                        <div class="center-border"></div>
                    </div>
                </div>
                   <div class="col-sm-12 col-md-12 ">
				   
				       <p>Durante el embarazo, la mujer sufre grandes cambios físicos y hormonales en su cuerpo. Tareas tan normales como sentarse o caminar, para la mujer embarazada pueden llegar a ser dificultosas, por eso recomendamos la <span style="color: #000000;"><strong><span style="color: #003366;">fisioterapia en embarazadas en Madrid</span>.</strong></span></p>

<p>En nuestra <a href="http://www.clinicaaguirre.com">clínica de fisioterapia en Madrid</a>, os ofrecemos la fisioterapia como una buena manera de ayudar a las mujeres embarazadas en su preparación para el parto. La <b>fisioterapia en embarazadas</b> será de gran ayuda para minimizar los dolores del proceso, preparar para el parto y compensar todos los cambios que se van a ir produciendo en el cuerpo de la mujer durante esta etapa.</p>

<p>La <b>fisioterapia </b>puede realizarse con técnicas suaves de manipulación articular. El fisioterapeuta, mediante masajes, estiramientos y consejos conseguirá aliviar los dolores más comunes de las mujeres embarazadas; recomendará y ayudará a realizar los ejercicios.</p>

<p>Es importante también, que la mujer se prepare para el momento del parto con un buen fondo físico, una buena musculatura, el fisioterapeuta podrá personalizar un programa de acuerdo al estado de la embarazada.</p>

<p>En Clínica Aguirre somos especialistas en aplicar este tipo de terapia a las mujeres embarazadas que así lo soliciten. Nuestros fisioterapeutas tendrán en cuenta en todo momento que la embarazada esté lo más cómoda posible. Disponemos de un equipo multidisciplinar que te ayudarán con un amplio abanico de actividades.</p>

<p>Si hablamos de los beneficios de la fisioterapia en embarazadas, podemos decir que la terapia física:</p>
<ul>
 	<li>Alivia el dolor y el estrés</li>
 	<li>Mejora la fuerza y la movilidad</li>
 	<li>Ayuda al equilibrio corporal</li>
 	<li>Mantiene o aumenta la flexibilidad de las articulaciones y los tejidos blandos</li>
 	<li>Mejora la postura al dormir</li>
 	<li>Ayuda a la rehabilitación postparto</li>
 	<li>Aumenta la energía, combate la fatiga</li>
 	<li>Mejora la circulación</li>
</ul>
<p>Pásate por nuestra clínica en Madrid y disfruta ya de los beneficios que te da la fisioterapia para embarazadas y los <a href="http://www.clinicaaguirre.com/drenaje-linfatico">masajes linfáticos en Madrid</a>. Nuestros profesionales cuidarán de ti en todo momento y te darán un trato personalizado.</p>

<p>Si además buscas un <a href="http://www.clinicaaguirre.com/osteopatia">osteopata en Madrid</a> Clínica Aguirre es tu clínica de confianza. Ven a vernos o pide cita en nuestro centro de fisioterapia y osteopatía en Madrid.</p>

<p>El <span style="color: #003366;"><strong>fisioterapeuta</strong></span> recomendara y ayudara a realizar ejercicios, para poder tener una buena movilidad y mejorar los problemas anteriormente mencionados. Pásate por nuestra clínica en Madrid y disfruta de nuestro&nbsp;<a title="masajes embarazadas Madrid" href="http://www.clinicaaguirre.com/centro-masajes-embarazadas-madrid">masaje para embarazadas Madrid</a>.</p>

				             			      
				    </div>
                </div>
            </div>
            <div class="space-40"></div>
            <!-- Google Map -->
            <section id="map">
                <!-- Google Map ID -->
                <div id="google-map" style="width: 100%; height: 400px;"></div>
            </section>
            <!-- End Google Map -->
        </section>
        <!--contact end-->

        <!--footer start-->
        <footer class="footer">
            <div class="container">
                <div class="row clearfix">
                    <div class="col-sm-12 col-md-12 col-lg-5 margin-b-30 footer-item-1"> <span>Copyright &copy; 2018 Clínica Aguirre. Todos los derechos reservados.</span> </div>
                    <!--copyright col-->
                    <div class="col-sm-12 col-md-12 col-lg-7 text-right footer-item-2">
                        <ul class="list-inline margin-b-30">
                            <li class="list-inline-item"><a href="tel:914113525" onclick="gtag('event', 'llamada-telefono', {event_category: 'telefono', event_action: 'llamada', event_label: 'movil'});"><i class="ion-ios-telephone"></i> +34 914 11 35 25</a></li>
                            <li class="list-inline-item"><a href="mailto:info@clinicaaguirre.com"><i class="ion-paper-airplane"></i> info@clinicaaguirre.com</a></li>
                            <li class="list-inline-item"><a href="#"><i class="ion-ios-clock"></i> Lunes a Viernes de 9:00 am a 9:00 pm</a></li>
                        </ul>
                    </div>
                    <!--footer nav col-->
                </div>
                <!--row-->
            </div>
            <!--container-->
        </footer>
        <!--footer end-->

        <!--back to top-->
        <a href="#" class="scrollToTop"><i class="ion-android-arrow-dropup-circle"></i></a>
        <!--back to top end-->

        <!-- jQuery plugins-->
        <script src="assets/js/jquery.min.js"></script>
        <script src="assets/bootstrap/popper.min.js"></script>
        <script src="assets/js/jquery-migrate.min.js"></script>
        <script src="assets/js/jquery.easing.min.js"></script>
        <script src="assets/bootstrap/dist/js/bootstrap.min.js"></script>
        <script src="assets/bower_components/flexslider/jquery.flexslider-min.js"></script>
        <script src="assets/js/modernizr.custom.97074.js" type="text/javascript"></script>
        <script src="assets/js/jquery.sticky.js"></script>
        <script src="assets/bower_components/scrollreveal/dist/scrollreveal.min.js"></script>
        <script src="assets/dzsparallaxer/dzsparallaxer.min.js" type="text/javascript"></script>
        <script src="assets/js/smooth-scroll.min.js"></script>
        <script src="assets/js/jquery.preloader.min.js"></script>
        <script src="assets/js/template-custom.min.js" type="text/javascript"></script>
        <script src="assets/cubeportfolio/js/jquery.cubeportfolio.min.js"></script>
        <script src="assets/js/cube-awesome-work.min.js" type="text/javascript"></script>
        <script src="assets/js/scroll-reavel-custom.min.js"></script>
        <script src="assets/contact_form/contact.js" type="text/javascript"></script>
        <!-- Google Map Script -->
        <script type="text/javascript" src="http://maps.google.com/maps/api/js?key=AIzaSyB_w0aUIOAdRr4XHxQywgRQi493mjWqEpY"></script>
        <script src="assets/js/google-map.min.js"></script>
    </body>

    </html>
