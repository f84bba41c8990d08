<!DOCTYPE html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="author" content="Martine Carton">
  <meta name="robots" content="index, follow" >
  <meta name="language" content="fr">
  <meta name="Geography" content="Lille, FR, 59000">
  <meta name="geo.region" content="FR-59" />
  <meta name="geo.placename" content="Lille" />
  <meta name="geo.position" content="50.638005;3.068231" />
  <meta name="ICBM" content="50.638005, 3.068231" />
	<link rel="apple-touch-icon" sizes="57x57" href="icons/apple-icon-57x57.png">
	<link rel="apple-touch-icon" sizes="60x60" href="icons/apple-icon-60x60.png">
	<link rel="apple-touch-icon" sizes="72x72" href="icons/apple-icon-72x72.png">
	<link rel="apple-touch-icon" sizes="76x76" href="icons/apple-icon-76x76.png">
	<link rel="apple-touch-icon" sizes="114x114" href="icons/apple-icon-114x114.png">
	<link rel="apple-touch-icon" sizes="120x120" href="icons/apple-icon-120x120.png">
	<link rel="apple-touch-icon" sizes="144x144" href="icons/apple-icon-144x144.png">
	<link rel="apple-touch-icon" sizes="152x152" href="icons/apple-icon-152x152.png">
	<link rel="apple-touch-icon" sizes="180x180" href="icons/apple-icon-180x180.png">
	<link rel="icon" type="image/png" sizes="32x32" href="icons/favicon-32x32.png">
	<link rel="icon" type="image/png" sizes="96x96" href="icons/favicon-96x96.png">
	<link rel="icon" type="image/png" sizes="16x16" href="icons/favicon-16x16.png">
	<link rel="manifest" href="/manifest.json">
	<meta name="msapplication-TileColor" content="#ffffff">
	<meta name="msapplication-TileImage" content="icons/ms-icon-144x144.png">
	<meta name="theme-color" content="#ffffff">
    <meta name="description" content="nos quiches et sandwichs, nos pains et baguettes">
    <meta name="keywords" content="tarte au Maroilles, quiches régionales, sandwichs, formule, boulangerie artisanale">
    <title>Nos quiches et sandwichs, nos pains et baguettes</title>
  <link href="css/bootstrap.min.css" rel="stylesheet">
  <link href="css/painleve.min.css" rel="stylesheet">
  <link href="https://fonts.googleapis.com/css?family=Open+Sans:300italic,400italic,600italic,700italic,800italic,400,300,600,700,800" rel="stylesheet" type="text/css">
  <link href="https://fonts.googleapis.com/css?family=Josefin+Slab:100,300,400,600,700,100italic,300italic,400italic,600italic,700italic" rel="stylesheet" type="text/css">
</head>

