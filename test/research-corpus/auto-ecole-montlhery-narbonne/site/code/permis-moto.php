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
  <img src="../assets/img/permis/2.webp" alt="Permis moto photo" />
</div>

<!--Section JUMBOTRON-->
<div class="container-fluid mt-2 mb-5">
  <div class="landing-page-description">
    <div class="jumbotron row p-8">
      <div class="col-12 col-md-8">
        <h1>Permis moto</h1>
        <p class="lead">
          A moto encore plus qu’en voiture le conducteur est <strong class="c-blue">vulnérable</strong>, c’est pourquoi une <strong class="c-blue">formation sérieuse</strong> et <strong class="c-blue">technique</strong> semble être nécessaire à toute personne sensée.
        </p>
        <hr class="my-4" />
        <div class="row">
          <div>
            Pour vous accompagner dans votre formation et vous faire progresser sur les différents points techniques importants, l’auto-école Montlhéry vous propose une formation assurée par <strong class="c-blue">quatre moniteurs</strong> d’expérience (<strong class="c-blue">plus de 1000 motards</strong> ayant suivi leur formation).
          </div>
          <div id="mon-collapse" class="collapse">
            <p>
              Vous profiterez d’un matériel adapté qui augmentera toutes vos <strong class="c-blue">chances de réussite à l’examen</strong> (une moto pour chaque
              élève : MT-07), un contact radio permanent sur route. Les <strong class="c-blue">cours</strong> hors circulation s’effectuent sur la piste <strong class="c-blue">moto-école</strong> qui se trouve à 1,4 km de l’auto-école (à l’entrée de Narbonne coté Coursan proche de la déchetterie) ce qui permet de ne pas perdre de temps pour accéder à celle-ci (4 minutes de trajet).
            </p>

            <p>
              La <strong class="c-blue">piste moto</strong> est partagée avec d’autres moto-école de Narbonne et alentours.
              Le point de rendez-vous est toujours à l’auto-école. Les débutants font le trajet de l’auto-école à la piste moto avec la voiture de l’auto-école s’ils sont titulaires du permis B ou éventuellement en passager moto avec l’enseignant.
            </p>
          </div>

          <!-- les boutons d'actions -->
          <button class="code-interest" type="button" data-target="#mon-collapse" data-toggle="collapse" aria-expanded="false"
            aria-controls="#mon-collapse">Lire la suite</button>

        </div>
      </div>

      <div class="card-custom-position col-12 col-md-4">
        <div class="card">
          <img src="../assets/img/cards/moto.webp" alt="icon" class="card-img-top" />
          <div class="card-body">
            <ul>
              <li>Passe le permis moto<br />
                avec notre auto-école
              </li>
            </ul>
          </div>
        </div>
      </div>
    </div>
  </div>
</div>
<!----------Section - categories - permis moto---------->
<div class="row">
  <div class="col-12">
    <p class="text-center font-weight-bold mb-5 title-section-categories-permis-moto">Il existe depuis le 31 mai 2016 trois
      catégories de permis moto</p>
  </div>
</div>
<div class="row section-categories-permis-moto p-8">
  <div class="col-12 col-md-4">
    <h2 class="text-center font-weight-bold mb-4 nom-permis-moto">A1</h2>
    <p class="text-center age-permis-moto">16 ans</p>
    <p class="text-center">accès à la conduite des motocyclettes légères limitées à une cylindrée de 125 cm3 et dont la puissance
      n’excède pas 11 kW (15 CV)</p>
  </div>
  <div class="col-12 col-md-4 middle-section-categories-permis-moto">
    <h2 class="text-center font-weight-bold mb-4 nom-permis-moto">A2</h2>
    <p class="text-center age-permis-moto">18 ans</p>
    <p class="text-center"> accès à la conduite des motocyclettes dont la puissance est inférieure ou égale à 35 kW (47,6 CV) et
      d’un rapport puissance / poids inférieur ou égal à 0.2 kW/kg ( 0.27 CV/kg).</p>
    <p class="description-permis-moto-lower">*Si la moto est bridé, il faut qu’à l’origine sa puissance ne dépasse pas
      70kW(95.2CV).</p>
  </div>
  <div class="col-12 col-md-4">
    <h2 class="text-center font-weight-bold mb-4 nom-permis-moto">A</h2>
    <p class="text-center age-permis-moto">/</p>
    <p class="text-center"> 2 ans de permis A2 à l’issue de deux années d’expériences une formation de 7h est necessaire pour
      valider le permis A.</p>
    <p class="description-permis-moto-lower">*Vous pouvez effectuer cette formation 3 mois avant le second anniversaire de votre
      permis A2.</p>
  </div>
