<!DOCTYPE html>
<html lang="en">

<head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Gesticlinic Asesores | Consultoría & Asesoría</title>
    <meta name="description" content="Somos una consultoría & asesoría con amplia experiencia en el diseño,
		creación, puesta en marcha y desarrollo de centros médicos y servicios sanitarios complementarios">
    <!-- Favicon -->
    <link rel="apple-touch-icon" sizes="57x57" href="assets/images/favicons/apple-icon-57x57.png">
    <link rel="apple-touch-icon" sizes="60x60" href="assets/images/favicons/apple-icon-60x60.png">
    <link rel="apple-touch-icon" sizes="72x72" href="assets/images/favicons/apple-icon-72x72.png">
    <link rel="apple-touch-icon" sizes="76x76" href="assets/images/favicons/apple-icon-76x76.png">
    <link rel="apple-touch-icon" sizes="114x114" href="assets/images/favicons/apple-icon-114x114.png">
    <link rel="apple-touch-icon" sizes="120x120" href="assets/images/favicons/apple-icon-120x120.png">
    <link rel="apple-touch-icon" sizes="144x144" href="assets/images/favicons/apple-icon-144x144.png">
    <link rel="apple-touch-icon" sizes="152x152" href="assets/images/favicons/apple-icon-152x152.png">
    <link rel="apple-touch-icon" sizes="180x180" href="assets/images/favicons/apple-icon-180x180.png">
    <link rel="icon" type="image/png" sizes="192x192"  href="assets/images/favicons/android-icon-192x192.png">
    <link rel="icon" type="image/png" sizes="32x32" href="assets/images/favicons/favicon-32x32.png">
    <link rel="icon" type="image/png" sizes="96x96" href="assets/images/favicons/favicon-96x96.png">
    <link rel="icon" type="image/png" sizes="16x16" href="assets/images/favicons/favicon-16x16.png">
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
    <!--<link href="assets/css/style.min.css" rel="stylesheet">-->
    <link href="assets/css/style.css" rel="stylesheet">
    <link href="assets/css/home.css" rel="stylesheet">
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
<section id="home" class="dzsparallaxer auto-init dzsparallaxer---window-height use-loading" style="position: relative; height: 800px;" data-options='{  mode_scroll: "normal" }'>

    <div class="divimage dzsparallaxer--target " data-src="assets/images/gesticlinic/portada1-dark.jpg"
         style="width: 100%; height: 130%; ">
        <div class="hero-parallax">
            <div class="hero-inner">
                <div class="hero-content">
                    <div class="container text-center">
                        <div class="hero-static">
                            <h1>GESTICLINIC ASESORES</h1>
                            <p>CONSULTORÍA & ASESORÍA</p>
                            <div class="buttons">
                                <a data-scroll href="#first" class="btn btn-white-border btn-lg">Nosotros</a>
                                <a data-scroll href="contacto.php" class="btn btn-skin btn-lg">Contacto</a>
                            </div>
                        </div>
                        <div class="flexslider">
                            <ul class="slides">
                                <li class="list-inline-item">
                                    <a href="mailto:info@gesticlinic.com">
                                        <i class="ion-paper-airplane"></i> info@gesticlinic.com
                                    </a>
                                </li>
                            </ul>
                            <!--slides-->
                        </div>
                        <!--flex slider-->
                    </div>
                    <!--container-->
                </div>
                <!--hero content-->
            </div>
            <!--hero inner-->

        </div>
        <!--parallax hero-->
    </div>
    <!--parallax image div-->
    <div class="mouse-down data-scroll"><a data-scroll href="#sticky-wrapper" class="scrollToBottom"><i class="ion-android-arrow-dropdown-circle"></i></a></div>
</section>
<!--intro section end-->

<!--  navbar -->
<nav class="navbar navbar-expand-md  navbar-default header-fullscreen sticky-header navbar-light bg-faded">
    <div class="container">
        <button class="navbar-toggler navbar-toggler-right" type="button" data-toggle="collapse" data-target="#navbarSupportedContent" aria-controls="navbarSupportedContent" aria-expanded="false" aria-label="Toggle navigation">
            <span class="navbar-toggler-icon"></span>
        </button>


        <div class="collapse navbar-collapse" id="navbarSupportedContent">
            <ul class="navbar-nav ml-auto">
                <li class=" active nav-item"><a data-scroll href="index.php" class="nav-link">Inicio</a></li>
                <li class=" nav-item"><a data-scroll href="#work" class="nav-link">¿como ayudamos a un centro médico?</a></li>
                <li class=" nav-item"><a data-scroll href="#work2" class="nav-link">consultoría por áreas</a></li>
                <li class=" nav-item"><a data-scroll href="#work3" class="nav-link">consultoría por especialidades</a></li>
                <li class=" nav-item"><a data-scroll href="#contact" class="nav-link">Contacto</a></li>
            </ul>

        </div>
    </div>
