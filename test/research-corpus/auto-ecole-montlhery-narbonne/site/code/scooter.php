<!--header-->
<!DOCTYPE html>

<html lang="fr">

	<head>
		<meta charset="UTF-8">
		<meta name="viewport" content="width=device-width, initial-scale=1.0">
		<meta name="description" content="Auto-école Montlhery - Narbonne Permis Code de la route" />
		<meta name="author" content="Simplon" />
		<title>Auto-école Montlhery - Narbonne</title>

		<!-- OPEN Graph -->
		<meta property="og:title" content="Auto-école Montlhery - Narbonne" />
		<meta property="og:type" content="website" />
		<meta property="og:url" content="http://montlhery-narbonne.epizy.com/" />
		<meta property="og:description"
			content="Auto-école Montlhery à Narbonne - Permis de conduire (auto, moto, scooter...) - Code de la route - Conduite accompagnée - Récupération de points..." />
		<meta property="og:image:url" content="http://montlhery-narbonne.epizy.com/assets/img/logos/logo.png" />
		<meta property="og:image:width" content="400" />
		<meta property="og:image:height" content="400" />

		<!-- Fav icon -->
		<link rel="apple-touch-icon" sizes="57x57" href="../assets/img/favicon/apple-icon-57x57.png">
		<link rel="apple-touch-icon" sizes="60x60" href="../assets/img/favicon/apple-icon-60x60.png">
		<link rel="apple-touch-icon" sizes="72x72" href="../assets/img/favicon/apple-icon-72x72.png">
		<link rel="apple-touch-icon" sizes="76x76" href="../assets/img/favicon/apple-icon-76x76.png">
		<link rel="apple-touch-icon" sizes="114x114" href="../assets/img/favicon/apple-icon-114x114.png">
		<link rel="apple-touch-icon" sizes="120x120" href="../assets/img/favicon/apple-icon-120x120.png">
		<link rel="apple-touch-icon" sizes="144x144" href="../assets/img/favicon/apple-icon-144x144.png">
		<link rel="apple-touch-icon" sizes="152x152" href="../assets/img/favicon/apple-icon-152x152.png">
		<link rel="apple-touch-icon" sizes="180x180" href="../assets/img/favicon/apple-icon-180x180.png">
		<link rel="icon" type="image/png" sizes="192x192" href="../assets/img/favicon/android-icon-192x192.png">
		<link rel="icon" type="image/png" sizes="32x32" href="../assets/img/favicon/favicon-32x32.png">
		<link rel="icon" type="image/png" sizes="96x96" href="../assets/img/favicon/favicon-96x96.png">
		<link rel="icon" type="image/png" sizes="16x16" href="../assets/img/favicon/favicon-16x16.png">

		<meta name="msapplication-TileColor" content="#ffffff">
		<meta name="msapplication-TileImage" content="../assets/img/favicon/ms-icon-144x144.png">
		<meta name="theme-color" content="#ffffff">


		<!-- PRELOAD -->
		<link rel="preload" href="../assets/fonts/raleway/Raleway-Regular.ttf" as="font" type="font/ttf" crossorigin>
		<link rel="preload" href="../assets/fonts/roboto-slab/RobotoSlab-Regular.ttf" as="font" type="font/ttf" crossorigin>





		<!-- ----------------_Bootstrap CSS_---------------- -->
		<link rel="stylesheet" href="../assets/css/bootstrap.min.css" />

		<!-- -----------------_Custom CSS_---------------- -->

		<link rel="stylesheet" href="../assets/css/header.css" />
		<link rel="stylesheet" href="../assets/css/footer.css" />

		<link rel="stylesheet" as="style" href="../assets/css/style.css" />
		<link rel="stylesheet" as="style" href="../assets/css/permis.css" />


		<link rel="stylesheet" href="../assets/css/slider.css" />


		<!-- ----------------_Flickty CSS_---------------- -->
		<link rel="stylesheet" href="../assets/css/flickity.min.css" />


		<!-- -----------------_Awesome font_---------------- -->
		<script src="https://kit.fontawesome.com/c70a4c5665.js" crossorigin="anonymous"></script>

		<script src="https://www.google.com/recaptcha/api.js"></script>


	</head>

	<body>
		<!--Barre de navigation-->
		<div class="font-weight-bold sticky-top">
			<header>
				<nav class=" nav navbar navbar-expand-lg navbar-light bg-white" id="nav">
					<ul class="navbar-nav">
						<li class="nav-item">
							<a class="logo-link" href="../index.php" aria-label="logo">
								<img src="../assets/img/logos/montlhery.webp" alt="logo" id="logo" width="180">
							</a>
						</li>
					</ul>

					<!--Bouton pour téléphone-->
					<button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#navbarContent"
						aria-label="navigation">
						<span class="navbar-toggler-icon"></span>
					</button>
					<!--Liens ancres-->
					<div id="navbarContent" class="collapse navbar-collapse justify-content-end">
						<ul class="navbar-nav">
							<li class="nav-item dropdown">
								<a class="nav-link dropdown-toggle" href="../code/permis.php" id="navbarDropdownMenuLink"
									data-toggle="dropdown" aria-haspopup="true" aria-expanded="false"
									aria-label="navigation fleche">
									Permis <img src="../assets/img/icones/arrow.png" alt="dropdown-menu"
										class="arrow-nav-dropdown-menu" />
								</a>
								<ul class="dropdown-menu" aria-labelledby="navbarDropdownMenuLink">
									<li><a class="dropdown-item" href="../code/permis-accelere.php"
											aria-label="Permis accéléré">Permis accéléré</a></li>
									<li><a class="dropdown-item" href="../code/permis-auto.php" aria-label="Permis auto">Permis
											auto</a></li>
									<li><a class="dropdown-item" href="../code/permis-moto.php" aria-label="Permis moto">Permis
											moto</a></li>
									<li><a class="dropdown-item" href="../code/permis-am-bsr.php"
											aria-label="Permis AM(BSR)">Permis AM(BSR)</a></li>
									<li><a class="dropdown-item" href="../code/scooter.php" aria-label="125cm3">125cm3</a></li>
									<li><a class="dropdown-item" href="../code/cours-de-code.php"
											aria-label="Code de la route">Code de la route</a></li>
								</ul>
							</li>
							<li class="nav-item">
								<a class="nav-link" href="../code/conduite-accompagnee.php"
									aria-label="Conduite accompagnée">Conduite accompagnée</a>
							</li>
							<li class="nav-item">
								<a class="nav-link" href="../code/mode-de-financement-du-permis.php"
									aria-label="Modes de financement">Modes de financement</a>
							</li>
							<li class="nav-item">
								<a class="nav-link" href="../code/recuperation-de-points.php"
									aria-label="Récuperation de points">Récupération de points</a>
							</li>
							<li class="nav-item">
								<a class="nav-link" href="../code/contact.php" aria-label="Contact">Contact</a>
							</li>
						</ul>
					</div>
				</nav>
			</header>
		</div>

