<!DOCTYPE html>
    <html lang="en">

    <head>
        <meta charset="utf-8">
        <meta http-equiv="X-UA-Compatible" content="IE=edge">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Tratamiento Osteopatía - Madrid Torre Europa | Clínica Aguirre</title>
		<meta name="description" content="Somos una consultoría & asesoría con amplia experiencia en el diseño,
		creación, puesta en marcha y desarrollo de centros médicos y servicios sanitarios complementarios">
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
                        <h1 class="center-title">Osteopatía</h1>
                        <div class="center-border"></div>
                    </div>
                </div>
                   <div class="col-sm-12 col-md-12 ">
				   
				       <h2><span style="color: #333399; font-size: 27px;"><strong>¿Qué es la osteopatía?</strong></span></h2>
<p>La osteopatía es una terapia manual que&nbsp;se fundamenta en el trabajo conjunto de todos los sistemas del cuerpo que funcionan de manera interconectada y&nbsp;que están relacionados, desde la globalidad del individuo,&nbsp;y por consiguiente la disfunción de uno de ellos va a alterar el funcionamiento de los otros y viceversa.</p>
<h2><span style="color: #333399;">Osteopatía</span></h2>
<p>El <strong>tratamiento de osteopatía en Madrid</strong> estará indicado en los siguientes casos:</p>
<ul>
 	<li>Dolores de espalda</li>
 	<li>Dolores cervicales</li>
 	<li>Dolores de cabeza</li>
 	<li>Mareos</li>
 	<li>Lesiones deportivas</li>
 	<li>Trastornos digestivos</li>
 	<li>Lesiones agudas y crónicas</li>
</ul>

<p>Por lo tanto consistirá en realizar un trabajo de&nbsp;holístico. Según sus principios, las formas de abordaje, técnicas para la manipulación tanto del sistema músculo esquelético , tejido conectivo y disfunciones de órganos etc... ayuda y mejora el aporte sanguíneo a estas zonas y a recuperar y devolver el grado de movilidad normal a la articulación, músculo, órgano o membrana.</p>

<img src="http://www.clinicaaguirre.com/imagenes-tratamientos/2_osteopatia.jpg" alt="tratamiento de osteopatia" width="100%" />

<h5><span style="color: #333399; font-size: 27px;"><strong>Tipos</strong></span></h5>

<p><span style="color: #333399;"><strong>Osteopatía craneal:</strong></span> Se centra en los problemas craneales y su influencia en el Sistema nervioso central.</p>

<p><span style="color: #333399;"><strong>Osteopatía articular:</strong></span> Trabajo del restablecimiento del aparato músculo-esquelético y de la postura, centrándose en la columna vertebral y articulaciones.</p>

<p><span style="color: #333399;"><strong>Osteopatía visceral:</strong></span> Dirigida al tratamiento de órganos y vísceras, recuperando la movilidad y función de estos mediante técnicas específicas para aumentar el aporte sanguíneo.</p>

<p><b>El tratamiento osteopático</b> consiste en tratar esas disfunciones y busca recuperar el equilibrio corporal. En Clínica Aguirre te ofrecemos uno de los mejores <b>tratamientos osteopáticos de todo Madrid.</b></p>

<p><b>Osteopatía en Madrid</b> está indicado para una amplia variedad de trastornos y alteraciones:</p>
<ul>
 	<li>Esguinces, contracturas, tendinitis, dolores de espalda, cervicales, etc.</li>
 	<li>Digestivas: colon irritable, gases, hernia de hiato…</li>
 	<li>Sistema respiratorio: asma, tos, bronquitis</li>
 	<li>Cefaleas y migrañas</li>
 	<li>Estrés, ansiedad, trastornos del sueño, vértigo o cansancio generalizado</li>
</ul>

<p><span style="text-decoration: underline;">La osteopatía se basa en cinco principios fundamentales:</span></p>
<ol>
 	<li>La unidad del cuerpo. Todos los sistemas son independientes y están relacionados entre sí.</li>
 	<li>La estructura gobierna la función y viceversa</li>
 	<li>La auto curación. El cuerpo humano posee mecanismos para curarse solo, siempre y cuando todas sus estructuras se encuentren en equilibrio</li>
 	<li>La ley de la arteria es absoluta. El objetivo del tratamiento osteopático es mantener la circulación sanguínea sin obstáculos.</li>
 	<li>La vida es movimiento. Cada célula de nuestro cuerpo tiene movimiento, donde no hay movimiento, la célula está parada y el tejido muere. Para que los órganos puedan cumplir su función deben tener el movimiento adecuado.</li>
</ol>
<p>El <b>diagnóstico y tratamiento,</b> para que sean seguros, deben estar realizados por un <b>osteópata</b>. Un profesional que tiene una formación de 6 años, y está reconocido por el Registro de Osteópatas de España (ROE). Al igual que al hacer un <a href="http://www.clinicaaguirre.com/drenaje-linfatico">drenaje linfático en Madrid</a>, solo puede ser realizado por profesionales en la materia.</p>

<p>En Clínica Aguirre somos especialistas en osteopatía y fisioterapia, además de ofrecer tratamientos de <a href="http://www.clinicaaguirre.com/kinesiologia">kinesiología en Madrid</a>. ¡Llámanos y te informaremos sin compromiso!</p>
				      
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
