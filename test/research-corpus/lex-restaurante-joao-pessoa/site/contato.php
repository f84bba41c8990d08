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
        <title>Contato - Lex Restaurante & Bar</title>
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

    <!-- Page Title #4
    ============================================= -->
    <section id="page-title" class="page-title bg-overlay bg-parallax bg-overlay-gradient">
        <div class="bg-section">
            <img src="assets/images/page-title/10.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-12">
                    <div class="title title-4 text-center">
                        <div class="title--content">
                            <div class="title--subtitle">Contato</div>
                            <div class="title--heading">
                                <h1>Fale Conosco</h1>
                            </div>
                        </div>
                        <div class="clearfix"></div>
                        <ol class="breadcrumb">
                            <li><a href="index.php" data-pagina="index">Início</a></li>
                            <li class="active">Contato</li>
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

    <!-- Contact #1
    ============================================= -->
    <section id="contact1" class="contact contact-1">
        <div class="container">
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-12">
                    <div class="form-container">
                        <div class="row">
                            <div class="col-xs-12 col-sm-12 col-md-6">
                                <div class="contact--desc">
                                    <p>Lex Restaurante & Bar foi desenvolvido pensando no bem estar do nossos clientes e amigos, buscando praticidade e excelente qualidade em atendimento e gastronomia.</p>
                                </div>
                                <div class="row mb-30">
                                    <div class="col-xs-12 col-sm-6 col-md-6">
                                        <div class="contact--info">
                                            <h3>Nosso Endereço</h3>
                                            <p>Rua Reinaldo Tavares de Melo, 99
                                                Manaíra, João Pessoa - PB / Brasil</p>
                                        </div>
                                    </div>
                                    <!-- .col-md-6 end -->
                                    <div class="col-xs-12 col-sm-6 col-md-6">
                                        <div class="contact--info">
                                            <h3>Telefone</h3>
                                            <p>Telefone : (83) 3245-7105 <br /> (83) 3035-1541</p>
                                        </div>
                                    </div>
                                    <!-- .col-md-6 end -->
                                </div>
                                <!-- .row end -->
                                <div class="row">
                                    <div class="col-xs-12 col-sm-6 col-md-6">
                                        <div class="contact--info">
                                            <h3>Email</h3>
                                            <p>contato@lexrestaurante.com.br </p>
                                            <p>comercial@gruposalex.com.br</p>
                                        </div>
                                    </div>
                                    <!-- .col-md-6 end -->
                                    <div class="col-xs-12 col-sm-6 col-md-6">
                                        <div class="contact--info">
                                            <h3>Siga-nos</h3>
                                            <div class="social-icons">
                                                <a href="https://www.facebook.com/LEX-Restaurante-1584133908345490/" target="_blank"><i class="fa fa-facebook"></i></a>
                                                <a href="https://www.instagram.com/lexrestaurante/" target="_blank"><i class="fa fa-instagram"></i></a>
                                            </div>
                                        </div>
                                    </div>
                                    <!-- .col-md-6 end -->
                                </div>
                                <!-- .row end -->
                            </div>
                            <!-- .col-md-3 end -->

                            <div class="col-xs-12 col-sm-12 col-md-6">
                                <div class="contact-form">
                                    <form class="formulario_contato mb-0">
                                        <div class="row">
                                            <div class="col-md-6">
                                                <input type="text" class="form-control" name="nome" id="name" placeholder="Nome:" required>
                                            </div>
                                            <div class="col-md-6">
                                                <input type="text" class="form-control" name="sobrenome" id="last" placeholder="Sobrenome:">
                                            </div>
                                            <div class="col-md-6">
                                                <input type="email" class="form-control" name="email" id="email" placeholder="Email:" required>
                                            </div>
                                            <div class="col-md-6">
                                                <input type="text" class="form-control telefone" name="telefone" id="phone" placeholder="Telefone:">
                                            </div>
                                            <div class="col-md-12">
                                                <textarea class="form-control" name="mensagem" id="message" rows="2" placeholder="Mensagem" required></textarea>
                                            </div>
                                            <div class="col-md-12">
                                                <input type="submit" value="Enviar Mensagem" name="submit" class="btn btn--secondary btn--block mt-10 enviar">
                                            </div>
                                            <div class="col-xs-12 col-sm-12 col-md-12">
                                                <!--Alert Message-->
                                                <div class="resp"></div>
                                            </div>
                                        </div>
                                    </form>
                                </div>
                            </div>
                            <!-- .col-md-6 end -->
                        </div>
                        <!-- .row end -->
                    </div>
                </div>
                <!-- .col-md-12 end -->
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    <!-- #contact1 end -->

    <!-- Google maps
    ============================================= -->
    <section class="google-maps pb-0 pt-0">
        <div class="container-fluid pr-0 pl-0">
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-12 pr-0 pl-0">
                    <div id="googleMap" style="width:100%;height:350px;">
                    </div>
                </div>
            </div>
        </div>
        <script src="assets/js/jquery-2.2.4.min.js"></script>
        <script src="http://maps.google.com/maps/api/js?sensor=true&amp;key=AIzaSyCSFbyvx3vrMq2f8FJOCiRTINqkD558okI"></script>
        <script src="assets/js/plugins/jquery.gmap.min.js"></script>

        <script>
            $('#googleMap').gMap({
                address: "Rua Reinaldo Tavares de Melo, 99 Manaíra, João Pessoa - PB / Brasil",
                zoom: 15,
                maptype: 'ROADMAP',
                markers: [{
                        address: "Rua Reinaldo Tavares de Melo, 99<br> Manaíra, João Pessoa - PB / Brasil",
                        maptype: 'ROADMAP',
                        icon: {
                            image: "assets/images/gmap/maker.png",
                            iconsize: [76, 61],
                            iconanchor: [17, 35]
                        }
                    }]
            });

        </script>
    </section>
    <!-- footer#2
    ============================================= -->
    <footer id="footer" class="footer footer-2 text-center">
        <!-- Widget Section
            ============================================= -->
        <div class="footer--widget text--center">
            <div class="container">
                <div class="row">
                    <div class="col-xs-12 col-sm-3 col-md-4">
                        <div class="footer--widget-content">
                            <h3>Nosso Endereço</h3>
                            <p>Rua Reinaldo Tavares de Melo, 99<br> Manaíra, João Pessoa - PB / Brasil</p>
                        </div>
                    </div>
                    <!-- .col-md-3 end -->
                    <div class="col-xs-12 col-sm-6 col-md-4">
                        <div class="footer--reservation">
                            <div class="divider--shape-10up"></div>
                            <h3>Horários de Funcionamento</h3>
                            <div class="divider--shape-11"></div>
                            <div class="footer--reservation-wrapper">
                                <ul class="list-unstyled">
                                    <li style="text-align: center; font-size: 19px; color: #FFF;">Restaurante</li>
                                    <li>Terça e Quarta <span>08:00 – 00:00</span></li>
                                    <li>Quinta, Sexta e Sábado <span>08:00 – 02:00</span></li>
                                    <li>Domingo <span>08:00 – 22:00</span></li>
                                    <li>Delivery <span>10:00 – 14:00</span></li>
                                    <li style="text-align: center;">Todos os Dias</li>
                                </ul>
                                <a class="btn btn--primary btn--bordered btn--block" data-toggle="modal" data-target="#reservationModule">Reserva</a>
                                <!-- /.modal -->
                            </div>
                            <div class="divider--shape-10down"></div>
                        </div>
                    </div>
                    <!-- .col-md-3 end -->
                    <div class="col-xs-12 col-sm-3 col-md-4">
                        <div class="footer--widget-content">
                            <h3>Contato</h3>
                            <p class="mb-0">contato@lexrestaurante.com.br </p>
                            <p class="mb-0">comercial@gruposalex.com.br</p>
                            
                            <p class="mb-0">(83) 3245-7105 / (83) 3035-1541</p>
                            <!--   <a class="link--styled" href="contato.php">Enviar Mensagem</a> -->
                        </div>
                    </div>
                    <!-- .col-md-3 end -->

                </div>
            </div>
            <!-- .container end -->
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
                    <!--   <div class="col-xs-12 col-sm-12 col-md-6 widget--newsletter">
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
                    <div class="col-xs-12 col-sm-5 col-md-12">
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

        <div class="btnMenssenger" data-modal-open="facebook-menssenger">
            <img class="facebook-messenger-avatar" src="assets/images/facebook-messenger.svg" alt="">
            <span>Fale <br> conosco</span>
        </div>

        <a href="https://api.whatsapp.com/send?phone=" class="icon_whatsapp_bottom" target="_blank">
            <img src="assets/images/img-whats.png" style="max-width: 100%;" title="Fale conosco agora" alt="Fale conosco agora">
        </a>



        <div class="modal fade reservation-popup" tabindex="-1" role="dialog" id="reservationModule">
            <div class="modal-dialog modal-lg" role="document">
                <div class="modal-content">
                    <div class="modal-body">
                        <button type="button" class="close" data-dismiss="modal" aria-label="Close"><i class="fa fa-times"></i></button>
                        <div class="row reservation">
                            <div class="col-xs-12 col-sm-12 col-md-12">
                                <div class="reservation-form mb-30 bg-white text-center">
                                    <div class="reservation--dec">
                                        Faça sua reserva e venha saborear o melhor menu da cidade.
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
                                                <textarea class="form-control mensagem" name="mensagem" id="footerMessage" rows="2" placeholder="Mensagem"></textarea>
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
    <!-- #wrapper end -->

    <!-- Footer Scripts
    ============================================= -->
    <script src="assets/js/jquery-2.2.4.min.js"></script>
    <script src="assets/js/plugins.js"></script>
    <script src="assets/js/functions.js"></script>
    <script src="assets/js/maskedinput.min.js" type="text/javascript"></script>
    <script src="assets/js/picker.js" type="text/javascript"></script>
    <script src="assets/js/picker.date.js" type="text/javascript"></script>
    <script src="assets/js/picker.time.js" type="text/javascript"></script>
</body>

</html>
