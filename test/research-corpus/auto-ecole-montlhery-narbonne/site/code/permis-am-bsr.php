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
	<img src="../assets/img/permis/4.webp" alt="Permis AM BSR foto" />
</div>

<!--Section JUMBOTRON-->
<div class="container-fluid mt-2">
	<div class="landing-page-description">
		<div class="jumbotron row p-8">
			<div class="col-12 col-md-8">
				<h1>Le Permis Am (Brevet de Sécurité Routière)</h1>
				<p class="lead">
					Le scooter, le 50 à vitesses, la <strong class="c-blue">mobylette</strong> sont les premiers moyens de
					locomotion qui sont mis à la disposition du <strong class="c-blue">jeune conducteur</strong>. Pour
					permettre l’accès à tout le monde, nous proposons aux élèves <strong class="c-blue">trois cyclos</strong>.
				</p>
				<hr class="my-4" />
				<div class="row">
					<div>
						<p>
							La formation se fait au choix en deux demi-journées. Elle est
							dispensée par un moniteur diplômé qui <strong class="c-blue">responsabilise</strong> et
							<strong class="c-blue">sensibilise</strong> les élèves aux dangers de la route.Par sa proximité et
							l’expérience personnelle qu’il partage avec eux, il crée une
							<strong class="c-blue">relation de confiance</strong> et de <strong class="c-blue">respect</strong>.
						</p>
					</div>
					<div id="mon-collapse" class="collapse">
						<p>
							Apres la formation, l’enseignant délivre une <strong class="c-blue">attestation</strong> qui
							permet de <strong class="c-blue">conduire</strong> et de s’<strong class="c-blue">assurer</strong>, et
							nous constituons un dossier
							pour que la préfecture envoie au domicile le permis AM.
						</p>
					</div>

					<button class="code-interest" type="button" data-target="#mon-collapse" data-toggle="collapse"
						aria-expanded="false" aria-controls="#mon-collapse">
						Lire le suite
					</button>
				</div>
			</div>

			<div class="card-custom-position col-12 col-md-4">
				<div class="card">
					<img src="../assets/img/cards/scooter.webp" alt="icon" class="card-img-top" />
					<div class="card-body d-flex justify-content-center">
						<ul class="text-left">
							<li>Jeune Conducteur</li>
							<li>8 heures de formation</li>
							<li>Attestation</li>
						</ul>
					</div>
				</div>
			</div>
		</div>
	</div>
</div>

<!-- Section formation BSR -->
<div class="row">
	<div class="col-12">
		<h1 class="mb-4">Déroulement de la formation</h1>
	</div>
</div>

