<!DOCTYPE html>
<html lang="fr">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta name="author" content="Robin Lespagnard">
    <link href="../../css/bootstrap.min.css" rel="stylesheet">
    <link href="../../css/font-awesome.min.css" rel="stylesheet">
    <link rel="stylesheet" href="https://maxcdn.bootstrapcdn.com/font-awesome/4.5.0/css/font-awesome.min.css">
    <link href="../../css/prettyPhoto.css" rel="stylesheet">
    <link href="../../css/animate.css" rel="stylesheet">
    <link href="../../css/main.css" rel="stylesheet">
    <!--[if lt IE 9]>
    <script src="js/html5shiv.js"></script>
    <script src="js/respond.min.js"></script>
    <![endif]-->       
    <link rel="apple-touch-icon" sizes="57x57" href="../../images/ico/apple-icon-57x57.png">
    <link rel="apple-touch-icon" sizes="60x60" href="../../images/ico/apple-icon-60x60.png">
    <link rel="apple-touch-icon" sizes="72x72" href="../../images/ico/apple-icon-72x72.png">
    <link rel="apple-touch-icon" sizes="76x76" href="../../images/ico/apple-icon-76x76.png">
    <link rel="apple-touch-icon" sizes="114x114" href="../../images/ico/apple-icon-114x114.png">
    <link rel="apple-touch-icon" sizes="120x120" href="../../images/ico/apple-icon-120x120.png">
    <link rel="apple-touch-icon" sizes="144x144" href="../../images/ico/apple-icon-144x144.png">
    <link rel="apple-touch-icon" sizes="152x152" href="../../images/ico/apple-icon-152x152.png">
    <link rel="apple-touch-icon" sizes="180x180" href="../../images/ico/apple-icon-180x180.png">
    <link rel="icon" type="image/png" sizes="192x192"  href="../../ico/images/android-icon-192x192.png">
    <link rel="icon" type="image/png" sizes="32x32" href="../../images/ico/favicon-32x32.png">
    <link rel="icon" type="image/png" sizes="96x96" href="../../images/ico/favicon-96x96.png">
    <link rel="icon" type="image/png" sizes="16x16" href="../../images/ico/favicon-16x16.png">
    <link rel="manifest" href="../../ico/images/manifest.json">
    <meta name="msapplication-TileColor" content="#ffffff">
    <meta name="msapplication-TileImage" content="/ms-icon-144x144.png">
    <meta name="theme-color" content="#ffffff">
</head><!--/head--><body>
    <header class="navbar navbar-inverse navbar-fixed-top wet-asphalt" role="banner">
    <div class="container">
        <div class="navbar-header">
            <button type="button" class="navbar-toggle" data-toggle="collapse" data-target=".navbar-collapse">
                <span class="sr-only">Toggle navigation</span>
                <span class="icon-bar"></span>
                <span class="icon-bar"></span>
                <span class="icon-bar"></span>
            </button>
            <a class="navbar-brand hidden-sm" href="../../pages/fr/index.php"><img src="../../images/logo3.png" alt="logo"></a>
        </div>
        <div class="collapse navbar-collapse">
            <ul class="nav navbar-nav">

                <li><a href="../../index.php">Accueil</a></li>
                <li><a href="../../pages/fr/produits.php">Produits</a></li>
                <li><a href="../../pages/fr/commander.php"><i class="fa fa-shopping-cart"></i> Commander</a></li>
                <li><a href="../../pages/fr/boutiques.php">Nos boutiques</a></li>
                <li><a href="../../pages/fr/musee.php">Musée</a></li>
                <li><a href="../../pages/fr/infos.php">Infos</a></li>
            </ul>

            <ul class="nav navbar-nav navbar-right">
            <li><a target="_blank" href="https://www.facebook.com/ChocolatierDefroidmont/"><i class="fa fa-facebook-official"></i> </a></li>
            <li><a href="#" style="pointer-events: none; cursor: default; "><strong> <i class="icon-phone"></i> 086 21 84 40</strong></a></li>
            <li><a href="../../pages/fr/index.php"><img src="../../images/flags/fr.png" alt="fr"></a></li>
            <li><a href="../../pages/nl/index.php"><img src="../../images/flags/nl.png" alt="nl"></a></li>
            <li><a href="../../pages/en/index.php"><img src="../../images/flags/gb.png" alt="gb"></a></li>
          </ul>

        </div>
    </div>
