<!DOCTYPE html>
<html class="no-js" lang="en">

<head>
  <!-- Meta Tags -->
  <meta charset="utf-8">
  <meta http-equiv="x-ua-compatible" content="ie=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="author" content="Israel Sanchez">
  <meta property="fb:app_id" content="438912550714779" />
  <meta property="og:title" content="Clínica Dental Le Dent's">
  <meta property="og:type" content="website">
  <meta property="og:description" content="Somos una clínica dental dedicada al cuidado y mejoramiento de la salud bucal con odontologos certificados y comprometidos con su trabajo.">
  <meta property="og:url" content="https://clinica-ledents.herokuapp.com">
  <meta property="og:image" content="assets/img/LeDents.jpg" />  
  
  <!-- Page Title -->
  <title>Clínica Dental Le Dents</title>
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
                <li><a href="#carouselIndicators"  class="st-smooth-move">Inicio</a></li>
                <li class="menu-item-has-children"><a href="#">Sobre Le Dents</a>
                  <ul>
                      <li><a href="acerca.php">Acerca de Le Dent's</a></li>
                      <li><a href="clinica.php">Nuestra Clínica</a></li>
                    </ul>
                </li>
                <li><a href="#service" class="st-smooth-move">Servicios</a></li>
                <li><a href="membresia.php">Membresía</a></li>
                <li><a href="contacto.php" >Contacto</a></li>                
                
               
              </ul>              
            </div>
            <a href="http://agendamiento.softwaredentalink.com/agendas/online/35a1c717ca6069a41718aee24961c787ac4ef390" class="st-top-header-btn st-smooth-move p-3 d-lg-none" target="_blank">Haz una Cita</a>
          </div>
          
        </div>
      </div>
    </div>
  </header>
  <!-- End Header Section -->

  <div class="st-content">
    <div id="carouselIndicators" class="carousel slide" data-ride="carousel">
      <ol class="carousel-indicators">
        <li data-target="#carouselIndicators" data-slide-to="0" class="active"></li>
        <li data-target="#carouselIndicators" data-slide-to="1"></li>        
        <li data-target="#carouselIndicators" data-slide-to="2"></li>        
        <li data-target="#carouselIndicators" data-slide-to="3"></li>        
      </ol>
      <div class="carousel-inner">
        <div class="carousel-item active carousel-one">
          <div class="carousel-item-bg"></div>
          <div class="center-content">
            <div class="container">
              <div class="row">
                  <div class="col-12">
                    <div class="st-hero-text">            
                      <h1 class="st-hero-title">
                        <span>Clínica Dental</span>  <b>Le Dent's</b>   
                      </h1>
                      <div class="st-hero-subtitle">Somos una clínica dental dedicada al cuidado y mejoramiento de la salud bucal con odontologos certificados y comprometidos con su trabajo.</div>
                      <div class="st-hero-btn mt-5">
                        <a href="http://agendamiento.softwaredentalink.com/agendas/online/35a1c717ca6069a41718aee24961c787ac4ef390" class="st-btn st-style1 st-color1 st-smooth-move" target="_blank">Haz una cita </a>
                      </div>

                      
                    </div>
                  </div>
                  
              </div>
            </div>
          </div>
        </div>
        <div class="carousel-item carousel-two">
          <div class="carousel-item-bg"></div>
          <div class="center-content">
            <div class="container">
              <div class="col-12 col-lg-10">
                <div class="st-hero-text">            
                  <h1 class="st-hero-title">
                    <span>Contamos con</span> <b>Odontopediatría  </b>
                  </h1>
                  <div class="st-hero-subtitle">También conocida como odontología pediátrica, nos encargamos del cuidado de la salud bucal de los más chiquitos</div>
                  <div class="st-hero-btn mt-5">
                        <a href="http://agendamiento.softwaredentalink.com/agendas/online/35a1c717ca6069a41718aee24961c787ac4ef390" class="st-btn st-style1 st-color1 st-smooth-move" target="_blank">Haz una cita </a>
                      </div>
                </div>
              </div>
            </div>
          </div>
        </div> 
        <div class="carousel-item carousel-three">
          <div class="carousel-item-bg"></div>
          <div class="center-content">
            <div class="container">
              <div class="row d-flex align-items-center">
              <div class="col-12 col-lg-7">
                <div class="st-hero-text">            
                  <h1 class="st-hero-title">
                    <b>Membresía</b>  <span style="display:block"> Le Dent's </span>
                  </h1>
                  <div class="st-hero-subtitle">De 10 al 50% de descuento con membresía Le Dent's</div>
                  <div class="st-hero-btn mt-5">
                    <a href="#" class="st-btn st-style1 st-color1 st-smooth-move">Saber más</a>
                  </div>
                </div>
              </div>
              <div class="col-lg-5 d-none d-lg-block">
                <img src="assets/img/card.png" alt="membresía">
              </div>
              </div>
            </div>
          </div>
        </div> 
        
        <div class="carousel-item carousel-four">
          <div class="carousel-item-bg"></div>
          <div class="center-content">
            <div class="container">
              <div class="row text-center">
                <div class="col-12">
                  <div class="st-hero-text">            
                    <h1 class="st-hero-title">
                      <b>30%</b> de <span>descuento</span> 
                    </h1>
                    <div class="st-hero-subtitle">En el pago inicial en Ortodoncia</div>
                    <div class="st-hero-btn mt-5">
                        <a href="http://agendamiento.softwaredentalink.com/agendas/online/35a1c717ca6069a41718aee24961c787ac4ef390" class="st-btn st-style1 st-color1 st-smooth-move" target="_blank">Haz una cita </a>
                      </div>
                  </div>
                </div>
              </div>
            </div>
          </div>
        </div> 
      </div>
      <div class="st-hero-shape"><img src="assets/img/shape/hero-shape.png" alt="hero shape"></div>
    </div>
    <!-- End Hero Seciton -->


    <!--Start Feature-->
    <section class="mt-5">
      
      <div class="container">
        <div class="row">
          <div class="col-lg-4">
            <div class="st-iconbox st-style1">
              <div class="st-iconbox-icon st-purple-box">
                <i class="fas fa-user-md"></i>
              </div>
              <h2 class="st-iconbox-title">Odontólogos Certificados</h2>
              <div class="st-iconbox-text">Clínica dental dedicada al mejoramiento de la salud bucal con odontologos certificados.</div>
            </div>
            <div class="st-height-b0 st-height-lg-b30"></div>
          </div><!-- .col -->
          <div class="col-lg-4">
            <div class="st-iconbox st-style1">
              <div class="st-iconbox-icon st-green-box">

                <i class="fas fa-person-booth"></i>
              </div>
              <h2 class="st-iconbox-title">Equipos de Calidad</h2>
              <div class="st-iconbox-text">En Le Dents nos esforzamos para que tengas una atención digna con equipos de calidad al mejor precio.</div>
            </div>
            <div class="st-height-b0 st-height-lg-b30"></div>
          </div><!-- .col -->
          <div class="col-lg-4">
            <div class="st-iconbox st-style1">
              <div class="st-iconbox-icon st-blue-box ">
                <i class="fas fa-pump-medical"></i>
              </div>
              <h2 class="st-iconbox-title">Esterilización</h2>
              <div class="st-iconbox-text">Todos nuestros equipos y materiales son desinfectados y esterilizados para tu seguridad y la de tu familia.</div>
            </div>
            <div class="st-height-b0 st-height-lg-b30"></div>
          </div><!-- .col -->
        </div>
      </div>
    </section>
    <!--End Feature-->

    <div id="service"></div>
    <!-- Start Service Seciton -->
    <section class="st-about-wrap" >
      <div class="st-shape-bg">
        <img src="assets/img/shape/about-bg-shape.svg" alt="shape">
      </div>
      
      <div class="container">
        <div class="st-section-heading st-style1">
          <h2 class="st-section-heading-title">Nuestros Servicios</h2>
          <div class="st-seperator">
            <div class="st-seperator-left wow fadeInLeft" data-wow-duration="1s" data-wow-delay="0.2s"></div>
            <div class="st-seperator-center"><img src="assets/img/icons/4.png" alt="icon"></div>
            <div class="st-seperator-right wow fadeInRight" data-wow-duration="1s" data-wow-delay="0.2s"></div>
          </div>
          <div class="st-section-heading-subtitle mb-5">Le’Dent’s brinda servicios de odontología general y todas las especialidades dentales contamos con laboratorio dental y gabinete radiológico estudios de ortodoncia todo es un solo lugar.</div>
        </div>
  
        <div class="row">
          <div class="col-lg-7 mb-5 mb-lg-0">
            <div class="st-accordian-wrap">
              <div class="st-accordian">
                <div class="st-accordian-title">
                  Ortodoncia
                  <span class="st-accordian-toggle fa fa-angle-down"></span>
                </div>
                <div class="st-accordian-body" style="display: block;">Tratamiento que se ocupa de corregir los defectos y las irregularidades de posición de los dientes. 
                  Regula el crecimiento de los maxilares.</div>
              </div><!-- .st-accordian -->
              <div class="st-accordian">
                <div class="st-accordian-title">
                  Periodoncia
                  <span class="st-accordian-toggle fa fa-angle-down"></span>
                </div>
                <div class="st-accordian-body" style="display: none;">Las enfermedades periodontales o de las encías son las infecciones que causan daño en los tejidos que recubren los dientes. Las más frecuentes son la gingivitis y la periodontitis. En esta fase las encías se retraen y forman bolsas que se pueden infectar. Este tipo de lesión puede dañar el hueso que soporta el diente y favorecer su pérdida.</div>
              </div><!-- .st-accordian -->
              <div class="st-accordian">
                <div class="st-accordian-title">
                  Endodoncia
                  <span class="st-accordian-toggle fa fa-angle-down"></span>
                </div>
                <div class="st-accordian-body" style="display: none;">Es un tratamiento de los conductos radiculares o raíces del diente, en el que se procede a la extracción total de la pulpa dental (nervio) causado por una caries muy profunda o infección de la misma que permite salvar piezas dentales y que reduce los casos de extracción.</div>
              </div><!-- .st-accordian -->
              <div class="st-accordian">
                <div class="st-accordian-title">
                  Cirugía bucal
                  <span class="st-accordian-toggle fa fa-angle-down"></span>
                </div>
                <div class="st-accordian-body" style="display: none;">La cirugía bucal es la especialidad médico-quirúrgica que se ocupa de la prevención, estudio, diagnóstico, tratamiento y rehabilitación de la patología de la boca, dientes cara y territorio cráneo facial como extracción de muelas de juicio que se encuentran dentro del hueso.</div>
              </div><!-- .st-accordian -->
              <div class="st-accordian">
                <div class="st-accordian-title">
                  Resinas y restauraciones
                  <span class="st-accordian-toggle fa fa-angle-down"></span>
                </div>
                <div class="st-accordian-body" style="display: none;">Son restauraciones estéticas de los dientes, que se pueden utilizar en dientes dañados o cariados en las cuales el material que se utiliza es precisamente la resina. Este material se trabaja al color del diente por lo que el resultado es una restauración cosmética y agradable.</div>
              </div><!-- .st-accordian -->
              <div class="st-accordian">
                <div class="st-accordian-title">
                  Prótesis dentales completas
                  <span class="st-accordian-toggle fa fa-angle-down"></span>
                </div>
                <div class="st-accordian-body" style="display: none;">Las prótesis dentales completas son dispositivos extraíbles que se pueden utilizar para sustituir piezas dentales perdidas. Las piezas de la prótesis dental están fabricadas de porcelana o acrílico y se mantienen unidas gracias a una base acrílica. Si se han perdido todas las piezas dentales ya que ayudan a recuperar de nuevo el aspecto, haciendo que se sienta más seguro al sonreír.</div>
              </div><!-- .st-accordian -->
              <div class="st-accordian">
                <div class="st-accordian-title">
                  Implantes dentales
                  <span class="st-accordian-toggle fa fa-angle-down"></span>
                </div>
                <div class="st-accordian-body" style="display: none;">Los implantes dentales son aditamentos, como raíces artificiales, creados para sustituir dientes ausentes o perdidos por cualquier causa, capaces de integrarse hasta el punto de convivir de forma sana y totalmente natural con el resto de los tejidos de la boca.</div>
              </div><!-- .st-accordian -->
              <div class="st-accordian">
                <div class="st-accordian-title">
                  Prótesis removibles parciales o totales
                  <span class="st-accordian-toggle fa fa-angle-down"></span>
                </div>
                <div class="st-accordian-body" style="display: none;">Es una estructura metálica o de polímeros con varios dientes artificiales fijados en sus laterales. Para ofrecer una mejor fijación, las prótesis dentales removibles se anclan a los dientes que el paciente aún conserva en su boca mediante unas sujeciones metálicas.</div>
              </div><!-- .st-accordian -->
              <div class="st-accordian">
                <div class="st-accordian-title">
                  Coronas y puentes
                  <span class="st-accordian-toggle fa fa-angle-down"></span>
                </div>
                <div class="st-accordian-body" style="display: none;">Una corona es una cofia con forma de diente que reemplaza su diente normal sobre la encía. Usted podría necesitar una corona para soportar un diente débil o hacer que su diente se vea mejor Y un puente es el conjunto de coronas que puede sustituir la ausencia parcial de la dentadura.</div>
              </div><!-- .st-accordian -->
              <div class="st-accordian">
                <div class="st-accordian-title">
                  Odontopediatría
                  <span class="st-accordian-toggle fa fa-angle-down"></span>
                </div>
                <div class="st-accordian-body" style="display: none;">Esta rama de la odontología lo que hace es darles a los pequeños un tratamiento diferente puesto que sus dientes son mucho más sensibles que los de un adulto.</div>
              </div><!-- .st-accordian -->
            </div>
          </div>
  
          
          <div class="col-lg-5 wow fadeInRight" data-wow-duration="0.8s" data-wow-delay="0.2s">
            <div class="st-shedule-wrap">
              <div class="st-shedule text">
                <h2 class="st-shedule-title">Horarios de Atención</h2>
                <ul class="st-shedule-list">
                  <li>
                    <div class="st-shedule-left">Lunes</div>
                    <div class="st-shedule-right">9:30am–8:00pm </div>
                  </li>
                  <li>
                    <div class="st-shedule-left">Martes</div>
                    <div class="st-shedule-right">9:30am–8:00pm </div>
                  </li>
                  <li>
                    <div class="st-shedule-left">Miércoles</div>
                    <div class="st-shedule-right">9:30am–8:00pm </div>
                  </li>
                  <li>
                    <div class="st-shedule-left">Jueves</div>
                    <div class="st-shedule-right">9:30am–8:00pm </div>
                  </li>
                  <li>
                    <div class="st-shedule-left">Viernes</div>
                    <div class="st-shedule-right">Cerrado</div>
                  </li>
                  <li>
                    <div class="st-shedule-left">Sábado</div>
                    <div class="st-shedule-right">9:30am–5:00pm </div>
                  </li>
                  <li>
                    <div class="st-shedule-left">Domingo</div>
                    <div class="st-shedule-right">Cerrado</div>
                  </li>
                </ul>
                
                

                <a href="http://agendamiento.softwaredentalink.com/agendas/online/35a1c717ca6069a41718aee24961c787ac4ef390" class="w-100 mt-5 st-btn st-style1 st-color1 st-size-medium mt-4" target="_blank">
                    Haz una cita
              </a>

              <div class="mt-3 text-center">
                <a href="#" class="link-dental" data-toggle="modal" data-target="#importante"> ¿Por qué es importante la cita en línea? </a>
              </div>
                
              </div>
            </div>
          </div><!-- .col -->
        </div>
      </div>
    </section>
    <!-- End Service Seciton -->

    <div id="instalaciones"></div>
    <!-- Start clinic Section -->
    <section >      
      <div class="container">       

        <div>
          <div class="st-imagebox st-style2">
            <div class="row d-flex align-items-center justify-content-center">
              <div class="col-12 col-sm-9  col-md-6">
                <div class="st-imagebox-img"><img src="assets/img/crutches.png" alt="servicios"></div>
                <div class="st-height-b0 st-height-lg-b30"></div>
              </div>
              <div class="col-12  col-md-6">
                <div class="st-vertical-middle">
                  <div class="st-vertical-middle-in">
                    <div class="st-imagebox-info">
                    <h2 class="st-imagebox-title mb-4" >Clínica Dental<span> Le Dent´s</span></h2>
                    <p>En <b>Clínica Dental Le Dent´s</b> nos preocupados por ti y tu bienestar, es por eso que ofrecemos instalaciones cómodas, limpias y desinfectadas.</p>
                      <h4 class="st-imagebox-title mt-4" style="font-size:22px">Una <span>recepción</span> mas agradable</h4>
                      <p class="st-imagebox-subtitle">Ponemos a tu alcance diferentes comodidades.</p>
                        <ul>
                          <li>Sillones para adulto. </li>
                          <li>Sillones para niños.</li>
                          <li>Televisión.</li>
                          <li>Wi-Fi totalmente gratuito.</li>                                                                       
                        </ul>
                        
                          <a href="clinica.php" class=" st-btn st-style1 st-color1 st-size-medium mt-4 ">
                              <p class="d-flex align-items-center mb-0"><i class="fas fa-images mr-2"></i> <span>Conoce nuestra clínica</span></p>
                            </a>
                          
                    </div>                    
                  </div>
                </div>
              </div>
            </div>
          </div>
        </div>
        
      </div>
      
    </section>
    <!-- End clinic Section -->

    <div id="especialistas"></div>
    <!-- Start Team Section -->
    <section id="doctors">
      
      <div class="container">
        <div class="st-section-heading st-style1">
          <h2 class="st-section-heading-title">Nuestros Especialistas</h2>
          <div class="st-seperator">
            <div class="st-seperator-left wow fadeInLeft" data-wow-duration="1s" data-wow-delay="0.2s"></div>
            <div class="st-seperator-center"><img src="assets/img/icons/4.png" alt="icon"></div>
            <div class="st-seperator-right wow fadeInRight" data-wow-duration="1s" data-wow-delay="0.2s"></div>
          </div>          
        </div>
        <div class="st-height-b40 st-height-lg-b40"></div>
      </div>
      <div class="container">
        <div class="st-slider st-style2">
          <div class="slick-container" data-autoplay="0" data-loop="1" data-speed="600" data-center="0"
            data-slides-per-view="responsive" data-xs-slides="1" data-sm-slides="2" data-md-slides="3"
            data-lg-slides="4" data-add-slides="4">
            <div class="slick-wrapper">
              <div class="slick-slide-in">
                <div class="st-member st-style1 st-zoom">
                  <div class="st-member-img">
                    <img src="assets/img/equipo/e1.jpg" alt="" class="st-zoom-in">
                    <div class="st-member-social-wrap">
                      <div class="st-member-social-bg"></div>
                      <ul class="st-member-social">                        
                        <li>Egresado de la UAM Xochilco </li>
                        <li>Especialista en ortodoncia y ortopedia maxilar</li>
                        <li>Diplomado de ortopedia maxilar en labio y paladar hendido UNAM</li>
                        <li>Diplomado en endodoncia con aplicación tecnológica UNAM</li>
                        <li>Técnico dental </li>                          
                      </li>
                      </ul>
                    </div>
                  </div>
                  <div class="st-member-meta">
                    <div class="st-member-meta-in">
                      <h3 class="st-member-name">Dr. Luis E. Salinas</h3>                      
                    </div>
                  </div>
                </div>
              </div><!-- .slick-slide-in -->

              <div class="slick-slide-in">
                <div class="st-member st-style1 st-zoom">
                  <div class="st-member-img">
                    <img src="assets/img/equipo/e2.jpg" alt="" class="st-zoom-in">
                    <div class="st-member-social-wrap">
                      <div class="st-member-social-bg"></div>
                      <ul class="st-member-social">                        
                        <li>Cirujano maxilofacial egresado de la UNAM en el Hospital 20 de Noviembre</li>
                        <li>Cirujano maxilofacial del ISSEMyM Ecatepec</li>
                        <li>Docente de cirugía oral en UNAM Iztacala</li>
                        <li>Sinodal de colegio de cirujanos maxilofaciales</li>                                                  
                      </li>
                      </ul>
                    </div>
                  </div>
                  <div class="st-member-meta">
                    <div class="st-member-meta-in">
                      <h3 class="st-member-name">Dr. Gabriel Cortes</h3>                      
                    </div>
                  </div>
                </div>
              </div><!-- .slick-slide-in -->

              <div class="slick-slide-in">
                <div class="st-member st-style1 st-zoom">
                  <div class="st-member-img">
                    <img src="assets/img/equipo/e3.jpg" alt="" class="st-zoom-in">
                    <div class="st-member-social-wrap">
                      <div class="st-member-social-bg"></div>
                      <ul class="st-member-social">                        
                        <li>Especialista en endodoncia</li>
                        <li>Instructor del diplomado de endodoncia con aplicación tecnológica UNAM Iztacala</li>
                        <li>Implantología bucal egresado del hospital de especialidades Zaragoza</li>
                        <li>Implantologia FES Acatlán </li>                                                  
                      </li>
                      </ul>
                    </div>
                  </div>
                  <div class="st-member-meta">
                    <div class="st-member-meta-in">
                      <h3 class="st-member-name">Dr. Saul Moncayo</h3>                      
                    </div>
                  </div>
                </div>
              </div><!-- .slick-slide-in -->

              <div class="slick-slide-in">
                <div class="st-member st-style1 st-zoom">
                  <div class="st-member-img">
                    <img src="assets/img/equipo/e4.jpg" alt="" class="st-zoom-in">
                    <div class="st-member-social-wrap">
                      <div class="st-member-social-bg"></div>
                      <ul class="st-member-social">                        
                        <li>Especialista en odontopediatría UNAM C.U.</li>
                        <li>Diplomado en odontología del bebé</li>                                                                
                      </li>
                      </ul>
                    </div>
                  </div>
                  <div class="st-member-meta">
                    <div class="st-member-meta-in">
                      <h3 class="st-member-name">Dra. Pamela López</h3>                      
                    </div>
                  </div>
                </div>
              </div><!-- .slick-slide-in -->

              <div class="slick-slide-in">
                <div class="st-member st-style1 st-zoom">
                  <div class="st-member-img">
                    <img src="assets/img/equipo/e5.jpg" alt="" class="st-zoom-in">
                    <div class="st-member-social-wrap">
                      <div class="st-member-social-bg"></div>
                      <ul class="st-member-social">                        
                        <li>Licenciatura cirujano dentista UNAM Iztacala</li>
                        <li>Diplomado en odontología estética</li>                                                                
                      </li>
                      </ul>
                    </div>
                  </div>
                  <div class="st-member-meta">
                    <div class="st-member-meta-in">
                      <h3 class="st-member-name">Dra. Mara Esquivel</h3>                      
                    </div>
                  </div>
                </div>
              </div><!-- .slick-slide-in -->

              <div class="slick-slide-in">
                <div class="st-member st-style1 st-zoom">
                  <div class="st-member-img">
                    <img src="assets/img/equipo/e6.jpg" alt="" class="st-zoom-in">
                    <div class="st-member-social-wrap">
                      <div class="st-member-social-bg"></div>
                      <ul class="st-member-social">                        
                        <li>Cirujana dentista UNAM</li>
                        <li>Diplomado en operatoria dental</li>                                                                
                      </li>
                      </ul>
                    </div>
                  </div>
                  <div class="st-member-meta">
                    <div class="st-member-meta-in">
                      <h3 class="st-member-name">Dra. Alejandra Machuca</h3>                      
                    </div>
                  </div>
                </div>
              </div><!-- .slick-slide-in -->
              
            </div>
          </div><!-- .slick-container -->
          <div class="pagination st-style1 st-flex st-hidden"></div>
          <!-- If dont need Pagination then add class .st-hidden -->
          <div class="swipe-arrow st-style1">
            <!-- If dont need navigation then add class .st-hidden -->
            <div class="slick-arrow-left"><i class="fa fa-chevron-left"></i></div>
            <div class="slick-arrow-right"><i class="fa fa-chevron-right"></i></div>
          </div>
        </div><!-- .st-slider -->
      </div><!-- .container -->
      
    </section>
    <!-- End Team Section -->

    <!-- Start Testimonial Section -->
    <section id="testimonios" class="st-gray-bg ">
      
      <div class="container">
        <div class="st-section-heading st-style1">
          <h2 class="st-section-heading-title">Testimonios</h2>
          <div class="st-seperator">
            <div class="st-seperator-left wow fadeInLeft" data-wow-duration="1s" data-wow-delay="0.2s"></div>
            <div class="st-seperator-center"><img src="assets/img/icons/4.png" alt="icon"></div>
            <div class="st-seperator-right wow fadeInRight" data-wow-duration="1s" data-wow-delay="0.2s"></div>
          </div>          
        </div>
        <div class="st-height-b40 st-height-lg-b40"></div>
      </div>
      
      <div class="container">
        <div class="st-slider st-style2 st-pricing-wrap">
          <div class="slick-container" data-autoplay="0" data-loop="1" data-speed="600" data-center="0"
            data-slides-per-view="responsive" data-xs-slides="1" data-sm-slides="2" data-md-slides="3"
            data-lg-slides="3" data-add-slides="3">
            <div class="slick-wrapper">
              <div class="slick-slide-in">
                <div class="st-testimonial st-style1 wow fadeInLeft" data-wow-duration="0.8s" data-wow-delay="0.2s">
                  <div class="st-testimonial-info">
                    
                    <div class="st-testimonial-meta">
                      <h4 class="st-testimonial-name">Diego Martínez</h4>                      
                    </div>

                  </div>
                  <div class="st-testimonial-text">Me hicieron mi endodoncia y no tuve problemas la vieron e una cita cuando los demás dijeron que no tenía salvación, muy buen lugar y buen servicio, en verdad lo recomiendo.</div>
                  <div class="st-quote"><i class="fas fa-quote-right"></i></div>
                </div>
              </div><!-- .slick-slide-in -->

              <div class="slick-slide-in">
                <div class="st-testimonial st-style1 wow fadeInLeft" data-wow-duration="0.8s" data-wow-delay="0.2s">
                  <div class="st-testimonial-info">
                    
                    <div class="st-testimonial-meta">
                      <h4 class="st-testimonial-name">Eunice Quezada</h4>                      
                    </div>

                  </div>
                  <div class="st-testimonial-text">Una clínica con todos los especialistas me siento tranquila ya que me toman temperatura mi oxigenación en la sangre entre otras cosas súper limpio y confiables los recomiendo.</div>
                  <div class="st-quote"><i class="fas fa-quote-right"></i></div>
                </div>
              </div><!-- .slick-slide-in -->

              <div class="slick-slide-in">
                <div class="st-testimonial st-style1 wow fadeInLeft" data-wow-duration="0.8s" data-wow-delay="0.2s">
                  <div class="st-testimonial-info">
                    
                    <div class="st-testimonial-meta">
                      <h4 class="st-testimonial-name">Ashanty Aresha</h4>                      
                    </div>

                  </div>
                  <div class="st-testimonial-text">Un excelente lugar, muy limpio y con las medidas necesarias de salud, excelente trato de todo el personal, muy recomendado ya que son especialistas.</div>
                  <div class="st-quote"><i class="fas fa-quote-right"></i></div>
                </div>
              </div><!-- .slick-slide-in -->

              <div class="slick-slide-in">
                <div class="st-testimonial st-style1 wow fadeInLeft" data-wow-duration="0.8s" data-wow-delay="0.2s">
                  <div class="st-testimonial-info">
                    
                    <div class="st-testimonial-meta">
                      <h4 class="st-testimonial-name">Hanni Adriana</h4>                      
                    </div>

                  </div>
                  <div class="st-testimonial-text">Un lugar muy agradable  limpio y sanitizado tienen facilidades de pago todos los servicios los tienen, no tuve que salir a ningún lado por mi radiografía o medicamento.</div>
                  <div class="st-quote"><i class="fas fa-quote-right"></i></div>
                </div>
              </div><!-- .slick-slide-in -->
              
            </div>
          </div><!-- .slick-container -->
          <div class="pagination st-style1 st-flex st-hidden"></div>
          <!-- If dont need Pagination then add class .st-hidden -->
          <div class="swipe-arrow st-style1">
            <!-- If dont need navigation then add class .st-hidden -->
            <div class="slick-arrow-left"><i class="fa fa-chevron-left"></i></div>
            <div class="slick-arrow-right"><i class="fa fa-chevron-right"></i></div>
          </div>
        </div><!-- .st-slider -->
      </div>
      
    </section>
    <!-- End Testimonial Section -->


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
<!-- Modal -->
<div class="modal fade" id="importante" tabindex="-1" aria-labelledby="exampleModalLabel" aria-hidden="true">
  <div class="modal-dialog modal-lg modal-dialog-centered">
    <div class="modal-content">
      <div class="modal-header">
      <button type="button" class="close" data-dismiss="modal" aria-label="Close">
          <span aria-hidden="true">&times;</span>
        </button>
        
      </div>
      <div class="modal-body text-center">
      <img src="assets/img/logo.png" alt="Clínica Dental Le Dents" width="220">
        <h5 class="mt-4">¿Por qué es importante la cita en línea?</h5>
        <p>En Le Dents queremos conocer que es lo que en verdad te importa y sabemos que tu salud bucal es primordial, ya que constantemente el público en general no hace consciencia de que una boca sana es lo ideal, y con nuestras citas en línea es aún más fácil encontrarnos y estar en contacto para que así brindemos de una manera efectiva nuestros servicios y usted estés complacido con una sonrisa perfecta. Así que no esperes para hacer tu cita en línea.</p>
      </div>      
    </div>
  </div>
