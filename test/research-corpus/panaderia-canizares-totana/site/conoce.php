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
    </nav><div id="conoce_page">
    <div class="container">
        <h1>Conócenos</h1>
    </div>
    <div class="container-fluid">
        <div id="google_map">
            <div class="overlay" onClick="style.pointerEvents='none'"></div>
            <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3153.7492222437145!2d-1.5018656846824305!3d37.77247797975984!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0xd6492e988a08431%3A0xc8a84875577097ea!2zUGFuYWRlcsOtYSBDYcOxaXphcmVz!5e0!3m2!1sen!2ses!4v1451320015979" width="1200" height="450" frameborder="0" style="border:0" allowfullscreen></iframe>
        </div>
    </div>
    <div class="container">
        <div class="row">
            <div class="col-sm-12 col-md-12">
                <div id="contact_info">
                    <h2>¿Dónde estamos?</h2>
                    <hr>
                    <p>Calle San Antonio 29</p>
                    <p>Totana, 30850</p>
                    <p>Murcia</p>
                    <h2>¿Necesitas más información?</h2>
                    <hr>
                    <p>Llámanos al telefono: <a href="tel:968420498" target="_blank">968420498</a></p>
                    <p>O escribe un email a: <a href="mailto:ginescani@gmail.com" target="_blank">ginescani@gmail.com</a></p>
                    
                </div>

            </div>
            <div class="col-sm-12 col-md-6">
                
            </div>
        </div>
    </div>
    
<section id="google_feed">
    <div class="container">
        <h2>Nuestro Google +</h2>
        <div class="col-xs-12 col-sm-12 col-md-12">
            <div class="google_container">
            </div>
        </div>
    </div>
</section>
</div>

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