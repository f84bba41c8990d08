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
	<img src="../assets/img/permis/8.webp" alt="Conduite Accompagné photo" />
</div>

<!--Section JUMBOTRON-->
<div class="container-fluid mt-2">
	<div class="landing-page-description">
		<div class="jumbotron row p-8">
			<div class="col-12 col-md-8">
				<h1 class="">L'Apprentissage Anticipé de Conduite (AAC)</h1>
				<p class="c-blue lead font-weight-bold">
					<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" fill="currentColor"
						class="bi bi-question-circle-fill conduite-accompagnee mr-2" viewBox="0 0 16 16">
						<path
							d="M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0zM5.496 6.033h.825c.138 0 .248-.113.266-.25.09-.656.54-1.134 1.342-1.134.686 0 1.314.343 1.314 1.168 0 .635-.374.927-.965 1.371-.673.489-1.206 1.06-1.168 1.987l.003.217a.25.25 0 0 0 .25.246h.811a.25.25 0 0 0 .25-.25v-.105c0-.718.273-.927 1.01-1.486.609-.463 1.244-.977 1.244-2.056 0-1.511-1.276-2.241-2.673-2.241-1.267 0-2.655.59-2.75 2.286a.237.237 0 0 0 .241.247zm2.325 6.443c.61 0 1.029-.394 1.029-.927 0-.552-.42-.94-1.029-.94-.584 0-1.009.388-1.009.94 0 .533.425.927 1.01.927z" />
					</svg>
					L'AAC : <span class="question-conduite-accompagnee">Qu'est-ce que c'est ?</span>
				</p>
				<p class="lead">
					C’est une formation qui se déroule en deux grandes phases : la <strong class="c-blue">formation
						initiale</strong> et la <strong class="c-blue">conduite accompagnée</strong>.
					Complémentaire à la première c’est la deuxième qui apportera à l’apprenti une <strong
						class="c-blue">authentique expérience</strong> de conduite et ce avant même qu’il se retrouve à conduire
					tout seul.
				</p>
				<p class="c-blue lead font-weight-bold">
					<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" fill="currentColor"
						class="bi bi-award-fill conduite-accompagnee mr-2" viewBox="0 0 16 16">
						<path
							d="M8 0l1.669.864 1.858.282.842 1.68 1.337 1.32L13.4 6l.306 1.854-1.337 1.32-.842 1.68-1.858.282L8 12l-1.669-.864-1.858-.282-.842-1.68-1.337-1.32L2.6 6l-.306-1.854 1.337-1.32.842-1.68L6.331.864 8 0z" />
						<path d="M4 11.794V16l4-1 4 1v-4.206l-2.018.306L8 13.126 6.018 12.1 4 11.794z" />
					</svg>
					Les objectifs
				</p>
				<p>
					Vous devrez, pendant une période de 1 à 3 ans, parcourir un <strong class="c-blue">minimum de 3000kms</strong>
					avant de pouvoir vous présenter
					à l’examen du permis de conduire.</p>
			</div>

			<div class="card-custom-position col-12 col-md-4">
				<div class="card">
					<img src="../assets/img/cards/conduite-accompagnee.webp" alt="icon" class="card-img-top" />
					<div class="card-body d-flex justify-content-center">
						<ul class="ul-style c-blue text-left">
							<li class="mb-3">Tout sur la conduite accompagnée</li>
							<li class="font-weight-bold c-blue">C’est une formation destinée aux personnes âgées d’au moins 15
								ans.</li>
						</ul>
					</div>
				</div>
			</div>
		</div>
	</div>
</div>

<!--Formation Initiale-->
<div class="bg-custom-grey">
	<div class="row p-8">
		<div class="col-12">
			<h1 class="left">La formation initiale</h1>
		</div>
		<div class="col-12 col-md-8">
			<h2>La formation initiale</h2>
			<p class="init">La fin de formation résulte, à condition d’<strong class="c-blue">avoir réussi votre examen de
					code</strong>, de la validation de la 4ème et dernière étape :
				elle devra obligatoirement se faire en présence de votre accompagnateur (Rendez vous préalable).
				Attention une validation prématuré ne serait ni dans votre intérêt, ni dans celui de l’enseignant et encore moins
				dans celui de tous les usagers de la route. La fin de la formation initiale vous est signifiée par la délivrance
				d’une <strong class="c-blue">attestation de fin de formation initiale</strong> (présente dans votre livret).
				Elle vous autorise officiellement à circuler avec le ou les accompagnateurs : c’est <strong class="c-blue">le
					début de la conduite accompagnée</strong>.</p>
		</div>
		<div class="col-12 col-md-4">
			<h2>L'Évaluation</h2>
			<p class="eval">La formation initiale débute par une évaluation qui détermine le <strong class="c-blue">volume de
					formation</strong> dont vous pourriez avoir besoin.
				Elle ne pourra pas être inférieure à <strong class="c-blue">20 heures</strong> (minimum réglementaire) et il ne
				s’agit pas d’une fin en soi !</p>
		</div>
	</div>
