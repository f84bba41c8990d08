<!DOCTYPE html>
<html dir="ltr" lang="pt-BR">
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
        <title>Lex Restaurante & Bar</title>
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

    <!-- Hero Section
    ====================================== -->
    <section id="slider" class="slider slide-overlay-black">
        <!-- START REVOLUTION SLIDER 5.0 -->
        <div class="rev_slider_wrapper">
            <div id="slider1" class="rev_slider"  data-version="5.0">
                <ul>
                    <!-- slide 1 -->
                    <li data-transition="zoomin"
                        data-slotamount="default" 
                        data-easein="Power4.easeInOut" 
                        data-easeout="Power4.easeInOut" 
                        data-masterspeed="2000">
                        <!-- MAIN IMAGE -->
                        <img src="assets/images/sliders/slide-bg/11.jpg" alt="Slide Background Image"  width="1920" height="1280">
                        <!-- LAYER NR. 1 -->
                        <div class="tp-caption" 
                             data-x="center" data-hoffset="0" 
                             data-y="center" data-voffset="-130" 
                             data-whitespace="nowrap"
                             data-width="none"
                             data-height="none"
                             data-frames='[{"delay":1500,"speed":1000,"frame":"0","from":"y:-50px;opacity:0;","to":"o:1;","ease":"Power3.easeInOut"},{"delay":"wait","speed":300,"frame":"999","to":"auto:auto;","ease":"Power3.easeInOut"}]'						data-splitin="none" 
                             data-splitout="none" 
                             data-responsive_offset="on">
                            <div class="slide--subheadline">O Lex oferece a você</div>
                        </div>


                        <!-- LAYER NR. 2 -->
                        <div class="tp-caption" 
                             data-x="center" data-hoffset="0" 
                             data-y="center" data-voffset="-65" 
                             data-whitespace="nowrap"
                             data-width="none"
                             data-height="none"
                             data-frames='[{"delay":1750,"speed":1000,"frame":"0","from":"y:50px;opacity:0;","to":"o:1;","ease":"Power3.easeInOut"},{"delay":"wait","speed":300,"frame":"999","to":"opacity:0;","ease":"Power3.easeInOut"}]'						data-splitin="none" 
                             data-splitout="none" 
                             data-responsive_offset="on">
                            <div class="slide--headline">Experiência em Degustação</div>
                        </div>

                        <!-- LAYER NR. 3 -->
                        <div class="tp-caption" 
                             data-x="center" data-hoffset="0" 
                             data-y="center" data-voffset="20" 
                             data-width="none"
                             data-height="none"
                             data-frames='[{"delay":2000,"speed":1500,"frame":"0","from":"y:50px;opacity:0;","to":"o:1;","ease":"Power3.easeInOut"},{"delay":"wait","speed":300,"frame":"999","to":"opacity:0;","ease":"Power3.easeInOut"}]' 
                             data-splitin="none" 
                             data-splitout="none" 
                             data-responsive_offset="on">
                            <div class="slide--bio text-center"> Lex Restaurante & Bar foi desenvolvido pensando no bem estar dos nossos clientes e amigos<br> buscando praticidade e excelente qualidade em atendimento e gastronomia! </div>
                        </div>

                        <!-- LAYER NR. 4 -->
                        <div class="tp-caption" 
                             data-x="center" data-hoffset="0" 
                             data-y="center" data-voffset="100" 
                             data-width="none"
                             data-height="none"
                             data-whitespace="nowrap"
                             data-frames='[{"delay":2250,"speed":1000,"frame":"0","from":"x:-50px;opacity:0;","to":"o:1;","ease":"Power3.easeInOut"},{"delay":"wait","speed":300,"frame":"999","to":"auto:auto;","ease":"Power3.easeInOut"}]'						data-splitin="none" 
                             data-splitout="none" 
                             data-actions='[{"event":"click","action":"jumptoslide","slide":"rs-164","delay":""}]'
                             data-basealign="slide" 
                             data-responsive_offset="on" 
                             data-responsive="off">
                            <div class="slide-action">
                                <a data-pagina="sobre" class="btn btn--white btn--bordered btn--lg" href="sobre.php">Mais Sobre o Lex</a>
                            </div>
                        </div>
                    </li>

                    <!-- slide 2 -->
                    <li data-transition="slideoverdown"
                        data-slotamount="default" 
                        data-easein="Power4.easeInOut" 
                        data-easeout="Power4.easeInOut" 
                        data-masterspeed="2000">
                        <!-- MAIN IMAGE -->
                        <img src="assets/images/sliders/slide-bg/3.jpg" alt="Slide Background Image"  width="1920" height="1280">
                        <!-- LAYER NR. 1 -->
                        <div class="tp-caption" 
                             data-x="center" data-hoffset="0" 
                             data-y="center" data-voffset="-130" 
                             data-whitespace="nowrap"
                             data-width="none"
                             data-height="none"
                             data-frames='[{"delay":1500,"speed":1000,"frame":"0","from":"y:-50px;opacity:0;","to":"o:1;","ease":"Power3.easeInOut"},{"delay":"wait","speed":300,"frame":"999","to":"auto:auto;","ease":"Power3.easeInOut"}]'						data-splitin="none" 
                             data-splitout="none" 
                             data-responsive_offset="on">
                            <div class="slide--subheadline">Somos o Lex Restaurante</div>
                        </div>

                        <!-- LAYER NR. 2 -->
                        <div class="tp-caption" 
                             data-x="center" data-hoffset="0" 
                             data-y="center" data-voffset="-65" 
                             data-whitespace="nowrap"
                             data-width="none"
                             data-height="none"
                             data-frames='[{"delay":1750,"speed":1000,"frame":"0","from":"y:50px;opacity:0;","to":"o:1;","ease":"Power3.easeInOut"},{"delay":"wait","speed":300,"frame":"999","to":"opacity:0;","ease":"Power3.easeInOut"}]'						data-splitin="none" 
                             data-splitout="none" 
                             data-responsive_offset="on">
                            <div class="slide--headline">Nós servimos comida de qualidade</div>
                        </div>

                        <!-- LAYER NR. 3 -->
                        <div class="tp-caption" 
                             data-x="center" data-hoffset="0" 
                             data-y="center" data-voffset="20" 
                             data-width="none"
                             data-height="none"
                             data-transform_idle="o:1;"
                             data-frames='[{"delay":2000,"speed":1500,"frame":"0","from":"y:50px;opacity:0;","to":"o:1;","ease":"Power3.easeInOut"},{"delay":"wait","speed":300,"frame":"999","to":"opacity:0;","ease":"Power3.easeInOut"}]' 
                             data-splitin="none" 
                             data-splitout="none" 
                             data-responsive_offset="on">
                            <div class="slide--bio text-center">Lex Restaurante & Bar é localizado em João Pessoa. Temos<br>receitas incríveis e os chefs mais talentosos da cidade! </div>
                        </div>

                        <!-- LAYER NR. 4 -->
                        <div class="tp-caption" 
                             data-x="center" data-hoffset="0" 
                             data-y="center" data-voffset="100" 
                             data-width="none"
                             data-height="none"
                             data-whitespace="nowrap"
                             data-frames='[{"delay":2250,"speed":1000,"frame":"0","from":"x:50px;opacity:0;","to":"o:1;","ease":"Power3.easeInOut"},{"delay":"wait","speed":300,"frame":"999","to":"x:50px;opacity:0;","ease":"Power3.easeInOut"}]'						data-splitin="none" 
                             data-splitout="none" 
                             data-actions='[{"event":"click","action":"jumptoslide","slide":"rs-164","delay":""}]'
                             data-basealign="slide" 
                             data-responsive_offset="on" 
                             data-responsive="off">
                            <div class="slide-action">
                                <a data-pagina="menu" class="btn btn--primary" href="menu.php">Ver Menu</a>
                            </div>
                        </div>
                    </li>

                    <!-- slide 3 -->
                    <li data-transition="incube-horizontal"
                        data-slotamount="default" 
                        data-easein="Power4.easeInOut" 
                        data-easeout="Power4.easeInOut" 
                        data-masterspeed="2000">
                        <!-- MAIN IMAGE -->
                        <img src="assets/images/sliders/slide-bg/12.jpg" alt="Slide Background Image"  width="1920" height="1280">
                        <!-- LAYER NR. 1 -->
                        <div class="tp-caption" 
                             data-x="center" data-hoffset="0" 
                             data-y="center" data-voffset="-65" 
                             data-whitespace="nowrap"
                             data-width="none"
                             data-height="none"
                             data-frames='[{"delay":1500,"speed":1000,"frame":"0","from":"y:-50px;opacity:0;","to":"o:1;","ease":"Power3.easeInOut"},{"delay":"wait","speed":300,"frame":"999","to":"auto:auto;","ease":"Power3.easeInOut"}]'						data-splitin="none" 
                             data-splitout="none" 
                             data-responsive_offset="on">
                            <div class="slide--subheadline">Feito com amor</div>
                        </div>

                        <!-- LAYER NR. 2 -->
                        <div class="tp-caption" 
                             data-x="center" data-hoffset="0" 
                             data-y="center" data-voffset="0" 
                             data-whitespace="nowrap"
                             data-width="none"
                             data-height="none"
                             data-frames='[{"delay":1750,"speed":1000,"frame":"0","from":"y:50px;opacity:0;","to":"o:1;","ease":"Power3.easeInOut"},{"delay":"wait","speed":300,"frame":"999","to":"opacity:0;","ease":"Power3.easeInOut"}]'						data-splitin="none" 
                             data-splitout="none" 
                             data-responsive_offset="on"
                             >
                            <div class="slide--headline">Quente e Pronto para Servir</div>
                        </div>

                        <!-- LAYER NR. 3 -->
                        <!--   <div class="tp-caption" 
                                data-x="center" data-hoffset="0" 
                                data-y="center" data-voffset="100" 
                                data-width="none"
                                data-height="none"
                                data-frames='[{"delay":2000,"speed":1000,"frame":"0","from":"y:50px;opacity:0;","to":"o:1;","ease":"Power3.easeInOut"},{"delay":"wait","speed":300,"frame":"999","to":"opacity:0;","ease":"Power3.easeInOut"}]'						data-splitin="none" 
                                data-splitout="none" 
                                data-responsive_offset="on">
                               <div class="slide--bio text-center">Granny is a restaurant, bar and coffee roastery located on Egypt. We have<br>awesome recipes and the most talented chefs in town! </div>
                           </div> -->
                    </li>

                </ul>
            </div>
            <!-- END REVOLUTION SLIDER -->
        </div>
        <!-- END OF SLIDER WRAPPER -->
    </section>
    <!-- tabs
    ============================================= -->
    <section id="tabs1" class="tabs text-center bg-white pb-90">
        <div class="container">
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-1 mb-50 text--center">
                        <p class="heading--subtitle">Seja Bem Vindo ao</p>
                        <h2 class="heading--title mb-0">Lex Restaurante & Bar</h2>
                        <div class="divider--shape-4"></div>
                        <p class="heading--desc">Chega a João Pessoa mais um empreedimento do grupo Salex. Lex Restaurante & Bar foi desenvolvido pensando no bem estar do nossos clientes e amigos, buscando praticidade e excelente qualidade em atendimento e gastronomia. O Lex traz a praticidade da Lex Restaurante & Bar com uma carta diversificada de bebidas nacionais e importadas  e um delivery em abrange todo nosso cardápio.</p>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
        <div class="container">
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-12">
                    <!-- Nav tabs -->
                    <ul class="nav nav-tabs">
                        <li class="active"><a href="#About" data-toggle="tab">Lex Restaurante</a></li>
                        <!-- <li><a href="#History" data-toggle="tab">History</a></li>
                         <li><a href="#Awards" data-toggle="tab">Awards</a></li>
                         <li><a href="#Chefs" data-toggle="tab">Chefs</a></li> -->
                    </ul>

                    <!-- Tab panes -->
                    <div class="tab-content">
                        <div class="tab-pane fade in active banner banner-1" id="About">
                            <div class="row">
                                <div class="col-xs-12 col-sm-6 col-md-4">
                                    <div class="banner-panel">
                                        <div class="banner--img">
                                            <img src="assets/images/banners/1.jpg" alt="banner img" class="img-responsive">
                                        </div>
                                        <div class="banner--content">
                                            <h3>Comece a comer bem</h3>
                                            <h4>Novos menus frescos diários</h4>
                                          <!--  <p>Granny help you treat yourself with a different meal everyday, thanks to our daily changing menus and our awesome creative chefs!</p> -->
                                        </div>
                                    </div>
                                    <!-- .banner-panel end -->
                                </div>
                                <!-- .col-md-4 end -->

                                <div class="col-xs-12 col-sm-6 col-md-4">
                                    <div class="banner-panel">
                                        <div class="banner--img">
                                            <img src="assets/images/banners/2.jpg" alt="banner img" class="img-responsive">
                                        </div>
                                        <div class="banner--content">
                                            <h3>Qualidade é o coração</h3>
                                            <h4>Ingredientes frescos, refeições saborosas</h4>
                                         <!--   <p>Who said healthy food can't also be delicious? Granny creative chefs use fresh and seasonal ingredients to make affordable.</p> -->
                                        </div>
                                    </div>
                                    <!-- .banner-panel end -->
                                </div>
                                <!-- .col-md-4 end -->

                                <div class="col-xs-12 col-sm-6 col-md-4">
                                    <div class="banner-panel">
                                        <div class="banner--img">
                                            <img src="assets/images/banners/3.jpg" alt="banner img" class="img-responsive">
                                        </div>
                                        <div class="banner--content">
                                            <h3>Prontos para lhe servir</h3>
                                            <h4>Chefs criativos e talentosos</h4>
                                        <!--    <p>Granny have offered a team of culinary professionals that make delectable dishes at memorable events for both private clientele.</p> -->
                                        </div>
                                    </div>
                                    <!-- .banner-panel end -->
                                </div>
                                <!-- .col-md-4 end -->

                            </div>
                            <!-- .row end -->
                        </div>
                        <!-- .tab-pane end -->
                        <div class="tab-pane fade banner banner-5" id="History">
                            <div class="row">
                                <div class="col-xs-12 col-sm-12 col-md-10 col-md-offset-1">
                                    <img class="center-block mb-20" src="assets/images/banners/15.png" alt="history">
                                    <div class="banner--desc">
                                        I don't like food that's too carefully arranged; it makes me think that the chef is spending too much time arranging and not enough time cooking.
                                    </div>
                                </div>
                            </div>
                            <!-- .row end -->
                            <div class="row">
                                <div class="col-xs-12 col-sm-12 col-md-4">
                                    <div class="history-panel">
                                        <h6>1995</h6>
                                        <h3>Grand Opening</h3>
                                        <div class="divider--shape-13"></div>
                                        <p>Granny was opened in May 6, 1990, the interior was created by the most famous artists. Today our restaurant welcomes 250 people!</p>
                                    </div>
                                </div>
                                <!-- .col-md-4 end -->
                                <div class="col-xs-12 col-sm-12 col-md-4">
                                    <div class="history-panel">
                                        <h6>2005</h6>
                                        <h3>Second Branch</h3>
                                        <div class="divider--shape-13"></div>
                                        <p>Since the very first day, Granny was a gathering place for teachers, doctors, actors. Therefore we decided to open our second branch!</p>
                                    </div>
                                </div>
                                <!-- .col-md-4 end -->
                                <div class="col-xs-12 col-sm-12 col-md-4">
                                    <div class="history-panel">
                                        <h6>2015</h6>
                                        <h3>Great Taste Award</h3>
                                        <div class="divider--shape-13"></div>
                                        <p>Granny was and still remains not just a restaurant, but also a remarkable part of the culture. We are happy to announce that we claim tate award.</p>
                                    </div>
                                </div>
                                <!-- .col-md-4 end -->
                            </div>
                            <!-- .row end -->
                        </div>
                        <!-- .tab-pane end -->
                        <div class="tab-pane fade" id="Awards">
                            <div class="row">
                                <div class="col-xs-12 col-sm-12 col-md-10 col-md-offset-1">
                                    <ul class="tab--logos list-unstyled list-inline mb-50">
                                        <li><img src="assets/images/tabs/1.png" alt="logo"></li>
                                        <li><img src="assets/images/tabs/2.png" alt="logo"></li>
                                        <li><img src="assets/images/tabs/3.png" alt="logo"></li>
                                        <li><img src="assets/images/tabs/7.png" alt="logo"></li>
                                        <li><img src="assets/images/tabs/4.png" alt="logo"></li>
                                        <li><img src="assets/images/tabs/5.png" alt="logo"></li>
                                        <li><img src="assets/images/tabs/6.png" alt="logo"></li>
                                    </ul>
                                    <h3 class="tab--heading">Since our grand opening in May 1995, Granny has won great awards from food critics and organizations all over the world.</h3>
                                </div>
                                <!-- .col-md-10 end -->
                            </div>
                            <!-- .row end -->
                            <div class="row">
                                <div class="col-xs-12 col-sm-12 col-md-4 col-md-offset-2">
                                    <ul class="tab--details text-left">
                                        <li>The Good Food Award, Gold Seal (2017)</li>
                                        <li>The Organic Food Award, Soil Association (2017)</li>
                                        <li>The Great British & Egyptian Food Award (2016)</li>
                                        <li>The Food Made Good Award (2015)</li>
                                        <li>The Great Food Taste Award (2014)</li>
                                        <li>The Food Award, Egypt (2014)</li>
                                    </ul>
                                </div>
                                <!-- .col-md-4 end -->
                                <div class="col-xs-12 col-sm-12 col-md-6">
                                    <ul class="tab--details text-left">
                                        <li>The Best Food Award, Egypt (2013)</li>
                                        <li>The Best Chef in Egypt & Best Restaurant (2012, 2013)</li>
                                        <li>The Best Emerging Egypt Cuisine (2012)</li>
                                        <li>The Best Dining Experience (2011)</li>
                                        <li>The Best Chef in Egypt (2010)</li>
                                        <li>The Egyptian Star (2009)</li>
                                    </ul>
                                </div>
                                <!-- .col-md-6 end -->
                            </div>
                            <!-- .row end -->
                        </div>
                        <!-- .tab-pane end -->
                        <div class="tab-pane fade team pb-0 team-2" id="Chefs">
                            <div class="row">
                                <!-- Member #1 -->
                                <div class="col-xs-12 col-sm-6 col-md-3">
                                    <div class="member">
                                        <div class="member-img">
                                            <img src="assets/images/team/1.jpg" alt="member">
                                            <div class="member-overlay">
                                                <div class="member-hover">
                                                    <div class="pos-vertical-center">
                                                        <div class="member-social">
                                                            <a href="#"><i class="fa fa-facebook"></i></a>
                                                            <a href="#"><i class="fa fa-twitter"></i></a>
                                                            <a href="#"><i class="fa fa-instagram"></i></a>
                                                        </div>
                                                        <!-- .memebr-social end -->
                                                        <div class="member-desc">
                                                            <p>Passion for cooking is in his genes. He grew up appreciating outstanding food and service at an early age.</p>
                                                        </div>
                                                        <!-- .memebr-desc end -->
                                                    </div>
                                                    <!-- .pos-vertical-center end -->
                                                </div>
                                                <!-- .memebr-hover end -->
                                            </div>
                                            <!-- .memebr-ovelay end -->
                                        </div>
                                        <!-- .member-img end -->
                                        <div class="member-info">
                                            <h5>Todd Stephen</h5>
                                            <h6>CEO & Founder</h6>
                                        </div>
                                        <!-- .member-info end -->
                                    </div>
                                    <!-- .member end -->
                                </div>
                                <!-- .col-md-3 end -->

                                <!-- Member #2 -->
                                <div class="col-xs-12 col-sm-6 col-md-3">
                                    <div class="member">
                                        <div class="member-img">
                                            <img src="assets/images/team/2.jpg" alt="member">
                                            <div class="member-overlay">
                                                <div class="member-hover">
                                                    <div class="pos-vertical-center">
                                                        <div class="member-social">
                                                            <a href="#"><i class="fa fa-facebook"></i></a>
                                                            <a href="#"><i class="fa fa-twitter"></i></a>
                                                            <a href="#"><i class="fa fa-instagram"></i></a>
                                                        </div>
                                                        <!-- .memebr-social end -->
                                                        <div class="member-desc">
                                                            <p>Passion for cooking is in his genes. He grew up appreciating outstanding food and service at an early age.</p>
                                                        </div>
                                                        <!-- .memebr-desc end -->
                                                    </div>
                                                    <!-- .pos-vertical-center end -->
                                                </div>
                                                <!-- .memebr-hover end -->
                                            </div>
                                            <!-- .memebr-ovelay end -->
                                        </div>
                                        <!-- .member-img end -->
                                        <div class="member-info">
                                            <h5>Walter Adler</h5>
                                            <h6>Master Chef</h6>
                                        </div>
                                        <!-- .member-info end -->
                                    </div>
                                    <!-- .member end -->
                                </div>
                                <!-- .col-md-3 end -->

                                <!-- Member #3 -->
                                <div class="col-xs-12 col-sm-6 col-md-3">
                                    <div class="member">
                                        <div class="member-img">
                                            <img src="assets/images/team/3.jpg" alt="member">
                                            <div class="member-overlay">
                                                <div class="member-hover">
                                                    <div class="pos-vertical-center">
                                                        <div class="member-social">
                                                            <a href="#"><i class="fa fa-facebook"></i></a>
                                                            <a href="#"><i class="fa fa-twitter"></i></a>
                                                            <a href="#"><i class="fa fa-instagram"></i></a>
                                                        </div>
                                                        <!-- .memebr-social end -->
                                                        <div class="member-desc">
                                                            <p>Passion for cooking is in his genes. He grew up appreciating outstanding food and service at an early age.</p>
                                                        </div>
                                                        <!-- .memebr-desc end -->
                                                    </div>
                                                    <!-- .pos-vertical-center end -->
                                                </div>
                                                <!-- .memebr-hover end -->
                                            </div>
                                            <!-- .memebr-ovelay end -->
                                        </div>
                                        <!-- .member-img end -->
                                        <div class="member-info">
                                            <h5>James Carter</h5>
                                            <h6>Thai Master Chef</h6>
                                        </div>
                                        <!-- .member-info end -->
                                    </div>
                                    <!-- .member end -->
                                </div>
                                <!-- .col-md-3 end -->

                                <!-- Member #4 -->
                                <div class="col-xs-12 col-sm-6 col-md-3">
                                    <div class="member">
                                        <div class="member-img">
                                            <img src="assets/images/team/4.jpg" alt="member">
                                            <div class="member-overlay">
                                                <div class="member-hover">
                                                    <div class="pos-vertical-center">
                                                        <div class="member-social">
                                                            <a href="#"><i class="fa fa-facebook"></i></a>
                                                            <a href="#"><i class="fa fa-twitter"></i></a>
                                                            <a href="#"><i class="fa fa-instagram"></i></a>
                                                        </div>
                                                        <!-- .memebr-social end -->
                                                        <div class="member-desc">
                                                            <p>Passion for cooking is in his genes. He grew up appreciating outstanding food and service at an early age.</p>
                                                        </div>
                                                        <!-- .memebr-desc end -->
                                                    </div>
                                                    <!-- .pos-vertical-center end -->
                                                </div>
                                                <!-- .memebr-hover end -->
                                            </div>
                                            <!-- .memebr-ovelay end -->
                                        </div>
                                        <!-- .member-img end -->
                                        <div class="member-info">
                                            <h5>Michael Luke</h5>
                                            <h6>Chinese Master Chef</h6>
                                        </div>
                                        <!-- .member-info end -->
                                    </div>
                                    <!-- .member end -->
                                </div>
                                <!-- .col-md-3 end -->
                            </div>
                        </div>
                        <!-- .tab-pane end -->
                    </div>
                    <!-- .tabs-content end -->
                </div>
                <!-- .col-md-12 end -->
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    <!-- #tabs1 end -->

    <!-- specials #1
    ============================================= -->
    <section id="specials" class="specials specials-1 bg-overlay bg-overlay-dark4 bg-parallax text--center">
        <div class="bg-section">
            <img src="assets/images/background/8.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-1 mb-50 text--center">
                        <p class="heading--subtitle">Sirva-se Bem e com Muito Sabor</p>
                        <h2 class="heading--title color-white">Conheça Nossas Especialidades</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="row">
               
                    <div class="dishes-wrapper text--center">
                        <div class="row">
                            <div class="col-md-4">
                                <div class="dish--img">
                                    <img src="assets/images/quentinhas/quentinha-1.jpg" alt="dish img">                                   
                                </div>
                            </div>      
                            <!-- Dish #1 -->
                            <div class="col-md-4" style="margin-top: 30px;">
                                <div class="dish-panel">
                                    <div class="dish--price">R$11,00</div>
                                    <h3 class="dish--title">Quentinha até 800g</h3>
                                    <p class="dish--desc">Frango, linguiça ou suíno</p>
                                    <div class="divider--shape-12"></div>
                                </div>
                            </div>
                            <div class="col-md-4">
                                <div class="dish--img">
                                    <img src="assets/images/quentinhas/quentinha-2.jpg" alt="dish img">
                                                            
                                </div>
                            </div> 
                            <div class="col-md-4" style="margin-top: 10px;">
                            <div class="dish--img">
                                 <img src="assets/images/quentinhas/quentinha-3.jpg" alt="dish img">
                                                        
                             </div>
                            </div>      
                            <div class="col-md-4" style="margin-top: 30px;">
                            <div class="dish-panel">
                                <div class="dish--price">R$14,99</div>
                                <h3 class="dish--title">Self Service (Seg. à Sex.)</h3>
                                <p class="dish--desc">Com 2 pedaços de carne, linguiça, peixe ou frango</p>
                                <div class="divider--shape-12"></div>
                            </div>
                            </div>

                            <div class="col-md-4" style="margin-top: 10px;">
                                <div class="dish--img">
                                    <img src="assets/images/quentinhas/quentinha-4.jpg" alt="dish img">
                                                            
                                </div>
                            </div> 
                            <div class="col-md-4" style="margin-top: 10px;">
                            <div class="dish--img">
                                 <img src="assets/images/quentinhas/quentinha-5.jpg" alt="dish img">
                                                        
                             </div>
                            </div>      
                            <div class="col-md-4" style="margin-top: 60px;">
                            <div class="dish-panel">
                                <div class="dish--price">R$5,00</div>
                                <h3 class="dish--title">Sobremesas</h3>
                                <p class="dish--desc"></p>
                                <div class="divider--shape-12"></div>
                            </div>
                            </div>

                            <div class="col-md-4" style="margin-top: 10px;">
                                <div class="dish--img">
                                    <img src="assets/images/quentinhas/quentinha-6.jpg" alt="dish img">
                                                            
                                </div>
                            </div>           
                        <!-- .dish end -->
                        <!-- Dish #3 -->     
                        <!-- .dish end -->
                        <!-- Dish #2 -->
                        </div>
                    </div>
                    <!-- .dishes-wrapper end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-1down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #specials1 end -->

    <!-- Menu Mixed Grid
    ============================================= -->
    <section id="menuMixedGrid" class="bg-white">
        <div class="container">
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-1 mb-50 text--center">
                        <p class="heading--subtitle">Coma do que há de melhor</p>
                        <h2 class="heading--title mb-0">Nosso Menu</h2>
                        <div class="divider--shape-4"></div>
                        <p class="heading--desc">A la carte ou Self Service, no Lex, a sua escolha é sempre certa.</p>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
        <div class="container-fluid pr-0 pl-0 tabs">
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-12">
                    <!-- Nav tabs -->
                    <ul class="nav nav-tabs">
                        <li class="active"><a href="#lunch" data-toggle="tab">Entradas</a></li>
                        <li><a href="#dinner" data-toggle="tab">Petiscos</a></li>
                        <li><a href="#dessert" data-toggle="tab">Executivos</a></li>
                        <li><a href="#sobremesas" data-toggle="tab">Sobremesas</a></li>
                        <li><a href="#drinks" data-toggle="tab">Bebidas</a></li>
                    </ul>

                    <!-- Tab panes -->
                    <div class="tab-content">
                        <div class="tab-pane fade in active" id="lunch">
                            <!-- Menu #5
    ============================================= -->
                            <div id="menu8" class="menu menu-5 bg-white text-center">
                                <div class="dishes-bg">
                                    <div class="bg-section">
                                        <img src="assets/images/background/9.jpg" alt="bg">
                                    </div>
                                </div>
                                <div class="container">
                                    <div class="row">
                                        <div class="dishes-wrapper">
                                            <!-- Dish #1 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--content">
                                                        <span class="dish--price">R$9,99</span>
                                                        <h3 class="dish--title">Salada Tropical</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">Acelga em corte bem fino, alface, lascas de melão, manga e abacaxi, molho de mostarda.</p>
                                                    </div>
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14down"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/2.jpg" alt="dish img">
                                                        <!--    <div class="dish--overlay">
                                                                <a class="dish-popup" data-toggle="modal" data-target="#dishPopup13"><i class="fa fa-search-plus"></i></a>
                                                                <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup13">
                                                                    <div class="modal-dialog" role="document">
                                                                        <div class="modal-content">
                                                                            <div class="modal-body">
                                                                                <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                <div class="row reservation">
                                                                                    <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                        <div class="img-popup">
                                                                                            <img src="assets/images/menu/menu-mixed-grid/1.jpg" alt="dish img">
                                                                                            <div class="img-popup-overlay">
                                                                                                <div class="popup--price">R$17,99</div>
                                                                                                <h3 class="popup--title">Salada tropical</h3>
                                                                                            </div>
                                                                                        </div>
                                                                                    </div>
                                                                                    <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                        <div class="content-popup">
                                                                                            <p>Mix de folhas (alface americana, alface crespa e rucula) tomate cereja, pedaços de manga, pedaços de abacaxi, uva verde, molho de mostarda e mel.</p>
                                                                                        </div>
                                                                                    </div>
                                                                                </div>
                                                                            </div>
                                                                        </div>
                                                                    </div>
                                                                </div>
                                                            </div> -->
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #2 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14up"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/1.jpg" alt="dish img">
                                                        <div class="dish--overlay">