<div class="landing-page-image-container">
  <img src="../assets/img/permis/6.webp" alt="Permis 125 photo" />
</div>

<!--Section JUMBOTRON-->
<div class="container-fluid mt-2 mb-5">
  <div class="landing-page-description">
    <div class="jumbotron row p-8">
      <div class="col-12 col-md-8">
        <h1 class="">Formation 125cm3</h1>
        <p class="lead">
          À compter du 1er janvier 2011, la conduite d’un scooter 125cm3 ou d’un
          scooter à 3 roues avec un permis B nécessite l’obtention d’une
          attestation de formation spécifique.
        </p>
        <hr class="my-4" />
        <div class="row">
          <div>
            <p>
              Cette nouvelle réglementation ne concerne que les usagers n’ayant
              pas conduit de deux-roues au cours des 5 dernières années.
            </p>
          </div>
          <div id="mon-collapse" class="collapse">
            <p>
              2011 a à peine débuté que, déjà, nous faisons en sorte de tenir
              l’une de nos bonnes résolutions, à savoir coller au plus près de
              l’actualité en matière de législation. Le Ministère de l’intérieur
              a en effet annoncé hier la mise en place d’une
              <strong class="c-blue">formation obligatoire de 7 heures</strong>
              pour tous les conducteurs de scooters 125cm3 et de scooters à 3
              roues, et ce à compter du 1 er janvier 2011… c’est-à-dire
              aujourd’hui !
            </p>

            <p>
              Avant de se lancer au guidon d’un scooter de plus de 50cm3, les
              possesseurs d’un permis B devront désormais passer par la case
              formation. Cette évolution légale vise à
              <strong class="c-blue">réduire la mortalité</strong> sur le
              segment, cette dernière étant passée de 9% à 28% en seulement 10
              ans. Pratique et rapide en milieu urbain, le scooter 125 a en
              effet séduit de nombreux automobilistes, qui n’avaient pour la
              plupart jamais circulé en deux-roues. Or, comme le rappelle la
              <strong class="c-blue">Sécurité Routière</strong>, un scooter ne
              se conduit pas comme une voiture.
            </p>
          </div>

          <!-- les boutons d'actions -->
          <button
            class="code-interest"
            type="button"
            data-target="#mon-collapse"
            data-toggle="collapse"
            aria-expanded="false"
            aria-controls="#mon-collapse"
          >
            Lire la suite
          </button>
        </div>
      </div>

      <div class="card-custom-position col-12 col-md-4">
        <div class="card">
          <img
            src="../assets/img/cards/motorcycle.webp"
            alt="icon"
            class="card-img-top"
          />
          <div class="card-body">
            <ul>
              <li>
                Passe ta formation sur scooter ou moto 125cm3<br />
                avec notre auto-école
              </li>
            </ul>
          </div>
        </div>
      </div>
    </div>
  </div>