</nav>
<!--end navigation-->

<section id="first">
    <div class="space-100"></div>
    <div class="container">
        <h2 class="center-title scrollReveal sr-bottom">¿Quiénes somos?</h2>
        <div class="center-border"></div>
        <div class="space-40"></div>
        <div>
            <!-- Tab panes -->
            <div class="tab-content">
                <div role="tabpanel" class="tab-pane active show fadeIn" id="about-agency">
                    <div class="row">
                        <div class="col-md-8 mr-auto ml-auto text-center">
                            <p class="lead">
                                Somos una <span class="text-color">consultoría & asesoría</span> con amplia
                                experiencia en el <strong>diseño</strong>, <strong>creación</strong>,
                                <strong>puesta en marcha</strong> y <strong>desarrollo</strong> de centros médicos
                                y servicios sanitarios complementarios.
                            <p class="lead">
                                En todos estos años desarrollando actividades sanitarias privadas y publico privadas,
                                hemos aprendido a crear protocolos de desarrollo de negocio, dirigidos a
                                <strong>detectar</strong> y <strong>corregir</strong> los errores que hacen que un
                                centro médico no sea rentable o aumentar su rentabilidad.
                            </p>
                            <p class="lead">
                                Somos una <span class="text-color">consultoría</span> que se ha centrado en el entorno de centros médicos de
                                especialidades, de tamaño pequeño (1 – 10 trabajadores), medio (10 – 25 trabajadores)
                                y medio-grande (25 – 50 trabajadores) y en su problemática más recurrente,
                                <strong>recursos humanos</strong>, <strong>gestión</strong>,
                                <strong>facturación</strong>, <strong>desarrollo nuevas especialidades</strong>,
                                <strong>tecnología</strong>, <strong>marco legal</strong>, etc...
                            </p>
                        </div>
                    </div>
                </div>
                <!--tab panel end-->
            </div>
            <!--tab content end-->
        </div>
    </div>
    <!--container end-->
    <div class="space-80"></div>
</section>
<!--end about section-->

<section id="work">
    <div class="overlay-container">
        <div class="work-header">
            <div class="container">
                <h2 class="center-title person-col">¿Qué hacemos?</h2>
                <div class="center-border"></div>
                <p class="text-center margin-b-20">En <span style="color:wheat;font-weight:bold;">Gesticlinic</span>
                    creamos valor añadido. Nos gusta decir que actuamos
                    en dos líneas diferentes.
                </p>
                <p class="text-center margin-b-20">La primera es
                    <span style="color:wheat;font-weight:bold;">resolver problemas</span> que tienen
                    los centros médicos. Problemas de personal, problemas de actividad asistencial, problemas con las
                    facturaciones a las aseguradores, problemas por falta de pacientes , problemas por falta de
                    equipamiento tecnológico, etc..
                </p>
                <p class="text-center margin-b-20">La segunda va dirigida a <span style="color:wheat;font-weight:bold;">
                    crear nuevas actividades</span> de negocio, nuevas especialidades complementarias, desarrollo de
                    nuevos centros, nuevas líneas de colaboración por aseguradores de salud, etc..
                </p>
            </div>
        </div>

        <div class="work-header">
            <div class="container">
                <h2 class="center-title person-col">¿Cómo lo hacemos?</h2>
                <div class="center-border"></div>
                <p class="text-center margin-b-20">En <span style="color:wheat;font-weight:bold;">Gesticlinic</span>,
                    de nuevo actuamos en dos líneas diferentes.
                </p>
                <p class="text-center margin-b-20">La primera es el centro médico que se pone en contacto con nosotros
                    por alguna necesidad o problema, que debido a su falta de tiempo o experiencia no puede abordar de
                    una forma rentable. Nosotros lo estudiamos y le proponemos un plan de viabilidad realista.
                    Esto quiere decir que solo nos comprometemos a lo posible, no a lo imposible.
                </p>
                <p class="text-center margin-b-20">La segunda es el
                    <span style="color:wheat;font-weight:bold;">estudio sin compromiso</span> que le hacemos a centros
                    médicos que hemos detectado que puedan tener unas áreas a mejorar y dónde les hacemos llegar esa
                    propuesta que pensamos que le puede beneficiar.
                </p>
            </div>
        </div>
    </div>