</div>
<div class="bg-custom-blue">
	<div class="row p-8">
		<div class="col-12 col-md-5 col-xl-3 d-flex justify-content-around text-center">
			<img src="../assets/img/illustrations/livret.png" alt="image d'un livret et d'une fille qui sourit"
				class="d-none d-md-block pictures-permis-auto-2" />
		</div>
		<div class="col-12 col-md-7 col-xl-9">
			<h2 class="text-white text-center text-md-left">Un livret en guide suivi</h2>
			<p class="livret text-white text-center text-md-left">Lors de votre inscription et après l’enregistrement de votre
				dossier en préfecture il vous sera remis votre <strong>livret d’apprentissage AAC</strong>.<br />
				Il vous permet de voir votre évolution et d’évaluer vos <strong>progrès</strong> au travers des 4 grandes étapes
				de votre formation.</p>
		</div>
	</div>
</div>


<!--Accompagnateur-->
<div class="container-fluid-blanc">
	<div class="row p-8">
		<div class="col-12 col-md-8">
			<h2>L'accompagnateur</h2>
			<p class="assurance">La ou les personnes désignées sont généralement vos parents mais le liens de parenté n’est pas
				une obligation. Chaque <strong class="c-blue">accompagnateur</strong> doit cependant, avoir <strong
					class="c-blue">5 ans de permis de conduire sans interruption</strong> et être nommément désigné auprès de
				l’<strong class="c-blue">assurance</strong> du véhicule conduit.</p>
			<br />
			<h2>L'assurance</h2>
			<p class="accompagnateur">La conduite accompagnée n’est possible que si l’assurance du ou des véhicules utilisés
				comporte l’<strong class="c-blue">extension de garantie</strong>. La demande d’extension de garantie peut se faire
				dès l’inscription de l’élève. L’extension est <strong class="c-blue">effective</strong> lorsque l’assureur vous
				aura établis une <strong class="c-blue">lettre</strong>- avenant et ne prendra effet qu’à la date d’établissement
				de l’attestation de fin de formation initiale. Un <strong class="c-blue">formulaire</strong> de demande
				d’extension de garanti et de lettre-avenant vous sera fourni lors de l’inscription ainsi que le contrat de
				formation.</p>
			<p class="d-flex text-center justify-content-center">
				<img src="../assets/img/illustrations/bonhomme.jpg" alt="image voiture assurance" class="d-md-none img-assurance"
					width="230px" />
			</p>
		</div>
	</div>
</div>


<!--Section Permis-->
<div class="bg-custom-grey">
	<div class="row p-8">
		<div class="col-12">
			<h1 class="text-left">Le permis probatoire</h1>
		</div>
		<div class="col-12">
			<p>A la date d’obtention du permis, votre <strong class="c-blue">capital de point est de 6</strong>. C’est seulement
				au terme d’une période dite ‘<strong class="c-blue">probatoire</strong> ‘, et à condition qu’aucun retrait de
				point n’ait eu lieu pendant cette période, que le capital de 12 points est constitué. Dans le cadre de l’<strong
					class="c-blue">apprentissage anticipé de la conduite</strong>, la <strong class="c-blue">période probatoire
					est de 2 ans</strong> au lieu de 3 lors d’une formation traditionnelle: tous les ans on récupère <strong
					class="c-blue">3 points au lieu de 2</strong> par la filière traditionnelle.</p>
		</div>
	</div>
</div>
<div class="bg-custom-blue">
	<div class="row p-8">
		<div class="col-12">
			<h1 class="text-left text-white">Le permis de conduire</h1>
			<p class="text-white">Vous ne pourrez passer votre examen qu’au moins 12 mois après la délivrance de l’attestation de
				fin de formation initiale et à condition d’avoir <strong>au moins 17 ans</strong> (il sera cependant possible de
				conduire seul qu’à partir de 18 ans).
			</p>
			</p>
		</div>
	</div>
</div>

<!--Section Bonus-->
<div class="container-fluid-fonce">
	<div class="row p-8">
		<div class="col-12 col-md-5 col-xl-3 d-flex justify-content-around text-center">
			<img src="../assets/img/illustrations/permis.jpg" alt="image de gens heureux et d'une carte de permis"
				class="pictures-permis-auto" />
		</div>
		<div class="col-12 col-md-7 col-xl-9">
			<h2 class="bonus">Que du bonus !</h2><br />
			<p class="conduite font-weight-bold">L’<strong class="c-blue">expérience acquise</strong> durant la conduite
				accompagnée est un <strong class="c-blue">gage de sécurité</strong> pour toute votre vie de conducteur.
				Ceux qui, comme vous, optent pour cette solution, contribue à améliorer la <strong class="c-blue">sécurité
					routière</strong>.
				N’oubliez pas de consulter votre assureur vous bénéficierez sans doute d’avantages tarifaires.</p>
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