</div>

<!--Section - all informations-->
<div class="row">
  <div class="col-12">
    <p
      class="text-center font-weight-bold mb-5 title-section-categories-permis-scooter"
    >
      Tout savoir sur le permis 125
    </p>
  </div>
</div>
<div class="row section-categories-permis-moto p-8">
  <div class="col-12 col-md-6">
    <p class="text-center age-permis-moto">Une formation rapide</p>
    <p class="text-center">
      Concrètement, la formation de 7 heures vise tous les titulaires d’un
      permis B qui souhaitent conduire une motocyclette légère (de 50 à 125 cm3)
      ou un scooter à 3 roues de plus de 50 cm3 et qui n’en ont pas conduit au
      cours des 5 dernières années (l’assurance faisant foi).
    </p>
    <p class="description-permis-moto-lower">
      Les usagers ayant déjà circulé en deux-roues seront tout simplement
      exemptés de cette formation.
    </p>
  </div>
  <div class="col-12 col-md-6 end-section-categories-permis-moto">
    <p class="text-center age-permis-moto">Qui peut dispenser la formation ?</p>
    <p class="text-center">
      Elle sera dispensée par des écoles de conduite et des associations
      agréées, et permettra d’obtenir une attestation de suivi de formation.
    </p>
  </div>
</div>
<div class="row p-8">
  <div class="col-12">
    <p
      class="text-center font-weight-bold mb-5 title-section-categories-permis-moto"
    >
      Contrôle par les forces de l'ordre
    </p>
  </div>
  <div class="col-12">
    <p class="text-center">
      <img
        src="../assets/img/illustrations/police-scooter.png"
        alt="picture"
        class="picture-permis-scooter"
      />
    </p>
    <p>
      En cas de contrôle par les forces de l’ordre, 2 documents pourront faire
      foi : le fameux
      <strong class="c-blue">certificat de formation</strong> ou, à défaut, un
      <strong class="c-blue"
        >relevé d’information fourni par votre compagnie d’assurance</strong
      >, attestant de l’antériorité de la conduite d’un deux-roues motorisé. Le
      non respect de cette disposition sera passible d’une amende de 4ème
      classe, soit 135 euros tout de même. Malgré la mise en place de cette
      formation spécifique, 2 ans de permis B sont toujours
      <strong class="c-blue">nécessaires</strong> pour accéder à la conduite
      d’un 125cm3. Pour permettre aux usagers d’utiliser un deux-roues dès le
      début de ce délai, la formation peut être passée 1 mois avant. Notez que
      cette formation complémentaire est
      <strong class="c-blue">acquise à vie</strong>. Ainsi, en cas
      d’invalidation temporaire du permis de conduire, nul besoin de la passer à
      nouveau.
    </p>
  </div>
