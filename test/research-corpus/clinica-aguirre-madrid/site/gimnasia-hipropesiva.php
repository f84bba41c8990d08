<!DOCTYPE html>
    <html lang="en">

    <head>
        <meta charset="utf-8">
        <meta http-equiv="X-UA-Compatible" content="IE=edge">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Drenaje Linfático - Madrid Alberto Alcocer | Clínica Aguirr</title>
		<meta name="description" content="¿Necesitas un tratamiento de Drenaje Linfático en Madrid? En Clínica Aguirre tenemos los mejores especialistas en masajes linfáticos de Madrid. El drenaje linfático manual aporta efectos positivos para el sistema nervioso, muscular e inmunológico. ¡Visítanos!">
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
                        <h1 class="center-title">Gimnasia Hipopresiva</h1>
                        <div class="center-border"></div>
                    </div>
                </div>
                   <div class="col-sm-12 col-md-12 ">
				   
				      <h2><span style="color: #333399;"><strong><strong>¿Qué es?</strong></strong></span></h2>
<p>La <strong>gimnasia</strong> hipopresiva es una disciplina dirigida a trabajar la zona abdominal, un método capaz de reducir la cintura y reforzar el suelo pélvico. <strong>Son ejercicios que te ayudan a tener una faja abdominal y un suelo pélvico competente</strong></p>

<p>Esta gimnasia, además, corrige la postura, coloca la columna sin dar presión abdominal, trabaja mucho los brazos y reduce la tensión del abdomen bajo.</p>

<p>Aunque están indicados en el postparto por sus beneficios en las estructuras más afectadas por el embarazo y el parto, esta gimnasia no solo está indicada para este colectivo. Se recomienda tanto a hombres como mujeres, deportistas o no deportistas. Al realizar clases de hipopresivos previenes de manera eficaz todo tipo de hernias, obtendremos mejoras en la postura, aumento de la fuerza de la musculatura de la espalda, y en el caso de la mujer evita el descenso de órganos pelvianos y la incontinencia urinaria.</p>

<p>Debido a la complejidad de estos ejercicios, lo más recomendable es acudir a un centro donde enseñan a realizarlos personalmente. Una vez aprendidos, también pueden practicarse en casa.</p>

<p>Tenemos una amplia experiencia en el trabajo con hipopresivos, tanto en deportistas como en recuperación postparto, ayudando a la recuperación del tono muscular del abdomen y el suelo pélvico. </p>

<h2><span style="color: #333399;"><strong><strong>¿Cuándo se Aplica?</strong></strong></span></h2>
<ul>
    <li>Lumbalgias crónicas.</li>
    <li>Inestabilidad lumbar.</li>
    <li>Diástasis de los rectos abdominales.</li>
    <li>Recuperar el tono del suelo pélvico.</li>
    <li>Reducción o freno a la incontinencia urinaria.</li>
    <li>Recuperar la postura (que ha sido modificada por el peso del bebe durante el embarazo).</li>
</ul>


<img src="http://www.clinicaaguirre.com/imagenes-tratamientos/8_gimnasia_hipopresiva.jpg" alt="gimnasia hipopresiva" width="100%" />

					  
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
