<!DOCTYPE html>
<html lang="es">

<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>Estructuras Metálicas Orbea | Nuestros Servicios</title>
    <link href="https://stackpath.bootstrapcdn.com/font-awesome/4.7.0/css/font-awesome.min.css" rel="stylesheet">
<link rel="stylesheet" href="https://use.fontawesome.com/releases/v5.7.2/css/all.css">
<link rel="stylesheet" href="css/styles.css">
<link rel="stylesheet" href="css/others.css">
<link rel="shortcut icon" href="favicon.ico" type="image/x-icon">
<!-- SEO Codes -->
<meta name="keywords" content="metal, metales, estructura, estructuras, puerta, puertas metalicas, puertas, enrique orbea, el lobo, orbea, multiservicios, santo domingo, ecuador, cerrajeria, cocinas industriales, puertas automaticas, protectores metalicos, pasamanos, cubiertas, metalicas, cerramiento, cerramientos">
 <meta name="description" content="Somos Especialistas en Estructuras Metálicas, puertas automáticas, corredizas, basculantes, cubiertas en poli carbonato, duratecho. Conócenos">
 <meta name="author" content="Marbust Technology Company">
 <meta name="copyright" content="© 2019 Marbust Technology Company - All Rights Reserved">
</head>

<body id="main">
    <header>
    <div class="logo">Estructuras Metálicas Orbea</div>
    <nav>
        <ul id="primaryNav">
            <li><a href="index.php">Inicio</a></li>
            <li><a href="index.php#about">Quienes Somos</a></li>
            <li><a href="services.php">Servicios</a></li>
            <li><a href="contact.php">Contactanos</a></li>
        </ul>
    </nav>
    <div class="menu-toggle"><i class="fa fa-bars" aria-hidden="true"></i></div>

    <script src="https://code.jquery.com/jquery-3.3.1.js"></script>
    <script>
        $(document).ready(function() {
            $('.menu-toggle').click(function() {
                $('nav').toggleClass('activer');
            })
        })

    </script>

    <script>
        var urlString, urlArray, pageHREF, menu, i, currentURL;
        urlString = document.location.href;
        urlArray = urlString.split('/');
        pageHREF = urlArray[urlArray.length - 1];

        if (pageHREF !== "") {
            menu = document.querySelectorAll('ul#primaryNav li a');
            for (i = 0; i < menu.length; i++) {
                currentURL = (menu[i].getAttribute('href'));
                menu[i].className = '';
                if (currentURL === pageHREF) {
                    menu[i].className = 'active';
                }
            }
        }

    </script>

</header>
    <main>
       <div class="servicios">
        <h1>Nuestros Servicios</h1>

        <p style="text-align: center;"><span style="font-size:18px;">Todo lo referente a estructuras metalicas basándonos en la eficiencia y sencillez para ahorrarle tiempo y dinero.</span></p>

        <div class="mservicescontent">
            <div class="mservicesbox">
                <img src="images/services/ms1.jpg">
                <a href="#">
                    <p>Estructuras Metalicas</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms2.jpg">
                <a href="#">
                    <p>Cubiertas Metalicas</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms3.jpg">
                <a href="#">
                    <p>Techos de Policarbonato</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms4.jpg">
                <a href="#">
                    <p>Puertas Automaticas</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms5.jpg">
                <a href="#">
                    <p>Puertas Corredizas</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms6.jpg">
                <a href="#">
                    <p>Puertas Mixtas</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms7.jpg">
                <a href="#">
                    <p>Pasamanos</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms8.jpg">
                <a href="#">
                    <p>Cocinas Industriales en Acero Inoxidable</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms9.jpg">
                <a href="#">
                    <p>Mesas de Acero</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms10.jpg">
                <a href="#">
                    <p>Peladora de Pollos</p>
                </a>
            </div>
            <div class="mservicesbox">
                <img src="images/services/ms11.jpg">
                <a href="#">
                    <p>Coches Salchipaperos</p>
                </a>
            </div>
        </div>
        </div>    </main>
       <a class="fas fa-angle-double-up upbtn" href="#"></a>
   <footer>
    <div class="footerflex">
        <div class="footerboxl">
            <h2>Quienes Somos <i class="fas fa-building"></i></h2>
            <p>Brindamos soluciones en cerrajería, albañilería, pintura y publicidad. A través de la responsabilidad, el trabajo eficiente, honesto, puntualidad, ofreciendo calidad y garantía en nuestros trabajos terminados.</p>
            <h2>Lugares Favoritos <i class="fas fa-external-link-alt"></i></h2>
            <ul>
                <li><a class="footertextlink" href="index.php#about">Acerca de Nosotros</a></li>
                <li><a class="footertextlink" href="services.php">Servicios</a></li>
                <li><a class="footertextlink" href="contact.php">Contactenos</a></li>
            </ul>
        </div>
        <div class="footerboxr">
            <h2>Dirección Internacional <i class="fas fa-map-marked-alt"></i></h2>
            <p>Av. de los Colonos<br>Cerca de la Av. Patricio Romero</p>
            <h2>Numeros de Telefono <i class="fas fa-phone"></i></h2>
            <p><a class="footertextlink" href="tel:+593987251117">+593 (98) 725-1117</a></p>
            <h2>Nuestras Redes <i class="fas fa-globe-americas"></i></h2>
            <p>
                <a class="footersociallink" href="mailto:info@multiserviciosorbea.com"><i class="fas fa-at"></i></a>
                <a class="footersociallink" target="_blank" href="https://www.facebook.com/lobo.orbea/"><i class="fab fa-facebook-f"></i></a>
                <a class="footersociallink" target="_blank" href="https://twitter.com/MetalOrbea"><i class="fab fa-twitter"></i></a>
                <!--<a class="footersociallink" target="_blank" href="https://www.youtube.com/channel/UCdVLdxEW8STQq-IP8HTndag/"><i class="fab fa-youtube"></i></a>
                <a class="footersociallink" href="https://instagram.com/marbusttechnology" target="_blank"><i class="fab fa-instagram"></i></a>-->
                <a class="footersociallink" href="https://api.whatsapp.com/send?phone=+593987251117&text=Hola%20queremos%20obtener%20mas%20informaci%C3%B3n%20sobre%20MultiServicios%20Orbea" target="_blank"><i class="fab fa-whatsapp"></i></a></p>
            <p>Sitio Web Desarrollado por <a class="footertextlink" href="http://sites.marbust.com"><b>Marbust Sites MBTC&reg;</b></a> la cual es una Marca Registrada a nombre de:</p>
            <p>&copy; 2019 Marbust Technology Company - All Rights Reserved</p>
        </div>
    </div>
</footer>
</body>

</html>