</section>

<section id="work2">
    <!--filter start-->
    <div class="container">
        <div id="js-filters-awesome-work" class="cbp-l-filters-work">
            <div data-filter="*" class="cbp-filter-item-active cbp-filter-item"> TODO </div>
            <div data-filter=".fisioterapia" class="cbp-filter-item-active cbp-filter-item"> Consultoría administrativa </div>
            <div data-filter=".osteopatia" class="cbp-filter-item"> Consultoría económica </div>
            <div data-filter=".drenaje" class="cbp-filter-item"> Consultoría Recursos Humanos </div>
            <div data-filter=".masajes" class="cbp-filter-item"> Consultoría tecnológica </div>
            <div data-filter=".kinesiologia" class="cbp-filter-item"> Consultoría de Marketing </div>
            <div data-filter=".craneosacral" class="cbp-filter-item"> Consultoría social & Colaboración </div>
        </div>
        <!--filter nav end-->
        <div id="js-grid-awesome-work" class="cbp cbp-l-grid-work">
            <div class="cbp-item fisioterapia">
                <a href="assets/ajax-awesome-work/project1.html" class="cbp-caption cbp-singlePage" rel="nofollow">
                    <div class="cbp-caption-defaultWrap"> <img src="assets/images/consultoria/administrativa.jpg" alt=""> </div>
                    <div class="cbp-caption-activeWrap"></div>
                </a>
                <!-- <a href="assets/ajax-awesome-work/project1.html" class="cbp-l-grid-work-title cbp-singlePage" rel="nofollow">FISIOTERAPIA</a>
                <div class="cbp-l-grid-work-desc"><a href="assets/ajax-awesome-work/project1.html" rel="nofollow" class=" cbp-singlePage">VER MÁS </a></div> -->
                <a href="http://www.clinicaaguirre.com/fisioterapia" class="cbp-l-grid-work-title" >Consultoría administrativa</a>
                <div class="cbp-l-grid-work-desc"><a href="http://www.clinicaaguirre.com/fisioterapia"  >VER MÁS </a></div>
            </div>
            <!--work item-->
            <div class="cbp-item osteopatia">
                <a href="assets/ajax-awesome-work/project5.html" class="cbp-caption cbp-singlePage" rel="nofollow">
                    <div class="cbp-caption-defaultWrap"> <img src="assets/images/consultoria/economica.jpg" alt=""> </div>
                    <div class="cbp-caption-activeWrap"></div>
                    <!-- </a> <a href="assets/ajax-awesome-work/project5.html" class="cbp-l-grid-work-title cbp-singlePage" rel="nofollow">OSTEOPATÍA</a>
                    <div class="cbp-l-grid-work-desc"><a href="assets/ajax-awesome-work/project5.html" rel="nofollow" class=" cbp-singlePage">VER MÁS</a></div> -->
                    <a href="http://www.clinicaaguirre.com/osteopatia" class="cbp-l-grid-work-title" > Consultoría económica</a>
                    <div class="cbp-l-grid-work-desc"><a href="http://www.clinicaaguirre.com/osteopatia"  >VER MÁS </a></div>
            </div>
            <!--work item-->
            <div class="cbp-item kinesiologia">
                <a href="assets/ajax-awesome-work/project6.html" class="cbp-caption cbp-singlePage" rel="nofollow">
                    <div class="cbp-caption-defaultWrap"> <img src="assets/images/consultoria/recursos_humanos.jpg" alt=""> </div>
                    <div class="cbp-caption-activeWrap"></div>
                    <!-- </a> <a href="assets/ajax-awesome-work/project5.html" class="cbp-l-grid-work-title cbp-singlePage" rel="nofollow">KINESOLOGÍA</a>
                    <div class="cbp-l-grid-work-desc"><a href="assets/ajax-awesome-work/project6.html" rel="nofollow" class=" cbp-singlePage">VER MÁS</a></div> -->
                    <a href="http://www.clinicaaguirre.com/kinesiologia" class="cbp-l-grid-work-title" >Consultoría Recursos Humanos</a>
                    <div class="cbp-l-grid-work-desc"><a href="http://www.clinicaaguirre.com/kinesiologia"  >VER MÁS </a></div>
            </div>
            <!--work item-->
            <div class="cbp-item craneosacral">
                <a href="assets/ajax-awesome-work/project7.html" class="cbp-caption cbp-singlePage" rel="nofollow">
                    <div class="cbp-caption-defaultWrap"> <img src="assets/images/consultoria/tecnologica.jpg" alt=""> </div>
                    <div class="cbp-caption-activeWrap"></div>
                    <!-- </a> <a href="assets/ajax-awesome-work/project7.html" class="cbp-l-grid-work-title cbp-singlePage" rel="nofollow">TERAPIA CRANEOSACRAL</a>
                    <div class="cbp-l-grid-work-desc"><a href="assets/ajax-awesome-work/project6.html" rel="nofollow" class=" cbp-singlePage">VER MÁS</a></div> -->
                    <a href="http://www.clinicaaguirre.com/terapia-craneosacral" class="cbp-l-grid-work-title" >Consultoría tecnológica</a>
                    <div class="cbp-l-grid-work-desc"><a href="http://www.clinicaaguirre.com/terapia-craneosacral"  >VER MÁS </a></div>
            </div>
            <!--work item-->
            <div class="cbp-item masajes">
                <a href="assets/ajax-awesome-work/project2.html" class="cbp-caption cbp-singlePage" rel="nofollow">
                    <div class="cbp-caption-defaultWrap"> <img src="assets/images/consultoria/marketing.jpg" alt=""> </div>
                    <div class="cbp-caption-activeWrap"></div>
                    <!-- </a> <a href="assets/ajax-awesome-work/project2.html" class="cbp-l-grid-work-title cbp-singlePage" rel="nofollow">MASAJES EMBARAZADAS</a>
                    <div class="cbp-l-grid-work-desc"><a href="assets/ajax-awesome-work/project2.html" rel="nofollow" class=" cbp-singlePage">VER MÁS </a></div> -->
                    <a href="http://www.clinicaaguirre.com/masajes-embarazadas" class="cbp-l-grid-work-title" >Consultoría de Marketing</a>
                    <div class="cbp-l-grid-work-desc"><a href="http://www.clinicaaguirre.com/masajes-embarazadas"  >VER MÁS </a></div>
            </div>
            <!--work item-->
            <div class="cbp-item drenaje">
                <a href="assets/ajax-awesome-work/project4.html" class="cbp-caption cbp-singlePage" rel="nofollow">
                    <div class="cbp-caption-defaultWrap"> <img src="assets/images/consultoria/social_colaboracion.jpg" alt=""> </div>
                    <div class="cbp-caption-activeWrap"></div>
                    <!-- </a> <a href="assets/ajax-awesome-work/project4.html" class="cbp-l-grid-work-title cbp-singlePage" rel="nofollow">DRENAJE LINFÁTICO</a>
                    <div class="cbp-l-grid-work-desc"><a href="assets/ajax-awesome-work/project4.html" rel="nofollow" class=" cbp-singlePage">VER MÁS</a></div> -->
                    <a href="http://www.clinicaaguirre.com/drenaje-linfatico" class="cbp-l-grid-work-title" >Consultoría social & Colaboración</a>
                    <div class="cbp-l-grid-work-desc"><a href="http://www.clinicaaguirre.com/drenaje-linfatico"  >VER MÁS </a></div>
            </div>
            <!--work item-->
        </div>
    </div>
    <!--container end-->
    <div class="space-80"></div>