<!--                                                            <a class="dish-popup" data-toggle="modal" data-target="#dishPopup14"><i class="fa fa-search-plus"></i></a>-->
                                                            <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup14">
                                                                <div class="modal-dialog" role="document">
                                                                    <div class="modal-content">
                                                                        <div class="modal-body">
                                                                            <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                            <div class="row reservation">
                                                                                <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                    <div class="img-popup">
                                                                                        <img src="assets/images/menu/menu-mixed-grid/2.jpg" alt="dish img">
                                                                                        <div class="img-popup-overlay">
                                                                                            <div class="popup--price">R$9,99</div>
                                                                                            <h3 class="popup--title">Salada Salex</h3>
                                                                                        </div>
                                                                                    </div>
                                                                                </div>
                                                                                <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                    <div class="content-popup">
                                                                                        <p>Mix de folhas, beterrabas cozidas em cubos no molho agridoce e abacaxi grelhado.</p>
                                                                                    </div>
                                                                                </div>
                                                                            </div>
                                                                        </div>
                                                                    </div>
                                                                </div>
                                                            </div>
                                                        </div>
                                                    </div>
                                                    <div class="dish--content">
                                                        <span class="dish--price">R$9,99</span>
                                                        <h3 class="dish--title">Salada Salex</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">Mix de folhas, beterrabas cozidas em cubos no molho agridoce e abacaxi grelhado.</p>
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #3 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--content">
                                                        <!--<div class="dish--tag">New</div> -->
                                                        <span class="dish--price">R$9,99</span>
                                                        <h3 class="dish--title">Salada Verão</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">Folhas de alface, cenoura palito cozida, tomates, pepino regado com azeite aromatizado.</p>
                                                    </div>
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14down"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/3.jpg" alt="dish img">
                                                        <!--                                                        <div class="dish--overlay">
                                                                                                                    <a class="dish-popup" data-toggle="modal" data-target="#dishPopup15"><i class="fa fa-search-plus"></i></a>
                                                                                                                    <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup15">
                                                                                                                        <div class="modal-dialog" role="document">
                                                                                                                            <div class="modal-content">
                                                                                                                                <div class="modal-body">
                                                                                                                                    <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                                                                    <div class="row reservation">
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="img-popup">
                                                                                                                                                <img src="assets/images/menu/menu-mixed-grid/3.jpg" alt="dish img">
                                                                                                                                                <div class="img-popup-overlay">
                                                                                                                                                    <div class="popup--price">R$18,99</div>
                                                                                                                                                    <h3 class="popup--title">Salada Caprese</h3>
                                                                                                                                                </div>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                         .col-md-12 end 
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="content-popup">
                                                                                                                                                <p>Tomate cereja, mussarela de bufalo, manjericão e molho pesto, acompanha torradas.</p>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                    </div>
                                                                                                                                </div>
                                                                                                                            </div>
                                                                                                                        </div>
                                                                                                                    </div>
                                                                                                                </div>-->
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #4-->
                                            <!--    <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                    <div class="dish-panel">
                                                        <div class="dish--content">
                                                            <div class="dish--tag">Recommended</div>
                                                            <span class="dish--price">R$33.95</span>
                                                            <h3 class="dish--title">Chicken Breast</h3>
                                                            <div class="divider--shape-13"></div>
                                                            <p class="dish--desc">Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                        </div>
                                                        <div class="dish--img">
                                                            <div class="divider--shape-14down"></div>
                                                            <img src="assets/images/menu/menu-mixed-grid/5.jpg" alt="dish img">
                                                            <div class="dish--overlay">
                                                                <a class="dish-popup" data-toggle="modal" data-target="#dishPopup16"><i class="fa fa-search-plus"></i></a>
                                                                <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup16">
                                                                    <div class="modal-dialog" role="document">
                                                                        <div class="modal-content">
                                                                            <div class="modal-body">
                                                                                <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                <div class="row reservation">
                                                                                    <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                        <div class="img-popup">
                                                                                            <img src="assets/images/menu/menu-mixed-grid/4.jpg" alt="dish img">
                                                                                            <div class="img-popup-overlay">
                                                                                                <div class="popup--price">R$12.95</div>
                                                                                                <h3 class="popup--title">Chicken Breast</h3>
                                                                                            </div>
                                                                                        </div>
                                                                                    </div>
                                                                                    <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                        <div class="content-popup">
                                                                                            <p>Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                                                        </div>
                                                                                    </div>
                                                                                </div>
                                                                            </div>
                                                                        </div>
                                                                    </div>
                                                                </div>
                                                            </div>
                                                        </div>
                                                    </div>
                                                </div> -->
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #5 -->
                                            <!--   <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                   <div class="dish-panel">
                                                       <div class="dish--img">
                                                           <div class="divider--shape-14up"></div>
                                                           <img src="assets/images/menu/menu-mixed-grid/4.jpg" alt="dish img">
                                                           <div class="dish--overlay">
                                                               <a class="dish-popup" data-toggle="modal" data-target="#dishPopup17"><i class="fa fa-search-plus"></i></a>
                                                               <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup17">
                                                                   <div class="modal-dialog" role="document">
                                                                       <div class="modal-content">
                                                                           <div class="modal-body">
                                                                               <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                               <div class="row reservation">
                                                                                   <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                       <div class="img-popup">
                                                                                           <img src="assets/images/menu/menu-mixed-grid/5.jpg" alt="dish img">
                                                                                           <div class="img-popup-overlay">
                                                                                               <div class="popup--price">R$29.95</div>
                                                                                               <h3 class="popup--title">Roasted Steak Roulade</h3>
                                                                                           </div>
                                                                                       </div>
                                                                                   </div>
                                                                                   <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                       <div class="content-popup">
                                                                                           <p>Roast trout, English asparagus, watercress & royals, creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                                                       </div>
                                                                                   </div>
                                                                               </div>
                                                                           </div>
                                                                       </div>
                                                                   </div>
                                                               </div>
                                                           </div>
                                                       </div>
                                                       <div class="dish--content">
                                                           <span class="dish--price">R$29.95</span>
                                                           <h3 class="dish--title">Roasted Steak Roulade</h3>
                                                           <div class="divider--shape-13"></div>
                                                           <p class="dish--desc">Roast trout, English asparagus, watercress & royals, creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                       </div>
                                                   </div>
                                               </div> -->
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #6 -->
                                            <!--    <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                    <div class="dish-panel">
                                                        <div class="dish--content">
                                                            <span class="dish--price">R$34.95</span>
                                                            <h3 class="dish--title">Grilled Seafood Paella</h3>
                                                            <div class="divider--shape-13"></div>
                                                            <p class="dish--desc">Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                        </div>
                                                        <div class="dish--img">
                                                            <div class="divider--shape-14down"></div>
                                                            <img src="assets/images/menu/menu-mixed-grid/6.jpg" alt="dish img">
                                                            <div class="dish--overlay">
                                                                <a class="dish-popup" data-toggle="modal" data-target="#dishPopup19"><i class="fa fa-search-plus"></i></a>
                                                                <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup18">
                                                                    <div class="modal-dialog" role="document">
                                                                        <div class="modal-content">
                                                                            <div class="modal-body">
                                                                                <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                <div class="row reservation">
                                                                                    <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                        <div class="img-popup">
                                                                                            <img src="assets/images/menu/menu-mixed-grid/6.jpg" alt="dish img">
                                                                                            <div class="img-popup-overlay">
                                                                                                <div class="popup--price">R$34.95</div>
                                                                                                <h3 class="popup--title">Grilled Seafood Paella</h3>
                                                                                            </div>
                                                                                        </div>
                                                                                    </div>
                                                                                    <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                        <div class="content-popup">
                                                                                            <p>Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                                                        </div>
                                                                                    </div>
                                                                                </div>
                                                                            </div>
                                                                        </div>
                                                                    </div>
                                                                </div>
                                                            </div>
                                                        </div>
                                                    </div>
                                                </div>-->
                                            <!-- .col-md-4 end -->
                                        </div>
                                        <!-- .row end -->
                                    </div>
                                    <!-- .menu-content end -->
                                </div>
                                <!-- .menu-content end -->
                            </div>
                        </div>
                        <!-- .tab-pane end -->
                        <div class="tab-pane fade" id="dinner">
                            <!-- Menu #5
    ============================================= -->
                            <div id="menu6" class="menu menu-5 bg-white text-center">
                                <div class="dishes-bg">
                                    <div class="bg-section">
                                        <img src="assets/images/background/9.jpg" alt="bg">
                                    </div>
                                </div>
                                <div class="container">
                                    <div class="row">
                                        <div class="dishes-wrapper">
                                            <!-- Dish #1 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--content">
                                                        <span class="dish--price">R$24,99</span>
                                                        <h3 class="dish--title">Camarão Empanado</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">10 undidades de camarão empanado na farinha panko.</p>
                                                    </div>
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14down"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/16.jpg" alt="dish img">
                                                        <!--                                                        <div class="dish--overlay">
                                                                                                                    <a class="dish-popup" data-toggle="modal" data-target="#dishPopup"><i class="fa fa-search-plus"></i></a>
                                                                                                                    <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup">
                                                                                                                        <div class="modal-dialog" role="document">
                                                                                                                            <div class="modal-content">
                                                                                                                                <div class="modal-body">
                                                                                                                                    <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                                                                    <div class="row reservation">
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="img-popup">
                                                                                                                                                <img src="assets/images/menu/menu-mixed-grid/13.jpg" alt="dish img">
                                                                                                                                                <div class="img-popup-overlay">
                                                                                                                                                    <div class="popup--price">R$24,99</div>
                                                                                                                                                    <h3 class="popup--title">Camarão Empanado</h3>
                                                                                                                                                </div>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="content-popup">
                                                                                                                                                <p>10 undidades de camarão empanado na farinha panko.</p>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                    </div>
                                                                                                                                </div>
                                                                                                                            </div>
                                                                                                                        </div>
                                                                                                                    </div>
                                                                                                                </div>-->
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #2 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14up"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/18.jpg" alt="dish img">
                                                        <div class="dish--overlay">
