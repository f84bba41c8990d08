<!DOCTYPE html>
<html lang="es">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!-- The above 3 meta tags *must* come first in the head; any other head content must come *after* these tags -->
    <meta name="description" content="Panaderia Cañizares">
    <meta name="author" content="Panaderia Canizares SLL">
    <link rel="icon" href="img/favicon.png">

    <title>Panadería Cañizares</title>

    <!-- Bootstrap core CSS -->
    <link href="css/bootstrap.min.css" rel="stylesheet">
    <link rel="stylesheet" href="fonts/font-awesome/css/font-awesome.min.css">
    <!-- Custom styles for this template -->
    <link href="css/custom.css" rel="stylesheet">
    <link href="css/responsive.css" rel="stylesheet">
    <link href="css/jquery.kyco.googleplusfeed2.css" rel="stylesheet">
    <link href='//fonts.googleapis.com/css?family=Montserrat:400,700' rel='stylesheet' type='text/css'>
    <link href='//fonts.googleapis.com/css?family=Pacifico' rel='stylesheet' type='text/css'>
    <link rel="stylesheet" href="css/jquery.bxslider.css">

    <!-- Just for debugging purposes. Don't actually copy these 2 lines! -->
    <!--[if lt IE 9]><script src="../../assets/js/ie8-responsive-file-warning.js"></script><![endif]-->
    <script src="js/ie-emulation-modes-warning.js"></script>

    <!-- HTML5 shim and Respond.js for IE8 support of HTML5 elements and media queries -->
    <!--[if lt IE 9]>
      <script src="https://oss.maxcdn.com/html5shiv/3.7.2/html5shiv.min.js"></script>
      <script src="https://oss.maxcdn.com/respond/1.4.2/respond.min.js"></script>
    <![endif]-->
    
    <!-- Scripts -->
    
  </head>

  <body>
    <div id="fb-root"></div>
    <script>(function(d, s, id) {
      var js, fjs = d.getElementsByTagName(s)[0];
      if (d.getElementById(id)) return;
      js = d.createElement(s); js.id = id;
      js.src = "//connect.facebook.net/es_ES/sdk.js#xfbml=1&version=v2.7";
      fjs.parentNode.insertBefore(js, fjs);
    }(document, 'script', 'facebook-jssdk'));</script>
 <!-- Static navbar -->
    <nav class="navbar navbar-default navbar-static-top">
      <div class="container">
        <div class="navbar-header">
          <button type="button" class="navbar-toggle collapsed" data-toggle="collapse" data-target="#navbar" aria-expanded="false" aria-controls="navbar">
            <span class="sr-only">Toggle navigation</span>
            <span class="icon-bar"></span>
            <span class="icon-bar"></span>
            <span class="icon-bar"></span>
          </button>
          <a id="logo" class="navbar-brand" href="/index.php"><img src="img/logo.jpg" alt="logo"></a>
        </div>
        <div id="navbar" class="navbar-collapse collapse">
          <ul class="nav navbar-nav navbar-right">
            <li><a href="/index.php">INICIO</a></li>
            <li><a href="/historia.php">HISTORIA</a></li>
            <li><a href="/productos.php">PRODUCTOS</a></li>
            <li><a href="/instalaciones.php">INSTALACIONES</a></li>
            <li><a href="/conoce.php">CONÓCENOS</a></li>
          </ul>
        </div><!--/.nav-collapse -->
      </div>
    </nav>
<section id="main-banner">
    <div class="container-fluid">
        <div id="slider">
            <ul class="bxslider">
              <li>
                  <figure><img src="img/banners/banner5.jpg" title="Foto numero 1" /></figure>
                  <figcaption></figcaption>
              </li>
              <li>
                  <figure><img src="img/banners/banner2.jpg" title="Foto numero 2"/></figure>
                  <figcaption></figcaption>
              </li>
              <li>
                  <figure><img src="img/banners/banner3.jpg" title="Foto numero 3"/></figure>
                  <figcaption></figcaption>
              </li>
              <li>
                  <figure><img src="img/banners/banner1.jpg" title="Foto numero 4"/></figure>
                  <figcaption></figcaption>
              </li>
              <li>
                  <figure><img src="img/banners/banner4.jpg" title="Foto numero 4"/></figure>
                  <figcaption></figcaption>
              </li>
            </ul>
        </div> 
    </div>
</section>
<section id="testimonials">
  <div class="container">
     <div id="testimonial-container">
      <h2>Trabajamos cada noche con cariño para conseguir la mejor calidad, porque nos gusta lo que hacemos</h2>  
      </div>  
  </div>