</section>
<!--portfolio end-->
<section id="work3" style="background: #16a5ad;">
    <div class="container" style="background: #FFF;">
        <div class="space-80"></div>
        <div class="col-sm-12">
            <h2 class="center-title secondary">Especialidades<i class="ion-university"></i></h2>
            <div class="center-border style-2"></div>
        </div>
        <div class="col-md-8 ml-auto mr-auto">
            <ul class="row list-unstyled services-list">
                <li class="col-md-6 clearfix">
                    <div class="content">
                        <p> <span class="text-color">Rehabilitación y fisioterapia</span>
                            Sin duda, debido al gran volumen atendido en esta especialidad y a los estrechos márgenes,
                            es una de las unidades en las que más se debe realizar un control exhaustivo del plan que
                            se está llevando a cabo. Somos expertos en la gestión de esta unidad y en crear el marco
                            correcto para alcanzar al máximo beneficio con la menor inversión. Rentabilizamos el
                            espacio y el personal para conseguir la perdurabilidad en el tiempo de la unidad </p>
                    </div>
                </li>
                <!--service col end with li-->
                <li class="col-md-6 clearfix">
                    <div class="content">
                        <p> <span class="text-color">Medicina estética </span> </p>
                    </div>
                </li>
                <!--service col end with li-->
                <li class="col-md-6 clearfix">
                    <div class="content">
                        <p> <span class="text-color">Salud mental</span> Cardiología, nutrición , podología,
                            fisioterapia, traumatología, Médico    Rehabilitador </p>
                    </div>
                </li>
                <!--service col end with li-->
                <li class="col-md-6 clearfix">
                    <div class="content">
                        <p> <span class="text-color">Medicina del deporte</span> Cardiología, nutrición , podología,
                            fisioterapia, traumatología, Médico Rehabilitador</p>
                    </div>
                </li>
                <!--service col end with li-->
                <li class="col-md-6 clearfix">
                    <div class="content">
                        <p> <span class="text-color">Unidad de la mujer</span> Ginecología, Urología, radiología,
                            fisioterapia femenina</p>
                    </div>
                </li>
                <!--service col end with li-->
                <li class="col-md-6 clearfix">
                    <div class="content">
                        <p> <span class="text-color">Medicina del trabajo</span> Reconocimientos laborales, mutuas
                            dependientes de la Seguridad social</p>
                    </div>
                </li>
                <!--service col end with li-->
                <li class="col-md-12 clearfix">
                    <div class="content">
                        <p> <span class="text-color">Acuerdos Marco</span> Marcos establecidos para la colaboración
                            con las entidades públicas</p>
                    </div>
                </li>
                <!--service col end with li-->
            </ul>
            <!--service list end-->
        </div>
    </div>