<!--                                                            <a class="dish-popup" data-toggle="modal" data-target="#dishPopupTwo"><i class="fa fa-search-plus"></i></a>-->
                                                            <div class="modal fade" tabindex="-1" role="dialog" id="dishPopupTwo">
                                                                <div class="modal-dialog" role="document">
                                                                    <div class="modal-content">
                                                                        <div class="modal-body">
                                                                            <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                            <div class="row reservation">
                                                                                <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                    <div class="img-popup">
                                                                                        <img src="assets/images/menu/menu-mixed-grid/14.jpg" alt="dish img">
                                                                                        <div class="img-popup-overlay">
                                                                                            <div class="popup--price">R$18,99</div>
                                                                                            <h3 class="popup--title">Isca de Frango</h3>
                                                                                        </div>
                                                                                    </div>
                                                                                </div>
                                                                                <!-- .col-md-12 end -->
                                                                                <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                    <div class="content-popup">
                                                                                        <p>File de peito de frango empanado na panko com molho teriaki.</p>
                                                                                    </div>
                                                                                </div>
                                                                            </div>
                                                                            <!-- .row end -->
                                                                        </div>
                                                                    </div>
                                                                    <!-- /.modal-content -->
                                                                </div>
                                                                <!-- /.modal-dialog -->
                                                            </div>
                                                            <!-- /.modal -->
                                                        </div>
                                                    </div>
                                                    <div class="dish--content">
                                                        <span class="dish--price">R$18,99</span>
                                                        <h3 class="dish--title">Isca de Frango</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">File de peito de frango empanado na panko com molho teriaki.</p>
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #3 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--content">
                                                        <!--  <div class="dish--tag">New</div> -->
                                                        <span class="dish--price">R$13,90</span>
                                                        <h3 class="dish--title">Fritas</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">Porção</p>
                                                    </div>
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14down"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/25.jpg" alt="dish img">
                                                        <!--                                                        <div class="dish--overlay">
                                                                                                                    <a class="dish-popup" data-toggle="modal" data-target="#dishPopup3"><i class="fa fa-search-plus"></i></a>
                                                                                                                    <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup3">
                                                                                                                        <div class="modal-dialog" role="document">
                                                                                                                            <div class="modal-content">
                                                                                                                                <div class="modal-body">
                                                                                                                                    <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                                                                    <div class="row reservation">
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="img-popup">
                                                                                                                                                <img src="assets/images/menu/menu-mixed-grid/15.jpg" alt="dish img">
                                                                                                                                                <div class="img-popup-overlay">
                                                                                                                                                    <div class="popup--price">R$23,33</div>
                                                                                                                                                    <h3 class="popup--title">Pasteis de Carne</h3>
                                                                                                                                                </div>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="content-popup">
                                                                                                                                                <p>06 unidades de carne de sol e queijo coalho. Acompanha molho de rapadura.</p>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                    </div>
                                                                                                                                </div>
                                                                                                                            </div>
                                                                                                                        </div>
                                                                                                                    </div>
                                                                                                                </div>-->
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #4-->
                                            <!--    <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                    <div class="dish-panel">
                                                        <div class="dish--content">
                                                            <div class="dish--tag">Recommended</div>
                                                            <span class="dish--price">R$33.95</span>
                                                            <h3 class="dish--title">Sea Trout</h3>
                                                            <div class="divider--shape-13"></div>
                                                            <p class="dish--desc">Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                        </div>
                                                        <div class="dish--img">
                                                            <div class="divider--shape-14down"></div>
                                                            <img src="assets/images/menu/menu-mixed-grid/16.jpg" alt="dish img">
                                                            <div class="dish--overlay">
                                                                <a class="dish-popup" data-toggle="modal" data-target="#dishPopup4"><i class="fa fa-search-plus"></i></a>
                                                                <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup4">
                                                                    <div class="modal-dialog" role="document">
                                                                        <div class="modal-content">
                                                                            <div class="modal-body">
                                                                                <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                <div class="row reservation">
                                                                                    <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                        <div class="img-popup">
                                                                                            <img src="assets/images/menu/menu-mixed-grid/16.jpg" alt="dish img">
                                                                                            <div class="img-popup-overlay">
                                                                                                <div class="popup--price">R$33.95</div>
                                                                                                <h3 class="popup--title">Sea Trout</h3>
                                                                                            </div>
                                                                                        </div>
                                                                                    </div>
                                                                                    <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                        <div class="content-popup">
                                                                                            <p>Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                                                        </div>
                                                                                    </div>
                                                                                </div>
                                                                            </div>
                                                                        </div>
                                                                    </div>
                                                                </div>
                                                            </div>
                                                        </div>
                                                    </div>
                                                </div> -->
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #5 -->
                                            <!--    <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                    <div class="dish-panel">
                                                        <div class="dish--img">
                                                            <div class="divider--shape-14up"></div>
                                                            <img src="assets/images/menu/menu-mixed-grid/17.jpg" alt="dish img">
                                                            <div class="dish--overlay">
                                                                <a class="dish-popup" data-toggle="modal" data-target="#dishPopup5"><i class="fa fa-search-plus"></i></a>
                                                                <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup5">
                                                                    <div class="modal-dialog" role="document">
                                                                        <div class="modal-content">
                                                                            <div class="modal-body">
                                                                                <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                <div class="row reservation">
                                                                                    <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                        <div class="img-popup">
                                                                                            <img src="assets/images/menu/menu-mixed-grid/17.jpg" alt="dish img">
                                                                                            <div class="img-popup-overlay">
                                                                                                <div class="popup--price">R$29.95</div>
                                                                                                <h3 class="popup--title">Roasted Steak Roulade</h3>
                                                                                            </div>
                                                                                        </div>
                                                                                    </div>
                                                                                    <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                        <div class="content-popup">
                                                                                            <p>Roast trout, English asparagus, watercress & royals, creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                                                        </div>
                                                                                    </div>
                                                                                </div>
                                                                            </div>
                                                                        </div>
                                                                    </div>
                                                                </div>
                                                            </div>
                                                        </div>
                                                        <div class="dish--content">
                                                            <span class="dish--price">R$29.95</span>
                                                            <h3 class="dish--title">Roasted Steak Roulade</h3>
                                                            <div class="divider--shape-13"></div>
                                                            <p class="dish--desc">Roast trout, English asparagus, watercress & royals, creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                        </div>
                                                    </div>
                                                </div> -->
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #6 -->
                                            <!--   <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                   <div class="dish-panel">
                                                       <div class="dish--content">
                                                           <span class="dish--price">R$34.95</span>
                                                           <h3 class="dish--title">Grilled Seafood Paella</h3>
                                                           <div class="divider--shape-13"></div>
                                                           <p class="dish--desc">Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                       </div>
                                                       <div class="dish--img">
                                                           <div class="divider--shape-14down"></div>
                                                           <img src="assets/images/menu/menu-mixed-grid/18.jpg" alt="dish img">
                                                           <div class="dish--overlay">
                                                               <a class="dish-popup" data-toggle="modal" data-target="#dishPopup6"><i class="fa fa-search-plus"></i></a>
                                                               <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup6">
                                                                   <div class="modal-dialog" role="document">
                                                                       <div class="modal-content">
                                                                           <div class="modal-body">
                                                                               <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                               <div class="row reservation">
                                                                                   <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                       <div class="img-popup">
                                                                                           <img src="assets/images/menu/menu-mixed-grid/18.jpg" alt="dish img">
                                                                                           <div class="img-popup-overlay">
                                                                                               <div class="popup--price">R$34.95</div>
                                                                                               <h3 class="popup--title">Grilled Seafood Paella</h3>
                                                                                           </div>
                                                                                       </div>
                                                                                   </div>
                                                                                   <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                       <div class="content-popup">
                                                                                           <p>Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                                                       </div>
                                                                                   </div>
                                                                               </div>
                                                                           </div>
                                                                       </div>
                                                                   </div>
                                                               </div>
                                                           </div>
                                                       </div>
                                                   </div>
                                               </div> -->
                                            <!-- .col-md-4 end -->
                                        </div>
                                        <!-- .row end -->
                                    </div>
                                    <!-- .menu-content end -->
                                </div>
                                <!-- .menu-content end -->
                            </div>
                        </div>
                        <!-- .tab-pane end -->
                        <div class="tab-pane fade" id="dessert">
                            <!-- Menu #5
    ============================================= -->
                            <div id="menu5" class="menu menu-5 bg-white text-center">
                                <div class="dishes-bg">
                                    <div class="bg-section">
                                        <img src="assets/images/background/9.jpg" alt="bg">
                                    </div>
                                </div>
                                <div class="container">
                                    <div class="row">
                                        <div class="dishes-wrapper">
                                            <!-- Dish #1 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--content">
                                                        <span class="dish--price">R$18,99</span>
                                                        <h3 class="dish--title">Picanha Nacional</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">Arroz e fritas.</p>
                                                    </div>
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14down"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/19.jpg" alt="dish img">
                                                        <!--                                                        <div class="dish--overlay">
                                                                                                                    <a class="dish-popup" data-toggle="modal" data-target="#dishPopup19"><i class="fa fa-search-plus"></i></a>
                                                                                                                    <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup19">
                                                                                                                        <div class="modal-dialog" role="document">
                                                                                                                            <div class="modal-content">
                                                                                                                                <div class="modal-body">
                                                                                                                                    <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                                                                    <div class="row reservation">
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="img-popup">
                                                                                                                                                <img src="assets/images/menu/menu-mixed-grid/19.jpg" alt="dish img">
                                                                                                                                                <div class="img-popup-overlay">
                                                                                                                                                    <div class="popup--price">R$18,99</div>
                                                                                                                                                    <h3 class="popup--title">Picanha nacional grelhada</h3>
                                                                                                                                                </div>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="content-popup">
                                                                                                                                                <p>Arroz e fritas.</p>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                    </div>
                                                                                                                                </div>
                                                                                                                            </div>
                                                                                                                        </div>
                                                                                                                    </div>
                                                                                                                </div>-->
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #2 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14up"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/20.jpg" alt="dish img">
                                                        <div class="dish--overlay">
