<!DOCTYPE html>
<html lang="es">

<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>Estructuras Metálicas Orbea&reg;</title>
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
       <div class="slideshow-container">

            <div class="mySlides fade">
                <div class="numbertext">1 / 3</div>
                <img src="images/slider/slider1.jpg" style="width:100%">
                <div class="text"><a href="about.php">MultiServicios Orbea</a></div>
            </div>

            <div class="mySlides fade">
                <div class="numbertext">2 / 3</div>
                <img src="images/slider/slider2.jpg" style="width:100%">
                <div class="text"><a href="services.php">Hechos más que palabras</a></div>
            </div>

            <div class="mySlides fade">
                <div class="numbertext">3 / 3</div>
                <img src="images/slider/slider3.jpg" style="width:100%">
                <div class="text"><a href="contact.php">Obtén Soluciones ahora mismo</a></div>
            </div>

            <a class="prev" onclick="plusSlides(-1)">&#10094;</a>
            <a class="next" onclick="plusSlides(1)">&#10095;</a>

        </div>

        <div class="slidercontrols" style="text-align:center">
            <span class="dot" onclick="currentSlide(1)"></span>
            <span class="dot" onclick="currentSlide(2)"></span>
            <span class="dot" onclick="currentSlide(3)"></span>
        </div>

        <script>
            var slideIndex = 1;
            showSlides(slideIndex);

            function plusSlides(n) {
                showSlides(slideIndex += n);
            }

            function currentSlide(n) {
                showSlides(slideIndex = n);
            }

            function showSlides(n) {
                var i;
                var slides = document.getElementsByClassName("mySlides");
                var dots = document.getElementsByClassName("dot");
                if (n > slides.length) {
                    slideIndex = 1
                }
                if (n < 1) {
                    slideIndex = slides.length
                }
                for (i = 0; i < slides.length; i++) {
                    slides[i].style.display = "none";
                }
                for (i = 0; i < dots.length; i++) {
                    dots[i].className = dots[i].className.replace(" active", "");
                }
                slides[slideIndex - 1].style.display = "block";
                dots[slideIndex - 1].className += " active";
            }

        </script>
        <br>       <div id="about">
            <img class="logoimg" src="images/about/Logo.jpg" alt="MultiServicios Orbea Logo">
            <h1>Quienes Somos?</h1>
            <p>Somos una Empresa Ecuatoriana ubicada en Santo Domingo la cual ofrece servicios a nivel nacional. Ademas que somos especialistas en estructuras metálicas, duratecho, policarbonato, y puertas.</p>
            <h2>Nuestros Servicios</h2>
            <p>Brindamos soluciones en cerrajería, pintura y publicidad. A  través de la responsabilidad, el trabajo eficiente, honesto, puntualidad, ofreciendo calidad y garantía en nuestros trabajos terminados. Contamos con un talento humano inspirado en el trabajo en equipo, altos valores morales y éticos, y por sobre todo el servicio al cliente.</p>
            <p>Trabajamos en el arte del metal puertas automáticas, puertas corredizas, puertas basculantes, estructuras metálicas, cubiertas en poli carbonato, en duratecho, protectores decorativos, en acero inoxidable, en hierro, pasamanos en acero inoxidable</p>
            <a class="masbtn" href="services.php">Más Servicios</a>
        </div>
    </main>
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
