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
	<img src="../assets/img/permis/11.webp" alt="Conduite Accompagné photo" />
</div>

<!--Section JUMBOTRON-->
<div class="container-fluid mt-2">
	<div class="landing-page-description">
		<div class="jumbotron row p-8">
			<h1 class="">Mode de financement du permis</h1>
			<div class="col-12 col-md-9">
				<p class="c-blue lead font-weight-bold">
				<h2>Mon compte formation</h2>
				</p>
				<p class="init">
					Le <strong class="c-blue">permis</strong> est une formation <strong class="c-blue">éligible au CPF</strong>
					depuis l’amendement au projet de loi Egalité et Citoyenneté. À partir du 15 mars 2017, toutes personnes
					demandeurs d’emploi ou salariés peuvent mobiliser ses heures <strong class="c-blue">CPF</strong> pour la
					préparation des épreuves du code et de la conduite du <strong class="c-blue">permis B</strong>.
					Cela signifie que vous pouvez financer partiellement ou totalement votre permis à l'aide de vos CPF selon ce
					que vous avez sur votre "compte personnel de formation".
					Vous pouvez vérifier vos droits en créant votre compte sur le site <a
						href="www.moncompteformation.gouv.fr"><strong class="c-blue">www.moncompteformation.gouv.fr</strong></a>.
					Dans un second temps il faudra relier votre compte à Franceconnect avec vos identifiants <a
						href="impot.gouv.fr"><strong class="c-blue">impot.gouv.fr</strong></a> ou de l'assurance maladie.
					Par la suite nous vous conseillerons et vous guiderons dans votre choix sur la formule la plus adaptée à votre
					situation et à vos droits à la formation.
				</p>
			</div>
			<div class="col-12 col-md-3 text-center">
				<img src="../assets/img/illustrations/monnaie.jpg" alt="image monnaie compte_formation"
					class="d-none d-md-block img-monnaie-personne" width="300px">
			</div>
		</div>
	</div>
</div>

<!--Facilités de paiement-->
<div class="bg-custom-grey">
	<div class="row p-8">
		<div class="col-12">
			<h1 class="text-left">Les facilités de paiement</h1>
		</div>
		<div class="col-12">
			Pour l'ensemble de permis nous proposons des facilités de paiement.
			N'hésitez pas à nous contacter pour découvrir nos tarifs et nos facilités de paiement de base.
			Nous pouvons aussi adapter les modalités de paiement à votre situation.
		</div>
	</div>
</div>
<div class="bg-custom-blue">
	<div class="row p-8">
		<div class="col-12 col-md-5 col-xl-3 d-flex justify-content-around text-center">
			<img src="../assets/img/illustrations/monnaie.png" alt="image personnes monnaie"
				class="d-none d-md-block pictures-permis-auto-2" />
		</div>
		<div class="col-12 col-md-7 col-xl-9">
			<h2 class="text-white text-center text-md-left">Les aides</h2>
			<p class="livret text-white text-center text-md-left">Lors de votre inscription et après l’enregistrement de votre
				dossier en préfecture il vous sera remis votre <strong>livret d’apprentissage AAC</strong>.</p>
		</div>
	</div>
</div>

<!--Les aides Pôle Emploi-->
<div class="container-fluid">
	<div class="row p-8">
		<div class="col-12 col-md-12">
			<h2>Les aides financières de Pôle Emploi</h2>
			<p class="aides">L'aide au permis ne peut être attribuée qu'une seule fois. Son montant peut s'élever <strong
					class="c-blue">jusqu'à un maximum de 1200€</strong>.
				Elle est directement versée par <strong class="c-blue">Pôle Emploi</strong> à l'auto-école et il faut consulter
				son conseiller pôle emploi pour savoir <strong class="c-blue">si l'on est éligible à cette aide</strong>.
				Si c'est le cas, l'auto-école vous fera un devis que vous recevrez directement sur votre <strong
					class="c-blue">espace personnel Pôle Emploi</strong></p>
			<br />
		</div>
	</div>
</div>

<!--Permis à un euro-->
<div class="bg-custom-grey">
	<div class="row p-8">
		<div class="col-12">
			<h1 class="left">Le permis à 1€/Jour</h1>
		</div>
		<div class="col-12 col-md-9">
			<p class="init"><strong class="c-blue">Le "permis à un euro par jour"</strong> : c'est la possibilité d'étaler, sans
				aucun frais supplémentaire, le paiement de la formation au permis de conduire. Ce dispositif permet aux jeunes de
				<strong class="c-blue">15 à 25 ans</strong>, selon certaines conditions, de lisser le coût de la formation à
				<strong class="c-blue">la catégorie A et B du permis de conduire</strong> à raison d'un euro par jour. Il s'agit
				d'un prêt à taux zéro dont les intérêts sont pris en charge par l’État.
			</p>
			<div id="mon-collapse" class="collapse">
				<p>Pour bénéficier du permis à 1€ par jour, il faut faire un <strong class="c-blue">contrat de formation "permis
						1€ par jour" à l'auto-école</strong> puis valider la demande auprès de sa banque./p>
			</div>
			<button class="code-interest" type="button" data-target="#mon-collapse" data-toggle="collapse" aria-expanded="false"
				aria-controls="#mon-collapse">Lire la suite</button>
		</div>
		<div class="col-12 col-md-3 text-center">
			<img src="../assets/img/illustrations/mon.png" alt="image monnaie" class="d-none d-md-block img-monnaie"
				width="210px">
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
