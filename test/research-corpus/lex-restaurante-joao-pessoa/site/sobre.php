<!DOCTYPE html>
<html dir="ltr" lang="pt-br">
    <head>
        <!-- Document Meta
  ============================================= -->
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">

<!--IE Compatibility Meta-->
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<link href="assets/images/favicon/" rel="icon">

<!-- Fonts
============================================= -->
<link href="http://fonts.googleapis.com/css?family=Great+Vibes%7CKaushan+Script%7CRaleway:100,100i,200,200i,300,300i,400,400i,500,500i,600,600i,700,700i,800,800i,900,900i" rel="stylesheet" type="text/css">
<link href="assets/css/classic.css" rel="stylesheet" type="text/css"/>
<link href="assets/css/classic.date.css" rel="stylesheet" type="text/css"/>
<link href="assets/css/classic.time.css" rel="stylesheet" type="text/css"/>
<!-- Stylesheets
============================================= -->
<link href="assets/css/external.css" rel="stylesheet">
<link href="assets/css/bootstrap.min.css" rel="stylesheet">
<link href="assets/css/style.css" rel="stylesheet">

<!-- RS5.0 Main Stylesheet -->
<link rel="stylesheet" type="text/css" href="assets/revolution/css/settings.css">
<link rel="stylesheet" type="text/css" href="assets/revolution/css/layers.css">
<link rel="stylesheet" type="text/css" href="assets/revolution/css/navigation.css">

<link rel="shortcut icon" href="assets/images/favicon.ico" type="image/x-icon">
<link rel="icon" href="assets/images/favicon.ico" type="image/x-icon">

<!-- HTML5 shim, for IE6-8 support of HTML5 elements. All other JS at the end of file. -->
<!--[if lt IE 9]>
  <script src="assets/js/html5shiv.js"></script>
  <script src="assets/js/respond.min.js"></script>
