<!DOCTYPE html>
<html lang="en">

<head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Instalaciones - Clínica Fisioterapia Madrid Plaza Castilla | Clínica Aguirre</title>
	<meta name="description" content="Conoces las Instalaciones de Clínica Aguirre? Visita nuestras instalaciones de fisioterapia y osteopatía en Madrid. Reserva cita ahora!! Nuevos Ministerios...">
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
    <link href="assets/css/clinica.min.css" rel="stylesheet">
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
                        <li class=" nav-item"><a data-scroll href="about.php" class="nav-link">Quienes somos</a></li>
                        <li class=" active nav-item"><a data-scroll href="clinica.php" class="nav-link">La clínica</a></li>
                        <li class=" nav-item"><a data-scroll href="servicios.php" class="nav-link">Tratamientos</a></li>
                        <li class=" nav-item"><a data-scroll href="contacto.php" class="nav-link">Contacto</a></li>
                    </ul>
                </div>
            </div>
        </nav>
    </div>
    <!--end navigation-->
    <div class="overlay-container">
        <div class="work-header">
            <div class="container">
                <h2 class="center-title person-col">LA CLÍNICA</h2>
                <div class="center-border"></div>
                <p class="text-center margin-b-20">Nuestra clínica, que abrió sus puertas en <strong>2008</strong>, dispone de <strong>todo lo necesario</strong> para llevar a cabo los distintos tratamientos.
                    <br>Además se encuentra situada en pleno centro de Madrid, a un paso del Santiago Bernabeu. </p>
            </div>
        </div>
    </div>
    <!--work header-->
    <!--portfolio start-->
    <div class="container-fluid">
        <div id="js-filters-masonry" class="cbp-l-filters-alignLeft align-justify-center text-center" style="visibility: hidden;">
            <div data-filter="*" class="cbp-filter-item-active cbp-filter-item"> All
                <div class="cbp-filter-counter"></div>
            </div>
            <div data-filter=".identity" class="cbp-filter-item"> Identity
                <div class="cbp-filter-counter"></div>
            </div>
            <div data-filter=".web-design" class="cbp-filter-item"> Web Design
                <div class="cbp-filter-counter"></div>
            </div>
            <div data-filter=".graphic" class="cbp-filter-item"> Graphic
                <div class="cbp-filter-counter"></div>
            </div>
            <div data-filter=".graphic, .identity" class="cbp-filter-item"> Web Design & Identity
                <div class="cbp-filter-counter"></div>
            </div>
        </div>
        <div id="js-grid-masonry" class="cbp">
            <div class="cbp-item identity">
                <a href="assets/images/clinica/clinica-sala.png" class="cbp-caption cbp-lightbox" data-title="Easy Note<br>by Cosmin Capitanu">
                    <div class="cbp-caption-defaultWrap"> <img src="assets/images/clinica/clinica-sala.png" alt=""> </div>
                    <div class="cbp-caption-activeWrap">
                        <div class="cbp-l-caption-alignCenter">
                            <div class="cbp-l-caption-body">
                                <div class="cbp-l-caption-title">Aguirre</div>
                                <div class="cbp-l-caption-desc">Clínica de Fisioterapia</div>
                            </div>
                        </div>
                    </div>
                </a>
            </div>
            <div class="cbp-item web-design">
                <a href="assets/images/clinica/clinica-manuel.png" class="cbp-caption cbp-lightbox" data-title="Aguirre<br>Clínica de Fisioterapia">
                    <div class="cbp-caption-defaultWrap"> <img src="assets/images/clinica/clinica-manuel.png" alt=""> </div>
                    <div class="cbp-caption-activeWrap">
                        <div class="cbp-l-caption-alignCenter">
                            <div class="cbp-l-caption-body">
                                <div class="cbp-l-caption-title">Aguirre</div>
                                <div class="cbp-l-caption-desc">Clínica de Fisioterapia</div>
                            </div>
                        </div>
                    </div>
                </a>
            </div>
            <div class="cbp-item graphic identity">
                <a href="assets/images/clinica/clinica-tratamiento.png" class="cbp-caption cbp-lightbox" data-title="Aguirre<br>Clínica de Fisioterapia">
                    <div class="cbp-caption-defaultWrap"> <img src="assets/images/clinica/clinica-tratamiento.png" alt=""> </div>
                    <div class="cbp-caption-activeWrap">
                        <div class="cbp-l-caption-alignCenter">
                            <div class="cbp-l-caption-body">
                                <div class="cbp-l-caption-title">Aguirre</div>
                                <div class="cbp-l-caption-desc">Clínica de Fisioterapia</div>
                            </div>
                        </div>
                    </div>
                </a>
            </div>
            <div class="cbp-item graphic">
                <a href="assets/images/clinica/clinica-hall.png" class="cbp-caption cbp-lightbox" data-title="Aguirre<br>Clínica de Fisioterapia">
                    <div class="cbp-caption-defaultWrap"> <img src="assets/images/clinica/clinica-hall.png" alt=""> </div>
                    <div class="cbp-caption-activeWrap">
                        <div class="cbp-l-caption-alignCenter">
                            <div class="cbp-l-caption-body">
                                <div class="cbp-l-caption-title">Aguirre</div>
                                <div class="cbp-l-caption-desc">Clínica de Fisioterapia</div>
                            </div>
                        </div>
                    </div>
                </a>
            </div>
            <div class="cbp-item identity">
                <a href="assets/images/clinica/clinica-fachada.png" class="cbp-caption cbp-lightbox" data-title="Aguirre<br>Clínica de Fisioterapia">
                    <div class="cbp-caption-defaultWrap"> <img src="assets/images/clinica/clinica-fachada.png" alt=""> </div>
                    <div class="cbp-caption-activeWrap">
                        <div class="cbp-l-caption-alignCenter">
                            <div class="cbp-l-caption-body">
                                <div class="cbp-l-caption-title">Aguirre</div>
                                <div class="cbp-l-caption-desc">Clínica de Fisioterapia</div>
                            </div>
                        </div>
                    </div>
                </a>
            </div>
            <div class="cbp-item graphic">
                <a href="assets/images/clinica/clinica-sesion.png" class="cbp-caption cbp-lightbox" data-title="Aguirre<br>Clínica de Fisioterapia">
                    <div class="cbp-caption-defaultWrap"> <img src="assets/images/clinica/clinica-sesion.png" alt=""> </div>
                    <div class="cbp-caption-activeWrap">
                        <div class="cbp-l-caption-alignCenter">
                            <div class="cbp-l-caption-body">
                                <div class="cbp-l-caption-title">Aguirre</div>
                                <div class="cbp-l-caption-desc">Clínica de Fisioterapia</div>
                            </div>
                        </div>
                    </div>
                </a>
            </div>
        </div>
    </div>
    <!--portfolio end-->
    <div class="space-80"></div>
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
    <script src="assets/clinic/template-custom.min.js" type="text/javascript"></script>
    <script src="assets/cubeportfolio/js/jquery.cubeportfolio.min.js"></script>
    <script src="assets/clinic/cube-awesome-work.min.js" type="text/javascript"></script>
    <script src="assets/js/jquery.preloader.min.js"></script>
    <!-- Google Map Script -->
    <script type="text/javascript" src="http://maps.google.com/maps/api/js?key=AIzaSyB_w0aUIOAdRr4XHxQywgRQi493mjWqEpY"></script>
    <script src="assets/js/google-map.min.js"></script>
</body>

</html>
