
<!DOCTYPE html>
<html lang="en">
<head>
    <link rel="shortcut icon" href="assets/img/favicon.ico" type="image/x-icon" />
		<link rel="apple-touch-icon" href="img/apple-touch-icon.png">
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta name="description" content="Ojai alimentos es una empresa de alimentos de calidad para todas las familias">
    <meta name="author" content="Ojai alimentos">
    <meta name="keyword" content="ojai, huevo, carne, cerdo"> 

    <!-- Para el mapa -->
    <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/normalize/3.0.3/normalize.css" integrity="sha256-afz3aCt3EXZjTcVN6wxBLPnsQN+THVagSA7lG0ftFZg=" crossorigin="anonymous" />
    <meta http-equiv="X-UA-Compatible" content="ie=edge">
    <link rel="stylesheet" href="https://maxcdn.bootstrapcdn.com/bootstrap/4.0.0/css/bootstrap.min.css" integrity="sha384-Gn5384xqQ1aoWXA+058RXPxPg6fy4IWvTNh0E263XmFcJlSAwiGgFAW/dAiS6JXm" crossorigin="anonymous">
    <link href="https://stackpath.bootstrapcdn.com/font-awesome/4.7.0/css/font-awesome.min.css" rel="stylesheet" integrity="sha384-wvfXpqpZZVQGK6TAh5PVlGOfQNHSoD2xbE+QkPxCAFlNEevoEH3Sl0sibVcOQVnN" crossorigin="anonymous">
   <!--  <link rel="stylesheet" type="text/css" href="assets/mapa/leaftlet.css"> -->
   <link rel="stylesheet" href="https://unpkg.com/leaflet@1.6.0/dist/leaflet.css?var=001" />

   
   
    <link rel="stylesheet" href="assets/css/style.css" >
    <!-- Mapa -->
    <title>Ojai Alimentos</title>
</head>
<body class="">

  
  <div class="sizeOfHeader" id="relleno"></div>
  <header class="posFix" id="header">
   <!-- <div class="bg-main row-flex">
      <span id="fecha" >Lunes 19 de agosto del 2019</span>
      </div> -->
   <div class="espacio92"></div>
   <nav class="navbar navbar-expand-lg navbar-light bg-light pt-0" id="navbar">
      <div class="col-lg-10 row mx-auto spce-b" >
      <a class="navbar-brand" aria-label="Ojai" href="index">
      <img src="assets/img/logoOJAIv3.png" alt="" width="200">
      </a>
      <button class="navbar-toggler mt-2 btn-custom" id="btnCustom" type="button" data-toggle="collapse" data-target="#navbarSupportedContent" aria-controls="navbarSupportedContent" aria-expanded="false" aria-label="Toggle navigation">
         <!-- <span class="navbar-toggler-icon"></span> -->
         <div class="menuBurger">
            <span class="b-bar"></span>
            <span class="b-bar"></span>
            <span class="b-bar"></span>
         </div>
      </button>
      <div class="collapse navbar-collapse" id="navbarSupportedContent">
         <ul class="navbar-nav mr-auto center navegacion-principal" id="content-item-header">
            <li class="nav-item dropdown">
               <a class="nav-link dropdown-toggle upper  " href="#" aria-label="Productos" id="navbarDropdown" role="button" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">
               alimentos               </a>
               <div class="dropdown-menu upper" aria-labelledby="navbarDropdown">
                  <!--HUEVO -->    <a class="dropdown-item upper" aria-label="huevo" href="huevo"> huevo</a>
                  <!--CERDO -->   <a class="dropdown-item upper" aria-label="cerdo" href="cerdo">cerdo</a>
            </li>
            <li class="nav-item dropdown">
            <a class="nav-link upper" href="presentaciones" role="button" aria-label="presentaciones"   aria-expanded="false">
            presentaciones            </a>
            </li>
            <!-- <li class="nav-item dropdown">
               <a class="nav-link dropdown-toggle" href="#" id="navbarDropdown" role="button" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">
               UN EQUIPO COMPROMETIDO
               </a>
               <div class="dropdown-menu" aria-labelledby="navbarDropdown">
                 <a class="dropdown-item" aria-label="Gente Ojai" href="gente.php">GENTE OJAI</a>
                
                 
               </li> -->
            <li class="nav-item dropdown">
            <a class="nav-link upper" href="aviso" role="button" aria-label="aviso"   aria-expanded="false">
            aviso            </a>
            </li>
            <li class="nav-item dropdown">
            <a class="nav-link upper" href="distribuciones" role="button" aria-label="distribuciones"   aria-expanded="false">
            distribuciones            </a>
            </li>
            <li class="nav-item">
            <a class="nav-link upper" href="nosotros" role="button" aria-label="nosotros"   aria-expanded="false">
            nosotros            </a>
            </li>
            <li class="nav-item">
            <a class="nav-link upper" aria-label="contacto" href="contacto">
            contacto            </a>
            <!-- <div class="dropdown-menu" aria-labelledby="navbarDropdown">
               <a class="dropdown-item" href="bolsa.php">CONTACTO DE VENTAS</a> -->
            </li>
         </ul>
         </div>
      </div>
   </nav>

   <div class="top-menu">
        <i class="fas fa-chevron-up"></i>

   </div>
