<!DOCTYPE html>
<html lang="en">

<head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Quienes Somos - Clínica Fisioterapia Madrid | Clínica Aguirre</title>
	<meta name="description" content="Centro de fisioterapia y osteopatia en Madrid. Ofrecemos un servicio mediante el uso exclusivo de terapias manuales y un tratamiento absolutamente personalizado">
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
    <link href="assets/css/about.min.css" rel="stylesheet">
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
    <div id="sticky-wrapper" class="sticky-wrapper" style="height: 45px;">
        <nav class="navbar navbar-expand-md  navbar-default header-fullscreen sticky-header navbar-light bg-faded">
            <div class="container">
                <div id="nav-logo" class="col-sm-4 col-md-2 col-lg-4">
                    <a href="http://www.clinicaaguirre.com"><img class="logo-image" src="assets/images/logo-clinica-aguirre.png"></a><span class="logo-text">CLÍNICA AGUIRRE</span></div>
                <button class="navbar-toggler navbar-toggler-right" type="button" data-toggle="collapse" data-target="#navbarSupportedContent" aria-controls="navbarSupportedContent" aria-expanded="false" aria-label="Toggle navigation"> <span class="navbar-toggler-icon"></span> </button>
                <div class="collapse navbar-collapse" id="navbarSupportedContent">
                    <ul class="navbar-nav ml-auto">
                        <li class=" nav-item"><a data-scroll href="index.php" class="nav-link">Inicio</a></li>
                        <li class=" active nav-item"><a data-scroll href="about.php" class="nav-link">Quienes Somos</a></li>
                        <li class=" nav-item"><a data-scroll href="clinica.php" class="nav-link">La clínica</a></li>
                        <li class=" nav-item"><a data-scroll href="servicios.php" class="nav-link">Tratamientos</a></li>
                        <li class=" nav-item"><a data-scroll href="contacto.php" class="nav-link">Contacto</a></li>
                    </ul>
                </div>
            </div>
        </nav>
    </div>
    <!--end navigation-->
    <!--portfolio start-->
    <section id="work">
        <div class="overlay-container">
            <div class="work-header">
                <div class="container">
                    <h2 class="center-title person-col">QUIENES SOMOS</h2>
                    <div class="center-border"></div>
                    <p class="text-center margin-b-20">Manuel Aguirre Grueso, natural de Madrid y con <span style="color:wheat;font-weight:bold;">más de 17 años de experiencia en su profesión</span>, ha creado esta clínica para mejorar la salud de las personas a partir de tratamientos manuales (fisioterapia, osteopatía, drenaje linfático, masajes a embarazadasy acupuntura) y el Método Pilates. </p>
                </div>
            </div>
        </div>
        <div class="space-80"></div>
        <div class="row">
            <div class="col-sm-12" style="text-align: center;margin-bottom: 2.5%;">
                <img src="assets/images/manuel_fisio.png" class="img-responsive img-circle" style="border-radius: 50%;">
            </div>
            <!-- .col-## -->
            <!-- .col-## -->
        </div>
        <div class="col-sm-12">
            <h2 class="center-title secondary">Experiencia</h2>
            <div class="center-border style-2"></div>
        </div>
        <div class="container">
            <div class="timeline" style="padding-right: 15px;">
                <!--
                <div class="item">
                    <div class="job-meta">
                        <div class="title">Comienzos</div>
                        <div class="time">
                            <div class="location"><i class="ion-location" aria-hidden="true"></i>Madrid</div>
                        </div>
                    </div>
                    
                    <div class="job-desc">
                        <p class="nopaddingtop">Los comienzos de Manuel Aguirre como fisioterapeuta fueron en hospitales y clínicas de Madrid mientras seguía con sus estudios de <strong>Osteopatía</strong>. </p>
                    </div>
                  
                </div>
                
                <div class="item">
                    <div class="job-meta">
                        <div class="title">Pilates</div>
                        <div class="time">
                            <div class="location"><i class="ion-location" aria-hidden="true"></i>Madrid</div>
                        </div>
                    </div>
                
                    <div class="job-desc">
                        <p class="nopaddingtop">En el año 2000 se titula internacionalmente como <strong>instructor de Pilates</strong> covirtiéndose en unos de los precursores de este método en España. </p>
                    </div>
                   
                </div>
            -->
                <!--//item-->
                <div class="item">
                    <div class="job-meta">
                        <div class="title">Primera clínica</div>
                        <div class="time">
                            <div class="location"><i class="ion-location" aria-hidden="true"></i>Córdoba</div>
                        </div>
                    </div>
                    <!--//job-meta-->
                    <div class="job-desc">
                        <p class="nopaddingtop">En <strong>2003</strong> establece su primera Clínica de Fisioterapia, Osteopatía y Pilates. Es en Córdoba, y tiene dos principios fundamentales:</p>
                        <ul>
                            <li>Dar una atención absolutamente personalizada al paciente, con un seguimiento y compromiso máximos.
                                <li>Ser una Clínica enfocada a lo privado, para conseguir así la calidad en los tratamientos y huir de todo lo protocolario y generalizado.</li>
                        </ul>
                        <p>Es la primera Clínica en Córdoba donde se imparte el <strong>Método Pilates</strong> e inmediatamente se convirtió en un gran éxito. Se realizaron allí los prestigiosos cursos de STOTT PILATES para Nuevos Monitores de toda la comunidad de Andalucía.</p>
                    </div>
                    <!--//job-desc-->
                </div>
                <!--//item-->
                <div class="item">
                    <div class="job-meta">
                        <div class="title">CLÍNICA AGUIRRE<img src="assets/images/logo-clinica-aguirre.png" alt="logo clinica aguirre" style="width: 30px;margin-left: 5px;"></div>
                        <div class="time">
                            <div class="location"><i class="ion-location" aria-hidden="true"></i>Madrid</div>
                        </div>
                    </div>
                    <!--//job-meta-->
                    <div class="job-desc">
                        <p class="nopaddingtop">Tras cinco años, Manuel Aguirre vuelve como <a href="http://www.clinicaaguirre.com/" title="Osteopata en Madrid">osteopata a Madrid</a> con una experiencia ganada, dónde abre una nueva Clínica en el <strong>Barrio de Chamartín</strong> con la intención de seguir propocionando la calidad y los principios que le distinguen. Así nace la <a href="http://www.clinicaaguirre.com" title="Clínica de fisioterapia en Madrid">clínica de fisioterapia en Madrid</a> la <strong>Clínica Aguirre</strong>.</p>
                    </div>
                    <!--//job-desc-->
                </div>
                <!--//item-->
            </div>
            <!--//timeline-->
            <div class="space-80"></div>
        </div>
        <!-- Parallax -->
        <div class="dzsparallaxer auto-init" data-options='{   direction: "reverse"}' style="height: 350px;">

            <div class="divimage dzsparallaxer--target " style="width: 101%; height: 600px; background-image: url(assets/images/about-image.png);background-position:initial;">
            </div>
            <div class=" parallax-text text-center center-it">
                <h2>" EL OBJETIVO ES TRATAR AL PACIENTE Y NO A LA ENFERMEDAD "</h2>
            </div>
        </div>
        <!-- End Parallax -->

        <div class="container">
            <div class="space-80"></div>
            <div class="col-sm-12">
                <h2 class="center-title secondary">Certificaciones<i class="ion-university"></i></h2>
                <div class="center-border style-2"></div>
            </div>
            <div class="col-md-8 ml-auto mr-auto">
                <ul class="row list-unstyled services-list">
                    <li class="col-md-6 clearfix">
                        <div class="content">
                            <p> <span class="text-color">FISIOTERAPEUTA</span> POR LA UNIVERSIDAD EUROPEA DE MADRID</p>
                        </div>
                    </li>
                    <!--service col end with li-->
                    <li class="col-md-6 clearfix">
                        <div class="content">
                            <p> PERTENECIENTE AL <span class="text-color">COLEGIO DE FISIOTERAPEUTAS DE MADRID</span>, CON EL Nº 3787 </p>
                        </div>
                    </li>
                    <!--service col end with li-->
                    <li class="col-md-6 clearfix">
                        <div class="content">
                            <p> <span class="text-color">OSTEÓPATA C.O.</span> POR LA ESCUELA DE OSTEOPATÍA DE MADRID Y POR LA UNIVERSIDAD DE ALCALÁ DE HENARES </p>
                        </div>
                    </li>
                    <!--service col end with li-->
                    <li class="col-md-6 clearfix">
                        <div class="content">
                            <p> <span class="text-color">PILATES CERTIFIED TEACHER</span> POR COVA TECH PILATES SCHOOL (MILÁN)</p>
                        </div>
                    </li>
                    <!--service col end with li-->
                    <li class="col-md-6 clearfix">
                        <div class="content">
                            <p> <span class="text-color">ACUPUNTOR</span> POR LA W.A.F. (WORLD ACUPUNCTURE FOUNDATION)</p>
                        </div>
                    </li>
                    <!--service col end with li-->
                    <li class="col-md-6 clearfix">
                        <div class="content">
                            <p> <span class="text-color">EXPERTO KINESIOLOGÍA HOLÍSTICA</span> POR LA UNIVERSIDAD EUROPEA</p>
                        </div>
                    </li>
                    <!--service col end with li-->
                    <li class="col-md-12 clearfix">
                        <div class="content">
                            <p>TERCER NIVEL EN <span class="text-color">INDUCCIÓN MIOFASCIAL</span> POR LA ESCUELA DE TERAPIAS MIOFASCIALES (<b>TUPIMEK</b>)</p>
                        </div>
                    </li>
                    <!--service col end with li-->
                </ul>
                <!--service list end-->
            </div>
        </div>

        <div class="space-80"></div>
    </section>
    <!--portfolio end-->
    <!-- Google Map -->
    <section id="map">
        <!-- Google Map ID -->
        <div id="google-map" style="width: 100%; height: 400px;"></div>
    </section>
    <!-- End Google Map -->
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
    <!--back to top--><a href="#" class="scrollToTop"><i class="ion-android-arrow-dropup-circle"></i></a>
    <!--back to top end-->
    <!-- jQuery plugins-->
    <script src="assets/js/jquery.min.js"></script>
    <script src="assets/bootstrap/popper.min.js"></script>
    <script src="assets/js/jquery-migrate.min.js"></script>
    <script src="assets/js/jquery.easing.min.js"></script>
    <script src="assets/bootstrap/dist/js/bootstrap.min.js"></script>
    <script src="assets/bower_components/flexslider/jquery.flexslider-min.js"></script>
    <script src="assets/js/modernizr.custom.97074.js" type="text/javascript"></script>
    <script src="assets/js/jquery.sticky.min.js"></script>
    <script src="assets/bower_components/scrollreveal/dist/scrollreveal.min.js"></script>
    <script src="assets/dzsparallaxer/dzsparallaxer.min.js" type="text/javascript"></script>
    <script src="assets/js/smooth-scroll.min.js"></script>
    <script src="assets/js/jquery.preloader.min.js"></script>
    <script src="assets/js/template-custom.min.js" type="text/javascript"></script>
    <script src="assets/cubeportfolio/js/jquery.cubeportfolio.min.js"></script>
    <script src="assets/js/cube-awesome-work.min.js" type="text/javascript"></script>
    <script src="assets/js/scroll-reavel-custom.min.js"></script>
    <!-- Google Map Script -->
    <script type="text/javascript" src="http://maps.google.com/maps/api/js?key=AIzaSyB_w0aUIOAdRr4XHxQywgRQi493mjWqEpY"></script>
    <script src="assets/js/google-map.min.js"></script>
</body>

</html>
