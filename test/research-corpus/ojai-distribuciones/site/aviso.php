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
<section class="col-lg-10 mx-auto pt-5 spce-c">
        <span class="content-titles">
        <h3 class="title-center txt-center">AVISO DE PRIVACIDAD</h3>
        </span>
</section>

<div class="spce-c">
<div class="col-lg-7 mgt-2 interlineado">
       <p align="justify"> De acuerdo a lo Previsto en la Ley Federal de Protección de Datos 
           Personales en posesión de los particulares y demás legislación aplicable, declara 
           <b><em>Ojai Alimentos, SA de CV.</em></b>, ser una empresa legalmente constituida de 
           conformidad con las leyes mexicanas, con domicilio <b><em>en calle Jalisco #519 norte S altos, 
           Col. Zona Norte 1, C.P. 85010, Ciudad Obregón, Sonora</em></b>, de igual manera el titular declara que el presente Aviso le ha sido dado a conocer por el Responsable,  haber leído, entendido y acordado los términos expuestos en este Aviso, por lo que otorga su consentimiento respecto del tratamiento de sus datos personales. En caso de que los datos personales recopilados incluyan datos patrimoniales o financieros, mediante la firma del contrato correspondiente, sea en formato impreso, o utilizando medios electrónicos y sus correspondientes procesos para la formación del consentimiento, se llevarán a cabo actos que constituyen el consentimiento expreso del titular.
Así mismo se manifiesta por parte de <b><em>Ojai Alimentos, SA de CV</em></b>, que la información de nuestros clientes es tratada de forma estrictamente confidencial por lo que al proporcionar sus datos personales, tales como: 
<ul>
 <li>   1. Nombre Completo.</li>
  <li>  2. Dirección. </li>
  <li>  3. Registro Federal de Contribuyentes. </li>
  <li>  4. Teléfonos de Hogar, Oficina y móviles </li>
  <li>  5. Correo Electrónico. </li>
  <li>  Estos serán utilizados única y exclusivamente para los siguientes fines: </li>
  <li>  1. Campañas de Publicidad. </li>
    <li>2. Campañas de Fidelidad. </li>
    <li>3. Información y Prestación de Servicios. </li>
    <li>4. Actualización de la Base de Datos. </li>
    <li>5. Cualquier finalidad análoga o compatible con las anteriores. </li>
    <li>En el caso de Datos sensibles, tales como: </li>
    <li>1. Datos Financieros (Ingresos, Estados de Cuenta, y demás relacionados) </li>
    <li>2. Datos Patrimoniales (Bienes Materiales, Inmuebles, y demás relacionados) </li>
    <li>3. Datos Personales (Cónyuge, Estado Civil, Nacionalidad, Educación, Hijos, y demás relacionados). </li>
    <li>4. Referencias familiares y no familiares (Nombre, Dirección, Teléfono, relación, etc.). </li>
    <li>Estos serán utilizados única y exclusivamente para los siguientes fines: </li>
    <li>1. Investigación y/u Obtención de Créditos ante la empresa. </li>
    <li>2. Cualquier finalidad análoga o compatible con la anterior. </li>

</ul>
</p> 
<p>
Para prevenir el acceso no autorizado a sus datos personales y con el fin de asegurar que la 
información sea utilizada para los fines establecidos en este aviso de privacidad, hemos 
establecido diversos procedimientos con la finalidad de evitar el uso o divulgación no autorizados 
de sus datos, permitiéndonos tratarlos debidamente. 
Todos sus datos personales son tratados de acuerdo a la legislación aplicable y vigente en el país, 
por ello le informamos que usted tiene en todo momento los derechos (ARCO) de acceder, rectificar, 
cancelar u oponerse al tratamiento que le damos a sus datos personales; derecho que podrá hacer 
valer a través del Área de Privacidad encargada de la seguridad de datos personales en el Teléfono
  64 44 14 91 17 Ext. 1000, o por medio de su Correo electrónico: <span class="txt-correo">TI@grupoojai.com</span> en un horario de
   24 horas, de lunes a domingo.

</p>
<p>
A través de estos canales usted podrá actualizar sus datos y especificar el medio por el cual 
desea recibir información, ya que en caso de no contar con esta especificación de su parte, 
<b><em>Ojai Alimentos, SA de CV</b></em>, establecerá libremente el canal que considere pertinente 
para enviarle información. 
Este aviso de privacidad podrá ser modificado por <b><em>Ojai Alimentos, SA de CV</b></em>,
 Dichas modificaciones serán oportunamente informadas a través de correo electrónico, teléfono, o 
 cualquier otro medio de comunicación que la empresa determine para tal efecto.

</p>

</div>
</div>
<div class="bg-color">
  
  <section class="col-lg-10 mx-auto pt-5 spce-c">
    <span class="content-titles">
      <h3 class="title-center txt-center">CERTIFICACIONES</h3>
    </span>
  </section>
  <div class="spce-c">
    <div class="col-lg-12 mgt-2 spce-a row certificaciones">
      <div class="spce-cc">
        
        <a href="https://www.gob.mx/senasica/acciones-y-programas/establecimientos-tipo-inspeccion-federal-tif" target="_blank" rel="noopener noreferrer"> <img class="certificaciones" src="assets/img/SelloTIF.png" alt="tipo inspeccion federal"></a>
      </div>
      <div class="spce-cc">
        
        <a href="https://www.cemefi.org/esr/" target="_blank" rel="noopener noreferrer"> <img class="certificaciones" src="assets/img/logo_esr_r.png" alt="empresa socialmente responsable"></a>
      </div>
      <div class="spce-cc">
        
        <a href="https://www.gob.mx/senasica/acciones-y-programas/programa-de-sanidad-e-inocuidad-agroalimentaria-194083" target="_blank" rel="noopener noreferrer"> <img class="certificaciones" src="assets/img/senasica.png" alt="empresa socialmente responsable"></a>
      </div>
      <div class="spce-cc">
        
        <a href="http://www.cedrssa.gob.mx/post_secretarn-a_de_agricultura__ganadern-a__desarrollo_rural__pesca_y_alimentacinin_-_-n-sagarpa-n.htm" target="_blank" rel="noopener noreferrer"> <img class="certificaciones" src="assets/img/sagarpa.png" alt="empresa socialmente responsable"></a>
      </div>
      <div class="spce-cc">
        
        <a href="https://www.anetif.org/" target="_blank" rel="noopener noreferrer"> <img class="certificaciones" src="assets/img/anetif.png" alt="empresa socialmente responsable"></a>
      </div>
      <div class="spce-cc">
        
        <a href="http://www.mexicocalidadsuprema.org.mx/" target="_blank" rel="noopener noreferrer"> <img class="certificaciones" src="assets/img/suprema.png" alt="empresa socialmente responsable"></a>
      </div>
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