</div>
<div class="row bell-section-info-permis-moto">
  <div class="col-12 p-8">
    <p>
      <svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" fill="currentColor" class="bi bi-bell" viewBox="0 0 16 16">
        <path
          d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zM8 1.918l-.797.161A4.002 4.002 0 0 0 4 6c0 .628-.134 2.197-.459 3.742-.16.767-.376 1.566-.663 2.258h10.244c-.287-.692-.502-1.49-.663-2.258C12.134 8.197 12 6.628 12 6a4.002 4.002 0 0 0-3.203-3.92L8 1.917zM14.22 12c.223.447.481.801.78 1H1c.299-.199.557-.553.78-1C2.68 10.2 3 6.88 3 6c0-2.42 1.72-4.44 4.005-4.901a1 1 0 1 1 1.99 0A5.002 5.002 0 0 1 13 6c0 .88.32 4.2 1.22 6z" />
      </svg>
      Les titulaires du permis B depuis au moins deux ans peuvent conduire une motocyclette légère sous réserve d’effectuer une <strong>formation de 7h</strong> donnant lieu à la délivrance d’une <strong>attestation de formation</strong> permettant de s’assurer et de conduire sur le <strong>territoire français uniquement</strong>. Les personnes ayant obtenu le permis avant le 1 mars 1980 ne sont pas concernées par cette formation ainsi que celles qui étaient déja assurées sur un 125cm3 dans les 5 ans qui précédaient le 1 janvier 2011.
    </p>
  </div>
</div>
<!-----------Section - Skills needed - permis moto---------->
<div class="row p-8">
  <div class="col-12">
    <h1>Notre programme de formation moto</h1>
    <h2 class="text-center mt-4 competences-permis-moto">4 compétences générales</h2>
  </div>
</div>
<div class="row p-8 text-center section-card-skills">
  <div class="col-12 col-md-6 col-xl-3 section-card-skills">
    <div class="card card-skills">
      <p class="text-center">
        <svg xmlns="http://www.w3.org/2000/svg" width="50" height="50" fill="currentColor"
          class="bi bi-signpost-2-fill text-center mb-4 skills-1-svg" viewBox="0 0 16 16">
          <path
            d="M7.293.707A1 1 0 0 0 7 1.414V2H2a1 1 0 0 0-1 1v2a1 1 0 0 0 1 1h5v1H2.5a1 1 0 0 0-.8.4L.725 8.7a.5.5 0 0 0 0 .6l.975 1.3a1 1 0 0 0 .8.4H7v5h2v-5h5a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1H9V6h4.5a1 1 0 0 0 .8-.4l.975-1.3a.5.5 0 0 0 0-.6L14.3 2.4a1 1 0 0 0-.8-.4H9v-.586A1 1 0 0 0 7.293.707z" />
        </svg><br />
        Maîtriser le maniement de la moto à vitesse réduite et à vitesse plus élevée hors circulation
      </p>
    </div>
  </div>
  <div class="col-12 col-md-6 col-xl-3 section-card-skills">
    <div class="card card-skills">
      <p>
        <svg xmlns="http://www.w3.org/2000/svg" width="50" height="50" fill="currentColor"
          class="bi bi-stoplights-fill text-center mb-4 skills-2-svg" viewBox="0 0 16 16">
          <path fill-rule="evenodd"
            d="M6 0a2 2 0 0 0-2 2H2c.167.5.8 1.6 2 2v2H2c.167.5.8 1.6 2 2v2H2c.167.5.8 1.6 2 2v1a2 2 0 0 0 2 2h4a2 2 0 0 0 2-2v-1c1.2-.4 1.833-1.5 2-2h-2V8c1.2-.4 1.833-1.5 2-2h-2V4c1.2-.4 1.833-1.5 2-2h-2a2 2 0 0 0-2-2H6zm3.5 3.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm0 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zM8 13a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z" />
        </svg><br />
        Appréhender la route et circuler dans des conditions normales
      </p>
    </div>
  </div>
  <div class="col-12 col-md-6 col-xl-3 section-card-skills">
    <div class="card card-skills">
      <p>
        <svg xmlns="http://www.w3.org/2000/svg" width="50" height="50" fill="currentColor"
          class="bi bi-droplet-fill text-center mb-4 skills-3-svg" viewBox="0 0 16 16">
          <path fill-rule="evenodd"
            d="M8 16a6 6 0 0 0 6-6c0-1.655-1.122-2.904-2.432-4.362C10.254 4.176 8.75 2.503 8 0c0 0-6 5.686-6 10a6 6 0 0 0 6 6zM6.646 4.646c-.376.377-1.272 1.489-2.093 3.13l.894.448c.78-1.559 1.616-2.58 1.907-2.87l-.708-.708z" />
        </svg><br />
        Circuler dans des conditions difficiles et partager la route avec les autres usagers
      </p>
    </div>
  </div>
  <div class="col-12 col-md-6 col-xl-3 section-card-skills">
    <div class="card card-skills">
      <p>
        <svg xmlns="http://www.w3.org/2000/svg" width="50" height="50" fill="currentColor"
          class="bi bi-patch-check-fill text-center mb-4 skills-4-svg" viewBox="0 0 16 16">
          <path
            d="M10.067.87a2.89 2.89 0 0 0-4.134 0l-.622.638-.89-.011a2.89 2.89 0 0 0-2.924 2.924l.01.89-.636.622a2.89 2.89 0 0 0 0 4.134l.637.622-.011.89a2.89 2.89 0 0 0 2.924 2.924l.89-.01.622.636a2.89 2.89 0 0 0 4.134 0l.622-.637.89.011a2.89 2.89 0 0 0 2.924-2.924l-.01-.89.636-.622a2.89 2.89 0 0 0 0-4.134l-.637-.622.011-.89a2.89 2.89 0 0 0-2.924-2.924l-.89.01-.622-.636zm.287 5.984l-3 3a.5.5 0 0 1-.708 0l-1.5-1.5a.5.5 0 1 1 .708-.708L7 8.793l2.646-2.647a.5.5 0 0 1 .708.708z" />
        </svg><br />
        Pratiquer une conduite autonome, sûre et économique
      </p>
    </div>
  </div>