</div>


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
    });

    // Click To Go Top
    $('.st-smooth-move').on('click', function () {
      var thisAttr = $(this).attr('href');
      if ($(thisAttr).length) {
        var scrollPoint = $(thisAttr).offset().top - 10;
        $('body,html').animate({
          scrollTop: scrollPoint
        }, 800);
      }
      return false;
    });

    // One Page Active Class
    var topLimit = 300,
      ultimateOffset = 200;

    $('.st-onepage-nav').each(function () {
      var $this = $(this),
        $parent = $this.parent(),
        current = null,
        $findLinks = $this.find("a");

      function getHeader(top) {
        var last = $findLinks.first();
        if (top < topLimit) {
          return last;
        }
        for (var i = 0; i < $findLinks.length; i++) {
          var $link = $findLinks.eq(i),
            href = $link.attr("href");

          if (href.charAt(0) === "#" && href.length > 1) {
            var $anchor = $(href).first();
            if ($anchor.length > 0) {
              var offset = $anchor.offset();
              if (top < offset.top - ultimateOffset) {
                return last;
              }
              last = $link;
            }
          }
        }
        return last;
      }

      $(window).on("scroll", function () {
        var top = window.scrollY,
          height = $this.outerHeight(),
          max_bottom = $parent.offset().top + $parent.outerHeight(),
          bottom = top + height + ultimateOffset;

        var $current = getHeader(top);

        if (current !== $current) {
          $this.find(".active").removeClass("active");
          $current.addClass("active");
          current = $current;
        }
      });
    });
  </script>

  <!-- The core Firebase JS SDK is always required and must be listed first -->
  <script src="https://www.gstatic.com/firebasejs/8.2.9/firebase-app.js"></script>
  <script src="https://www.gstatic.com/firebasejs/8.2.4/firebase-firestore.js"></script>
  <script src="assets/js/firebase.js"></script>
  <script type="application/javascript" src="https://api.ipify.org?format=jsonp&callback=getIP"></script>

</body>

</html>