</header>

<div class="content-images-corousel" style="widht:100%; margin:0; position:relative">
<div id="bs4-slide-carousel" class="carousel slide" data-ride="carousel" >
  <ol class="carousel-indicators">
    <li data-target="#bs4-slide-carousel" data-slide-to="0" class="active"></li>
    <li data-target="#bs4-slide-carousel" data-slide-to="1"></li>
    <li data-target="#bs4-slide-carousel" data-slide-to="2"></li>
  </ol>
  <div class="carousel-inner">
    <div class="carousel-item active">
      <img class="d-inline w-100" src="assets/img/slider/comida.jpg" alt="Slide One">
      <!--Captions for the slides go here -->
       <!--  <div class="carousel-caption text-warning d-none d-sm-block sombra">
          <h1 class="h3">El sabor es mejor en familia</h1>
          <p class="text-light">Ojai lo tiene para ti</p>
        </div> -->
      <!--Captions ending here for slide 1-->  
   </div>
    <div class="carousel-item">
      <img class="d-inline w-100" src="assets/img/slider/platillos_comida.jpg" alt="Slide Two">
      <!--Captions for the slides go here -->
        <!-- <div class="carousel-caption text-warning d-none d-sm-block sombra">
          <h5>Los mejores alimentos para el hogar</h5>
          <p class="text-light">Deleita los mejores sabores</p>
        </div> -->
      <!--Captions ending here for slide 2-->        
    </div>
    <div class="carousel-item">
      <img class="d-block w-100" src="assets/img/slider/burrito.jpg" alt="Slide Three">
      <!--Captions for the slides go here -->
        <!-- <div class="carousel-caption text-warning d-none d-sm-block sombra">
          <h5>Alimentos de calidad</h5>
          <p class="text-light">La mejor calida en carnes</p>
        </div> -->
      <!--Captions ending here for slide 3-->        
    </div>
  </div>
  </div>

  <a class="carousel-control-prev" href="#bs4-slide-carousel" role="button" data-slide="prev">
    <span class="carousel-control-prev-icon" aria-hidden="true"></span>
    <span class="sr-only">Previous</span>
  </a>
  <a class="carousel-control-next" href="#bs4-slide-carousel" role="button" data-slide="next">
    <span class="carousel-control-next-icon" aria-hidden="true"></span>
    <span class="sr-only">Next</span>
  </a>  
</div>

  </div> <!-- Fin container -->
  <!-- Inicia contadores -->
  <section class="spce-c pdding-40">
   <span class="content-titles">
      <h3 align="center"  class="title-center">COMPROMISO</h3>
   </span>
   
</section>
<div class="col-lg-12 spce-c">
   <div class="col-lg-6  mgt-2 mb-2">
      <p>Ojai alimentos constantemente sigue creciendo y hoy en dia cuenta con sucursales a lo largo de la republica mexicana, ofreciendo así sus productos 
         de alta calidad, para que esten al alcance de las familias. </p>

   </div>
</div>
<section id="section-contadores" >
   <!-- <img class="img-parallax" src="assets/img/parallax/bread-parallax.jpg" alt=""> -->
   <div class="container">
      <div class="row counters counters-text-light">
         <div class="col-sm-6 col-lg-3 mb-4 mb-lg-0">
            <div class="counter">
               <!-- <strong data-to="30000" data-append="+">0</strong> -->
               <strong>+</strong>
               <i class="fas fa-user"></i>
               <strong class="cont" data-to="800" data-append="+">0</strong>
               <label>Clientes satisfechos</label>
            </div>
         </div>
         <div class="col-sm-6 col-lg-3 mb-4 mb-lg-0">
            <div class="counter">
               <strong>+</strong>
               <i class="fas fa-star"></i>
               <strong class="cont" data-to="15" >0</strong>
               <label>Años en el negocio</label>
            </div>
         </div>
         <div class="col-sm-6 col-lg-3 mb-4 mb-sm-0">
            <div class="counter">
               <strong>+</strong>
               <i class="fas fa-building"></i>
               <strong class="cont" data-to="20">0</strong>
               <label>Sucursales</label>
            </div>
         </div>
         <div class="col-sm-6 col-lg-3">
            <div class="counter">
               <strong>+</strong>
               <i class="fas fa-egg"></i>
               <strong class="cont" data-to="40">0</strong>
               <label>Productos</label>
            </div>
         </div>
      </div>
   </div>
</section>
        <!-- Inicia seccion -->
<section class="spce-c pdding-40">
  <span class="content-titles">
    <h3 align="center"  class="title-center">DELICIAS PARA EL HOGAR</h3>
  </span>