</div>

<!--content-7h-->
<div class="bg-custom-grey">
  <div class="row p-8">
    <div class="col-12">
      <h1 class="text-center mb-md-4 mb-xl-5">
        Contenu des 7 heures de formations
      </h1>
    </div>
    <div class="col-12">
      <p>
        L’objectif de cette formation est de
        <strong class="c-blue">familiariser</strong> le futur conducteur avec ce
        type de véhicule. Ces
        <strong class="c-blue">7 heures de théorie et de pratique</strong> sont
        également une occasion unique de réfléchir au comportement et à la place
        que chacun occupe dans la circulation. La formation met en avant
        l’importance de la
        <strong class="c-blue">prise de conscience des risques</strong> et la
        <strong class="c-blue">nécessité de respecter les règles</strong>. Elle
        insiste également sur les avantages qu’il y a à adopter une
        <strong class="c-blue">conduite apaisée</strong>,
        <strong class="c-blue">respectueuse des autres</strong> et de l’<strong
          class="c-blue"
          >environnement.</strong
        >
      </p>
    </div>
  </div>
</div>

<!--Section Theory-->
<div class="row p-8 text-center">
  <div class="col-12 col-md-4">
    <h2 class="text-center font-weight-bold mb-4 nom-cours-de-code">Théorie</h2>
    <h3 class="text-center">Analyses & Conseils</h3>
    <p class="time-description text-center">2h</p>
    <p>
      Sur les 7 heures de formation, 2 heures sont attribuées à un enseignement
      théorique.
    </p>
  </div>
  <div class="col-12 col-md-4 section-part-2-permis-scooter">
    <h2 class="text-center font-weight-bold mb-4 nom-cours-de-code">
      Pratique
    </h2>
    <h3 class="text-center">Hors circulation</h3>
    <p class="text-center nom-cours-de-code">
      <strong class="c-blue">(Sur plateau)</strong>
    </p>
    <p class="time-description text-center">2h</p>
    <p>
      Ces 120 minutes sont consacrées à la prise en main du véhicule et aux
      vérifications indispensables.
    </p>
  </div>
  <div class="col-12 col-md-4">
    <h2 class="text-center font-weight-bold mb-4 nom-cours-de-code">
      Pratique
    </h2>
    <h3 class="text-center">En circulation</h3>
    <p class="time-description text-center">3h</p>
    <p>
      Cette dernière partie de la formation de 7 heures se fait en et hors
      agglomération.
    </p>
  </div>
</div>

