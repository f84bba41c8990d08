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
<section class="col-lg-10 mx-auto pt-3 spce-c">
        <span class="content-titles">
        <h3 class="title-center txt-c">Gente Ojai</h3>
        </span>
</section>




<div class="row spce-c pt-5 m-3 txt-j">
    <div class="col-lg-10 spce-c">
        <div class="col-lg-8">
            <img class="p-alimentos" src="http://www.ojaialimentos.com.mx/img/slide_cont/equipo.jpg" alt="alimentos">
            <p class="pt-3" >
 En Ojai Alimentos buscamos la excelencia en nuestros resultados y forjamos relaciones perdurables basadas en la confianza, al vivir con intensidad nuestros valores essenciales: Honestidad, Responsabilidad, Disciplina, Lealtad, Trabajo en equipo, Perseverancia y Actitud de servicio. Una cultura basada en ello contribuye a incrementar, de manera sostenible, el valor de la compañía para todos los grupos de interés: clientes, accionistas, personal y en la comunidad donde nos desarrollamos. De esta  manera podemos asegurar que llevaremos a cabo nuestra Visión y nuestra Misión.
Sabemos que para lograrlo, cada uno de las personas que trabajamos en la compañía constituye una pieza importante que aporta su esfuerzo, energía y pasión para cumplir cabalmente con la responsabilidad que le ha sido asignada, así es nuestro equipo y estamos orgullosos de que basamos el éxito de la empresa en el activo más importante: Nuestra Gente. </p>
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