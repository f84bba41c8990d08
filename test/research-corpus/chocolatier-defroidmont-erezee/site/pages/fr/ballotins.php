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
</header><!--/header-->    
    <section id="title" class="orange">
        <div class="container">
            <div class="row">
                <div class="col-sm-6">
                    <h1>Les Ballotins</h1>
                    <p>Si simples et pourtant si bons</p>
                </div>
            </div>
        </div>
    </section><!--/#title--> 

    <section class="container">
        <div class="row">
            <div class="col-md-6">
                <h2>Description</h2>
                <p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Donec aliquet pulvinar augue 
                    sit amet varius. Ut sed elementum elit. Nulla blandit maximus iaculis. Nunc sollicitudin vestibulum egestas.
                    Aliquam dictum molestie quam, in lacinia lectus feugiat ut. Sed sed quam neque. Nulla pulvinar in lectus sed mollis. 
                    Nulla dui eros, maximus nec tempus sit amet, fringilla eu ligula.</p>
                <h2>Goût disponibles</h2>
                <ul>
                    <li>Blanc</li>
                    <li>Brun</li>
                    <li>Noir</li>
                    <li>Mélange des trois</li>
                </ul>
                <h2>Poids disponibles</h2>
                <ul>
                    <li>250g</li>
                    <li>350g</li>
                    <li>500g</li>
                </ul>
            </div>
            <div class="col-md-6">
                <img src="../../images/ballotins.jpg" alt="Ballotin" class="img-responsive">
            </div>
        </div>
    </section>

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