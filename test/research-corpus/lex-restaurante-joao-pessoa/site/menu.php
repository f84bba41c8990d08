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
        <title>Menu - Lex Restaurante & Bar</title>
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
            <img src="assets/images/page-title/7.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="row">
                <div class="col-xs-12 col-sm-12 col-md-12">
                    <div class="title title-4 text-center">
                        <div class="title--content">
                            <div class="title--subtitle">Tempero e sabor, por aqui, a sua refeição é completa</div>
                            <div class="title--heading">
                                <h1>Nosso Menu</h1>
                            </div>
                        </div>
                        <div class="clearfix"></div>
                        <ol class="breadcrumb">
                            <li><a data-pagina="index" href="index.php">Início</a>
                            </li>
                            <li>Menu</li>
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

    <!-- Heading #1
    ============================================= -->
    <section id="heading1" class="heading heading-1 bg-white">
        <div class="container">
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="text--center">
                        <p class="heading--subtitle">Prove o melhor</p>
                        <h2 class="heading--title mb-0">Ingredientes frescos, refeições saborosas</h2>
                        <div class="divider--shape-4"></div>
                        <p class="heading--desc">Todo mundo tem bom gosto, mesmo que não perceba. Mesmo que você não seja um ótimo chef, não há nada que o impeça de entender a diferença entre o que é bom e o que não é.</p>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    <!-- #heading1 end -->

     <!-- Divider #1
    ============================================= -->
    <section id="divider1" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/6.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                       <!-- <p class="heading--subtitle">Starts at 11:00 am</p> -->
                        <h2 class="heading--title mb-0 text-white">Entradas</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider1 end -->

    <!-- Menu #1
    ============================================= -->
    <section id="menu1" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
                <!-- Dish #1 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Salada Verão</h3>
                        <span class="dish--price">R$9,99</span>
                        <p class="dish--desc">Folhas de alface, cenoura palito cozida, tomates, pepino regado com azeite aromatizado.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #2 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Salada Crocante</h3>
                        <span class="dish--price">R$9,99</span>
                        <p class="dish--desc">Repolho branco, em corte bem fino, cenoura ralada, tomate, cebola com molho de ervas.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Salada Mix</h3>
                        <span class="dish--price">R$9,99</span>
                        <p class="dish--desc">Mix de folhas, tomates e molho de laranja.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title"></h3>
                        <span class="dish--price"></span>
                        <p class="dish--desc"></p>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Salada Refrescante</h3>
                        <span class="dish--price">R$9,99</span>
                        <p class="dish--desc">Tomate, pepino, cebola, manjericão fresco, molho pesto.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Salada Grelhada</h3>
                        <span class="dish--price">R$9,99</span>
                        <p class="dish--desc">Batata doce, cenoura, vagem grelhada na chapa, acompanhado de mostarda.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Salada Natural</h3>
                        <span class="dish--price">R$9,99</span>
                        <p class="dish--desc">Alface, beterraba e cenoura ralada, tomate, acompanhada de molho de azeite e limão.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Salada Salex</h3>
                        <span class="dish--price">R$9,99</span>
                        <p class="dish--desc">Mix de folhas, beterrabas cozidas em cubos no molho agridoce e abacaxi grelhado.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                 <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Salada Tropical</h3>
                        <span class="dish--price">R$9,99</span>
                        <p class="dish--desc">Acelga em corte bem fino, alface, lascas de melão, manga e abacaxi, molho de mostarda.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                
                
            </div>
    </section>
    <!-- #menu1 end -->
     <!-- Divider #1
    ============================================= -->
    <section id="divider1" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/7.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                       <!-- <p class="heading--subtitle">Starts at 11:00 am</p> -->
                        <h2 class="heading--title mb-0 text-white">Quentinhas</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider1 end -->

    <!-- Menu #1
    ============================================= -->
    <section id="menu1" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
            <!-- Dish #1 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Quentinha até 800g</h3>
                        <span class="dish--price">R$11,00</span>
                        <p class="dish--desc">Frango, linguiça ou suíno</p>
                    </div>
                    <!-- .dish end -->
                </div>
            <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Quentinha até 800g</h3>
                        <span class="dish--price">R$13,00</span>
                        <p class="dish--desc">Com 2 pedaços carne ou peixe</p>
                    </div>
                    <!-- .dish end -->
                </div>             
                <!-- .col-md-4 end -->
                <!-- Dish #2 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title"></h3>
                        <span class="dish--price"></span>
                        <p class="dish--desc"></p>
                    </div>
                    <!-- .dish end -->
                </div>
                
            </div>
    </section>
    <!-- #menu1 end -->

    <!-- Divider #1
    ============================================= -->
    <section id="divider1" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/27.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                       <!-- <p class="heading--subtitle">Starts at 11:00 am</p> -->
                        <h2 class="heading--title mb-0 text-white">Self Service</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider1 end -->

    <!-- Menu #1
    ============================================= -->
    <section id="menu1" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
                
                 <!--<div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Self Service Seg. à Sex</h3>
                        <span class="dish--price">R$14,99</span>
                        <p class="dish--desc">Com 2 pedaços de carne, linguiça, peixe ou suíno</p>
                    </div>
                    .dish end 
                </div>-->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Self Service sem balança</h3>
                        <span class="dish--price">R$15,99</span>
                        <p class="dish--desc">Com 2 pedaços de carne, linguiça, peixe ou suíno</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #2 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Self Service Kg</h3>
                        <span class="dish--price">R$45,00</span>
                        <p class="dish--desc"></p>
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title"></h3>
                        <span class="dish--price"></span>
                        <p class="dish--desc"></p>
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- Dish #3 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Self Service só carne Kg</h3>
                        <span class="dish--price">R$59,99</span>
                        <p class="dish--desc"></p>
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #4 -->
                 <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Sopa</h3>
                          <span class="dish--price">R$8,00</span>
                          <p class="dish--desc"></p>
                      </div>
                  </div>
                 <!-- <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Gourmet Tasty Steak Burgers</h3>
                          <span class="dish--price">R$19.95</span>
                          <p class="dish--desc">Ham Slices with Potato Wedges and Dipping Sauce.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">American Brunch</h3>
                          <span class="dish--price">R$14.95</span>
                          <p class="dish--desc">Applewood smoked bacon, tomatoes & green onions.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Pan of Fried Eggs</h3>
                          <span class="dish--price">R$13.95</span>
                          <p class="dish--desc">eggs, bacon and cherry-tomatoes with bread.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Healthy Toast</h3>
                          <span class="dish--price">R$11.95</span>
                          <p class="dish--desc">Cheese, avocado, arugula and sun dried tomatoes.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Cannoli with cream cheese</h3>
                          <span class="dish--price">R$15.95</span>
                          <p class="dish--desc">Cheese, eggs, strawberries, butter & maple syrup.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Breakfast Set</h3>
                          <span class="dish--price">R$20.95</span>
                          <p class="dish--desc">Croissants with strawberries, mascarpone, honey.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Chicken Lasagna</h3>
                          <span class="dish--price">R$19.95</span>
                          <p class="dish--desc">Chicken, ginger, garlic, honey, pepper & canola oil.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Chocolate Cherry Cake</h3>
                          <span class="dish--price">R$9.95</span>
                          <p class="dish--desc">Vanilla, milk, dark chocolate, cherries, eggs, butter.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Healthy Breakfast</h3>
                          <span class="dish--price">R$19.95</span>
                          <p class="dish--desc">Oat granola with fresh blueberries, almond, yogurt.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Fried Eggs with Bacon</h3>
                          <span class="dish--price">R$14.95</span>
                          <p class="dish--desc">Eggs with bacon, fresh tomato, cucumber & bread.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Mex Fajita Wraps</h3>
                          <span class="dish--price">R$9.95</span>
                          <p class="dish--desc">Mex Fajita Wraps Wrapped in Grilled Flour Tortillas.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Traditional Homemade Sicilian</h3>
                          <span class="dish--price">R$17.95</span>
                          <p class="dish--desc">cannoli stuffed with cream cheese.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Wedges of Meat</h3>
                          <span class="dish--price">R$17.95</span>
                          <p class="dish--desc">Meat and veggie filled quesadillas.</p>
                      </div>
                  </div>
                  <div class="col-xs-12 col-sm-6 col-md-4">
                      <div class="dish-panel">
                          <h3 class="dish--title">Oat Granola Crumble</h3>
                          <span class="dish--price">R$8.95</span>
                          <p class="dish--desc">Oat granola crumble with fresh berries & ice-cream.</p>
                      </div>
                  </div>
              </div> -->
            </div>
    </section>
    <!-- #menu1 end -->

    <!-- Divider #2
    ============================================= -->
    <section id="divider2" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/11.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                       <!-- <p class="heading--subtitle">Starts at 2:00 pm</p> -->
                        <h2 class="heading--title mb-0 text-white">Guarnições</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider1 end -->

    <!-- Menu #2
    ============================================= -->
    <section id="menu2" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
                <!-- Dish #2 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Arroz Branco</h3>
                        <span class="dish--price">R$6,00</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Arroz à Grega</h3>
                        <span class="dish--price">R$7,00</span>
                        <p class="dish--desc"></p>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Espaguete</h3>
                        <span class="dish--price">R$7,00</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Fritas</h3>
                        <span class="dish--price">R$13,90</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Purê de batatas</h3>
                        <span class="dish--price">R$9,00</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Macaxeira Cozida</h3>
                        <span class="dish--price">R$9,00</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Macaxeira Frita</h3>
                        <span class="dish--price">R$9,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Feijão Verde</h3>
                        <span class="dish--price">R$10,00</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
            </div>
        </div>
    </section>
    <!-- #menu2 end -->

    <!-- Divider #3
    ============================================= -->
    <section id="divider3" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/12.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                     <!--   <p class="heading--subtitle">Starts at 7:00 pm</p> -->
                        <h2 class="heading--title mb-0 text-white">Pratos Invididuais</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider3 end -->

    <!-- Menu #3
    ============================================= -->
    <section id="menu3" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
                <!-- Dish #1 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Picanha Grelhada</h3>
                        <span class="dish--price">R$18,99</span>
                        <p class="dish--desc">Arroz e fritas.</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Carne de Sol</h3>
                        <span class="dish--price">R$18,99</span>
                        <p class="dish--desc">Arroz e fritas.</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Filé Mignon a Parmegiana</h3>
                        <span class="dish--price">R$18,99</span>
                        <p class="dish--desc">Arroz ou espaguete, fritas ou purê de batatas.</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Filé Frango a Parmegiana</h3>
                        <span class="dish--price">R$14,99</span>
                        <p class="dish--desc">Arroz ou espaguete, fritas ou purê de batatas.</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Frango Desossado</h3>
                        <span class="dish--price">R$14,99</span>
                        <p class="dish--desc">Arroz e purê.</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Camarão ao Molho de Coco</h3>
                        <span class="dish--price">R$24,99</span>
                        <p class="dish--desc">Arroz e purê.</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Camarão a Delicia</h3>
                        <span class="dish--price">R$24,99</span>
                        <p class="dish--desc">Arroz e purê.</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Camarão à Parmegiana</h3>
                        <span class="dish--price">R$24,99</span>
                        <p class="dish--desc">Arroz e purê.</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Camarão Crocante</h3>
                        <span class="dish--price">R$24,99</span>
                        <p class="dish--desc">Arroz e purê.</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Filé de Pescada Amarela</h3>
                        <span class="dish--price">R$19,99</span>
                        <p class="dish--desc">Arroz, fritas e salada ou arroz, purê e saladas</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Filé de Tilápia</h3>
                        <span class="dish--price">R$19,99</span>
                        <p class="dish--desc">Arroz, fritas e salada ou arroz, purê e saladas</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Filé de Cioba</h3>
                        <span class="dish--price">R$19,99</span>
                        <p class="dish--desc">Arroz, fritas e salada ou arroz, purê e saladas</p>
                    </div>
                </div>
                
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    <!-- #menu3 end -->

    <!-- Divider #3
    ============================================= -->
    <section id="divider3" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/26.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                     <!--   <p class="heading--subtitle">Starts at 7:00 pm</p> -->
                        <h2 class="heading--title mb-0 text-white">Pratos para 2 pessoas</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider3 end -->

    <!-- Menu #3
    ============================================= -->
    <section id="menu3" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
                <!-- Dish #1 -->
                
                 
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Peixada à Brasileira</h3>
                        <span class="dish--price">R$59,99</span>
                        <p class="dish--desc">Arroz, legumes e pirão.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #3 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Filé Mignon à Parmegiana</h3>
                        <span class="dish--price">R$38,00</span>
                        <p class="dish--desc">Arroz e fritas.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #4 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Frango Desossado</h3>
                        <span class="dish--price">R$29,00</span>
                        <p class="dish--desc">Feijão verde, arroz, macaxeira, vinagrete, farrofa, maionese e fritas.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Filé de Frango à Parmegiana</h3>
                        <span class="dish--price">R$29,99</span>
                        <p class="dish--desc">Arroz ou espaguete, fritas ou purê de batatas.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Filé de Frango à Cordon Blue</h3>
                        <span class="dish--price">R$29,99</span>
                        <p class="dish--desc">Frango recheado com queijo e presento, arroz, fritas e banana à milanesa.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #2 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Churrasco Misto com Calabresa</h3>
                        <span class="dish--price">R$65,00</span>
                        <p class="dish--desc">Calabresa, filé de frango, arroz, feijão verde, macaxeira, vinagrete, farrofa, maionese e fritas.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #2 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Picanha Nacional</h3>
                        <span class="dish--price">R$38,00</span>
                        <p class="dish--desc">Arroz, feijão verde, macaxeira, vinagrete, farrofa, maionese e fritas</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Carne de Sol</h3>
                        <span class="dish--price">R$38,00</span>
                        <p class="dish--desc">Arroz, feijão verde, macaxeira, vinagrete, farrofa, maionese e fritas</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Picanha Argentina</h3>
                        <span class="dish--price">R$71,99</span>
                        <p class="dish--desc">Arroz, feijão verde, macaxeira, vinagrete, farrofa, maionese e fritas</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Churrasco Misto com Camarão</h3>
                        <span class="dish--price">R$73,99</span>
                        <p class="dish--desc">Picanha, camarão, filé de frango, arroz, feijão verde, macaxeira, vinagrete, farrofa, maionese e fritas.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                
    
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Camarão à Parmegiana</h3>
                        <span class="dish--price">R$49,99</span>
                        <p class="dish--desc">Arroz e Purê.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #6 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Camarão a Delicia</h3>
                        <span class="dish--price">R$49,99</span>
                        <p class="dish--desc">Arroz e purê.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #2 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Camarão ao Molho de Coco</h3>
                        <span class="dish--price">R$49,99</span>
                        <p class="dish--desc">Arroz e fritas.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #7 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Camarão Crocante</h3>
                        <span class="dish--price">R$49,99</span>
                        <p class="dish--desc">Arroz e fritas.</p>
                    </div>
                    <!-- .dish end -->
                </div>
                 <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Filé de Pescada Amarela</h3>
                        <span class="dish--price">R$39,99</span>
                        <p class="dish--desc">Arroz, fritas e salada ou arroz, purê e saladas</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Filé de Tilápia</h3>
                        <span class="dish--price">R$39,99</span>
                        <p class="dish--desc">Arroz, fritas e salada ou arroz, purê e saladas</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Filé de Cioba</h3>
                        <span class="dish--price">R$39,99</span>
                        <p class="dish--desc">Arroz, fritas e salada ou arroz, purê e saladas</p>
                    </div>
                </div>
                
                
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    <!-- #menu3 end -->

    <!-- Divider #4
    ============================================= -->
    <section id="divider4" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/28.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                      <!--  <p class="heading--subtitle">Don’t miss</p> -->
                        <h2 class="heading--title mb-0 text-white">Petiscos</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider1 end -->

    <!-- Menu #4
    ============================================= -->
    <section id="menu4" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
                <!-- Dish #1 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Fritas</h3>
                        <span class="dish--price">R$13,90</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Queijo na Chapa</h3>
                        <span class="dish--price">R$12,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Camarão ao alho e oléo</h3>
                        <span class="dish--price">R$38,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Camarão ao Molho de Coco</h3>
                        <span class="dish--price">R$39,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Camarão ao Molho de Tomate</h3>
                        <span class="dish--price">R$39,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Isca de Frango</h3>
                        <span class="dish--price">R$14,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Filé Mignon com Fritas</h3>
                        <span class="dish--price">R$39,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Carne de Sol com Fritas</h3>
                        <span class="dish--price">R$34,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Picanha Nacional</h3>
                        <span class="dish--price">R$36,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Picanha Argentina</h3>
                        <span class="dish--price">R$49,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Camarão com Fritas</h3>
                        <span class="dish--price">R$39,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                
                
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    
    <!-- #Menu4 end -->
     <!-- Divider #4
    ============================================= -->
    <section id="divider4" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/29.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                      <!--  <p class="heading--subtitle">Don’t miss</p> -->
                        <h2 class="heading--title mb-0 text-white">Ensopado</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider1 end -->

    <!-- Menu #4
    ============================================= -->
    <section id="menu4" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
                <!-- Dish #1 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Ensopado de Peixe</h3>
                        <span class="dish--price">R$9,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Ensopado de Carangueijo</h3>
                        <span class="dish--price">R$12,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Ensopado de Camarão</h3>
                        <span class="dish--price">R$14,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                
        
                
                
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    
    <!-- #Menu4 end -->
    <!-- Divider #4
    ============================================= -->
    <section id="divider4" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/30.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                      <!--  <p class="heading--subtitle">Don’t miss</p> -->
                        <h2 class="heading--title mb-0 text-white">Tapioca</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider1 end -->

    <!-- Menu #4
    ============================================= -->
    <section id="menu4" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
                <!-- Dish #1 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Tapioca com Coco</h3>
                        <span class="dish--price">R$4,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Tapioca com Queijo e Coco</h3>
                        <span class="dish--price">R$5,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Tapioca com Coco e Leite Condensado</h3>
                        <span class="dish--price">R$6,99</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
                
        
                
                
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    
    <!-- #Menu4 end -->

     <!-- Divider #4
    ============================================= -->
    <section id="divider4" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/31.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                      <!--  <p class="heading--subtitle">Don’t miss</p> -->
                        <h2 class="heading--title mb-0 text-white">Sanduíches</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider1 end -->

    <!-- Menu #4
    ============================================= -->
    <section id="menu4" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
                <!-- Dish #1 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Misto Quente</h3>
                        <span class="dish--price">R$4,90</span>
                        <p class="dish--desc">Pão, queijo e presunto.</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Hamburguer</h3>
                        <span class="dish--price">R$4,99</span>
                        <p class="dish--desc">Pão e hambuguer.</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Cheeseburguer</h3>
                        <span class="dish--price">R$6,99</span>
                        <p class="dish--desc">Pão, hambuguer e queijo.</p>
                    </div>
                </div>

                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Cheese Egg Burguer</h3>
                        <span class="dish--price">R$6,99</span>
                        <p class="dish--desc">Pão, hambuguer, queijo e ovo.</p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Cheese Bacon Burguer</h3>
                        <span class="dish--price">R$6,99</span>
                        <p class="dish--desc">Pão, hambuguer, queijo e bacon<./p>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Cheese Tudo Burguer</h3>
                        <span class="dish--price">R$9,99</span>
                        <p class="dish--desc">Pão, hambuguer, queijo, ovo, bacon e calabresa.</p>
                    </div>
                </div>
                
        
                
                
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    
    <!-- #Menu4 end -->

     <!-- Divider #4
    ============================================= -->
    <section id="divider4" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/32.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                      <!--  <p class="heading--subtitle">Don’t miss</p> -->
                        <h2 class="heading--title mb-0 text-white">Salgados</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider1 end -->

    <!-- Menu #4
    ============================================= -->
    <section id="menu4" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
                <!-- Dish #1 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Salgados Variados</h3>
                        <span class="dish--price">R$3,00</span>
                        <p class="dish--desc">Unidade</p>
                    </div>
                </div>
               
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    
    <!-- #Menu4 end -->

     <!-- Divider #4
    ============================================= -->
    <section id="divider4" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/13.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                      <!--  <p class="heading--subtitle">Don’t miss</p> -->
                        <h2 class="heading--title mb-0 text-white">Sobremesas</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider1 end -->

    <!-- Menu #4
    ============================================= -->
    <section id="menu4" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
                <!-- Dish #1 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Mousse</h3>
                        <span class="dish--price">R$7,00</span>
                        <p class="dish--desc">Fatia</p>
                    </div>
                </div>
               <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Pudim de Leite</h3>
                        <span class="dish--price">R$7,00</span>
                        <p class="dish--desc"></p>
                    </div>
                </div>
               
               <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Bolo</h3>
                        <span class="dish--price">R$3,00</span>
                        <p class="dish--desc">Fatia</p>
                    </div>
                </div>
               
               <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Vitamina</h3>
                        <span class="dish--price">R$5,00</span>
                        <p class="dish--desc">Copo</p>
                    </div>
                </div>
               <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Açaí</h3>
                        <span class="dish--price">R$29,99</span>
                        <p class="dish--desc">Kg</p>
                    </div>
                </div>
               <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Torta</h3>
                        <span class="dish--price">R$7,00</span>
                        <p class="dish--desc">Fatia</p>
                    </div>
                </div>
                      
            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    
    <!-- #Menu4 end -->

    <!-- Divider #5
    ============================================= -->
    <section id="divider5" class="section-divider bg-overlay bg-parallax bg-overlay-dark4">
        <div class="bg-section">
            <img src="assets/images/background/14.jpg" alt="Background" />
        </div>
        <div class="container">
            <div class="divider--shape-1up"></div>
            <div class="row clearfix">
                <div class="col-xs-12 col-sm-12 col-md-8 col-md-offset-2">
                    <div class="heading heading-3 text--center">
                     <!--   <p class="heading--subtitle">Enjoy</p> -->
                        <h2 class="heading--title mb-0 text-white">Bebidas</h2>
                    </div>
                </div>
                <!-- .col-md-8 end -->
            </div>
            <!-- .row end -->
            <div class="divider--shape-2down"></div>
        </div>
        <!-- .container end -->
    </section>
    <!-- #divider1 end -->

    <!-- Menu #5
    ============================================= -->
    <section id="menu5" class="menu menu-1 pb-80 bg-white">
        <div class="container">
            <div class="row">
                <h3 class="col-md-12" style="text-align: center;">Cafés</h3>
                <!-- Dish #1 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Café Expresso</h3>
                        <span class="dish--price">R$5,00</span>
                      <!--  <p class="dish--desc">Milk, eggs, strawberries, butter & maple syrup.</p> -->
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #2 -->
                
                <!-- .col-md-4 end -->
                <h3 class="col-md-12" style="text-align: center;">Sucos</h3>
                <!-- Dish #3 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Copo</h3>
                        <span class="dish--price">R$5,00</span>
                       <p class="dish--desc">Adicional de leite ao suco R$ 1,00</p> 
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #4 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Jarra</h3>
                        <span class="dish--price">R$12,00</span>
                        <p class="dish--desc">Adicional de leite ao suco R$ 1,00</p>
                    </div>
                    <!-- .dish end -->
                </div>
                
                <!-- .col-md-4 end -->
                <h3 class="col-md-12" style="text-align: center;">Água e Refrigerantes</h3>
                <!-- Dish #8 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Água sem gás</h3>
                        <span class="dish--price">R$3,00</span>
                     <!--   <p class="dish--desc">Cheese, avocado, arugula and sun dried tomatoes.</p> -->
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #9 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Água com gás</h3>
                        <span class="dish--price">R$4,00</span>
                      <!--  <p class="dish--desc">Cheese, eggs, strawberries, butter & maple syrup.</p> -->
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #10 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">H2o/Limoneto</h3>
                        <span class="dish--price">R$6,00</span>
                     <!--   <p class="dish--desc">Croissants with strawberries, mascarpone, honey.</p> -->
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #11 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Água Tônica(Lata)</h3>
                        <span class="dish--price">R$6,00</span>
                     <!--   <p class="dish--desc">Chicken, ginger, garlic, honey, pepper & canola oil.</p> -->
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #12 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Refrigerante Ks(290ml)</h3>
                        <span class="dish--price">R$5,00</span>
                       <!-- <p class="dish--desc">Vanilla, milk, dark chocolate, cherries, eggs, butter.</p> -->
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #12 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Refrigerante Lata</h3>
                        <span class="dish--price">R$6,00</span>
                       <!-- <p class="dish--desc">Vanilla, milk, dark chocolate, cherries, eggs, butter.</p> -->
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <!-- Dish #12 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Refrigerante (1 Litro)</h3>
                        <span class="dish--price">R$9,00</span>
                       <!-- <p class="dish--desc">Vanilla, milk, dark chocolate, cherries, eggs, butter.</p> -->
                    </div>
                    <!-- .dish end -->
                </div>
                <!-- .col-md-4 end -->
                <h3 class="col-md-12" style="text-align: center;">Cervejas</h3>
                <!-- Dish #13 -->
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Heineken Long Neck</h3>
                        <span class="dish--price">R$7,00</span>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Budweiser Long Neck</h3>
                        <span class="dish--price">R$6,00</span>
                    </div>
                    <!-- .dish end -->
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Skol Long Neck</h3>
                        <span class="dish--price">R$5,00</span>
                    </div>
                    <!-- .dish end -->
                </div>

                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Stella Artois Long Neck</h3>
                        <span class="dish--price">R$7,00</span>
                    </div>
                    <!-- .dish end -->
                </div>
                 <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Malzebier Long Neck</h3>
                        <span class="dish--price">R$6,00</span>
                    </div>
                    <!-- .dish end -->
                </div>

                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Sem Álcool Long Neck</h3>
                        <span class="dish--price">R$6,00</span>
                    </div>
                </div>
                
                <h3 class="col-md-12" style="text-align: center;">Destilados</h3>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Cachaça Serra Limpa</h3>
                        <span class="dish--price">R$6,00</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Cachaça Triunfo</h3>
                        <span class="dish--price">R$4,00</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Cachaça Rainha</h3>
                        <span class="dish--price">R$4,00</span>
                    </div>
                </div>


                <h3 class="col-md-12" style="text-align: center;">Ron</h3>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Bacardi/Carta Branca</h3>
                        <span class="dish--price">R$5,00</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Montila cristal</h3>
                        <span class="dish--price">R$5,00</span>
                    </div>
                </div>

                <h3 class="col-md-12" style="text-align: center;">Vodka</h3>
                
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Smirnoff</h3>
                        <span class="dish--price">R$6,00</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Smirnoff Ice Long Neck</h3>
                        <span class="dish--price">R$6,00</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Orloff</h3>
                        <span class="dish--price">R$5,00</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Absolut</h3>
                        <span class="dish--price">R$9,00</span>
                    </div>
                </div>

                <h3 class="col-md-12" style="text-align: center;">Whisky/dose</h3>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Teacher's</h3>
                        <span class="dish--price">R$4,50</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Johnnie Walker red label (8 anos)</h3>
                        <span class="dish--price">R$7,99</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Johnnie Walker black label (12 anos)</h3>
                        <span class="dish--price">R$11,99</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Old Par (12 anos)</h3>
                        <span class="dish--price">R$11,99</span>
                    </div>
                </div>
                 <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Chivas Regal (12 anos)</h3>
                        <span class="dish--price">R$11,99</span>
                    </div>
                </div>
                 <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Black & White</h3>
                        <span class="dish--price">R$6,99</span>
                    </div>
                </div>

                <h3 class="col-md-12" style="text-align: center;">Licores</h3>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Cointreau</h3>
                        <span class="dish--price">R$6,00</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Amarula</h3>
                        <span class="dish--price">R$7,00</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Frangelico</h3>
                        <span class="dish--price">R$7,00</span>
                    </div>
                </div>

                <h3 class="col-md-12" style="text-align: center;">Martini</h3>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Bianco</h3>
                        <span class="dish--price">R$4,50</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Rose</h3>
                        <span class="dish--price">R$4,50</span>
                    </div>
                </div>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Campari</h3>
                        <span class="dish--price">R$4,50</span>
                    </div>
                </div>

                <h3 class="col-md-12" style="text-align: center;">Energéticos</h3>
                <div class="col-xs-12 col-sm-6 col-md-4">
                    <div class="dish-panel">
                        <h3 class="dish--title">Red Bull</h3>
                        <span class="dish--price">R$9,99</span>
                    </div>
                </div>

            </div>
            <!-- .row end -->
        </div>
        <!-- .container end -->
    </section>
    <!-- #menu1 end -->

    <div class="clearfix"></div>
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