</section>
<section id="sectors" class="clearfix">
  <div class="container">
    <h2></h2> 
    <ul>
        <li class="sector-item"> 
            <a href="/historia.php">
                <i class="fa fa-university top-icon"></i>
                <div class="circle">
                    <i class="fa fa-university"></i>
                </div>
                <article>
                    <h2>Historia</h2>
                </article>
            </a>
        </li>
        <li class="sector-item"> 
            <a href="/instalaciones.php">
                <i class="fa fa-cogs top-icon"></i>
                <div class="circle">
                    <i class="fa fa-cogs"></i>
                </div>
                <article>
                    <h2>Instalaciones</h2>
                </article>
            </a>
        </li>
        <li class="sector-item"> 
            <a href="/productos.php">
                <i class="fa fa-cutlery top-icon"></i>
                <div class="circle">
                   <i class="fa fa-cutlery"></i>
                </div>
                <article>
                    <h2>Productos</h2>
                </article>
            </a>
        </li>
        <li class="sector-item"> 
            <a href="/conoce.php">
                <i class="fa fa-comments top-icon"></i>
                <div class="circle">
                    <i class="fa fa-comments"></i>
                </div>
                <article>
                    <h2>Conócenos</h2>
                </article>
            </a>
        </li>
        
    </ul>   
  </div>
  
  
  
    
</section>
<section id="gallery">
    <div class="container-fluid">
       <div class="row">
            <div id="gallery_container">
              <ul class="gallery_bxslider">
                <li><figure><img src="img/banners/gallery1.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery2.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery3.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery4.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery5.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery6.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery7.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery8.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery9.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery10.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery11.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery12.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery13.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery14.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery15.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery16.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery17.jpg" /></figure></li>
                <li><figure><img src="img/banners/gallery18.jpg" /></figure></li>
              </ul>
          </div>
       </div>
    </div>
</section>
<section id="horario">
    <div class="container">
        <div class="row">
            <div id="horario_general">
                <i class="fa fa-clock-o"></i>
                <h2>Nuestro horario</h2>
                <h3>Invierno</h3>
                <p>Lunes a Sábado de 5:30 a 14:00. Lunes a Viernes de 17:00 a 19:00</p>
                <h3>Verano (Julio y Agosto)</h3>
                <p>Lunes a Sábado de 5:30 a 14:00. Tardes cerrado.</p>
            </div>
        </div>
        <div class="container">
            <div id="horario_especial">
                <a href="/conoce.php">
                    <i class="fa fa-calendar"></i>
                    <h3>Contacta con nosotros para informarte sobre fechas especiales</h3>
                    <p>Semana Santa, Navidad y Puentes.</p>
                   <span>Contacta</span>
               </a>
            </div>
        </div>
    </div>
</section>
<section id="facebook_feed">
    <div id="fb-root"></div>
    <script>(function(d, s, id) {
      var js, fjs = d.getElementsByTagName(s)[0];
      if (d.getElementById(id)) return;
      js = d.createElement(s); js.id = id;
      js.src = "//connect.facebook.net/es_ES/sdk.js#xfbml=1&version=v2.7";
      fjs.parentNode.insertBefore(js, fjs);
    }(document, 'script', 'facebook-jssdk'));</script>
    <div class="container">
        <h2>Panadería Cañizares en Facebook</h2>
        <div class="col-xs-12 col-sm-12 col-md-12 text-center">
            <div class="fb-page" data-href="https://www.facebook.com/Panader%C3%ADa-Ca%C3%B1izares-120333318393832/?fref=ts" data-tabs="timeline" data-small-header="false" data-adapt-container-width="true" data-hide-cover="false" data-show-facepile="true"><blockquote cite="https://www.facebook.com/Panader%C3%ADa-Ca%C3%B1izares-120333318393832/?fref=ts" class="fb-xfbml-parse-ignore"><a href="https://www.facebook.com/Panader%C3%ADa-Ca%C3%B1izares-120333318393832/?fref=ts">Panadería Cañizares</a></blockquote></div>
        </div>
    </div>
</section>
<section id="google_feed">
    <div class="container">
        <h2>Nuestro Google +</h2>
        <div class="col-xs-12 col-sm-12 col-md-12">
            <div class="google_container">
            </div>
        </div>
    </div>
</section>
<section id="footer">
    <footer>
       <div class="container clearfix">
            <ul class="list-left">
                <li><h3>Panadería Cañizares SLL</h3></li>
                <li><a href="mailto:ginescani@gmail.com" target="_blank"><i class="fa fa-envelope"></i>ginescani@gmail.com</a></li>
                <li><a href=¨tel:968420498¨><i class="fa fa-phone"></i>tel: 968420498</a></li>
                <li><a href="https://plus.google.com/109942957159118513809" target="_blank"><i class="fa fa-google-plus"></i>Google +</a></li>
            </ul>
             <ul class="list-right">
                <li><p>Calle San Antonio 29</p></li>
                <li><p>30850 Totana</p></li>
                <li><p>Murcia</p></li>
            </ul>
        </div>
    </footer>
</section>
    <!-- Bootstrap core JavaScript
    ================================================== -->
    <!-- Placed at the end of the document so the pages load faster -->
    <script src="js/jquery-1.11.3.min.js"></script>
    <script src="js/bootstrap.min.js"></script>
    <!-- IE10 viewport hack for Surface/desktop Windows 8 bug -->
    <script src="js/ie10-viewport-bug-workaround.js"></script>
    <script src="js/jquery-2.1.4.min.js"></script>
    <script src="js/jquery.bxslider/jquery.bxslider.min.js"></script>
    <script src="js/jquery.bxslider/jquery.bxslider.js"></script>
    <script src="js/custom.js"></script>
    <script src="js/jquery.kyco.googleplusfeed2.min.js"></script>
  </body>
</html>