</section>

<!--contact start-->
<section id="contact" class="contact-section">
    <div class="container">
        <div class="row margin-b-50">
            <div class="col-sm-12 scrollReveal sr-bottom">
                <h2 class="center-title">Contacta con nosotros</h2>
                <div class="center-border"></div>
            </div>
        </div>
        <!--row-->
        <div class="row">
            <div class="col-md-5 ml-auto margin-b-30 scrollReveal sr-left">
                <form method="post" action="#" class="xone-contact">
                    <div class="row">
                        <div class="col-sm-12">
                            <div class=" margin-b-20">
                                <input type="text" name="name" class="form-control" placeholder="Nombre" />
                            </div>
                            <div class=" margin-b-20">
                                <input type="text" name="email" class="form-control" placeholder="Email" />
                            </div>
                        </div>
                        <div class="col-sm-12">
                            <textarea name="message" class="form-control margin-b-20" rows="7" placeholder="Mensaje"></textarea>
                        </div>
                    </div>
                    <div class="row">
                        <div class="col-sm-12 text-center">
                            <div class="data-status"></div>
                            <!-- data submit status -->
                        </div>
                    </div>
                    <div class="row">
                        <div class="col-sm-12 text-center">
                            <button type="submit" name="submit" class="btn btn-lg btn-skin-border btn-block margin-b-20">Enviar</button>
                        </div>
                    </div>
                </form>
                <!--form end-->
            </div>
            <!--form col end-->
            <div class="col-md-5 ml-auto scrollReveal sr-right sr-delay-1">
                <div class="contact-details">
                    <p class="lead">
                        <a href="mailto:info@gesticlinic.com">
                            <i class="ion-paper-airplane"></i> info@gesticlinic.com
                        </a>
                    </p>
                </div>
                <!--contact detail-->
            </div>
            <!--contact detail col end-->
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
            <div class="col-md-5 margin-b-30">
                <span>Copyright &copy; 2018 Gesticlinic Asesores. Todos los derechos reservados.</span>
            </div>
            <!--copyright col-->
            <div class="col-md-7 text-right">
                <ul class="list-inline margin-b-30">
                    <li class="list-inline-item">
                        <a href="mailto:info@gesticlinic.com">
                            <i class="ion-paper-airplane"></i> info@gesticlinic.com
                        </a>
                    </li>
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
<script src="assets/js/google-map.js"></script>
</body>

</html>