<!---Section Theory - details--->
<div class="bg-custom-grey">
  <div class="row p-8">
    <div class="col-12">
      <h2 class="text-center text-md-left mb-4 nom-cours-de-code">
        2 heures de théorie
      </h2>
      <p class="text-center">
        <img
          src="../assets/img/illustrations/theory.png"
          alt="picture"
          class="picture-permis-scooter-theory"
        />
      </p>
      <p>
        Sur les 7 heures de formation, 2 heures sont attribuées à un
        <strong class="c-blue">enseignement théorique</strong>. Son programme
        débute par une <strong class="c-blue">analyse des accidents</strong> les
        plus caractéristiques impliquant les <i>motocyclettes légères</i> et les
        <i>tricycles à moteur</i>. Il se prolonge avec des
        <strong class="c-blue">conseils</strong> qui permettent d’appréhender
        les pièges de la route, comme la conduite sous la pluie ou de nuit.
        <br /><br />
        La personne en formation apprend ainsi à se rendre détectable auprès des
        autres usagers. Elle est aussi sensibilisée à l’importance de s’équiper
        en <strong class="c-blue">vêtements protecteurs de qualité</strong>
        <i
          >(casque à la bonne taille et attaché, gants, pantalon, blouson avec
          dorsale et chaussures montantes)</i
        >. Elle apprend également à se méfier des
        <strong class="c-blue">risques concernant l’adhérence</strong>. Cela va
        de l’attention à une flaque de gasoil au passage d’un ralentisseur, en
        passant par la présence de gravillons, de peintures au sol ou de plaques
        métalliques. <br /><br />
        Enfin, cet enseignement théorique aborde les
        <strong class="c-blue">conséquences physiques</strong> et
        <strong class="c-blue">physiologiques</strong> des chocs sur les
        aménagements de la route, y compris à petite vitesse.
      </p>
    </div>
  </div>
</div>

<div class="row p-8">
  <div class="col-12">
    <h2 class="text-center text-md-left mb-4 nom-cours-de-code">
      2 heures de pratique hors circulation<br />
      (sur plateau)
    </h2>
    <p class="text-center">
      <img
        src="../assets/img/illustrations/scooter1.png"
        alt="picture"
        class="picture-permis-scooter"
      />
    </p>
    <p>
      Ces 120 minutes sont consacrées à la
      <strong class="c-blue">prise en main du véhicule</strong> et aux
      <strong class="c-blue">vérifications indispensables</strong> :
      <i
        >huile, pression et usure des pneumatiques, poignée de gaz, système de
        freinage…</i
      >
      La personne en formation apprend à
      <strong class="c-blue">démarrer en toute sécurité</strong>, à bien
      <strong class="c-blue">positionner son corps</strong> pour assurer un
      <strong class="c-blue">meilleur équilibre</strong> grâce à une juste
      <strong class="c-blue">répartition du poids</strong>, à monter et à
      descendre les <strong class="c-blue">vitesses</strong>, à
      <strong class="c-blue">anticiper</strong> les manœuvres de freinage et
      d’évitement et à s’arrêter. Le futur usager d’une motocyclette légère ou
      d’un tricycle à moteur est enfin sensibilisé à bien positionner son regard
      avant de virer ou de tourner. Il est ensuite formé à
      <strong class="c-blue">tenir l’équilibre</strong> à petite vitesse avec et
      sans passager, en ligne droite et en virage.
    </p>
  </div>
</div>

<div class="bg-custom-grey">
  <div class="row p-8 bg-custom-img">
    <div class="col-12">
      <h2 class="text-center text-md-left mb-4 nom-cours-de-code">
        3 heures de pratique en circulation
      </h2>
      <p>
        Cette dernière partie de la formation de 7 heures se fait en et hors
        agglomération. <br />
        À l’issue des 180 minutes, le conducteur doit être capable :<br />
      </p>
      <ul class="skills-permis-scooter">
        <li>
          D’<strong class="c-blue">adapter sa vitesse</strong> aux circonstances
          de la <strong class="c-blue">circulation</strong>
        </li>
        <li>De choisir la <strong class="c-blue">bonne voie</strong></li>
        <li>
          De bien se placer sur la chaussée en fonction notamment des angles
          morts des véhicules lourds.
        </li>
        <li>De franchir une intersection</li>
        <li>De changer de direction</li>
        <li>
          De dépasser en toute sécurité en tenant compte du phénomène
          d’aspiration
        </li>
        <li>
          De négocier un virage
          <strong class="c-blue">en toute sécurité</strong>.
        </li>
      </ul>
    </div>
  </div>