<div class="container-fluid section-formation-bsr p-8">
	<div class="row justify-content-around">
		<div class="col-md-12 col-lg-6 d-flex justify-content-center">
			<div class="card bg-custom-blue">
				<div class="row no-gutters">
					<div class="col-md-4 d-flex">
						<img src="../assets/img/illustrations/bsr.png" class="card-img align-self-center" alt="bsr image" />
					</div>
					<div class="col-md-8">
						<div class="card-body">
							<h4 class="card-title text-left text-white">
								5 Séquences<br />
								Durée <strong>8 heures.</strong>
							</h4>
							<p class="card-text text-left text-white">
								La formation s’effectue par groupe de deux élèves (14 ans
								minimum) sur un cyclomoteur ( 1 cyclo par élève)
							</p>
						</div>
					</div>
				</div>
			</div>
		</div>
		<div class="col-md-12 col-lg-6 d-flex justify-content-center sequence-1">
			<div class="card align-self-center h-100">
				<div class="row no-gutters">
					<div class="card-body">
						<h5 class="card-title">Séquence 1</h5>
						<p class="card-text lead mb-3">
							<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" fill="currentColor"
								class="bi bi-clock-fill mr-2" viewBox="0 0 16 16">
								<path
									d="M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0zM8 3.5a.5.5 0 0 0-1 0V9a.5.5 0 0 0 .252.434l3.5 2a.5.5 0 0 0 .496-.868L8 8.71V3.5z" />
							</svg>
							30 minutes
						</p>
						<p class="card-text align-self-center my-4">
							Échanges autour des représentations de la <strong class="c-blue">conduite</strong> et de
							l’expérience de chacun.
						</p>
					</div>
				</div>
			</div>
		</div>

		<div class="col-12 d-flex my-4 justify-content-center">
			<div class="card align-self-center">
				<div class="card-body">
					<h5 class="card-title">Séquence 2</h5>
					<p class="card-text lead text-center">
						<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" fill="currentColor"
							class="bi bi-clock-fill mr-2" viewBox="0 0 16 16">
							<path
								d="M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0zM8 3.5a.5.5 0 0 0-1 0V9a.5.5 0 0 0 .252.434l3.5 2a.5.5 0 0 0 .496-.868L8 8.71V3.5z" />
						</svg>
						1 heure minimum
					<p class="card-text font-weight-bold lead">
						Formation pratique hors circulation
					</p>
					<div class="card-text row text-left">
						<ul class="col-12 col-md-6 ul-style">
							<li><strong class="c-blue">Prise en main</strong> du 2 roues</li>
							<li>Travail de l’<strong class="c-blue">équilibre</strong> et dosage du <strong
									class="c-blue">freinage</strong></li>
							<li><strong class="c-blue">Inclinaison</strong> du scooter.</li>
						</ul>
						<p class="col-12 col-md-6">
							Les cours hors circulation s’effectuent sur la <strong class="c-blue">piste moto-école</strong>
							qui se trouve à 1,4 km de l’auto-école (à l’entrée de Narbonne
							coté Coursan proche de la déchetterie) ce qui permet de ne pas
							perdre de temps pour accéder à celle-ci.
						</p>
					</div>
				</div>
			</div>
		</div>

		<div class="col-sm-12 col-lg-6 col-xl-4">
			<div class="card h-100 align-self-center">
				<div class="card-body">
					<h5 class="card-title">Séquence 3</h5>
					<p class="card-text lead">
						<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" fill="currentColor"
							class="bi bi-clock-fill mr-2" viewBox="0 0 16 16">
							<path
								d="M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0zM8 3.5a.5.5 0 0 0-1 0V9a.5.5 0 0 0 .252.434l3.5 2a.5.5 0 0 0 .496-.868L8 8.71V3.5z" />
						</svg>
						30 minutes
					</p>
					<p class="card-text lead font-weight-bold">
						Formation théorique de la pratique
					</p>
					<div class="card-text row text-left">
						<ul class="ul-am-bsr">
							<li>Connaissance des <strong class="c-blue">règles de circulation</strong>.</li>
							<li>Savoir reconnaître les <strong class="c-blue">zones de danger</strong>.</li>
							<li>Savoir <strong class="c-blue">évaluer le danger</strong>.</li>
							<li>Prises de <strong class="c-blue">risques</strong> et ses <strong
									class="c-blue">conséquences</strong>.</li>
							<li>Savoir se comporter à l’égard des <strong class="c-blue">autres usagers</strong>.</li>
							<li>Adaptation de la <strong class="c-blue">vitesse</strong>.</li>
						</ul>
					</div>
				</div>
			</div>
		</div>
		<div class="col-sm-12 col-lg-6 col-xl-4 sequence-4">
			<div class="card h-100 align-self-center">
				<div class="card-body">
					<h5 class="card-title">Séquence 4</h5>
					<p class="card-text lead">
						<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" fill="currentColor"
							class="bi bi-clock-fill mr-2" viewBox="0 0 16 16">
							<path
								d="M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0zM8 3.5a.5.5 0 0 0-1 0V9a.5.5 0 0 0 .252.434l3.5 2a.5.5 0 0 0 .496-.868L8 8.71V3.5z" />
						</svg>
						3 heures minimum
					</p>
					<p class="card-text font-weight-bold lead">
						Formation pratique en circulation
					</p>
					<div class="card-text text-left">
						<ul class="text-left ul-am-bsr">
							<li>Mise en pratique des <strong class="c-blue">règles de circulation</strong>.</li>
							<li>Recherche des <strong class="c-blue">indices formels</strong> et <strong
									class="c-blue">informels</strong>.</li>
							<li>Maintenir les <strong class="c-blue">marges de sécurité</strong>.</li>
							<li>Adapter son <strong class="c-blue">allure</strong>.</li>
							<li>Franchir les <strong class="c-blue">intersections</strong> et changer de <strong
									class="c-blue">direction</strong>.</li>
							<li>Saisir les <strong class="c-blue">informations</strong> (anticiper)</li>
						</ul>
					</div>
				</div>
			</div>
		</div>
		<div class="col-lg-12 col-xl-4 sequence-5">
			<div class="card h-100 align-self-center">
				<div class="card-body">
					<h5 class="card-title">Séquence 5</h5>
					<p class="card-text lead">
						<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" fill="currentColor"
							class="bi bi-clock-fill mr-2" viewBox="0 0 16 16">
							<path
								d="M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0zM8 3.5a.5.5 0 0 0-1 0V9a.5.5 0 0 0 .252.434l3.5 2a.5.5 0 0 0 .496-.868L8 8.71V3.5z" />
						</svg>
						1 heure
					</p>
					<p class="card-text font-weight-bold lead mb-5">
						Sensibilisation
					</p>
					<p class="card-text">
						<strong class="c-blue">Sensibilisation aux risques</strong> en présence pour les mineurs d’un
						représentant légal
					</p>
				</div>
				<div class="bg-custom-blue">
					<img class="card-img-bottom" src="../assets/img/illustrations/brevet.png" alt="bsr ilustration" />
				</div>
			</div>
		</div>
	</div>
</div>

<!-- Section Enjeu Formation -->
<div class="container-fluid section-enjeu p-8">
	<div class="row">
		<div class="col">
			<h1 class="text-center mb-4">L’enjeu de la formation</h1>
			<p class="formule-description">
				L’objectif général de la formation est d’amener
				<strong> tout conducteur </strong>à la maitrise de compétences en termes
				de
				<strong> savoirs, savoir-être, savoir-faire et savoir devenir.</strong>
				Cette formation permet aux débutants ainsi qu’aux initiés
				<strong> d’acquérir des bases </strong>qui leur permettront d’avoir un
				avenir au guidon d’un cyclo avec les
				<strong>connaissances indispensables pour allier plaisir et sécurité.</strong>
			</p>
		</div>
	</div>
</div>
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