</div>
<!--------Section - different roads--------->
<div class="col-12">
  <h2 class="text-center competences-permis-moto">Formation</h2>
</div>
<div class="row p-8 formation-pistes-moto">
  <div class="col-12 col-lg-6">
    <h3 class="text-center mb-5">Formation <br />sur piste fermée</h3>
    <ul class="mb-4">
      <li>Etude des différentes <strong class="c-blue">positions</strong> sur la moto (route et vitesse) et leurs <strong class="c-blue">conséquences</strong></li>
      <li>Education et amélioration du sens de l’<strong class="c-blue">équilibre</strong> par le regard et les différentes <strong class="c-blue">sensations</strong> physiques.</li>
      <li>Technique du <strong class="c-blue">freinage</strong> (avant-arrière dissocié et associé) Freinage d’urgence en ligne et en virage</li>
      <li>Les <strong class="c-blue">transferts de masse</strong> et leurs conséquences.</li>
      <li>Les différentes techniques de sollicitation d’une moto en <strong class="c-blue">courbe</strong> et en <strong class="c-blue">virages</strong></li>
      <li>Technique d’<strong class="c-blue">évitement d’un obstacle</strong> (association du regard et du contre braquage)</li>
    </ul>
  </div>
  <div class="col-12 col-lg-6">
    <h3 class="text-center mb-5">Formation <br /> en circulation</h3>
    <ul>
      <li>Etude des <strong class="c-blue">trajectoires en courbe</strong> – virage – épingle à cheveu (une étude théorique en salle précède la mise en pratique
        sur route)</li>
      <li>Connaître les <strong class="c-blue">dangers spécifiques</strong> à la moto.</li>
      <li>Apprendre à <strong class="c-blue">observer</strong></li>
      <li>Savoir <strong class="c-blue">se placer</strong> sur la chaussée</li>
      <li> Préparer des <strong class="c-blue">échappatoires</strong> en cas d’urgence. Cette formation permet aux débutants ainsi qu’aux initiés d’acquérir des bases qui leur permettront de se présenter à l’examen du <strong class="c-blue">permis moto</strong> avec toutes les chances de réussite, et un avenir au guidon d’une moto avec les connaissances indispensables pour allier <strong class="c-blue">plaisir</strong> et <strong class="c-blue">sécurité</strong>.</li>
    </ul>
  </div>