<!--                                                            <a class="dish-popup" data-toggle="modal" data-target="#dishPopup20"><i class="fa fa-search-plus"></i></a>-->
                                                            <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup20">
                                                                <div class="modal-dialog" role="document">
                                                                    <div class="modal-content">
                                                                        <div class="modal-body">
                                                                            <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                            <div class="row reservation">
                                                                                <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                    <div class="img-popup">
                                                                                        <img src="assets/images/menu/menu-mixed-grid/20.jpg" alt="dish img">
                                                                                        <div class="img-popup-overlay">
                                                                                            <div class="popup--price">R$18,99</div>
                                                                                            <h3 class="popup--title">Filé Mignon a Parmegiana</h3>
                                                                                        </div>
                                                                                    </div>
                                                                                </div>
                                                                                <!-- .col-md-12 end -->
                                                                                <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                    <div class="content-popup">
                                                                                        <p>Filé mignon grelhado com molho de mostarda dijon, arroz e purê.</p>
                                                                                    </div>
                                                                                </div>
                                                                            </div>
                                                                            <!-- .row end -->
                                                                        </div>
                                                                    </div>
                                                                    <!-- /.modal-content -->
                                                                </div>
                                                                <!-- /.modal-dialog -->
                                                            </div>
                                                            <!-- /.modal -->
                                                        </div>
                                                    </div>
                                                    <div class="dish--content">
                                                        <span class="dish--price">R$21,99</span>
                                                        <h3 class="dish--title">Filé Mignon a Parmegiana</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">Filé mignon grelhado com molho de mostarda dijon, arroz e purê.</p>
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #3 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--content">
                                                        <!--    <div class="dish--tag">New</div> -->
                                                        <span class="dish--price">R$14,99</span>
                                                        <h3 class="dish--title">Filé de Frango a Parmegiana</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">Arroz ou espaguete, fritas ou purê de batatas.</p>
                                                    </div>
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14down"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/21.jpg" alt="dish img">
                                                        <!--                                                        <div class="dish--overlay">
                                                                                                                    <a class="dish-popup" data-toggle="modal" data-target="#dishPopup21"><i class="fa fa-search-plus"></i></a>
                                                                                                                    <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup21">
                                                                                                                        <div class="modal-dialog" role="document">
                                                                                                                            <div class="modal-content">
                                                                                                                                <div class="modal-body">
                                                                                                                                    <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                                                                    <div class="row reservation">
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="img-popup">
                                                                                                                                                <img src="assets/images/menu/menu-mixed-grid/21.jpg" alt="dish img">
                                                                                                                                                <div class="img-popup-overlay">
                                                                                                                                                    <div class="popup--price">R$14,99</div>
                                                                                                                                                    <h3 class="popup--title">Filé de frango a Parmegiana</h3>
                                                                                                                                                </div>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="content-popup">
                                                                                                                                                <p>Arroz ou espaguete, fritas ou purê de batatas.</p>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                    </div>
                                                                                                                                </div>
                                                                                                                            </div>
                                                                                                                        </div>
                                                                                                                    </div>
                                                                                                                </div>-->
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #4-->
                                            <!--   <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                   <div class="dish-panel">
                                                       <div class="dish--content">
                                                           <div class="dish--tag">Recommended</div>
                                                           <span class="dish--price">R$33.95</span>
                                                           <h3 class="dish--title">Chocolate Cherry Cake</h3>
                                                           <div class="divider--shape-13"></div>
                                                           <p class="dish--desc">Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                       </div>
                                                       <div class="dish--img">
                                                           <div class="divider--shape-14down"></div>
                                                           <img src="assets/images/menu/menu-mixed-grid/22.jpg" alt="dish img">
                                                           <div class="dish--overlay">
                                                               <a class="dish-popup" data-toggle="modal" data-target="#dishPopup22"><i class="fa fa-search-plus"></i></a>
                                                               <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup22">
                                                                   <div class="modal-dialog" role="document">
                                                                       <div class="modal-content">
                                                                           <div class="modal-body">
                                                                               <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                               <div class="row reservation">
                                                                                   <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                       <div class="img-popup">
                                                                                           <img src="assets/images/menu/menu-mixed-grid/22.jpg" alt="dish img">
                                                                                           <div class="img-popup-overlay">
                                                                                               <div class="popup--price">R$33.95</div>
                                                                                               <h3 class="popup--title">Chocolate Cherry Cake</h3>
                                                                                           </div>
                                                                                       </div>
                                                                                   </div>
                                                                                   <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                       <div class="content-popup">
                                                                                           <p>Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                                                       </div>
                                                                                   </div>
                                                                               </div>
                                                                           </div>
                                                                       </div>
                                                                   </div>
                                                               </div>
                                                           </div>
                                                       </div>
                                                   </div>
                                               </div> -->
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #5 -->
                                            <!--     <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                     <div class="dish-panel">
                                                         <div class="dish--img">
                                                             <div class="divider--shape-14up"></div>
                                                             <img src="assets/images/menu/menu-mixed-grid/23.jpg" alt="dish img">
                                                             <div class="dish--overlay">
                                                                 <a class="dish-popup" data-toggle="modal" data-target="#dishPopup23"><i class="fa fa-search-plus"></i></a>
                                                                 <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup23">
                                                                     <div class="modal-dialog" role="document">
                                                                         <div class="modal-content">
                                                                             <div class="modal-body">
                                                                                 <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                 <div class="row reservation">
                                                                                     <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                         <div class="img-popup">
                                                                                             <img src="assets/images/menu/menu-mixed-grid/23.jpg" alt="dish img">
                                                                                             <div class="img-popup-overlay">
                                                                                                 <div class="popup--price">R$29.95</div>
                                                                                                 <h3 class="popup--title">Blueberry Sweet Rolls</h3>
                                                                                             </div>
                                                                                         </div>
                                                                                     </div>
                                                                                     <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                         <div class="content-popup">
                                                                                             <p>Roast trout, English asparagus, watercress & royals, creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                                                         </div>
                                                                                     </div>
                                                                                 </div>
                                                                             </div>
                                                                         </div>
                                                                     </div>
                                                                 </div>
                                                             </div>
                                                         </div>
                                                         <div class="dish--content">
                                                             <span class="dish--price">R$29.95</span>
                                                             <h3 class="dish--title">Blueberry Sweet Rolls</h3>
                                                             <div class="divider--shape-13"></div>
                                                             <p class="dish--desc">Roast trout, English asparagus, watercress & royals, creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                         </div>
                                                     </div>
                                                 </div> -->
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #6 -->
                                            <!--    <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                    <div class="dish-panel">
                                                        <div class="dish--content">
                                                            <span class="dish--price">R$34.95</span>
                                                            <h3 class="dish--title">Traditional pancakes</h3>
                                                            <div class="divider--shape-13"></div>
                                                            <p class="dish--desc">Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                        </div>
                                                        <div class="dish--img">
                                                            <div class="divider--shape-14down"></div>
                                                            <img src="assets/images/menu/menu-mixed-grid/24.jpg" alt="dish img">
                                                            <div class="dish--overlay">
                                                                <a class="dish-popup" data-toggle="modal" data-target="#dishPopup24"><i class="fa fa-search-plus"></i></a>
                                                                <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup24">
                                                                    <div class="modal-dialog" role="document">
                                                                        <div class="modal-content">
                                                                            <div class="modal-body">
                                                                                <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                <div class="row reservation">
                                                                                    <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                        <div class="img-popup">
                                                                                            <img src="assets/images/menu/menu-mixed-grid/24.jpg" alt="dish img">
                                                                                            <div class="img-popup-overlay">
                                                                                                <div class="popup--price">R$34.95</div>
                                                                                                <h3 class="popup--title">Traditional pancakes</h3>
                                                                                            </div>
                                                                                        </div>
                                                                                    </div>
                                                                                    <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                        <div class="content-popup">
                                                                                            <p>Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                                                        </div>
                                                                                    </div>
                                                                                </div>
                                                                            </div>
                                                                        </div>
                                                                    </div>
                                                                </div>
                                                            </div>
                                                        </div>
                                                    </div>
                                                </div> -->
                                            <!-- .col-md-4 end -->
                                        </div>
                                        <!-- .row end -->
                                    </div>
                                    <!-- .menu-content end -->
                                </div>
                                <!-- .menu-content end -->
                            </div>
                        </div>


                        <div class="tab-pane fade" id="sobremesas">
                            <!-- Menu #5
    ============================================= -->
                            <div id="menu6" class="menu menu-5 bg-white text-center">
                                <div class="dishes-bg">
                                    <div class="bg-section">
                                        <img src="assets/images/background/9.jpg" alt="bg">
                                    </div>
                                </div>
                                <div class="container">
                                    <div class="row">
                                        <div class="dishes-wrapper">
                                            <!-- Dish #1 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--content">
                                                        <span class="dish--price">R$7,00</span>
                                                        <h3 class="dish--title">Torta</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">Fatia</p>
                                                    </div>
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14down"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/30.jpg" alt="dish img">
                                                        <!--                                                        <div class="dish--overlay">
                                                                                                                    <a class="dish-popup" data-toggle="modal" data-target="#dishPopup50"><i class="fa fa-search-plus"></i></a>
                                                                                                                    <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup50">
                                                                                                                        <div class="modal-dialog" role="document">
                                                                                                                            <div class="modal-content">
                                                                                                                                <div class="modal-body">
                                                                                                                                    <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                                                                    <div class="row reservation">
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="img-popup">
                                                                                                                                                <img src="assets/images/menu/menu-mixed-grid/13.jpg" alt="dish img">
                                                                                                                                                <div class="img-popup-overlay">
                                                                                                                                                    <div class="popup--price">R$7,00</div>
                                                                                                                                                    <h3 class="popup--title">Torta de limão</h3>
                                                                                                                                                </div>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="content-popup">
                                                                                                                                                <p>Massa de biscoito, creme de limão com raspas de limão.</p>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                    </div>
                                                                                                                                </div>
                                                                                                                            </div>
                                                                                                                        </div>
                                                                                                                    </div>
                                                                                                                </div>-->
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #2 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14up"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/14.jpg" alt="dish img">
                                                        <div class="dish--overlay">
