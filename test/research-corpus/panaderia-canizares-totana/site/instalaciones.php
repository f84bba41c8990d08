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
    </nav><div id="instalaciones_page">
    <div class="container">
        <h1>Instalaciones</h1>
        <div class="row">
            <div class="col-sm-12 col-md-12">
                <div id="instalaciones_slider">
                    <ul class="instalaciones-bxslider">
                        <li>
                            <figure><img src="img/instalaciones/instalaciones1.jpg" title="Foto numero 1" /></figure>
                        </li>
                        <li>
                            <figure><img src="img/instalaciones/instalaciones2.jpg" title="Foto numero 2"/></figure>
                        </li>
                        <li>
                            <figure><img src="img/instalaciones/instalaciones3.jpg" title="Foto numero 3"/></figure>
                        </li>
                        <li>
                            <figure><img src="img/instalaciones/instalaciones4.jpg" title="Foto numero 4"/></figure>
                        </li>
                        <li>
                            <figure><img src="img/instalaciones/instalaciones5.jpg" title="Foto numero 4"/></figure>
                        </li><li>
                            <figure><img src="img/instalaciones/instalaciones6.jpg" title="Foto numero 1" /></figure>
                        </li>
                        <li>
                            <figure><img src="img/instalaciones/instalaciones7.jpg" title="Foto numero 2"/></figure>
                        </li>
                        <li>
                            <figure><img src="img/instalaciones/instalaciones8.jpg" title="Foto numero 3"/></figure>
                        </li>
                        <li>
                            <figure><img src="img/instalaciones/instalaciones9.jpg" title="Foto numero 4"/></figure>
                        </li>
                        <li>
                            <figure><img src="img/instalaciones/instalaciones10.jpg" title="Foto numero 4"/></figure>
                        </li><li>
                            <figure><img src="img/instalaciones/instalaciones11.jpg" title="Foto numero 4"/></figure>
                        </li>
                        <li>
                            <figure><img src="img/instalaciones/instalaciones12.jpg" title="Foto numero 4"/></figure>
                        </li>
                    </ul>
                    
                    <div id="bx-pager">
                        <a data-slide-index="0" href=""><img src="img/instalaciones/instalaciones1.jpg"/></a>
                        <a data-slide-index="1" href=""><img src="img/instalaciones/instalaciones2.jpg"/></a>
                        <a data-slide-index="2" href=""><img src="img/instalaciones/instalaciones3.jpg"/></a>
                        <a data-slide-index="3" href=""><img src="img/instalaciones/instalaciones4.jpg"/></a>
                        <a data-slide-index="4" href=""><img src="img/instalaciones/instalaciones5.jpg"/></a>
                        <a data-slide-index="5" href=""><img src="img/instalaciones/instalaciones6.jpg"/></a>
                        <a data-slide-index="6" href=""><img src="img/instalaciones/instalaciones7.jpg"/></a>
                        <a data-slide-index="7" href=""><img src="img/instalaciones/instalaciones8.jpg"/></a>
                        <a data-slide-index="8" href=""><img src="img/instalaciones/instalaciones9.jpg"/></a>
                        <a data-slide-index="9" href=""><img src="img/instalaciones/instalaciones10.jpg"/></a>
                        <a data-slide-index="10" href=""><img src="img/instalaciones/instalaciones11.jpg"/></a>
                        <a data-slide-index="11" href=""><img src="img/instalaciones/instalaciones12.jpg"/></a>
                    </div>
                </div>
            </div>        
        </div>
    </div>
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