<![endif]-->
        <title>Sobre - Lex Restaurante & Bar</title>
    </head>
    <body>
    <div class="preloader">
        <div class="spinner">
            <div class="bounce1"></div>
            <div class="bounce2"></div>
            <div class="bounce3"></div>
        </div>
    </div>
    <!-- Document Wrapper
        ============================================= -->
    <div id="wrapper" class="wrapper clearfix">
        <header id="navbar-spy" class="header header-1 header-transparent header-bordered header-fixed">
            <nav id="primary-menu" class="navbar navbar-fixed-top">
                <div class="container">
                    <!-- Brand and toggle get grouped for better mobile display -->
                    <div class="navbar-header">
                        <button type="button" class="navbar-toggle collapsed" data-toggle="collapse" data-target="#navbar-collapse-1" aria-expanded="false">
                            <span class="sr-only">Toggle navigation</span>
                            <span class="icon-bar"></span>
                            <span class="icon-bar"></span>
                            <span class="icon-bar"></span>
                        </button>
                        <a class="logo" href="index.php" data-pagina="index">
                            <img class="logo-light" src="assets/images/logo/logo-lex-branca.png" alt="Logo Lex">
                            <img class="logo-dark" src="assets/images/logo/logo-lex-preta.png" alt="Logo Lex">
                        </a>
                    </div>

                    <div class="module-container pull-right">
                        <!-- Module Reservation  -->
                        <div class="module module-reservation hidden-xs">
                            <a class="btn-popup" href="https://www.ifood.com.br/delivery/joao-pessoa-pb/lex-restaurante-manaira" title="Ifood" target="_blank">Ifood</a>
                        </div>
                        <div class="module module-reservation hidden-xs">
                            <a class="btn-popup" href="https://www.ubereats.com/pt-BR/joao-pessoa/food-delivery/lex-restaurante/LEOW2hDWRRaQp8QJRWry-g/" title="Uber EATS" target="_blank">Uber EATS</a>
                        </div>
                        <div class="module module-reservation">
                            <a class="btn-popup" data-toggle="modal" data-target="#reservationModule"><i class="lnr lnr-users"></i>Reserva</a>
                        </div>
                        <!-- Module Search -->
                        <!--    <div class="module module-search">
                                <div class="module-icon search-icon">
                                    <i class="fa fa-search"></i>
                                </div>
                                <div class="module-content module-fullscreen module--search-box">
                                    <div class="pos-vertical-center">
                                        <div class="container">
                                            <div class="row">
                                                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                                                    <form class="form-search">
                                                        <input type="text" class="form-control" placeholder="Type Search Words Then Enter">
                                                        <button class="btn" type="button"><i class="fa fa-search"></i></button>
                                                    </form>
                                                </div>
                                            </div>
                                        </div>
                                    </div>
                                    <a class="module-cancel" href="#">close</a>
                                </div>
                            </div> -->
                        <!-- .module-search end -->
                        <!-- Module Side NAV -->
                        <!--    <div class="module module-side-nav">
                                <div class="module-icon side-nav-icon">
                                    <i class="fa fa-bars"></i>
                                    <span class="title">Side Navigation</span>
                                </div>
                                <div class="module-content module-hamburger">
                                    <div class="hamburger-panel module-widgets bg-white">
    
                                        <div class="widget widget-recent-posts">
                                            <div class="widget--title">
                                                <h5>recent posts</h5>
                                            </div>
                                            <div class="widget--content">
                                                <div class="entry">
                                                    <img src="assets/images/blog/thumb/1.jpg" alt="title" />
                                                    <div class="entry-desc">
                                                        <div class="entry-meta">
                                                            <a href="#">Oct 15, 2017</a>
                                                        </div>
                                                        <div class="entry-title">
                                                            <a href="#">The Best Side Dishes for Next Dinner</a>
                                                        </div>
                                                    </div>
                                                </div>
    
                                                <div class="entry">
                                                    <img src="assets/images/blog/thumb/2.jpg" alt="title" />
                                                    <div class="entry-desc">
                                                        <div class="entry-meta">
                                                            <a href="#">sep 15, 2017</a>
                                                        </div>
                                                        <div class="entry-title">
                                                            <a href="#">Cornbread Stuffing Apples and Sausage</a>
                                                        </div>
                                                    </div>
                                                </div>
    
                                            </div>
                                        </div>
    
                                        <div class="widget widget-instagram">
                                            <div class="widget--title">
                                                <h5>Instagram</h5>
                                            </div>
                                            <div class="widget--content">
                                                <div id="instafeedModule" class="instafeed" data-insta-number="8"></div>
                                                <div class="clearfix"></div>
                                            </div>
                                        </div>
    
                                        <div class="widget widget-tags">
                                            <div class="widget--title">
                                                <h5>tag clouds</h5>
                                            </div>
                                            <div class="widget--content">
                                                <a href="#">responsive</a>
                                                <a href="#">modern</a>
                                                <a href="#">corporate</a>
                                                <a href="#">business</a>
                                                <a href="#">awesome</a>
                                                <a href="#">fresh</a>
    
                                            </div>
                                        </div>
                                        <a class="module-cancel" href="#">close</a>
                                    </div>
                                </div>
                            </div> -->
                    </div>
                    <!-- .module-container end -->

                    <!-- Collect the nav links, forms, and other content for toggling -->
                    <div class="collapse navbar-collapse pull-right" id="navbar-collapse-1">
                        <ul class="nav navbar-nav nav-pos-right navbar-left menu-topo">
                            <!-- Home Menu -->
                            <li class="active" data-pagina="index">
                                <a href="index.php"  class="menu-item">Inicio</a>
                            </li>
                            <!-- li end -->

                            <li data-pagina="sobre">
                                <a href="sobre.php"  class="menu-item">O Lex</a>
                            </li>

                            <li data-pagina="menu">
                                <a href="menu.php"  class="menu-item">Menu</a>
                            </li>

                            <li data-pagina="galeria">
                                <a href="galeria.php"  class="menu-item">Galeria</a>
                            </li>

                            <li data-pagina="contato">
                                <a href="contato.php"  class="menu-item">Contato</a>
                            </li>
                            <!-- li end -->
                        </ul>
                    </div>
                    <!-- /.navbar-collapse -->
                </div>
                <!-- /.container-fluid -->
            </nav>

        </header>

    <!-- Page Title #2
    ============================================= -->
    <section id="page-title" class="page-title bg-overlay bg-parallax bg-overlay-gradient">
        <div class="bg-section">
            <img src="assets/images/page-title/13.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-10 col-md-offset-1">
                    <div class="title title-2 text-center">
                        <div class="title--content">
                            <div class="title--img">
                                <img src="assets/images/page-title/chef-hat.png" alt="chef hat">
                            </div>
                            <div class="title--heading">
                                <h1>A verdadeira gastronomia está no que você ainda vai criar.</h1>
                            </div>
                        </div>
                        <div class="clearfix"></div>
                        <ol class="breadcrumb">
                            <li><a data-pagina="index" href="index.php">Início</a></li>
                            <li class="active">O Lex</li>
                        </ol>
                        <div class="divider--shape-1down"></div>
                    </div>
                    <!-- .title end -->
                </div>
                <!-- .col-md-12 end -->
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    <!-- #page-title end -->

    <!-- banner#5
    ============================================= -->
    <section id="banner5" class="banner banner-5 text-center">
        <div class="container">
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-6 col-md-offset-3">
                    <div class="heading heading-1 text--center mb-40">
                        <p class="heading--subtitle">O restaurante</p>
                        <h2 class="heading--title">Bem Vindo ao Lex</h2>
                        <div class="divider--shape-4"></div>
                    </div>
                    <!-- .heading end -->
                </div>
                <!-- .col-md-6 end -->
            </div>
            <!-- .row end -->
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-10 col-md-offset-1">
                    <div class="banner--desc">
                        Chega a João Pessoa mais um empreedimento do grupo Salex. Lex Restaurante & Bar foi desenvolvido pensando no bem estar do nossos clientes e amigos, buscando praticidade e excelente qualidade em atendimento e gastronomia. O Lex traz a praticidade da Lex Restaurante & Bar com uma carta diversificada de bebidas nacionais e importadas e um delivery em refeições executivas. O Lex restaurante chega com um buffet de self service, a quilo, com um cardápio diversificado. Venha compartilhar conosco a boa mesa e bons momentos. 
                    </div>
                </div>
            </div>
            <!-- .row end -->
            <!--  <div class="row">
                  <div class="col-xs-12 col-sm-12 col-md-4">
                      <div class="history-panel">
                          <h6>1995</h6>
                          <h3>Grand Opening</h3>
                          <div class="divider--shape-13"></div>
                          <p>Granny was opened in May 6, 1990, the interior was created by the most famous artists. Today our restaurant welcomes 250 people!</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-12 col-md-4">
                      <div class="history-panel">
                          <h6>2005</h6>
                          <h3>Second Branch</h3>
                          <div class="divider--shape-13"></div>
                          <p>Since the very first day, Granny was a gathering place for teachers, doctors, actors. Therefore we decided to open our second branch!</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-12 col-md-4">
                      <div class="history-panel">
                          <h6>2015</h6>
                          <h3>Great Taste Award</h3>
                          <div class="divider--shape-13"></div>
                          <p>Granny was and still remains not just a restaurant, but also a remarkable part of the culture. We are happy to announce that we claim tate award.</p>
                      </div>
                  </div>
              </div> -->
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    <!-- #banner5 end -->

    <!-- Testimonial #1
    ============================================= -->
    <section id="testimonial1" class="testimonial testimonial-1 bg-overlay bg-overlay-dark bg-parallax pb-90">
        <div class="bg-section">
            <img src="assets/images/background/1.jpg" alt="Background" />
        </div>

        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-1 mb-40 text--center">
                        <p class="heading--subtitle">Depoimentos</p>
                        <h2 class="heading--title color-white">Nossos Clientes</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-12">
                    <div id="testimonial-carousel" class="carousel carousel-dots carousel-white" data-slide="3" data-slide-rs="2" data-autoplay="true" data-nav="false" data-dots="true" data-space="30" data-loop="true" data-speed="800">
                        <!-- Testimonial #1 -->
                        <div class="testimonial-panel">
                            <div class="testimonial--rating">
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                            </div>
                            <!-- .testimonial-rating end -->
                            <div class="testimonial--body">
                                <p>“ Atendimento de primeira, qualidades e variedades na comida, muito bem localizado, E um preço bem acessível ”</p>
                            </div>
                            <!-- .testimonial-body end -->
                            <div class="testimonial--meta">
                                <div class="testimonial--img">
                                    <img src="assets/images/testimonial/primeiro.png" alt="Testimonial Author">
                                </div>
                                <div class="testimonial--author">
                                    <h4>- Claudio Wellysson</h4>
                                </div>
                            </div>
                            <!-- .testimonial-meta end -->
                        </div>
                        <!-- .testimonial-panel end -->

                        <!-- Testimonial #2 -->
                        <div class="testimonial-panel">
                            <div class="testimonial--rating">
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                            </div>
                            <!-- .testimonial-rating end -->
                            <div class="testimonial--body">
                                <p>“ Fui ao Lex muitas vezes ao longo dos anos. E sei o que esperar: boa comida e ótimos preços ”</p>
                            </div>
                            <!-- .testimonial-body end -->
                            <div class="testimonial--meta">
                                <div class="testimonial--img">
                                    <img src="assets/images/testimonial/sergio.png" alt="Testimonial Author">
                                </div>
                                <div class="testimonial--author">
                                    <h4>- Sergio Machado</h4>
                                </div>
                            </div>
                            <!-- .testimonial-meta end -->
                        </div>
                        <!-- .testimonial-panel end -->

                        <!-- Testimonial #3 -->
                        <div class="testimonial-panel">
                            <div class="testimonial--rating">
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                            </div>
                            <!-- .testimonial-rating end -->
                            <div class="testimonial--body">
                                <p>“ Os preços razoáveis e o ambiente aconchegante são apenas cobertas pela comida deliciosa. Continuem com o ótimo trabalho ”</p>
                            </div>
                            <!-- .testimonial-body end -->
                            <div class="testimonial--meta">
                                <div class="testimonial--img">
                                    <img src="assets/images/testimonial/micael.png" alt="Testimonial Author">
                                </div>
                                <div class="testimonial--author">
                                    <h4>- Micael Lopes</h4>
                                </div>
                            </div>
                            <!-- .testimonial-meta end -->
                        </div>
                        <!-- .testimonial-panel end -->

                        <!-- Testimonial #4 -->
                        <div class="testimonial-panel">
                            <div class="testimonial--rating">
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                                <i class="fa fa-star"></i>
                            </div>
                            <!-- .testimonial-rating end -->
                            <div class="testimonial--body">
                                <p>“ Excelente restaurante! Boa comida e bem servido os pratos. Após reforma com ambiente maior e mais aconchegante local certo no final de semana para um bom jantar. ”</p>
                            </div>
                            <!-- .testimonial-body end -->
                            <div class="testimonial--meta">
                                <div class="testimonial--img">
                                    <img src="assets/images/testimonial/clidenor.png" alt="Testimonial Author">
                                </div>
                                <div class="testimonial--author">
                                    <h4>- Clidenor Jr</h4>
                                </div>
                            </div>
                            <!-- .testimonial-meta end -->
                        </div>
                        <!-- .testimonial-panel end -->

                    </div>
                </div>
                <!-- .col-md-12 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-1down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #testimonial1 end -->  

    <!-- Feature #1
    ============================================= -->
    <section id="feature1" class="feature feature-1 text-center bg-white pb-60">
        <div class="container">
            <div class="row">
                <!-- Panel #1 -->
                <div class="col-xs-12 col-sm-12 col-md-4">
                    <div class="feature-panel">
                        <div class="feature--icon">
                            <img src="assets/images/icons/1.png" alt="feature img">
                        </div>
                        <div class="feature--content">
                            <h3>Menus frescos diários</h3>
                        </div>
                    </div>
                    <!-- .feature-panel end -->
                </div>
                <!-- .col-md-4 end -->

                <!-- Panel #2 -->
                <div class="col-xs-12 col-sm-12 col-md-4">
                    <div class="feature-panel">
                        <div class="feature--icon">
                            <img src="assets/images/icons/2.png" alt="feature img">
                        </div>
                        <div class="feature--content">
                            <h3>Ingredientes Frescos</h3>
                        </div>
                    </div>
                    <!-- .feature-panel end -->
                </div>
                <!-- .col-md-4 end -->

                <!-- Panel #3 -->
                <div class="col-xs-12 col-sm-12 col-md-4">
                    <div class="feature-panel">
                        <div class="feature--icon">
                            <img src="assets/images/icons/3.png" alt="feature img">
                        </div>
                        <div class="feature--content">
                            <h3>Refeições Saborosas</h3>
                        </div>
                    </div>
                    <!-- .feature-panel end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Panel #4 -->
                <div class="col-xs-12 col-sm-12 col-md-4">
                    <div class="feature-panel">
                        <div class="feature--icon">
                            <img src="assets/images/icons/4.png" alt="feature img">
                        </div>
                        <div class="feature--content">
                            <h3>Chefs Criativos</h3>
                        </div>
                    </div>
                    <!-- .feature-panel end -->
                </div>
                <!-- .col-md-4 end -->

                <!-- Panel #5 -->
                <div class="col-xs-12 col-sm-12 col-md-4">
                    <div class="feature-panel">
                        <div class="feature--icon">
                            <img src="assets/images/icons/19.png" alt="feature img">
                        </div>
                        <div class="feature--content">
                            <h3>Melhores Sobremesas</h3>
                        </div>
                    </div>
                    <!-- .feature-panel end -->
                </div>
                <!-- .col-md-4 end -->

                <!-- Panel #6 -->
                <div class="col-xs-12 col-sm-12 col-md-4">
                    <div class="feature-panel">
                        <div class="feature--icon">
                            <img src="assets/images/icons/6.png" alt="feature img">
                        </div>
                        <div class="feature--content">
                            <h3>Melhor Café</h3>
                        </div>
                    </div>
                    <!-- .feature-panel end -->
                </div>
                <!-- .col-md-4 end -->

            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    <!-- #feature1 end -->

    <!-- Counter #1
    ============================================= -->
    <section id="counter1" class="counter counter-1 bg-overlay bg-overlay-dark bg-parallax">
        <div class="bg-section">
            <img src="assets/images/counter/1.jpg" alt="Background" />
        </div>
        <div class="divider--shape-1up"></div>
        <div class="container">
            <div class="row">
                <!-- count #1 -->
                <div class="col-xs-6 col-sm-3 col-md-3">
                    <div class="count-box text-center">
                        <div class="counting">15423</div>
                        <div class="count-title">Clientes Servidos</div>
                    </div>
                </div>
                <!-- .col-md-3 end -->

                <!-- count #2 -->
                <div class="col-xs-6 col-sm-3 col-md-3">
                    <div class="count-box text-center">
                        <div class="counting">38</div>
                        <div class="count-title">Pratos no Menu</div>
                    </div>
                </div>
                <!-- .col-md-3 end -->

                <!-- count #3 -->
                <div class="col-xs-6 col-sm-3 col-md-3">
                    <div class="count-box text-center">
                        <div class="counting">22</div>
                        <div class="count-title">Mãos de trabalho</div>
                    </div>
                </div>
                <!-- .col-md-3 end -->

                <!-- count #4 -->
                <div class="col-xs-6 col-sm-3 col-md-3">
                    <div class="count-box text-center">
                        <div class="counting">10250</div>
                        <div class="count-title">Cafés Servidos</div>
                    </div>
                </div>
                <!-- .col-md-3 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-1down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #counter1 end -->


    <section id="blog" class="blog blog-carousel pb-90">
        <div class="container">
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-1 mb-50 text--center">
                        <p class="heading--subtitle">Siga-nos</p>
                        <h2 class="heading--title mb-0"><a href="https://www.instagram.com/lexrestaurante/" style="color: black;" target="_blank">@lexrestaurante</a></h2>
                        <div> <i style="font-size: 40px; margin-top: 20px; color: #C59D5F;" class="fa fa-instagram"></i> </div>
                        <!--  <p class="heading--desc">Follow our latest news updates to know about our offers, recipes and events. One cannot think well, love well, sleep well, if one has not dined well. </p> -->
                    </div>
                </div>
            </div>
            <div class="row">

                <ul class="instafeed3"></ul>

            </div>
        </div>
    </section> 

    <!-- banner#6
    ============================================= -->
  <!--  <section id="banner6" class="banner banner-6 text-center bg-white">
        <div class="container">
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-10 col-md-offset-1">
                    <ul class="panel--logos list-unstyled list-inline mb-50">
                        <li><img src="assets/images/tabs/1.png" alt="logo"></li>
                        <li><img src="assets/images/tabs/2.png" alt="logo"></li>
                        <li><img src="assets/images/tabs/3.png" alt="logo"></li>
                        <li><img src="assets/images/tabs/4.png" alt="logo"></li>
                        <li><img src="assets/images/tabs/5.png" alt="logo"></li>
                        <li><img src="assets/images/tabs/6.png" alt="logo"></li>
                        <li><img src="assets/images/tabs/7.png" alt="logo"></li>
                    </ul>
                    <h3 class="panel--heading">Since our grand opening in May 1995, Granny has won great awards from food critics and organizations all over the world.</h3>
                </div>
            </div>
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-4 col-md-offset-2">
                    <ul class="panel--details text-left">
                        <li>The Good Food Award, Gold Seal (2017)</li>
                        <li>The Organic Food Award, Soil Association (2017)</li>
                        <li>The Great British & Egyptian Food Award (2016)</li>
                        <li>The Food Made Good Award (2015)</li>
                        <li>The Great Food Taste Award (2014)</li>
                        <li>The Food Award, Egypt (2014)</li>
                    </ul>
                </div>
                <div class="col-xs-12 col-sm-12 col-md-6">
                    <ul class="panel--details text-left">
                        <li>The Best Food Award, Egypt (2013)</li>
                        <li>The Best Chef in Egypt & Best Restaurant (2012, 2013)</li>
                        <li>The Best Emerging Egypt Cuisine (2012)</li>
                        <li>The Best Dining Experience (2011)</li>
                        <li>The Best Chef in Egypt (2010)</li>
                        <li>The Egyptian Star (2009)</li>
                    </ul>
                </div>
            </div>
        </div>
    </section> -->
    <!-- #banner6 end -->

    <footer id="footer" class="footer footer-1 text-center">
    <!-- Widget Section
        ============================================= -->
    <div class="footer--widget text--center">
        <div class="container">
            <div class="row">
                <div class="col-xs-12 col-sm-3 col-md-4">
                    <div class="footer--widget-content">
                        <h3>Nosso Endereço</h3>
                        <p>Rua Reinaldo Tavares de Melo, 99<br> Manaíra, João Pessoa - PB / Brasil</p>
                        <a class="link--styled" data-pagina="contato" href="contato.php#googleMap">Ver no mapa</a>
                    </div>

                    <ul class="formas_pedidos">
                        <li>
                            <a href="https://www.ifood.com.br/delivery/joao-pessoa-pb/lex-restaurante-manaira" target="_blank" title="Faça seu pedido pelo Ifood">
                                <img src="assets/images/Ifood-logo.png" alt="Ifood"/>
                            </a>
                        </li>
                        <li>
                            <a href="https://www.ubereats.com/pt-BR/joao-pessoa/food-delivery/lex-restaurante/LEOW2hDWRRaQp8QJRWry-g/" target="_blank" title="Faça seu pedido pelo Uber EATS">
                                <img src="assets/images/uber-eats-logo.png" alt="Uber EATS"/>
                            </a>
                        </li>
                    </ul>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="footer--reservation">
                        <div class="divider--shape-10up"></div>
                        <h3>Horários de Funcionamento</h3>
                        <div class="divider--shape-11"></div>
                        <div class="footer--reservation-wrapper">
                            <ul class="list-unstyled">
                                <li style="text-align: center; font-size: 19px; color: #FFF;">Restaurante</li>
                                <li>Terça e Quinta <span>08:00 – 00:00</span></li>
                                <li>Sexta e Sábado <span>08:00 – 02:00</span></li>
                                <li>Domingo <span>08:00 – 22:00</span></li>
                                <li>Delivery <span>08:00 – 14:00</span></li>

                            </ul>
                            <a class="btn btn--primary btn--bordered btn--block" data-toggle="modal" data-target="#reservationModule">Reserva</a>
                        </div>
                        <div class="divider--shape-10down"></div>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-3 col-md-4">
                    <div class="footer--widget-content">
                        <h3>Contato</h3>
                        <p class="mb-0">comercial@gruposalex.com.br</p>
                        <p class="mb-0">contato@lexrestaurante.com.br </p>
                        <p class="mb-0">(83) 3245-7105 / (83) 3035-1541</p>
                        <p class="mb-0">WhatsApp: (83) 98675-6435</p>
                        <a data-pagina="contato" class="link--styled" href="contato.php">Enviar Mensagem</a>
                    </div>
                </div>
            </div>
        </div>
    </div>
    <!-- .footer-widget end -->
    <!--Social
        ============================================= -->
    <div class="footer--social">
        <div class="container">
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-12 text-center">
                    <div class="footer--social-icons">
                        <a href="https://www.facebook.com/LEX-Restaurante-1584133908345490/" target="_blank"><i class="fa fa-facebook"></i></a>
                        <a href="https://www.instagram.com/lexrestaurante/" target="_blank"><i class="fa fa-instagram"></i></a>
                    </div>
                    <!-- .social-icons end -->
                </div>
                <!-- .col-md-6 end -->
                <!--    <div class="col-xs-12 col-sm-6 col-md-6 widget--newsletter">
                        <form class="footer--social-newsletter mailchimp">
                            <input type="email" name="email" class="form-control" placeholder="Subscribe Our Newsletter">
                            <button type="submit"><i class="fa fa-long-arrow-right"></i></button>
                        </form>
                        <div class="subscribe-alert"></div>
                    </div> -->
                <!-- .col-md-6 end -->
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </div>
    <!-- .footer-widget end -->
    <!-- Copyrights
        ============================================= -->
    <div class="footer--copyright text-center">
        <div class="divider--shape-dark"></div>
        <div class="container">
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-12">
                    <img src="assets/images/salex-logo.png" alt="Logo Salex" />

                    <a style="position: absolute; left: 20px; bottom: 19px;" href="http://www.clidenorjr.com.br/"  title="Site adaptado por: Clidenor Jr. - Criação de Sites" target="_blank">
                        <img  src="assets/images/clidenorjr-criacao-de-sites-assinatura.gif" alt="">
                    </a>
                </div>
            </div>
        </div>
        <!-- .container end -->
    </div>
    <!-- .footer-copyright end -->

    <div class="modal" data-modal="facebook-menssenger">
        <div class="modal-inner">
            <div class="btn-fechar-modal" data-modal-close="facebook-menssenger" title="Fechar">
                <svg viewBox="0 0 40 40"><path d="M10,10 L30,30 M30,10 L10,30"></path></svg>
            </div>
            <div class="modal-miolo">
                <div class="fb-page" data-href="https://www.facebook.com/LEX-Restaurante-1584133908345490/" data-tabs="messages" data-small-header="false" data-adapt-container-width="true" data-hide-cover="false" data-show-facepile="false"><blockquote cite="https://www.facebook.com/LEX-Restaurante-1584133908345490/" class="fb-xfbml-parse-ignore"><a href="https://www.facebook.com/LEX-Restaurante-1584133908345490/">Lex Restaurante e Lex Restaurante & Bar</a></blockquote></div>
            </div>
        </div>
    </div>

    <!--<a href="https://api.whatsapp.com/send?1=pt_BR&phone=558386756435" class="icon_whatsapp_bottom" target="_blank">
        <img src="assets/images/img-whats.png" style="max-width: 100%;" title="Fale conosco agora" alt="Fale conosco agora">
    </a>-->

    <a href="https://api.whatsapp.com/send?1=pt_BR&phone=558386756435" class="btn-pedidos" target="_blank" title="Faça seu Pedido">
        <img src="assets/images/img-whats.png" alt="Pedidos">
        Pedidos
    </a>


    <div class="btnMenssenger" data-modal-open="facebook-menssenger">
        <img class="facebook-messenger-avatar" src="assets/images/facebook-messenger.svg" alt="">
        <span>Fale <br> conosco</span>
    </div>



    <div class="modal fade reservation-popup" tabindex="-1" role="dialog" id="reservationModule">
        <div class="modal-dialog modal-lg" role="document">
            <div class="modal-content">
                <div class="modal-body">
                    <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                    <div class="row reservation">
                        <div class="col-xs-12 col-sm-12 col-md-12">
                            <div class="reservation-form mb-30 bg-white text-center">
                                <div class="reservation--dec">
                                    Faça sua reserva e venha saborear o melhor menu da cidade em sua confraternização, aniversário, workshopping, eventos...
                                </div>
                                <form class="mb-0 formulario_reserva_topo">
                                    <div class="row">
                                        <div class="col-xs-12 col-sm-12 col-md-4">
                                            <div class="form-select">
                                                <i class="fa fa-angle-down"></i>
                                                <select class="form-control" name="pessoas" id="footerNum" required>
                                                    <option value="">Pessoas</option>
                                                    <option value="2">2 Pessoas</option>
                                                    <option value="3">3 Pessoas</option>
                                                    <option value="4">4 Pessoas</option>
                                                    <option value="5">5 Pessoas</option>
                                                    <option value="6">6 Pessoas</option>
                                                    <option value="7">7 Pessoas</option>
                                                    <option value="8">8 Pessoas</option>
                                                    <option value="9">9 Pessoas</option>
                                                    <option value="10">10 Pessoas</option>
                                                    <option value="11">11 Pessoas</option>
                                                    <option value="12">12 Pessoas</option>
                                                    <option value="13">13 Pessoas</option>
                                                    <option value="14">14 Pessoas</option>
                                                    <option value="15">15 Pessoas</option>
                                                    <option value="16">16 Pessoas</option>
                                                    <option value="17">17 Pessoas</option>
                                                    <option value="18">18 Pessoas</option>
                                                    <option value="19">19 Pessoas</option>
                                                    <option value="20">20 Pessoas</option>
                                                    <option value="21">21 Pessoas</option>
                                                    <option value="22">22 Pessoas</option>
                                                    <option value="23">23 Pessoas</option>
                                                    <option value="24">24 Pessoas</option>
                                                    <option value="25">25 Pessoas</option>
                                                    <option value="26">26 Pessoas</option>
                                                    <option value="27">27 Pessoas</option>
                                                    <option value="28">28 Pessoas</option>
                                                    <option value="29">29 Pessoas</option>
                                                    <option value="30">30 Pessoas</option>
                                                    <option value="31">31 Pessoas</option>
                                                    <option value="32">32 Pessoas</option>
                                                    <option value="33">33 Pessoas</option>
                                                    <option value="34">34 Pessoas</option>
                                                    <option value="35">35 Pessoas</option>
                                                    <option value="36">36 Pessoas</option>
                                                    <option value="37">37 Pessoas</option>
                                                    <option value="38">38 Pessoas</option>
                                                    <option value="39">39 Pessoas</option>
                                                    <option value="40">40 Pessoas</option>
                                                    <option value="41">41 Pessoas</option>
                                                    <option value="42">42 Pessoas</option>
                                                    <option value="43">43 Pessoas</option>
                                                    <option value="44">44 Pessoas</option>
                                                    <option value="45">45 Pessoas</option>
                                                    <option value="46">46 Pessoas</option>
                                                    <option value="47">47 Pessoas</option>
                                                    <option value="48">48 Pessoas</option>
                                                    <option value="49">49 Pessoas</option>
                                                    <option value="50">50 Pessoas</option>
                                                </select>

                                            </div>
                                        </div>
                                        <div class="col-xs-12 col-sm-12 col-md-4">
                                            <div>
                                                <div style="line-height: 37px;" class="form-control">
                                                    <input style="border: none;" type="text" class="data" name="dia" placeholder="Data" required>
                                                </div>
                                            </div>
                                        </div>
                                        <div class="col-xs-12 col-sm-12 col-md-4">
                                            <div>
                                                <div style="line-height: 37px;" class="form-control">
                                                    <input style="border: none;" type="text" class="timepicker" name="horas" placeholder="Horario" required>
                                                </div>
                                            </div>
                                        </div>
                                        <div class="col-xs-12 col-sm-12 col-md-4">
                                            <input type="text" class="form-control nome" name="nome" id="footerName" placeholder="Nome" required>
                                        </div>
                                        <div class="col-xs-12 col-sm-12 col-md-4">
                                            <input type="email" class="form-control email" name="email" id="footerEmail" placeholder="Email" required>
                                        </div>
                                        <div class="col-md-4">
                                            <input type="text" class="form-control telefone" name="telefone" id="footerPhone" placeholder="Telefone" required>
                                        </div>
                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                            <textarea class="form-control mensagem" name="mensagem" id="footerMessage" rows="2" placeholder="Detalhes da reserva"></textarea>
                                        </div>
                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                            <input type="submit" value="Solicitar Reserva" name="submit" class="btn btn--secondary btn--block enviar">
                                        </div>
                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                            <!--Alert Message-->
                                            <div class="resp-reserva"></div>
                                        </div>

                                    </div>
                                    <!-- .row end -->
                                </form>
                                <!-- form end -->
                            </div>
                            <!-- .contact-form end -->
                        </div>
                        <!-- .col-md-8 end -->
                        <!--                                                <div class="col-xs-12 col-sm-12 col-md-12">
                                                                            <div class="text-uppercase text-center">
                                                                                <strong><span class="text-white">Reservation Powered by</span> <a class="reservation-link" href="#">Opentable</a></strong>
                                                                            </div>
                                                                        </div>-->
                    </div>
                    <!-- .row end -->
                </div>
            </div>
            <!-- /.modal-content -->
        </div>
        <!-- /.modal-dialog -->
    </div>
    <!-- /.modal -->