<!--                                                            <a class="dish-popup" data-toggle="modal" data-target="#dishPopup51"><i class="fa fa-search-plus"></i></a>-->
                                                            <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup51">
                                                                <div class="modal-dialog" role="document">
                                                                    <div class="modal-content">
                                                                        <div class="modal-body">
                                                                            <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                            <div class="row reservation">
                                                                                <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                    <div class="img-popup">
                                                                                        <img src="assets/images/menu/menu-mixed-grid/14.jpg" alt="dish img">
                                                                                        <div class="img-popup-overlay">
                                                                                            <div class="popup--price">R$7,00</div>
                                                                                            <h3 class="popup--title">Mousse</h3>
                                                                                        </div>
                                                                                    </div>
                                                                                </div>
                                                                                <!-- .col-md-12 end -->
                                                                                <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                    <div class="content-popup">
                                                                                        <p>Fatia</p>
                                                                                    </div>
                                                                                </div>
                                                                            </div>
                                                                            <!-- .row end -->
                                                                        </div>
                                                                    </div>
                                                                    <!-- /.modal-content -->
                                                                </div>
                                                                <!-- /.modal-dialog -->
                                                            </div>
                                                            <!-- /.modal -->
                                                        </div>
                                                    </div>
                                                    <div class="dish--content">
                                                        <span class="dish--price">R$7,00</span>
                                                        <h3 class="dish--title">Mousse</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc"> Fatia</p>
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #3 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--content">
                                                        <!--  <div class="dish--tag">New</div> -->
                                                        <span class="dish--price">R$29,99</span>
                                                        <h3 class="dish--title">Açai</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">Kg</p>
                                                    </div>
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14down"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/28.jpg" alt="dish img">
                                                        <!--                                                        <div class="dish--overlay">
                                                                                                                    <a class="dish-popup" data-toggle="modal" data-target="#dishPopup52"><i class="fa fa-search-plus"></i></a>
                                                                                                                    <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup52">
                                                                                                                        <div class="modal-dialog" role="document">
                                                                                                                            <div class="modal-content">
                                                                                                                                <div class="modal-body">
                                                                                                                                    <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                                                                    <div class="row reservation">
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="img-popup">
                                                                                                                                                <img src="assets/images/menu/menu-mixed-grid/15.jpg" alt="dish img">
                                                                                                                                                <div class="img-popup-overlay">
                                                                                                                                                    <div class="popup--price">R$17,00</div>
                                                                                                                                                    <h3 class="popup--title">Brownie Lex</h3>
                                                                                                                                                </div>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="content-popup">
                                                                                                                                                <p>Brownie tradicional de chocolate com sorvete de creme, calda de chocolate quente e farofa de castanha de caju.</p>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                    </div>
                                                                                                                                </div>
                                                                                                                            </div>
                                                                                                                        </div>
                                                                                                                    </div>
                                                                                                                </div>-->
                                                    </div>
                                                </div>
                                            </div>
                                        </div>
                                        <!-- .row end -->
                                    </div>
                                    <!-- .menu-content end -->
                                </div>
                                <!-- .menu-content end -->
                            </div>
                        </div>


                        <!-- .tab-pane end -->
                        <div class="tab-pane fade" id="drinks">
                            <!-- Menu #5
    ============================================= -->
                            <div id="menu75" class="menu menu-5 bg-white text-center">
                                <div class="dishes-bg">
                                    <div class="bg-section">
                                        <img src="assets/images/background/9.jpg" alt="bg">
                                    </div>
                                </div>
                                <div class="container">
                                    <div class="row">
                                        <div class="dishes-wrapper">
                                            <!-- Dish #1 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--content">
                                                        <span class="dish--price">R$5,00</span>
                                                        <h3 class="dish--title">Suco</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">Copo</p>
                                                    </div>
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14down"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/26.jpg" alt="dish img">
                                                        <!--                                                        <div class="dish--overlay">
                                                                                                                    <a class="dish-popup" data-toggle="modal" data-target="#dishPopup7"><i class="fa fa-search-plus"></i></a>
                                                                                                                    <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup7">
                                                                                                                        <div class="modal-dialog" role="document">
                                                                                                                            <div class="modal-content">
                                                                                                                                <div class="modal-body">
                                                                                                                                    <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                                                                    <div class="row reservation">
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="img-popup">
                                                                                                                                                <img src="assets/images/menu/menu-mixed-grid/7.jpg" alt="dish img">
                                                                                                                                                <div class="img-popup-overlay">
                                                                                                                                                    <div class="popup--price">R$5,00</div>
                                                                                                                                                    <h3 class="popup--title">Chás</h3>
                                                                                                                                                </div>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="content-popup">
                                                                                                                                                <p>Hortelã, maçã com canela, hibisco e menta.</p>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                    </div>
                                                                                                                                </div>
                                                                                                                            </div>
                                                                                                                        </div>
                                                                                                                    </div>
                                                                                                                </div>-->
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #2 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14up"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/8.jpg" alt="dish img">
                                                        <div class="dish--overlay">
