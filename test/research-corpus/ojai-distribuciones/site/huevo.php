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

<div class="container">
<section class="col-lg-10 mx-auto pt-5 spce-c mb-5">
        <span class="content-titles">
        <h3 align="center"  class="title-center">En ojai tenemos huevos de gallina libre</h3>
        </span>
</section>
<div class="row mb-5"></div>
    <div>
    <h5><b>GALLINA </b>LIBRE</h5>
    
   
    <p>Ojai Alimentos se unió a la iniciativa de huevo de gallina libre de jaula con el fin de ser una empresa que promueve el amor y el cuidado de sus animalesy
    y sobre todo ser socialmente responsable con la comunidad.</p>
    </div>


    <div class="row mb-3 txt-justify">
    <div class="col-sm">
    <h5>BUENAS CONDICIONES DE ANIMALES</h5>
    <p> A diferencia de un sistema conevncional, en el sistema libre de jaula, las gallinas pueden caminar libremente por la caseta y usar los nidos para dormir y poner sus huevos
    .Este sistema ayuda alas gallinas a relajarse, hacer ejercicio y a socializar entre ellas, lo cual asegura la calidad de sus huevos.</p>
    </div>
    <div class="col-sm">
    <h5>MAS NUTRITIVOS</h5>
    <p>Una gallina sana produce un huevo sano, no hay mucha ciencia en ello. Sin embargo tiene muchos y mejores beneficios los huevos de gallina libre respecto a otros:
     1/3 menos colesterol, 1/4 menos de grasas saturadas, 2/3 más de vitamina A, 2 veces más ácidos grasos omega-3, 3 veces más vitamina E, 7 veces más beta caroteno.
    </p>
    </div>
  </div>

  <div class="row mb-3 txt-justify">
    <div class="col-sm">
    <h5>MEJOR SABOR</h5>
    <p>Los huevos son más frescos y más sanos ya que vienen de gallinas felices, ademas de que no huelen mal, incluso no dejan malos olores en tus platos ni en el mismo sartén que se concinó.</p>
    
    </div>
    <div class="col-sm">
    <h5>SALUD CARDIOVASCULAR</h5>
    <p>Aporta energía a través de ácidos grasos monoinsanturados y poliinsaturados, también conocidas como “grasas saludables”..</p>
    
    </div>

    
  </div>





</div>







<section class="col-lg-10 mx-auto pt-5 spce-c">
        <span class="content-titles">
        <h3 align="center"  class="title-center">huevo</h3>
        </span>
</section>

<div class="content-timeline">
    <div class="line-center"></div>
    <div class="wrapper  mx-img">
        <div class="content-item item1  animAparece item-center ">
        <div class="bg-main  item-card txt-justify">
            <h2>Granjas de Postura</h2>
            <p>OJAI Alimentos cuenta con 17 granjas de postura comercial, aquí es donde tenemos a nuestras aves en edad productiva que producen huevo blanco para plato, las cuales están ubicadas principalmente en el valle del yaqui muy cerca de Cd. Obregón donde tenemos el 55% de nuestra producción con 1’077,560 aves, además de nuestras granjas en Hermosillo, donde tenemos el 13% de la producción gracias a 258,000 aves y 634,980 aves en Los Mochis, que representan el 32 % de nuestra producción total.</p>
        </div>
            
        </div>
        <div class="content-item item2 aparece item-center">
            <div class="ball"></div>
        </div>

        <div class="content-item item3 aparece item-center">
            <div class="item  item-card ">
                <!-- <h2>Image</h2>
                <p>Lorem ipsum dolor sit amet consectetur adipisicing elit. Exercitationem, rem?</p> -->
                
                <img src="assets/img/historia/gallina_libre.jpg" alt="">
            </div>
            

        </div>
        <div class="content-item item4 aparece item-center ">
            <div class="bg-main  item-card txt-justify">
            <h2>Granjas de crianza</h2>
                <p>Para iniciar con el proceso de producción de huevo en Ojai Alimentos se cuenta con cuatro granjas de crianza donde nuestras aves permanecen desde el primer día de vida hasta las 18 semanas de edad. En esta etapa, el ave pasa de ser pollita a gallina joven, llega a su madurez sexual y se prepara para iniciar su vida productiva.</p>
                <p>Se tiene una capacidad de crianza de 510,000 pollitas en dos unidades donde se están desarrollando las futuras productoras de huevo de nuestra compañía.</p>
            </div>
           

        </div>
        <div class="content-item item5 aparece item-center">
            <div class="ball"></div>
        </div>
        <div class="content-item item6 aparece item-center">
            <div class="item  item-card">
            <!-- <h2>Image</h2>
                <p>Lorem ipsum dolor sit amet consectetur adipisicing elit. Exercitationem, rem?</p> -->
                <img src="assets/img/historia/crianza.jpg" alt="">
            </div>
            

        </div>
        <div class="content-item item7 aparece item-center ">
            <div class="bg-main  item-card txt-justify">
            <h2>Capacidad</h2>
                <p>Contamos con capacidad para albergar 1’970,540 aves que nos permiten tener una producción anual de 31, 000 toneladas de huevo. Es de suma importancia reiterar que el 100% de nuestras granjas tienen la certificación por parte de SAGARPA de libres enfermedades exóticas como influenza aviar, Newcastle y salmonella. A demás, toda la producción de huevo en nuestra región cuenta con reconocimiento de libre de enfermedades exóticas de parte de USDA, por lo que estamos certificados para exportar huevo para plato a EEUU.</p>
            </div>

        </div>
        <div class="content-item item8 aparece item-center">
            <div class="ball"></div>
        </div>
        <div class="content-item item9 aparece item-center">
            <div class="item  item-card">
            <!-- <h2>Image</h2>
                <p>Lorem ipsum dolor sit amet consectetur adipisicing elit. Exercitationem, rem?</p>
                <p>Lorem ipsum dolor sit amet consectetur adipisicing elit. Exercitationem, rem?</p> -->
                <img src="assets/img/historia/postura.jpg" alt="">

            </div>

        </div>
        

        
    </div>
</div>
<!-- <div class="wrapper">
  <div class="item1">Item 1</div>
  <div class="item2">Item 2</div>
  <div class="item3">Item 3</div>
  <div class="item4">Item 4</div>
</div> -->


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