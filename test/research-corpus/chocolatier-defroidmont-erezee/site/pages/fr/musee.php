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
                    <h1>Notre musée</h1>
                </div>
            </div>
        </div>
    </section><!--/#title-->    

    <section class="container">
        <div class="row">
            <div class="center">
                <h2>Osez découvrir notre musée du chocolat</h2>
                <p>
                    L'artisan Philippe Defroidmont vous invite à une découverte des saveurs chocolatées du monde entier. La fève de cacao, selon son origine, libère des arômes aussi subtils que particuliers qui ne manqueront pas de surprendre vos papilles gustatives.
                </p>
            </div>
            <div class="col-md-12">
                <img src="../../images/musee-001.jpg" alt="Musée du chocolat" class="img-responsive">
                <br>
                <p>C’est en parcourant le musée, que vous découvrirez l’histoire familiale. Vous voyagerez à travers le monde du chocolat, de la Papouasie-Nouvelle Guinée, pays d’origine de nos fèves de cacao pour revenir en Belgique dans notre atelier où vous découvrirez les différentes étapes de fabrication, de la fève de cacao à la praline.</p>
            </div>
        </div>
        <hr>
        <div class="row">
            <div class="center">
                <h2>Informations</h2>
            </div>
            <div class="col-md-4">
                <h3>Tarif</h3>
                <p>
                    Adultes : 4,95 euros/personne <br>
                    Enfants (moins de 12 ans) : 3,95 euros/personne
                </p>
                <h3>Durée</h3>
                <p>
                    Visite du musée : 40 minutes <br>
                    Promenade des abeilles : 40 minutes
                </p>
                <h3>Accessibilité</h3>
                <p>
                    2 places de parking pour les personnes à mobilité reduite <br>
                    Inaccessible par transport en commun <br>
                    Inaccessible par train <br>
                    Présence de rack à vélos
                </p>
            </div>
            <div class="col-md-8">
                <h3>Localisation</h3>
                <iframe width="100%" class="hidden-xs" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d6063.0078142283!2d5.591841093712012!3d50.28855343285271!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x47c046a419f795c9%3A0x6b5083c0d48052ff!2sDefroidmont!5e0!3m2!1sfr!2sbe!4v1450614993714" width="600" height="400" frameborder="0" style="border:0" allowfullscreen></iframe>
                <iframe width="100%" class="hidden-sm hidden-md hidden-lg" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d6063.0078142283!2d5.591841093712012!3d50.28855343285271!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x47c046a419f795c9%3A0x6b5083c0d48052ff!2sDefroidmont!5e0!3m2!1sfr!2sbe!4v1450614993714" width="600" height="200" frameborder="0" style="border:0" allowfullscreen></iframe>
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