<!--                                                            <a class="dish-popup" data-toggle="modal" data-target="#dishPopup8"><i class="fa fa-search-plus"></i></a>-->
                                                            <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup8">
                                                                <div class="modal-dialog" role="document">
                                                                    <div class="modal-content">
                                                                        <div class="modal-body">
                                                                            <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                            <div class="row reservation">
                                                                                <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                    <div class="img-popup">
                                                                                        <img src="assets/images/menu/menu-mixed-grid/8.jpg" alt="dish img">
                                                                                        <div class="img-popup-overlay">
                                                                                            <div class="popup--price">R$5,00</div>
                                                                                            <h3 class="popup--title">Café Expresso</h3>
                                                                                        </div>
                                                                                    </div>
                                                                                </div>
                                                                                <!-- .col-md-12 end -->
                                                                                <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                    <div class="content-popup">
                                                                                        <p>Café Expresso.</p>
                                                                                    </div>
                                                                                </div>
                                                                            </div>
                                                                            <!-- .row end -->

                                                                        </div>
                                                                    </div>
                                                                    <!-- /.modal-content -->
                                                                </div>
                                                                <!-- /.modal-dialog -->
                                                            </div>
                                                            <!-- /.modal -->
                                                        </div>
                                                    </div>
                                                    <div class="dish--content">
                                                        <span class="dish--price">R$5,00</span>
                                                        <h3 class="dish--title">Café Expresso</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">Café Expresso.</p>
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #3 -->
                                            <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                <div class="dish-panel">
                                                    <div class="dish--content">
                                                        <!-- <div class="dish--tag">New</div> -->
                                                        <span class="dish--price">R$6,00</span>
                                                        <h3 class="dish--title">Refrigerante</h3>
                                                        <div class="divider--shape-13"></div>
                                                        <p class="dish--desc">Lata</p>
                                                    </div>
                                                    <div class="dish--img">
                                                        <div class="divider--shape-14down"></div>
                                                        <img src="assets/images/menu/menu-mixed-grid/27.jpg" alt="dish img">
                                                        <!--                                                        <div class="dish--overlay">
                                                                                                                    <a class="dish-popup" data-toggle="modal" data-target="#dishPopup9"><i class="fa fa-search-plus"></i></a>
                                                                                                                    <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup9">
                                                                                                                        <div class="modal-dialog" role="document">
                                                                                                                            <div class="modal-content">
                                                                                                                                <div class="modal-body">
                                                                                                                                    <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                                                                    <div class="row reservation">
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="img-popup">
                                                                                                                                                <img src="assets/images/menu/menu-mixed-grid/9.jpg" alt="dish img">
                                                                                                                                                <div class="img-popup-overlay">
                                                                                                                                                    <div class="popup--price">R$5,00</div>
                                                                                                                                                    <h3 class="popup--title">Água de Coco</h3>
                                                                                                                                                </div>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                        <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                                                                            <div class="content-popup">
                                                                                                                                                <p>Copo.</p>
                                                                                                                                            </div>
                                                                                                                                        </div>
                                                                                                                                    </div>
                                                                                                                                </div>
                                                                                                                            </div>
                                                                                                                        </div>
                                                                                                                    </div>
                                                                                                                </div>-->
                                                    </div>
                                                </div>
                                            </div>
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #4-->
                                            <!--     <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                     <div class="dish-panel">
                                                         <div class="dish--content">
                                                             <div class="dish--tag">Recommended</div>
                                                             <span class="dish--price">R$33.95</span>
                                                             <h3 class="dish--title">Espresso Coffee</h3>
                                                             <div class="divider--shape-13"></div>
                                                             <p class="dish--desc">Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                         </div>
                                                         <div class="dish--img">
                                                             <div class="divider--shape-14down"></div>
                                                             <img src="assets/images/menu/menu-mixed-grid/10.jpg" alt="dish img">
                                                             <div class="dish--overlay">
                                                                 <a class="dish-popup" data-toggle="modal" data-target="#dishPopup10"><i class="fa fa-search-plus"></i></a>
                                                                 <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup10">
                                                                     <div class="modal-dialog" role="document">
                                                                         <div class="modal-content">
                                                                             <div class="modal-body">
                                                                                 <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                                 <div class="row reservation">
                                                                                     <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                         <div class="img-popup">
                                                                                             <img src="assets/images/menu/menu-mixed-grid/10.jpg" alt="dish img">
                                                                                             <div class="img-popup-overlay">
                                                                                                 <div class="popup--price">R$12.95</div>
                                                                                                 <h3 class="popup--title">Espresso Coffee</h3>
                                                                                             </div>
                                                                                         </div>
                                                                                     </div>
                                                                                     <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                         <div class="content-popup">
                                                                                             <p>Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                                                         </div>
                                                                                     </div>
                                                                                 </div>
                                                                             </div>
                                                                         </div>
                                                                     </div>
                                                                 </div>
                                                             </div>
                                                         </div>
                                                     </div>
                                                 </div> -->
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #5 -->
                                            <!--   <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                   <div class="dish-panel">
                                                       <div class="dish--img">
                                                           <div class="divider--shape-14up"></div>
                                                           <img src="assets/images/menu/menu-mixed-grid/11.jpg" alt="dish img">
                                                           <div class="dish--overlay">
                                                               <a class="dish-popup" data-toggle="modal" data-target="#dishPopup11"><i class="fa fa-search-plus"></i></a>
                                                               <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup11">
                                                                   <div class="modal-dialog" role="document">
                                                                       <div class="modal-content">
                                                                           <div class="modal-body">
                                                                               <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                               <div class="row reservation">
                                                                                   <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                       <div class="img-popup">
                                                                                           <img src="assets/images/menu/menu-mixed-grid/11.jpg" alt="dish img">
                                                                                           <div class="img-popup-overlay">
                                                                                               <div class="popup--price">R$12.95</div>
                                                                                               <h3 class="popup--title">Coffee & Strawberry Jam</h3>
                                                                                           </div>
                                                                                       </div>
                                                                                   </div>
                                                                                   <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                       <div class="content-popup">
                                                                                           <p>Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                                                       </div>
                                                                                   </div>
                                                                               </div>
                                                                           </div>
                                                                       </div>
                                                                   </div>
                                                               </div>
                                                           </div>
                                                       </div>
                                                       <div class="dish--content">
                                                           <span class="dish--price">R$29.95</span>
                                                           <h3 class="dish--title">Coffee & Strawberry Jam</h3>
                                                           <div class="divider--shape-13"></div>
                                                           <p class="dish--desc">Roast trout, English asparagus, watercress & royals, creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                       </div>
                                                   </div>
                                               </div> -->
                                            <!-- .col-md-4 end -->
                                            <!-- Dish #6 -->
                                            <!--   <div class="col-xs-12 col-sm-6 col-md-4 p-0">
                                                   <div class="dish-panel">
                                                       <div class="dish--content">
                                                           <span class="dish--price">R$34.95</span>
                                                           <h3 class="dish--title">Coffee Latte</h3>
                                                           <div class="divider--shape-13"></div>
                                                           <p class="dish--desc">Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                       </div>
                                                       <div class="dish--img">
                                                           <div class="divider--shape-14down"></div>
                                                           <img src="assets/images/menu/menu-mixed-grid/12.jpg" alt="dish img">
                                                           <div class="dish--overlay">
                                                               <a class="dish-popup" data-toggle="modal" data-target="#dishPopup12"><i class="fa fa-search-plus"></i></a>
                                                               <div class="modal fade" tabindex="-1" role="dialog" id="dishPopup12">
                                                                   <div class="modal-dialog" role="document">
                                                                       <div class="modal-content">
                                                                           <div class="modal-body">
                                                                               <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                                                                               <div class="row reservation">
                                                                                   <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                       <div class="img-popup">
                                                                                           <img src="assets/images/menu/menu-mixed-grid/12.jpg" alt="dish img">
                                                                                           <div class="img-popup-overlay">
                                                                                               <div class="popup--price">R$34.95</div>
                                                                                               <h3 class="popup--title">Coffee Latte</h3>
                                                                                           </div>
                                                                                       </div>
                                                                                   </div>
                                                                                   <div class="col-xs-12 col-sm-12 col-md-12">
                                                                                       <div class="content-popup">
                                                                                           <p>Pork fillet, ginger, garlic, honey, pepper & canola oil.creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese, with crusty bread for dipping. creamy chesapeake crab dip with artichoke, baked and topped with cheddar cheese.</p>
                                                                                       </div>
                                                                                   </div>
                                                                               </div>
                                                                           </div>
                                                                       </div>
                                                                   </div>
                                                               </div>
                                                           </div>
                                                       </div>
                                                   </div>
                                               </div> -->
                                            <!-- .col-md-4 end -->
                                        </div>
                                        <!-- .row end -->
                                    </div>
                                    <!-- .menu-content end -->
                                </div>
                                <!-- .menu-content end -->
                            </div>
                        </div>
                        <!-- .tab-pane end -->
                    </div>
                    <!-- .tabs-content end -->
                </div>
                <!-- .col-md-12 end -->
            </div>
            <!-- .row end -->
            <div class="row text-center mt-70">
                <div class="col-xs-12 col-sm-12 col-md-12">
                    <a class="btn btn--secondary btn--lg" data-pagina="menu" href="menu.php">Ver Menu Completo</a>
                </div>
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    <!-- #menuMixedGrid end -->

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

    <!-- Blog Carousel
    ============================================= -->
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


                <!--                <div class="col-xs-12 col-sm-12 col-md-12">
                                    <div class="carousel carousel-dots" data-slide="4" data-slide-rs="2" data-autoplay="true" data-nav="false" data-dots="true" data-space="0" data-loop="true" data-speed="800">
                                        <div class="blog-entry">
                                            <div class="entry--img">
                                                <a href="#">
                                                    <img src="assets/images/blog/grid/1.jpg" alt="entry image"/>
                                                </a>
                                            </div>
                                            <div class="entry--content">
                                                <div class="entry--meta">
                                                    <span><a href="#">Fall</a> , <a href="#">Side Dish</a></span>
                                                </div>
                                                <div class="entry--title">
                                                    <h4><a href="#">Simple Recipes for Spring</a></h4>
                                                </div>
                                                <div class="entry--bio">
                                                    My favorite form of cold-weather exercise is snow-shoeing, but by chance I haven’t been able to go this year.
                                                </div>
                                                <div class="entry--footer">
                                                    <div class="entry--date">
                                                        Feb 22, 2017
                                                    </div>
                
                                                </div>
                                            </div>
                                        </div>
                
                                        <div class="blog-entry">
                                            <div class="entry--img">
                                                <a href="#">
                                                    <img src="assets/images/blog/grid/2.jpg" alt="entry image"/>
                                                </a>
                                            </div>
                                            <div class="entry--content">
                                                <div class="entry--meta">
                                                    <span><a href="#">Apple</a> , <a href="#">Stuffing And Dressing</a></span>
                                                </div>
                                                <div class="entry--title">
                                                    <h4><a href="#">Dinner Party for a Chef!</a></h4>
                                                </div>
                                                <div class="entry--bio">
                                                    I began my career as a recipe tester for cookbooks, and I did that work for two years. I loved cookbooks and loved browsing for them at...
                                                </div>
                                                <div class="entry--footer">
                                                    <div class="entry--date">
                                                        Feb 22, 2017
                                                    </div>
                                                </div>
                                            </div>
                                        </div>
                
                                        <div class="blog-entry">
                                            <div class="entry--img">
                                                <a href="#">
                                                    <img src="assets/images/blog/grid/3.jpg" alt="entry image"/>
                                                </a>
                                            </div>
                                            <div class="entry--content">
                                                <div class="entry--meta">
                                                    <span><a href="#">Food</a> , <a href="#">Cheese</a></span>
                                                </div>
                                                <div class="entry--title">
                                                    <h4><a href="#">Cake with Cream Cheese</a></h4>
                                                </div>
                                                <div class="entry--bio">
                                                    I’ve been baking this cake for many years, and have experimented with making it into cupcakes, as a layer cake, serving it dusted...
                                                </div>
                                                <div class="entry--footer">
                                                    <div class="entry--date">
                                                        Feb 22, 2017
                                                    </div>
                                                </div>
                                            </div>
                                        </div>
                
                                        <div class="blog-entry">
                                            <div class="entry--img">
                                                <a href="#">
                                                    <img src="assets/images/blog/grid/4.jpg" alt="entry image"/>
                                                </a>
                                            </div>
                                            <div class="entry--content">
                                                <div class="entry--meta">
                                                    <span><a href="#">Green</a> , <a href="#">Casserole</a></span>
                                                </div>
                                                <div class="entry--title">
                                                    <h4><a href="#">The Best Side Dishes for dinner</a></h4>
                                                </div>
                                                <div class="entry--bio">
                                                    From green bean casserole to mashed potatoes and cranberry sauce, find standout Thanksgiving sides from Food Network chefs..
                                                </div>
                                                <div class="entry--footer">
                                                    <div class="entry--date">
                                                        Feb 22, 2017
                                                    </div>
                
                                                </div>
                                            </div>
                                        </div>
                
                                        <div class="blog-entry">
                                            <div class="entry--img">
                                                <a href="#">
                                                    <img src="assets/images/blog/grid/5.jpg" alt="entry image"/>
                                                </a>
                                            </div>
                                            <div class="entry--content">
                                                <div class="entry--meta">
                                                    <span><a href="#">Casserole</a></span>
                                                </div>
                                                <div class="entry--title">
                                                    <h4><a href="#">Cornbread Stuffing Apples</a></h4>
                                                </div>
                                                <div class="entry--bio">
                                                    Cook sausage for 5 to 7 minutes until browned. Add onions and celery and saute until softened. Add salt and pepper, to taste..
                                                </div>
                                                <div class="entry--footer">
                                                    <div class="entry--date">
                                                        Feb 22, 2017
                                                    </div>
                
                                                </div>
                                            </div>
                                        </div>
                
                                        <div class="blog-entry">
                                            <div class="entry--img">
                                                <a href="#">
                                                    <img src="assets/images/blog/grid/6.jpg" alt="entry image"/>
                                                </a>
                                            </div>
                                            <div class="entry--content">
                                                <div class="entry--meta">
                                                    <span><a href="#">Casserole</a></span>
                                                </div>
                                                <div class="entry--title">
                                                    <h4><a href="#">Best Ever Green Bean for spring</a></h4>
                                                </div>
                                                <div class="entry--bio">
                                                    Combine the onions, flour, panko and salt in a large mixing bowl and toss to combine. Coat a sheet pan nonstick spray & evenly..
                                                </div>
                                                <div class="entry--footer">
                                                    <div class="entry--date">
                                                        Feb 22, 2017
                                                    </div>
                
                                                </div>
                                            </div>
                                        </div>
                
                                        <div class="blog-entry">
                                            <div class="entry--img">
                                                <a href="#">
                                                    <img src="assets/images/blog/grid/7.jpg" alt="entry image"/>
                                                </a>
                                            </div>
                                            <div class="entry--content">
                
                                                <div class="entry--meta">
                                                    <span><a href="#">Fall</a> , <a href="#">Side Dish</a></span>
                                                </div>
                                                <div class="entry--title">
                                                    <h4><a href="#">Simple Recipes for Spring</a></h4>
                                                </div>
                                                <div class="entry--bio">
                                                    My favorite form of cold-weather exercise is snow-shoeing, but by chance I haven’t been able to go this year..
                                                </div>
                                                <div class="entry--footer">
                                                    <div class="entry--date">
                                                        Feb 22, 2017
                                                    </div>
                
                                                </div>
                                            </div>
                                        </div>
                
                                        <div class="blog-entry">
                                            <div class="entry--img">
                                                <a href="#">
                                                    <img src="assets/images/blog/grid/8.jpg" alt="entry image"/>
                                                </a>
                                            </div>
                                            <div class="entry--content">
                                                <div class="entry--meta">
                                                    <span><a href="#">Apple</a> , <a href="#">Stuffing And Dressing</a></span>
                                                </div>
                                                <div class="entry--title">
                                                    <h4><a href="#">Dinner Party for a Chef!</a></h4>
                                                </div>
                                                <div class="entry--bio">
                                                    I began my career as a recipe tester for cookbooks, and I did that work for two years. I loved cookbooks and loved browsing for them...
                                                </div>
                                                <div class="entry--footer">
                                                    <div class="entry--date">
                                                        Feb 22, 2017
                                                    </div>
                                                </div>
                                            </div>
                                        </div>
                
                                        <div class="blog-entry">
                                            <div class="entry--img">
                                                <a href="#">
                                                    <img src="assets/images/blog/grid/9.jpg" alt="entry image"/>
                                                </a>
                                            </div>
                                            <div class="entry--content">
                
                                                <div class="entry--meta">
                                                    <span><a href="#">Food</a> , <a href="#">Cheese</a></span>
                                                </div>
                                                <div class="entry--title">
                                                    <h4><a href="#">Cake with Cream Cheese</a></h4>
                                                </div>
                                                <div class="entry--bio">
                                                    I’ve been baking this cake for many years, and have experimented with making it into cupcakes, as a layer cake, serving it dusted..
                                                </div>
                                                <div class="entry--footer">
                                                    <div class="entry--date">
                                                        Feb 22, 2017
                                                    </div>
                                                </div>
                                            </div>
                                        </div>
                
                                    </div>
                                </div>-->
            </div>
        </div>
    </section> 
    <!-- #blog end -->
    <!-- footer#1
    ============================================= -->
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