</header><!--/header-->    <section id="main-slider" class="no-margin">
        <div class="carousel slide wet-asphalt">
            <ol class="carousel-indicators">
                <li data-target="#main-slider" data-slide-to="0" class="active"></li>
                <li data-target="#main-slider" data-slide-to="1"></li>
                <li data-target="#main-slider" data-slide-to="2"></li>
            </ol>
            <div class="carousel-inner">
                <div class="item active" style="background-image: url(../../images/slider/bg1.jpg)">
                    <div class="container">
                        <div class="row">
                            <div class="col-sm-12">
                                <div class="carousel-content center centered">
                                    <h1 class="animation animated-item-1">Chocolatier Defroidmont</h1>
                                    <h4 class="animation animated-item-2">Le goût. L'émotion.</h4>
                                </div>
                            </div>
                        </div>
                    </div>
                </div><!--/.item-->
                <div class="item" style="background-image: url(../../images/slider/bg2.jpg)">
                    <div class="container">
                        <div class="row">
                            <div class="col-sm-12">
                                <div class="carousel-content centered">
                                    <h1 class="animation animated-item-1">Nos chocolats St-Nicolas sont là !</h1>
                                    <br>
                                    <a class="btn btn-md animation animated-item-3" href="#">Voir les chocolats St-Nicolas</a>
                                </div>
                            </div>
                        </div>
                    </div>
                </div><!--/.item-->
                <div class="item" style="background-image: url(../../images/slider/bg3.jpg)">
                    <div class="container">
                        <div class="row">
                            <div class="col-sm-12">
                                <div class="carousel-content center centered">
                                    <h2 class="animation animated-item-1">N’hésitez pas à passer vos commandes</h2>
                                    <h3 class="animation animated-item-2">Téléphone : 086/21.84.40</h3>
                                    <h3 class="animation animated-item-3">Mail : contact@chocolatier-defroidmont.be</h3>
                                </div>
                            </div>
                        </div>
                    </div>
                </div><!--/.item-->
            </div><!--/.carousel-inner-->
        </div><!--/.carousel-->
        <a class="prev hidden-xs" href="#main-slider" data-slide="prev">
            <i class="icon-angle-left"></i>
        </a>
        <a class="next hidden-xs" href="#main-slider" data-slide="next">
            <i class="icon-angle-right"></i>
        </a>
    </section><!--/#main-slider-->

    <section id="services" class="orange">
        <div class="container">
            <div class="row">
                <div class="col-md-4 col-sm-6">
                    <div class="media">
                        <div class="pull-left">
                            <i class="icon-time icon-md"></i>
                        </div>
                        <div class="media-body">
                            <h3 class="media-heading">Heures d'ouverture</h3>
                            <h4>Erezée</h4>
                            <p>Ouvert du mardi au samedi de 10h à 18h et le dimanche de 10h à 16h30</p>
                            <h4>Durbuy</h4>
                            <p>Ouvert tous les jours de 10h à 16h30 sauf le mardi et le mercredi</p>
                        </div>
                    </div>
                </div><!--/.col-md-4-->
                <div class="col-md-4 col-sm-6">
                    <div class="media">
                        <div class="pull-left">
                            <i class="icon-shopping-cart icon-md"></i>
                        </div>
                        <div class="media-body">
                            <h3 class="media-heading">Vente de chocolat</h3>
                            <p>Vente de chocolat artisanal, dégustations et conseils.</p>
                        </div>
                    </div>
                </div><!--/.col-md-4-->
                <div class="col-md-4 col-sm-6">
                    <div class="media">
                        <div class="pull-left">
                            <i class="icon-group icon-md"></i>
                        </div>
                        <div class="media-body">
                            <h3 class="media-heading">Visite du musée</h3>
                            <p>Visite à la découverte du musée du chocolat.</p>
                        </div>
                    </div>
                </div><!--/.col-md-4-->
            </div>
        </div>
    </section><!--/#services-->

    <section id="recent-works">
        <div class="container">
            <div class="row">
                <div class="col-md-3">
                    <h3>Nos délicieux chocolats</h3>
                    <p>Quelques un des chocolats que nous produisons dans notre chocolaterie à Érezée</p>
                    <div class="btn-group">
                        <a class="btn btn-danger" href="#scroller" data-slide="prev"><i class="icon-angle-left"></i></a>
                        <a class="btn btn-danger" href="#scroller" data-slide="next"><i class="icon-angle-right"></i></a>
                    </div>
                    <p class="gap"></p>
                </div>
                <div class="col-md-9">
                    <div id="scroller" class="carousel slide">
                        <div class="carousel-inner">
                            <div class="item active">
                                <div class="row">
                                    <div class="col-xs-4">
                                        <div class="portfolio-item">
                                            <div class="item-inner">
                                                <a href="../../pages/fr/ballotins.php">
                                                    <img id="produit" class="img-responsive" src="../../images/ballotins.jpg" alt="Ballotins">
                                                </a>
                                                <h5>
                                                    Ballotins
                                                </h5>
                                            </div>
                                        </div>
                                    </div>                            
                                    <div class="col-xs-4">
                                        <div class="portfolio-item">
                                            <div class="item-inner">
                                                <img class="img-responsive" src="../../images/ballotins.jpg" alt="">
                                                <h5>
                                                    Blocs
                                                </h5>
                                            </div>
                                        </div>
                                    </div>                            
                                    <div class="col-xs-4">
                                        <div class="portfolio-item">
                                            <div class="item-inner">
                                                <img class="img-responsive" src="../../images/ballotins.jpg" alt="">
                                                <h5>
                                                    Tablettes brisées
                                                </h5>
                                            </div>
                                        </div>
                                    </div>
                                </div><!--/.row-->
                            </div><!--/.item-->
                            <div class="item">
                                <div class="row">
                                    <div class="col-xs-4">
                                        <div class="portfolio-item">
                                            <div class="item-inner">
                                                <img class="img-responsive" src="../../images/ballotins.jpg" alt="">
                                                <h5>
                                                    Tablettes d'origine
                                                </h5>
                                            </div>
                                        </div>
                                    </div>
                                    <div class="col-xs-4">
                                        <div class="portfolio-item">
                                            <div class="item-inner">
                                                <img class="img-responsive" src="../../images/ballotins.jpg" alt="">
                                                <h5>
                                                    Bâtons fourrés
                                                </h5>
                                            </div>
                                        </div>
                                    </div>                            
                                    <div class="col-xs-4">
                                        <div class="portfolio-item">
                                            <div class="item-inner">
                                                <img class="img-responsive" src="../../images/ballotins.jpg" alt="">
                                                <h5>
                                                    Pâtes à tartiner
                                                </h5>
                                            </div>
                                        </div>
                                    </div>
                                </div>
                            </div><!--/.item-->
                        </div>
                    </div>
                </div>
            </div><!--/.row-->
        </div>
    </section><!--/#recent-works-->

    <section id="testimonial" class="orange">
        <div class="container">
            <div class="row">
                <div class="col-lg-12">
                    <div class="center">
                        <h2>Ce que nos clients pensent de nous</h2>
                        <p>La satisfaction de nos clients est notre priorité</p>
                    </div>
                    <div class="gap"></div>
                    <div class="row">
                        <div class="col-md-6">
                            <blockquote>
                                <p>
                                    Les pralines sont extras! Philippe Defroidmont est sans cesse à la recherche de nouvelles
                                    sensations pour éveiller les papilles gustatives de ses clients...
                                    La boutique est sympathique avec de bons produits de bouche, idéal pour vos cadeaux quelconques.
                                </p>
                                <small>Emeline Quirynen de <cite title="Source Title">Google Maps</cite></small>
                            </blockquote>
                            <blockquote>
                                <p>
                                    Visite bien sympathique. Un petit retour dans l'histoire de cette famille qui visiblement aime son chocolat. 
                                    Un réel plaisir de dégustation si on l'aime, le chocolat
                                </p>
                                <small>Virginie Danny de <cite title="Source Title">TripAdvisor</cite></small>
                            </blockquote>
                        </div>
                        <div class="col-md-6">
                            <blockquote>
                                <p>
                                    C'est toujours un plaisir de terminer une ballade par un tour dans cette chocolaterie pour une dégustation sur la terrasse.
                                    Mais les pralines achetées sont trop vite mangées et il faudrait déjà y retourner :)
                                </p>
                                <small>Lucie V de <cite title="Source Title">TripAdvisor</cite></small>
                            </blockquote>
                            <blockquote>
                                <p>Super musée, très didactique, bien fait. Très intéressant de voir à l'oeuvre dans l'atelier.
                                 Dégustations agréables! petite boutique avec souvenirs gourmands à rapporter, divin!</p>
                                <small>Natalie F de <cite title="Source Title">TripAdvisor</cite></small>
                            </blockquote>
                        </div>
                    </div>
                </div>
            </div>
        </div>
    </section><!--/#testimonial-->

    <section id="bottom" class="wet-asphalt">
        <div class="container">
            <div class="row">
                <div class="col-md-3 col-sm-3">
                    <h4>A propos de nous</h4>
                    <p>
                    Située dans le petit village de Briscol, la chocolaterie Defroidmont fabrique de nombreuses gourmandises 
                    de toutes sortes. Ouverte du mardi au samedi de 10h à 18h et le dimanche de 10h à 16h30
                </p>
                </div>
                <div class="col-md-3 col-sm-3">
                    <h4>Chocolaterie Defroidmont</h4>
                    <div>
                        <ul class="arrow">
                            <li><a href="../../pages/fr/index.php">Accueil</a></li>
                            <li><a href="../../pages/fr/produits.php">Produits</a></li>
                            <li><a href="../../pages/fr/boutiques.php">Nos boutiques</a></li>
                            <li><a href="../../pages/fr/musee.php">Musée</a></li>
                            <li><a href="../../pages/fr/equipe.php">Équipe</a></li>
                            <li><a href="../../pages/fr/blog.php">Blog</a></li>
                            <li><a href="../../pages/fr/infos.php">Infos pratiques</a></li>
                        </ul>
                    </div>
                </div>
                <div class="col-md-3 col-sm-3">
                    <h4>Adresse</h4>
                    <address>
                        <p>Chocolaterie Defroidmont</p>
                        <p>Briscol 19a, 6997 Érezée</p>
                        <p>086 21 84 40</p>
                    </address>
                </div> <!--/.col-md-3-->

                <div class="col-md-3 col-sm-3">
                    <h4>Réseaux sociaux</h4>
                        <a target=_blank href="https://www.facebook.com/ChocolatierDefroidmont/?fref=ts"><p><i class="fa fa-facebook-official"></i> Facebook</p></a>
                        <a target=_blank href="https://fr.tripadvisor.be/Attraction_Review-g1045391-d2332063-Reviews-Chocolaterie_Defroidmont-Erezee_Luxembourg_Province_The_Ardennes_Wallonia.html"><p><i class="fa fa-tripadvisor"></i> TripAdvisor</p></a>
                </div> <!--/.col-md-3-->
            </div>
        </div>
    </section><!--/#bottom-->
    <footer id="footer" class="midnight-blue">
    <div class="container">
        <div class="row">
            <div class="col-sm-6">
             Site réalisé par : <a target="_blank" href="http://webinpres.com/" title="Conception de sites web">Webinpres</a>.
            </div>
            <div class="col-sm-6">
                <ul class="pull-right">
                    <li><a id="gototop" class="gototop" href="#"><i class="icon-chevron-up"></i> Haut de page</a></li><!--#gototop-->
                </ul>
            </div>
        </div>
    </div>
</footer><!--/#footer-->
    <script src="../../js/jquery.js"></script>
<script src="../../js/bootstrap.min.js"></script>
<script src="../../js/jquery.prettyPhoto.js"></script>
<script src="../../js/jquery.isotope.min.js"></script>
<script src="../../js/main.js"></script></body>
</html>