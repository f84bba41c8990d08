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
                    <h1>Nos boutiques</h1>
                </div>
            </div>
        </div>
    </section><!--/#title-->    

    <section class="container">
        <div class="row">
            <div class="center">
                <h2>Nos boutiques d'Érezée et Durbuy vous accueillent avec plaisir</h2>
                <p>
                    Notre boutique à Briscol-Erezée vous propose une large gamme de chocolat, épicerie fine, miels de la région, thés, liqueurs, etc. Notre boutique à Durbuy vous propose une large gamme de chocolats.
                </p>
            </div>
            <div class="col-md-5">
                <h3 class="center">La boutique d'Érezée</h3>
                <img src="../../images/magasin-erezee.jpg" alt="Magasin de Durbuy" class="img-responsive">
                <br>
                <p>
                    Adresse : Briscol 19a, 6997 Érezée <br>
                    Téléphone : 086 21 84 40 <br>
                    Ouverture : du mardi au samedi de 10h à 18h et le dimanche de 10h à 16h30
                </p>
                <p>
                    Notre boutique à Briscol-Erezée vous propose une 
                    large gamme de chocolat, épicerie fine, miels de la région, thés, liqueurs, etc.
                </p>
            </div>
            <div class="col-md-2"></div>
            <div class="col-md-5">
                <h3 class="center">La boutique de Durbuy</h3>
                <img src="../../images/magasin-durbuy.jpg" alt="Magasin de Durbuy" class="img-responsive">
                <br>
                <p>
                    Adresse : rue Alphonse Eloy 7, 6940 Durbuy  <br>
                    Téléphone : 086 38 70 74 <br>
                    Ouverture : tous les jours de 10h à 18h sauf mardi et mercredi
                </p>
                <p>
                    Notre boutique à Durbuy vous propose une large gamme de chocolats.
                </p>
            </div>
        </div>
        <hr>
        <div class="row">
            <div class="center">
                <h2>Vous pouvez également vous procurer nos délicieux chocolats dans nos points de vente partenaires</h2>
            </div>
            <div class="col-md-4">
                <h3>Brabant Wallon</h3>
                <p><strong>L’ACCORD PARFAIT</strong> <br>
                    Grand’Route, 14 <br>
                    B 1435 CORBAIS <br>
                    Tél : 010/65.62.96 <br>
                    Du mardi au samedi de 10h00 à 19h00.
                </p>
                <h3>Namur</h3>
                <p><strong>LA GAILLARDE</strong> <br>
                    Rue Saint-Gilles, 59 <br>
                    B 5590 CINEY <br>
                    Tél : 083/63.30.75 <br> 
                    Lundi-samedi : 9h00-18h30 <br>
                    Fermé dimanche
                </p>
                <p><strong>DELICES FERMIERS</strong> <br>
                    Place de l'Eglise, 6 <br>
                    5377 NETTINNE <br>
                    Tél : 083/68.80.83 <br> 
                    Jeudi et vendredi de 14h30 à 20h et le week-end de 10h à 20h
                </p>
                <h3>Limbourg</h3>
                <p><strong>MOKKA MIN</strong> <br>
                    Stapelstraat 76 <br>
                    B 3800 SINT-TRUIDEN <br>
                    Tél : 011/70 79 93 <br>
                    Ouvert le lundi de 13h30 à 18h00 <br>
                    Du mardi au samedi de 9h30 à 18h00 <br>
                    Le mardi, mercredi et jeudi : pause déjeuner de 12h15 à 13h15 <br>
                    Fermé le dimanche.
                </p>
            </div>
            <div class="col-md-4">
               <h3>Liège</h3>
                <p><strong>AU FIL DES SAISONS</strong> <br>
                    Route de Marche, 11a <br>
                    B 4560 TERWAGNE <br>
                    Tél : 0497/577.212 <br> 
                    Lundi-Samedi : 9h30-18h30 <br> 
                    Dimanche 9h30-12h00 <br> 
                    Fermé jeudi et jours fériés
                </p>
                <p><strong>LA MIE GOURMANDE</strong> <br>
                    Chaussée d’Argenteau 34 <br>
                    B 4601 ARGENTEAU <br> 
                    Tél : 04/374.05.54 <br>
                    Du lundi au vendredi de 6h00 à 18h00 <br>
                    Le samedi de 7h00 à 18h00 <br>
                    Le dimanche de 7h00 à 14h00 <br>
                    Fermé le jeudi
                </p>
                <p><strong>LA COP</strong> <br>
                    Place de Chablis 14a <br>
                    B 4190 FERRIERES <br>
                    Tél : 086/84.01.57
                </p> 
            </div>
            <div class="col-md-4">
               <h3>Luxembourg</h3>
                <p><strong>MONTFRUIT (Bodson)</strong> <br>
                    Rue des Ardoisières, 3 <br>
                    B 6680 BERTRIX <br>
                    Tél : 061/41.23.63 <br>
                    Lundi 13h00 à 18h30 <br>
                    Mardi à vendredi 9h00-12h00 – 13h30-18h30 <br>
                    Samedi 9h00-12h00 – 13h30-18h00
                </p>
                <p><strong>MONTFRUIT (Bodson)</strong> <br>
                    Square Général Patton, 14 <br>
                    L 8443 STEINFORT <br>
                    Tél : + 352 27 395.451 <br>
                    Lundi 13h00 à 19h00 <br>
                    Mardi à vendredi 8h00-19h00 <br>
                    Samedi 8h00-18h00
                </p>
                <p><strong>SYMPHONIE DES SAVEURS</strong> <br>
                    Place de l’Eglise, 15 <br>
                    B 6660 HOUFFALIZE <br>
                    Tél : 061/32.11.09 <br>
                    Mardi au dimanche 7h00 – 18h30 <br>
                    Lundi fermé.
                </p> 
                <p><strong>ESOTHERIX</strong> <br>
                    Rue du Mont, 5 <br>
                    B 6941 WERIS (DURBUY) <br>
                    Tél : 086/32 27 20 <br>
                    Tous les jours de 10h30 à 18h <br>
                    sauf le mardi
                </p> 
                <p><strong>LE CABAS DU MOULIN</strong> <br>
                    Rue de la Gare 2B <br>
                    B 6670 GOUVY <br>
                    Tél : 080/40 02 21 <br>
                    Du mardi au samedi, de 9h00 à 18h30 <br>
                    et le dimanche de 9h00 à 12h00
                </p> 
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