<body>
  <div class="container">
      <div class="row justify-content-center">
          <div class="col-lg-6 col-md-6 col-sm-6 col-xs-6 col-6">
            <a href="https://www.europa.eu">
              <img class="img-responsive" style="float: right" src="./img/subventions/ue_min.jpg" alt="L’Europe">
            </a>
          </div>
          <div class="col-lg-6 col-md-6 col-sm-6 col-xs-6 col-6">
            <a href="https://europe-en-hautsdefrance.eu/programme-de-developpement-rural-feader-nord-de-calais-2014-2020/">
              <img class="img-responsive" src="./img/subventions/ue_avec_vecto_min.jpg" alt="L’Europe s’engage en Hauts-de-France avec le FEADER">
            </a>
          </div>
      </div>
      <div class="row">
          <div class="col-12 text-center">
            <a href="./contact.php"><p><a href="./contact.php"><b>Nous contacter au 06.14.13.84.96 ou 06.02.62.14.83!</b></a></p></a>
          </div>
      </div>
  </div>
  <img class="img-responsive logo" src="./img/logo.png" alt="logo">

  <nav class="navbar navbar-default" role="navigation">
    <div class="container">
      <div class="navbar-header">
        <button type="button" class="navbar-toggle" data-toggle="collapse" data-target="#bs-example-navbar-collapse-1">
            <span class="sr-only">Menu</span>
            <span class="icon-bar"></span>
            <span class="icon-bar"></span>
            <span class="icon-bar"></span>
        </button>
        <a class="navbar-brand" href="index.php">Menu</a>
      </div>

      <div class="collapse navbar-collapse" id="bs-example-navbar-collapse-1">
        <ul class="nav navbar-nav">
          <li>
            <a href="index.php">Accueil</a>
          </li>
          <li class="dropdown">
            <a class="dropdown-toggle" data-toggle="dropdown" href="#">Nos produits</a>
            <ul class="dropdown-menu">
              <li><a href="patisseries.php">Pâtisserie</a></li>
              <li><a href="petit_dejeuner.php">Traiteur Petit déjeuner</a></li>
              <li><a href="cocktails.php">Traiteur Cocktails</a></li>
              <li><a href="pains_et_sandwichs.php">Pains et Sandwichs</a></li>
            </ul>
          </li>
          <li>
            <a href="contact.php">Commandes</a>
          </li>
          <li>
            <a href="pratique.php">Pratique</a>
          </li>
          <li>
            <a href="contact.php">Contact</a>
          </li>
          <li>
            <a href="blog.php">Blog</a>
          </li>
        </ul>
      </div>
    </div>
  </nav>


<div class="row">
    <div class="box sandwich-and-bread-box">
        <div class="col-lg-12">
            <hr>
            <h2 class="intro-text text-center">
                <strong>Nos quiches et sandwichs</strong>
            </h2>
            <hr>
        </div>
        <div class="col-md-6">
            <img class="img-responsive img-border-left img-rounded" src="img/quiche_scaled.jpg" alt="Une quiche avec salade">
        </div>
        <div class="col-md-6 text-justify">
            <p>Toute la semaine, nous proposons des formules pour votre repas du midi. Au sandwich, ajoutez, si vous le désirez, une boisson et un délicieux dessert d'Au PainLevé!</p>
            <p>Décidez-vous pour le sandwich poulet curry, jambon cru, végétarien, saumon ou encore filet américain. Pour varier les plaisirs, osez le croque-monsieur, la tarte au Maroilles ou nos quiches régionales.</p>
        </div>
        <div class="clearfix"></div>            
    </div>
</div>

<div class="row">
    <div class="box sandwich-and-bread-box">
        <div class="col-lg-12">
            <hr>
            <h2 class="intro-text text-center">
                <strong>Nos pains et baguettes</strong>
            </h2>
            <hr>
        </div>
        <div class="col-md-6 text-justify">
            <p>Faites votre choix parmi le boulot, le pain de campagne, le pavé tradition, le pain complet.</p>
            <p>Si vous aimez les graines, laissez-vous tenter par le pain 12 céréales ou encore ceux au seigle ou aux noix.</p>
            <p>Et bien sûr, n'oublions pas les baguettes!</p>
        </div>
        <div class="col-md-6">
            <img class="img-responsive img-border-right img-rounded" src="img/assortiment_de_pains_scaled.jpg" alt="Un assortiment de pains">
        </div>
        <div class="clearfix"></div>            
    </div>
</div>

	<div class="container">
		<div class="row">
			<div class="col-lg-6 text-center">
				<p>
					<a href="mentionslegales.php">Mentions Légales</a>
				</p>
			</div>
			<div class="col-lg-6 text-center">
				<p>
					<a href="https://www.facebook.com/aupainleve/">Rejoignez-nous sur Facebook!</a>
				</p>				
			</div>
		</div>
	</div>
	<script src="js/jquery.js"></script>
    <script src="js/bootstrap.min.js"></script>
    <script>
    $(document).ready(function(){
      $('#commandeModal').modal('show');
    });
    </script>
</body>
</html>