</div>
<!--------Section - history - permis moto--------->

<!-- les boutons d'actions -->
<p class="text-center">
  <button class="button-historique-permis-moto mb-5" type="button" data-target="#mon-collapse2" data-toggle="collapse"
    aria-expanded="false" aria-controls="#mon-collapse2">Lire tout l'historique du permis moto</button>
</p>

<!-- le contenu masqué -->

<section id="mon-collapse2" class="collapse">
  <div class="col-12">
    <h1 class="mb-3">Historique et évolution du permis moto</h1>
  </div>
  <div class="row history-permis-moto p-8">
    <div class="col-12 col-md-4">
      <p>
        <span class="font-weight-bold">a – Avant le 1er mars 1980, la réglementation française distinguait deux catégories d’engins à 2 roues immatriculés :</span>
      </p>
        <hr />
      <p>
        – les véhicules dont la cylindré était comprise entre 50 et 125 cm3 au plus, administrativement catalogués «
        <i>vélomoteurs</i> », conduits à partir de 16 ans après un examen qui ne comporté pas d’épreuve pratique, ou à partir de
        18 ans avec le permis B.<br /><br />
        – les véhicules de plus de 125 cm3, administrativement intitulés « <i>motocyclettes</i> », conduits à partir de 18 ans,
        après un examen comportant des épreuves théoriques et pratiques.
      </p>
    </div>
    <div class="col-12 col-md-4">
      <p>
        <span class="font-weight-bold">b – Entre le 1er mars 1980 et le 31 décembre 1984</span>
      </p>
        <hr />
      <p>
        Les motocyclettes sont réparties en 3 catégories auxquelles correspondent 3 permis de conduire différents :<br /><br />
        – <strong>motocycles de moins de 80 cm3</strong> (<strong class="c-blue">permis A1</strong>) : <i>âge requis 16
          ans</i><br /><br />
        – <strong>motocycles de 80 à 400 cm3</strong> (<strong class="c-blue">permis A2</strong>) : <i>âge requis 18
          ans</i><br /><br />
        – <strong>motocycles de plus de 400 cm3</strong> (<strong class="c-blue">permis A3</strong>) : <i>âge requis 18 ans</i>
      </p>
    </div>
    <div class="col-12 col-md-4">
      <p>
        <span class="font-weight-bold">c – Entre le 1 er janvier 1985.et le 4 iuillet 1996 Il n’existe plus que deux catégories de permis :</span>
      </p>
        <hr />
      <p>
        – la <strong>première catégorie</strong> : permis AL concerne la conduite des <strong class="c-blue">motocyclettes
          légères</strong> dont la cylindrée est limitée ci 125 cm3 et d’une puissance n’excédant pas 13 CV. Age requis: 16 ans
        mais jusqu’à 17 ans ne peuvent être conduits que des engins de cylindrée n’excédant pas 80 cm3.<br /><br />
        – la <strong>seconde catégorie</strong> : permis A concerne la conduite de <strong class="c-blue">toutes les
          motocyclettes</strong> quelle que soit la cylindrée, mais dont la puissance est limitée à 100 CV. Age requis: 18 ans.
      </p>
    </div>
  </div>
  <div class="history-permis-moto-grey">
    <div class="row p-8">
      <div class="col-12 col-md-9">
        <p>
          <span class="font-weight-bold">d – Entre le 4 juillet 1996 et le 19 janvier 2013.</span><br /><br />
          <strong class="lead font-weight-bold">Accès progressif à la conduite des motocyclettes</strong><br /><br />
          <span class="font-weight-bold">Le décret n° 96-600 du 4 juillet 1996, en application de la directive communautaire
            concernant la délivrance du permis moto, introduit un accès progressif à la conduite des motos les plus puissantes
            destiné à améliorer la sécurité routière :</span><br /><br />
          <strong>permis A1</strong> <i>-16 ans</i>: accès à la conduite des <strong class="c-blue">motocyclettes légères</strong>
          limitées à une cylindrée de 125 cm3 et dont la puissance n’excède pas 11 kW (15 CV). Les titulaires du permis B depuis
          au moins deux ans peuvent conduire une motocyclette légère. (progressivement des formations obligatoires sont mises en
          place pour valider l’accés au permis A1)<br /><br />
          <strong>permis A</strong> -<i>18 ans</i>: accès à la conduite des <strong class="c-blue">motocyclettes</strong> dont la
          puissance est inférieure ou égale à 25 kW (34 CV) et d’un rapport puissance / poids inférieur ou égal à 0.16 kW/kg (
          0.22 CV/kg)
          -<i>20 ans</i> : accès à la conduite de toutes motocyclettes à l’issue de deux années d’expériences en catégorie A et à
          21 ans accès direct à toutes les motocyclettes.
        </p>
      </div>
      <div class="col-12 col-md-3">
        <p class="p-pictures-permis-moto my-4">
          <img src="../assets/img/illustrations/moto1.png" alt="picture" class="pictures-permis-moto" />
        </p>
      </div>
    </div>
  </div>
  <div class="row p-8 history-permis-moto">
    <div class="col-12 col-md-3">
      <p class="p-pictures-permis-moto my-4">
        <img src="../assets/img/illustrations/moto2.png" alt="picture" class="pictures-permis-moto" />
      </p>
    </div>
    <div class="col-12 col-md-9">
      <p>
        <span class="font-weight-bold">e- Entre le 19 janvier 2013 et le 31 mai 2016</span><br /><br />
        <strong>A1</strong> -<i>16 ans</i> accès à la conduite des motocyclettes légères limitées à une cylindrée de 125 cm3 et
        dont la puissance n’excède pas 11 kW (15 CV). Les titulaires du permis B depuis au moins deux ans peuvent conduire <strong
          class="c-blue">une motocyclette légère</strong> sous réserve d’effectuer une <strong class="c-blue">formation de
          7h</strong> donnant lieu à la délivrance d’une <strong class="c-blue">attestation de formation</strong> permettant de
        s’assurer et de conduire sur le territoire français uniquement. Les personnes ayant obtenu le permis avant le 1 mars 1980
        ne sont pas concernés par cette formation ainsi que celles qui étaient déja assurés sur un 125cm3 dans les 5 ans qui
        précédait le 1 janvier 2011.<br /><br />
        <strong>A2</strong> -<i>18 – 24 ans</i> accès à la conduite des <strong class="c-blue">motocyclettes</strong> dont la
        puissance est inférieure ou égale à 35 kW (47,6 CV) et d’un rapport puissance / poids inférieur ou égal à 0.2 kW/kg ( 0.27
        CV/kg). Si la moto est bridé, il faut qu’a l’origine sa puissance ne dépasse pas 70kW(95.2CV).<br /><br />
        <strong>A</strong> – <i>24 ans</i> accès à la conduite de <strong class="c-blue">toutes motocyclettes</strong>.
        Pour ceux qui ont passé le permis A2, a l’issue de deux années d’expériences une formation de 7h est necessaire pour
        valider le permis A. Attention si vous avez passé le permis A2, les 2 ans d’expériences sont indispensable pour basculer
        en permis A, meme si vous fêtez entre temps votre 24eme anniversaire.
      </p>
    </div>
  </div>
  <div class="history-permis-moto-grey">
    <div class="row p-8">
      <div class="col-12">
        <svg xmlns="http://www.w3.org/2000/svg" width="70" height="70" fill="currentColor"
          class="bi bi-info-circle bi-info-circle-permis-moto" viewBox="0 0 16 16">
          <path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14zm0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16z" />
          <path
            d="M8.93 6.588l-2.29.287-.082.38.45.083c.294.07.352.176.288.469l-.738 3.468c-.194.897.105 1.319.808 1.319.545 0 1.178-.252 1.465-.598l.088-.416c-.2.176-.492.246-.686.246-.275 0-.375-.193-.304-.533L8.93 6.588zM9 4.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0z" />
        </svg>
        <p>Désormais,depuis le 31 mai 2016 un candidat au permis, dès 18 ans et quelque soit son âge, n’a le droit de conduire,
          durant deux ans après l’obtention du précieux sésame, qu’une moto dont la puissance est inférieure à 35 kW (47,5
          chevaux). Les conditions du permis A2 sont étendus à la catégorie du permis A. Au bout de deux ans, le conducteur ne
          pourra conduire une moto de puissance plus importante qu’après avoir suivi une formation spécifique de 7 heures en école
          de conduite, non sanctionnée par un examen.</p>
      </div>
    </div>
  </div>

</section>


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