</section>


<div class="content-general">
  <div class="contenedor-items"  id="easyPaginate">
  </div>
  
</div>





</div> 





<!-- Footer -->
<footer class="bg-orange mt-5">


  <!-- Footer Links -->
  <div class="container text-center text-md-left  pd-3 footer_color">
    <!-- Grid row -->
    <div class="row mt-3">
      <!-- Grid column -->
      <div class="col-md-3 col-lg-4 col-xl-3 mx-auto mb-4">
        <!-- Content -->
        <h6 class="text-uppercase font-weight-bold">Empresa</h6>
        <p class="txt-just">Nos comprometemos a brindar un producto de calidad y el mejor precio, para que cada hogar tenga una comida aceptable y de calidad</p>
      </div>
      <div class="col-md-2 col-lg-2 col-xl-2 mx-auto mb-4">

        <!-- Links -->
        <h6 class="text-uppercase font-weight-bold">Productos</h6>
        <div class="box">
          <p><a aria-label=huevo href=huevo>huevo</a></p>
          <p><a aria-label=cerdo href=cerdo>cerdo</a></p>
          </div>

      </div>

      <!-- Grid column -->
      <!-- <div class="col-md-3 col-lg-2 col-xl-2 mx-auto mb-4">

        <h6 class="text-uppercase font-weight-bold">Enlaces</h6>
        <p><a href="#!">Promociones</a></p>
        <p> <a href="#!">Ofertas</a></p>
        <p> <a href="#!">Ojai mart</a></p>
        

      </div> -->

      <!-- Grid column -->
      <div class="col-md-4 col-lg-3 col-xl-3 mx-auto mb-md-0 mb-4">

        <!-- Links -->
        <h6 class="text-uppercase font-weight-bold">Contacto</h6>
        
         <p> <i class="fas fa-home mr-3"></i> Jalisco Norte 519-S Altos entre Yaqui y Mayo</p>
        <p><i class="fas fa-envelope mr-3"></i> rh@grupoojai.com</p>
        <p><i class="fas fa-phone mr-3"></i> +52 644-414-91-17</p>

      </div><!-- Grid column -->
    </div><!-- Grid row -->
  </div><!-- Footer Links -->
  <!-- Nuestras redes sociales -->
  <div class="row-flex">
    <div class="col-lg-8 redes-sociales">
      <hr>
      <h6>REDES SOCIALES</h6>
      <ul>
        <li class=""><i class="fa fa-facebook-square fa-6 rs-icon " aria-hidden="true" ></i> <a href="https://www.facebook.com/OJAIOBREGON" target="_balank" class="ml-4">Ojai Alimentos S.A de C.V</a></li>
        <li class=""><i class="fa fa-facebook-square fa-6 rs-icon" aria-hidden="true"></i> <a href="https://www.facebook.com/OjaiMartMx/" target="_balank" class="ml-4">Ojai Mart</a></li>
      </ul>
       
       
    </div>

  </div>
  <!-- Copyright -->
  <div class="footer-copyright text-center py-3">
    <p> Todos los derechos reservados ©</p>
     <span> Ojai Alimentos S. A. de C. V. 2020 </span>
  </div><!-- Copyright -->
</footer><!-- Footer -->
<script src="https://kit.fontawesome.com/298bba857e.js"></script>
<script src="https://code.jquery.com/jquery-3.2.1.slim.min.js" integrity="sha384-KJ3o2DKtIkvYIK3UENzmM7KCkRr/rE9/Qpg6aAZGJwFDMVNA/GpGFF93hXpG5KkN" crossorigin="anonymous"></script>
<script src="https://cdnjs.cloudflare.com/ajax/libs/popper.js/1.12.9/umd/popper.min.js" integrity="sha384-ApNbgh9B+Y1QKtv3Rn7W3mgPxhU9K/ScQsAP7hUibX39j7fakFPskvXusvfa0b4Q" crossorigin="anonymous"></script>
<script src="https://maxcdn.bootstrapcdn.com/bootstrap/4.0.0/js/bootstrap.min.js" integrity="sha384-JZR6Spejh4U02d8jOt6vLEHfe/JQGiRRSQQxSfFWpi1MquVdAyjUar5+76PVCmYl" crossorigin="anonymous"></script>
<script src="https://unpkg.com/sweetalert/dist/sweetalert.min.js"></script>
<script src="https://unpkg.com/leaflet@1.6.0/dist/leaflet.js"></script>
<script src="assets/mapa/leaflet.js"></script>

</script>
    <!--Load the API from the specified URL
    * The async attribute allows the browser to render the page while the API loads
    * The key parameter will contain your own API key (which is not needed for this tutorial)
    * The callback parameter executes the initMap() function
    -->
   <!-- Mapa -->


  
    <!-- contacto soporte -->
 

<script type="module" src="assets/js/app.js"></script>
  </body>
</html>