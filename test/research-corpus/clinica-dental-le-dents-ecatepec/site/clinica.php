<!DOCTYPE html>
<html class="no-js" lang="en">

<head>
  <!-- Meta Tags -->
  <meta charset="utf-8">
  <meta http-equiv="x-ua-compatible" content="ie=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="author" content="">
  <!-- Page Title -->
  <title>Clínica Dental Le Dents | Clínica</title>
  <!-- Favicon Icon -->
  <link rel="icon" href="assets/img/favicon.png" />
  <!-- Stylesheets -->
  <link rel="stylesheet" href="assets/css/bootstrap.css" />
  <link rel="stylesheet" href="assets/css/fontawesome.css" />
  <link rel="stylesheet" href="assets/css/slick.css" />
  <link rel="stylesheet" href="assets/css/lightgallery.min.css" />
  <link rel="stylesheet" href="assets/css/animate.css" />
  <link rel="stylesheet" href="assets/css/jQueryUi.min.css" />
  <link rel="stylesheet" href="assets/css/textRotate.css" />
  <link rel="stylesheet" href="assets/css/select2.min.css" />
  <link rel="stylesheet" href="assets/css/style.css" />
</head>

<body>
  <div class="st-perloader">
    <div class="st-perloader-in">
        <img src="assets/img/logo.png" alt="Clínica Dental Le Dents">
    </div>
  </div> 

  <!-- Start Header Section-->
  <header class="st-site-header st-style1 st-sticky-header">
    <div class="st-top-header">
      <div class="container">
        <div class="st-top-header-in">
          <ul class="st-top-header-list">
            <li>
              <svg enable-background="new 0 0 479.058 479.058" viewBox="0 0 479.058 479.058"
                xmlns="http://www.w3.org/2000/svg">
                <path
                  d="m434.146 59.882h-389.234c-24.766 0-44.912 20.146-44.912 44.912v269.47c0 24.766 20.146 44.912 44.912 44.912h389.234c24.766 0 44.912-20.146 44.912-44.912v-269.47c0-24.766-20.146-44.912-44.912-44.912zm0 29.941c2.034 0 3.969.422 5.738 1.159l-200.355 173.649-200.356-173.649c1.769-.736 3.704-1.159 5.738-1.159zm0 299.411h-389.234c-8.26 0-14.971-6.71-14.971-14.971v-251.648l199.778 173.141c2.822 2.441 6.316 3.655 9.81 3.655s6.988-1.213 9.81-3.655l199.778-173.141v251.649c-.001 8.26-6.711 14.97-14.971 14.97z" />
                </svg>
              <a href="#">ledents01@gmail.com</a></li>
            <li>
              <svg enable-background="new 0 0 512.021 512.021" viewBox="0 0 512.021 512.021"
                xmlns="http://www.w3.org/2000/svg">
                <g>
                  <path
                    d="m367.988 512.021c-16.528 0-32.916-2.922-48.941-8.744-70.598-25.646-136.128-67.416-189.508-120.795s-95.15-118.91-120.795-189.508c-8.241-22.688-10.673-46.108-7.226-69.612 3.229-22.016 11.757-43.389 24.663-61.809 12.963-18.501 30.245-33.889 49.977-44.5 21.042-11.315 44.009-17.053 68.265-17.053 7.544 0 14.064 5.271 15.645 12.647l25.114 117.199c1.137 5.307-.494 10.829-4.331 14.667l-42.913 42.912c40.482 80.486 106.17 146.174 186.656 186.656l42.912-42.913c3.837-3.837 9.36-5.466 14.667-4.331l117.199 25.114c7.377 1.581 12.647 8.101 12.647 15.645 0 24.256-5.738 47.224-17.054 68.266-10.611 19.732-25.999 37.014-44.5 49.977-18.419 12.906-39.792 21.434-61.809 24.663-6.899 1.013-13.797 1.518-20.668 1.519zm-236.349-479.321c-31.995 3.532-60.393 20.302-79.251 47.217-21.206 30.265-26.151 67.49-13.567 102.132 49.304 135.726 155.425 241.847 291.151 291.151 34.641 12.584 71.867 7.64 102.132-13.567 26.915-18.858 43.685-47.256 47.217-79.251l-95.341-20.43-44.816 44.816c-4.769 4.769-12.015 6.036-18.117 3.168-95.19-44.72-172.242-121.772-216.962-216.962-2.867-6.103-1.601-13.349 3.168-18.117l44.816-44.816z" />
                  <path
                    d="m496.02 272c-8.836 0-16-7.164-16-16 0-123.514-100.486-224-224-224-8.836 0-16-7.164-16-16s7.164-16 16-16c68.381 0 132.668 26.628 181.02 74.98s74.98 112.639 74.98 181.02c0 8.836-7.163 16-16 16z" />
                  <path
                    d="m432.02 272c-8.836 0-16-7.164-16-16 0-88.224-71.776-160-160-160-8.836 0-16-7.164-16-16s7.164-16 16-16c105.869 0 192 86.131 192 192 0 8.836-7.163 16-16 16z" />
                  <path
                    d="m368.02 272c-8.836 0-16-7.164-16-16 0-52.935-43.065-96-96-96-8.836 0-16-7.164-16-16s7.164-16 16-16c70.58 0 128 57.42 128 128 0 8.836-7.163 16-16 16z" />
                </g>
              </svg>
              <a href="#">(55) 5116 8089</a></li>
          </ul>
          <ul class="st-social-btn st-style1 st-mp0 ml-auto">
            <li><a href="https://www.facebook.com/ledentsclinica/"><i class="fab fa-facebook-square"></i></a></li>
            <li><a href="https://www.instagram.com/clinicadental_ledents/"><i class="fab fa-instagram"></i></a></li>
            <li><a href="https://twitter.com/ledents01"><i class="fab fa-twitter-square"></i></a></li>
            <li><a href="https://www.youtube.com/channel/UCPqptr46Yb4B1eNjDPYXgXg"><i class="fab fa-youtube-square"></i></a></li>
          </ul>
          <a href="http://agendamiento.softwaredentalink.com/agendas/online/35a1c717ca6069a41718aee24961c787ac4ef390" class="st-top-header-btn st-smooth-move" target="_blank">Haz una Cita</a>
        </div>
      </div>
    </div>
    <div class="st-main-header">
      <div class="container">
        <div class="st-main-header-in">
          <div class="st-main-header-left">
            <a class="st-site-branding" href="index.php"><img src="assets/img/logo.png" alt="Clínica Dental Le Dents"></a>
          </div>
          <div class="st-main-header-right d-flex align-items-center">
            <div class="st-nav">
              <ul class="st-nav-list st-onepage-nav">
                <li><a href="index.php">Inicio</a></li>
                <li class="menu-item-has-children"><a href="#">Sobre Le Dents</a>
                  <ul>
                      <li><a href="acerca.php">Acerca de Le Dent's</a></li>
                      <li><a href="clinica.php">Nuestra Clínica</a></li>
                    </ul>
                </li>
                <li><a href="index.php#service" >Servicios</a></li>
                <li><a href="membresia.php" class="st-smooth-move">Membresía</a></li>
                <li><a href="contacto.php" class="st-smooth-move">Contacto</a></li>                
                
                
              </ul>
            </div>
            <a href="http://agendamiento.softwaredentalink.com/agendas/online/35a1c717ca6069a41718aee24961c787ac4ef390" class="st-top-header-btn st-smooth-move p-3 d-lg-none" target="_blank">Haz una Cita</a>
          </div>
        </div>
      </div>
    </div>
  </header>  <!-- End Header Section -->

  <div class="st-content">
    
    <!-- Start Gallery Section -->
   <section id="gallery">      
      
   <div class="st-height-b100 st-height-lg-b30"></div>
   <div class="container">
        <div class="st-section-heading st-style1">
          <h2 class="st-section-heading-title">Nuestra Clínica</h2>
          <div class="st-seperator">
            <div class="st-seperator-left wow fadeInLeft" data-wow-duration="1s" data-wow-delay="0.2s" style="visibility: visible; animation-duration: 1s; animation-delay: 0.2s; animation-name: fadeInLeft;"></div>
            <div class="st-seperator-center"><img src="assets/img/icons/4.png" alt="icon"></div>
            <div class="st-seperator-right wow fadeInRight" data-wow-duration="1s" data-wow-delay="0.2s" style="visibility: visible; animation-duration: 1s; animation-delay: 0.2s; animation-name: fadeInRight;"></div>
          </div>
          
        </div>
        
      </div>

   <div class="container">
        <div class="st-portfolio-wrapper">

          <div class="st-isotop-filter st-style1 text-center">
            <ul class="st-mp0">   
              <li ><a href="#" data-filter="*">Todo</a></li>           
              <li><a href="#" data-filter=".instalaciones">Instalaciones</a></li>
              <li><a href="#" data-filter=".clientes">Pacientes</a></li>
              <li class="active"><a href="#" data-filter=".equipo">Equipo</a></li>              
            </ul>
          </div>
          
          <div class="st-isotop st-style1 st-port-col-3 st-has-gutter st-lightgallery ">
            <div class="st-grid-sizer"></div>
            <div class="st-isotop-item equipo">
              <a href="assets/img/galeria/e1.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e1.jpg" alt="equipo"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item -->            

            <div class="st-isotop-item equipo">
              <a href="assets/img/galeria/e3.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e3.jpg" alt="equipo"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item --> 

            <div class="st-isotop-item equipo">
              <a href="assets/img/galeria/e4.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e4.jpg" alt="equipo"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item -->

            <div class="st-isotop-item equipo">
              <a href="assets/img/galeria/e5.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e5.jpg" alt="equipo"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item -->

            <div class="st-isotop-item equipo">
              <a href="assets/img/galeria/e6.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e6.jpg" alt="equipo"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item -->

            <div class="st-isotop-item instalaciones">
              <a href="assets/img/galeria/e7.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e7.jpg" alt="instalaciones"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item -->

            <div class="st-isotop-item clientes">
              <a href="assets/img/galeria/e8.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e8.jpg" alt="clientes"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item -->

            <div class="st-isotop-item clientes">
              <a href="assets/img/galeria/e9.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e9.jpg" alt="clientes"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item -->

            <div class="st-isotop-item clientes">
              <a href="assets/img/galeria/e10.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e10.jpg" alt="clientes"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item -->

            <div class="st-isotop-item clientes">
              <a href="assets/img/galeria/e11.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e11.jpg" alt="clientes"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item -->

            <div class="st-isotop-item clientes">
              <a href="assets/img/galeria/e12.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e12.jpg" alt="clientes"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item -->

            <div class="st-isotop-item instalaciones">
              <a href="assets/img/galeria/e14.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e14.jpg" alt="instalaciones"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item -->

            <div class="st-isotop-item instalaciones">
              <a href="assets/img/galeria/e13.jpg" class="st-project st-zoom st-lightbox-item st-link-hover-wrap">
                <div class="st-project-img st-zoom-in"><img src="assets/img/galeria/preview/e13.jpg" alt="instalaciones"></div>
                <span class="st-link-hover"><i class="fas fa-arrows-alt"></i></span>
              </a>
            </div><!-- .st-isotop-item -->

            
            
          </div><!-- .isotop -->
        </div>
      </div>
      <div class="st-height-b120 st-height-lg-b80"></div>
    </section>
    <!-- End Gallery Section -->
    


    <div class="st-google-map">
    <iframe src="https://www.google.com/maps/embed?pb=!1m14!1m8!1m3!1d469.8281480261187!2d-99.04649790426826!3d19.600552223243803!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0xbf1b5f4161322d5d!2sCl%C3%ADnica%20Dental%20Le%20Dent&#39;s!5e0!3m2!1ses-419!2smx!4v1614645716577!5m2!1ses-419!2smx" heigth="100px"></iframe>
    </div>
  </div>

    <!-- Start Footer -->
  <footer class="st-site-footer st-sticky-footer st-dynamic-bg" data-src="assets/img/footer-bg.png">
    <div class="st-main-footer">
      <div class="container">
        <div class="row d-flex">
          <div class="col-lg-4">
            <div class="st-footer-widget">
              <div class="st-text-field">
                <img src="assets/img/logo.png" alt="Le Dent's" class="st-footer-logo" width="200px">
                <div class="st-height-b25 st-height-lg-b25"></div>
                <div class="st-footer-text">Le dent's es una Clínica dental con 17 años de experiencia contamos con todos los servicios de odontología general y especialidades laboratorio y gabinete radiográfico todo en un solo lugar con un trato profesional, cálido y humano.</div>
                            
              </div>
            </div>
          </div><!-- .col -->
          
          <div class="col-lg-4 ml-auto">
            <div class="st-footer-widget">
              <h2 class="st-footer-widget-title">Contacto</h2>
              <ul class="st-footer-contact-list st-mp0">
                <li><span class="st-footer-contact-title mr-4">Dirección: </span> Av Morelos no 16, San Cristóbal Centro, 55000 Ecatepec de Morelos, Méx.
                </li>
                <li><span class="st-footer-contact-title mr-4">Email:</span> ledents01@gmail.com</li>
                <li><span class="st-footer-contact-title mr-4">Teléfono:</span> 55-5116-8089</li>
                <li><span class="st-footer-contact-title mr-4">Celular:</span> 55-3451-8023</li>
              </ul>
            </div>
          </div><!-- .col -->

          <div class="col-lg-3">
            <div class="st-footer-widget">
              <h2 class="st-footer-widget-title">Redes Sociales</h2>
              <ul class="st-social-btn st-style1 st-mp0">
                <li><a href="https://www.facebook.com/ledentsclinica/"><i class="fab fa-facebook-square"></i></a></li>
                <li><a href="https://www.instagram.com/clinicadental_ledents/"><i class="fab fa-instagram"></i></a></li>
                <li><a href="https://www.youtube.com/channel/UCPqptr46Yb4B1eNjDPYXgXg"><i class="fab fa-youtube-square"></i></a></li>
                <li><a href="https://twitter.com/ledents01"><i class="fab fa-twitter-square"></i></a></li>
              </ul>
            </div>
          </div><!-- .col -->
        </div>
      </div>
    </div>
    <div class="st-copyright-wrap">
      <div class="container">
        <div class="st-copyright-in">
          <div class="st-left-copyright">
            <div class="st-copyright-text">Copyright <script>var f = new Date(); document.write(f.getFullYear());</script>. Desarrollado por DWM</div>
          </div>
          <div class="st-right-copyright">
            <div id="st-backtotop"><i class="fas fa-angle-up"></i></div>
          </div>
        </div>
      </div>
    </div>
  </footer>
  <!-- End Footer -->

  <a href="https://api.whatsapp.com/send?phone=525534518023&text=Hola%20me%20gustaría%20saber%20más%20sobre%20sus%20servicios" class="float-whatsapp" target="_blank">
    <i class="fab fa-whatsapp my-float-whatsapp"></i>
  </a>

  <!-- Scripts -->
  <script src="assets/js/vendor/modernizr-3.5.0.min.js"></script>
  <script src="assets/js/vendor/jquery-1.12.4.min.js"></script>
  <script src="assets/js/bootstrap.min.js"></script>
  <script src="assets/js/isotope.pkg.min.js"></script>
  <script src="assets/js/jquery.slick.min.js"></script>
  <script src="assets/js/mailchimp.min.js"></script>
  <script src="assets/js/counter.min.js"></script>
  <script src="assets/js/lightgallery.min.js"></script>
  <script src="assets/js/ripples.min.js"></script>
  <script src="assets/js/wow.min.js"></script>
  <script src="assets/js/jQueryUi.js"></script>
  <script src="assets/js/textRotate.min.js"></script>
  <script src="assets/js/select2.min.js"></script>
  <script src="assets/js/main.js"></script>
  <script>
    $('.carousel').carousel({
      interval: 9000
    })
  </script>

   <!-- The core Firebase JS SDK is always required and must be listed first -->
   <script src="https://www.gstatic.com/firebasejs/8.2.9/firebase-app.js"></script>
  <script src="https://www.gstatic.com/firebasejs/8.2.4/firebase-firestore.js"></script>
  <script src="assets/js/firebase.js"></script>
  <script type="application/javascript" src="https://api.ipify.org?format=jsonp&callback=getIP"></script>

</body>

</html>