</div>

<!----------Section - permis 125 - target---------->

<!--footer-->
<button id="back-to-top" class="btn "><i class="text-center fas fa-chevron-up"></i></button>

<footer>
	<div class="container-fluid">
		<div class="custom-row row row-cols-1 row-cols-sm-2 row-cols-lg-3 justify-content-center">
			<div class="col mt-3">
				<div class="card bg-transparent border-0">
					<div class="card-body">
						<p class="card-title text-center text-md-left text-white">Horaires</p>
						<p class="card-text text-center text-md-left">
							<strong>Lundi au Vendredi:</strong> <br />
							10h à 12h et de 14h à 19h <br />
							<strong>Samedi:</strong> <br />
							10h à 12h et de 14h à 18h
						</p>
						<p class="card-text">Agrément E1201102800</p>
					</div>
				</div>
			</div>
			<div class="col mt-3">
				<div class="card bg-transparent text-left border-0">
					<div class="card-body links-mentions">
						<p class="card-title text-center text-md-left text-white">Nous joindre</p>
						<div class="card-text">
							<div class="text-center text-md-left">
								<a rel="noopener noreferrer" class="btn text-white px-0" href="tel:+0468324949"
									aria-label="Numero telephonne">
									<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" fill="currentColor"
										class="bi bi-telephone" viewBox="0 0 16 16">
										<path
											d="M3.654 1.328a.678.678 0 0 0-1.015-.063L1.605 2.3c-.483.484-.661 1.169-.45 1.77a17.568 17.568 0 0 0 4.168 6.608 17.569 17.569 0 0 0 6.608 4.168c.601.211 1.286.033 1.77-.45l1.034-1.034a.678.678 0 0 0-.063-1.015l-2.307-1.794a.678.678 0 0 0-.58-.122l-2.19.547a1.745 1.745 0 0 1-1.657-.459L5.482 8.062a1.745 1.745 0 0 1-.46-1.657l.548-2.19a.678.678 0 0 0-.122-.58L3.654 1.328zM1.884.511a1.745 1.745 0 0 1 2.612.163L6.29 2.98c.329.423.445.974.315 1.494l-.547 2.19a.678.678 0 0 0 .178.643l2.457 2.457a.678.678 0 0 0 .644.178l2.189-.547a1.745 1.745 0 0 1 1.494.315l2.306 1.794c.829.645.905 1.87.163 2.611l-1.034 1.034c-.74.74-1.846 1.065-2.877.702a18.634 18.634 0 0 1-7.01-4.42 18.634 18.634 0 0 1-4.42-7.009c-.362-1.03-.037-2.137.703-2.877L1.885.511z" />
									</svg>

									<p class="d-md-inline-block">04.68.32.49.49</p>

								</a>
								<br />
								<a rel="noopener noreferrer" class="btn text-white px-0" href="mailto:adressemail@gmail.com"
									aria-label="Email">

									<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" fill="currentColor"
										class="bi bi-envelope" viewBox="0 0 16 16">
										<path
											d="M0 4a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V4zm2-1a1 1 0 0 0-1 1v.217l7 4.2 7-4.2V4a1 1 0 0 0-1-1H2zm13 2.383l-4.758 2.855L15 11.114v-5.73zm-.034 6.878L9.271 8.82 8 9.583 6.728 8.82l-5.694 3.44A1 1 0 0 0 2 13h12a1 1 0 0 0 .966-.739zM1 11.114l4.758-2.876L1 5.383v5.73z" />
									</svg>
									<p class="d-md-inline-block">montlherynarbonne@hotmail.fr</p>


								</a>
							</div>
							<div class="social text-center mt-3 text-md-left">
								<a href="https://twitter.com/" target="_blank" rel="noopener noreferrer" aria-label="Twitter">
									<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36" fill="currentColor"
										class="bi bi-twitter" viewBox="0 0 16 16">
										<path
											d="M5.026 15c6.038 0 9.341-5.003 9.341-9.334 0-.14 0-.282-.006-.422A6.685 6.685 0 0 0 16 3.542a6.658 6.658 0 0 1-1.889.518 3.301 3.301 0 0 0 1.447-1.817 6.533 6.533 0 0 1-2.087.793A3.286 3.286 0 0 0 7.875 6.03a9.325 9.325 0 0 1-6.767-3.429 3.289 3.289 0 0 0 1.018 4.382A3.323 3.323 0 0 1 .64 6.575v.045a3.288 3.288 0 0 0 2.632 3.218 3.203 3.203 0 0 1-.865.115 3.23 3.23 0 0 1-.614-.057 3.283 3.283 0 0 0 3.067 2.277A6.588 6.588 0 0 1 .78 13.58a6.32 6.32 0 0 1-.78-.045A9.344 9.344 0 0 0 5.026 15z" />
									</svg>
								</a>
								<a href="https://facebook.com/" target="_blank" rel="noopener noreferrer" aria-label="Facebook">
									<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36" fill="currentColor"
										class="bi bi-facebook" viewBox="0 0 16 16">
										<path
											d="M16 8.049c0-4.446-3.582-8.05-8-8.05C3.58 0-.002 3.603-.002 8.05c0 4.017 2.926 7.347 6.75 7.951v-5.625h-2.03V8.05H6.75V6.275c0-2.017 1.195-3.131 3.022-3.131.876 0 1.791.157 1.791.157v1.98h-1.009c-.993 0-1.303.621-1.303 1.258v1.51h2.218l-.354 2.326H9.25V16c3.824-.604 6.75-3.934 6.75-7.951z" />
									</svg>
								</a>
							</div>
						</div>
					</div>
				</div>
			</div>
			<div class="separator-custom col mt-3">
				<div class="card bg-transparent">
					<div class="card-body">
						<p class="card-title text-center text-md-left text-white">
							Prépare ton code en ligne avec
							<a href="https://www.prepacode-enpc.fr/landing_page" target="_blank" rel="noopener noreferrer"
								aria-label="page Prépacode" class="text-white font-weight-bold">
								<u>Prépacode</u>
							</a>
						</p>
						<p class="card-text prepacode-section text-center text-md-left">
							<a href="https://www.prepacode-enpc.fr/landing_page" target="_blank" rel="noopener noreferrer"
								aria-label="page Prépacode">
								<img src="../assets/img/logos/prepacode.webp" alt="prepacode" class="prepacode" />
							</a>
						</p>
					</div>
				</div>
			</div>
		</div>
		<div class="row copyright justify-content-center px-1">
			<p class="small text-center">Site hébergé par planethoster - créé par BACAM dev web - copyright 2021 - <a
					href="../code/mentions.php" class="a-mentions" aria-label="Mentions légales">Mentions légales</a></p>
		</div>
	</div>

</footer>

<!-- bootstrap js -->
<script src="../assets/js/js.js"></script>

<!-- Option 1: jQuery and Bootstrap Bundle (includes Popper) -->
<script src="../assets/js/jquery-3.5.1.slim.min.js"></script>

<script src="../assets/js/bootstrap.bundle.min.js"></script>

<!-- ----------------_Custom JS_---------------- -->
<script src="../assets/js/script.js"></script>

<!-- Flickity JavaScript -->
<script src="../assets/js/flickity.pkgd.min.js"></script>

</body>
<!-- **$$**--------------------------_End </BODY>_--------------------------**$$** -->

</html>