</footer>


<div id="fb-root"></div>
<script>(function (d, s, id) {
        var js, fjs = d.getElementsByTagName(s)[0];
        if (d.getElementById(id))
            return;
        js = d.createElement(s);
        js.id = id;
        js.src = 'https://connect.facebook.net/pt_BR/sdk.js#xfbml=1&version=v2.10';
        fjs.parentNode.insertBefore(js, fjs);
    }(document, 'script', 'facebook-jssdk'));</script>

<!-- Footer Scripts
============================================= -->
<script src="assets/js/jquery-2.2.4.min.js"></script>
<script src="assets/js/plugins.js"></script>
<script src="assets/js/functions.js"></script>
<script src="assets/js/maskedinput.min.js" type="text/javascript"></script>
<!-- RS5.0 Core JS Files -->
<script src="assets/revolution/js/jquery.themepunch.tools.min.js?rev=5.0"></script>
<script src="assets/revolution/js/jquery.themepunch.revolution.min.js?rev=5.0"></script>
<script src="assets/revolution/js/extensions/revolution.extension.video.min.js"></script>
<script src="assets/revolution/js/extensions/revolution.extension.slideanims.min.js"></script>
<script src="assets/revolution/js/extensions/revolution.extension.actions.min.js"></script>
<script src="assets/revolution/js/extensions/revolution.extension.layeranimation.min.js"></script>
<script src="assets/revolution/js/extensions/revolution.extension.kenburn.min.js"></script>
<script src="assets/revolution/js/extensions/revolution.extension.navigation.min.js"></script>
<script src="assets/revolution/js/extensions/revolution.extension.migration.min.js"></script>
<script src="assets/revolution/js/extensions/revolution.extension.parallax.min.js"></script>
<!-- RS Configration JS Files -->
<script src="assets/js/rsconfig.js"></script>
<script src="assets/js/picker.js" type="text/javascript"></script>
<script src="assets/js/picker.date.js" type="text/javascript"></script>
<script src="assets/js/picker.time.js" type="text/javascript"></script>
</body>

</html>
