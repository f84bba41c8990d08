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
	<img src="../assets/img/permis/9.webp" alt="Permis auto femme au volant " />
</div>

<!--Section JUMBOTRON-->
<div class="container-fluid mt-2 mb-3">
	<div class="landing-page-description">
		<div class="jumbotron row p-8">
			<div class="col-12 col-md-8">
				<h1 class="">Permis B Voiture</h1>
				<p class="lead">
					Pour passer le permis B, il faut avoir obtenu son code, mais il est possible de préparer les deux
					simultanément.
				</p>
				<hr class="my-4" />

				<div class="row">
					<p>
						L’auto-école Montlhéry met à votre disposition 8 enseignants de la conduite automobile diplômés et expérimentés et 8 véhicules climatisés (des nouvelles Clio) dont 3 avec boite à vitesse automatique.
					</p>
				</div>

				<div id="mon-collapse" class="collapse">
					<p>
						Les cours de conduites ont lieu :
					</p>
					<ul class="ul-style">
						<li>du lundi au vendredi de 8h à 12h et de 13h à 19h</li>
						<li>le samedi de 8h à 12h et de 13h à 18h</li>
					</ul>
					<p>
					Cette grande plage horaire offre de grandes <strong class="c-blue">possibilités de rendez vous</strong> en
					fonction de votre emploi du temps.
					Il est donc possible de concilier la <strong class="c-blue">préparation du permis de conduire</strong> et la
					vie professionnelle ou les études.
					De plus l’auto école étant située au centre ville proche des lycées Beauséjour, Diderot et Dr Lacroix
					(rendu facile d’accès par au sens unique), nous pouvons venir chercher l’élève sans perte de temps au lycée
					ou même à domicile.
					</p>
					<p>
						La situation géographique de l’auto-école a aussi des <strong class="c-blue">avantages</strong>
						pédagogiques étant placée proche du centre d’examen,
						de quartiers calmes, de la rocade, routes départementales ou encore épargnée par les bouchons des heures
						de pointes
            pour que <strong class="c-blue">chaque leçon</strong> soit le plus 
            <strong class="c-blue">profitable</strong> possible.
					</p>
				</div>
				<button type="button" data-target="#mon-collapse" data-toggle="collapse" aria-expanded="false"
					aria-controls="mon-collapse" class="code-interest">Lire la suite</button>
			</div>

			<div class="card-custom-position col-12 col-md-4">
				<div class="card">
					<img src="../assets/img/cards/voiture.webp" width="50%" height="50%" alt="icon" class="card-img-top" />
					<div class="card-body">
						<ul>
							<li>
								Passe ton permis avec notre auto-école
							</li>
						</ul>
					</div>
				</div>
			</div>
		</div>
	</div>
</div>

<!--Section Enjeux-->
<div class="bg-custom-grey">
	<div class="row p-8">
		<div class="col-12 col-lg-8 description-code">
			<h1 class="left">Enjeux de la formation</h1>
			<p>
				L’automobile est devenue un <strong class="c-blue">outil social indispensable</strong> pour une très grande partie
				des jeunes et moins jeunes de notre société.
				Au-delà du <strong class="c-blue">plaisir de conduire</strong>, l’utilisation d’une voiture est souvent
				indispensable pour les études, le travail ou les loisirs.<br /> <strong class="c-blue">Rouler en sécurité</strong>
				est donc une nécessité pour tous.
				<br>Les conducteurs débutants représentent une part trop importante des tués et des blessés sur la route,
				l’effort engagé doit être poursuivi, notamment par le renforcement de l’<strong class="c-blue">éducation</strong>
				et de la <strong class="c-blue">formation</strong>.
			</p>
		</div>
		<div class="col-12 col-lg-4 d-flex justify-content-around text-center">
			<img src="../assets/img/illustrations/happy.png" alt="image de gens heureux dans une voiture"
				class="pictures-permis-auto" />
		</div>
	</div>
</div>
<div class="bg-custom-blue">
	<div class="row p-8">
		<div class="col-12 mb-3 col-lg-1 d-flex justify-content-center text-center">
			<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60" fill="currentColor"
				class="bi bi-info-square-fill permis-auto align-self-center" viewBox="0 0 16 16">
				<path
					d="M0 2a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V2zm8.93 4.588l-2.29.287-.082.38.45.083c.294.07.352.176.288.469l-.738 3.468c-.194.897.105 1.319.808 1.319.545 0 1.178-.252 1.465-.598l.088-.416c-.2.176-.492.246-.686.246-.275 0-.375-.193-.304-.533L8.93 6.588zM8 5.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
			</svg>
		</div>
		<div class="col-12 col-lg-11">
			<p class="text-white">
				Les <strong>accidents de la route</strong> ne sont pas liés à la fatalité et pour aider les nouveaux conducteurs à
				se déplacer avec un risque faible de perdre la vie ou de la dégrader un <strong>programme de formation</strong>
				est mis en place dans votre <strong>auto-école</strong>.<br />
				L’objectif général est d’amener tout automobiliste débutant à la maitrise de compétences en termes de savoir être,
				savoirs, savoir- faire et savoir devenir.
				<strong>Apprendre à conduire</strong> est une démarche éducative exigeante, notre équipe d’enseignants
				expérimentée et diplômée de la <strong>sécurité routière</strong> vous guidera dans votre progression.
			</p>
		</div>
	</div>
</div>

<!-- Section formation -->
<div class="container-fluid section-formule my-5">
	<h1 class="mb-4">Déroulement de la formation</h1>
	<div class="row justify-content-around">
		<p class="col-11 formule-description">
			Pour la formation au code de la route, vous aurez <strong>plusieurs outils</strong> à votre disposition.<br /><br />
			<strong>- Un livre de code</strong><br />
			<strong>- Un cours hebdomadaire</strong> sur la règlementation dispensé par un enseignant qui reprend une à une les
			règles
			du code de la route.<br />
			<strong>- Deux examens blancs par jour</strong> corrigés et expliqués par un enseignant qui développe un cours
			interactif
			sur le thème de la question abordée.<br />
			<strong>- 5 heures par jour</strong> de questionnaires corrigés.<br />
			<strong>- Un accés personnalisé</strong> à notre plateforme d’exercice sur internet qui fonctionne sur ordinateur
			, mobile ou tablette comme à l’examen.<br />
		</p>
	</div>
</div>

<!-- Section pratique -->
<div class="bg-custom-grey">
	<div class="row p-8">
		<div class="col-12 col-lg-7 ">
			<h1 class="text-left">
				Formation pratique
			</h1>
			<p class="text-justify lead">
				Pour la formation pratique, une progression propre à notre <strong class="c-blue">auto-école</strong> s’adaptera à
				vos particularités.
			</p>
			<hr />
			<p>
				Nous débuterons tout d’abord sur un parking où vous apprendrez le <strong class="c-blue">maniement
					du véhicule</strong> (démarrer, s’arrêter, passer les vitesses, tourner le volant…) puis nous continuerons sur
				la route.
			</p>
			<div id="mon-collapse2" class="collapse">
				<p>Progressivement nous entrerons <strong class="c-blue">en circulation</strong> et vous développerez des
					compétences nécessaire à une conduite sure qui vous emmènera progressivement au niveau requis pour
					l’examen.<br />Vous aurez la possibilité de conduire sur <strong class="c-blue">véhicule à boite de vitesse
						manuelle ou automatique</strong>, d’adapter la fréquence de vos rendez-vous avec une équipe de 7
					enseignants qui collaborent pour votre réussite.<br />
					Les <strong class="c-blue">formations théoriques et pratiques</strong> peuvent être réalisées <strong
						class="c-blue">simultanément</strong> mais nous recommandons
					d’avoir acquis suffisamment de connaissances théoriques avant de commencer la pratique.</p>
			</div>
			<button class="code-interest" type="button" data-target="#mon-collapse2" data-toggle="collapse" aria-expanded="false"
				aria-controls="mon-collapse2">Lire la suite</button>
		</div>
		<div class="col-12 col-lg-5 d-flex justify-content-around text-center">
			<img src="../assets/img/illustrations/auto.png" alt="image voiture" class="pictures-permis-auto my-3" />
		</div>
	</div>
</div>

<!-- Section - déroulement des examens-->
<div class="row p-8">
	<div class="col-12">
		<h1 class="mb-4">Déroulement des examens</h1>
	</div>
	<div class="col-12 col-lg-4 d-flex justify-content-around text-center">
		<img src="../assets/img/illustrations/exam.png" alt="image d'un écran d'ordinateur affichant un examen réussi"
			class="pictures-permis-auto" />
	</div>
	<div class="col-12 col-lg-8">
		<h2 class="title-cases-law mb-4 mt-3">L'examen théorique</h2>
		<p>
			Lorsque vous souhaitez passer l’<strong class="c-blue">examen théorique</strong>, nous pouvons vous inscrire pour une
			session qui peut être collective ou individuelle suivant l’organisme sollicité. Nous vous conseillerons en fonction de
			vos <strong class="c-blue">résultats</strong> et vous déciderez de votre date et heure d’examen.
		</p>
		<p>
			Vous répondrez sur une tablette à 40 questions sur les 10 thèmes du code de la route et <strong class="c-blue">35
				bonnes réponses</strong> sont <strong class="c-blue">requises</strong>.
		</p>
		<p>Le <strong class="c-blue">résultat</strong> vous est communiqué <strong class="c-blue">30 minutes après
				l’examen</strong>.
		</p>
	</div>
</div>
<div class="bg-custom-grey bg-custom-img">
	<div class="row p-8">
		<div class="col-12">
			<h2 class="title-cases-law mb-4">L'examen pratique</h2>
		</div>
		<div class="col-12 col-md-6">
			<p class="font-weight-bold lead"><svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" fill="currentColor"
					class="bi bi-bookmark-check-fill mr-2" viewBox="0 0 16 16">
					<path fill-rule="evenodd"
						d="M2 15.5V2a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v13.5a.5.5 0 0 1-.74.439L8 13.069l-5.26 2.87A.5.5 0 0 1 2 15.5zm8.854-9.646a.5.5 0 0 0-.708-.708L7.5 7.793 6.354 6.646a.5.5 0 1 0-.708.708l1.5 1.5a.5.5 0 0 0 .708 0l3-3z" />
				</svg>Mise en contexte
			</p>
			<p>
				Pour l’<strong class="c-blue">examen pratique</strong>, nous programmons une date d’examen en fonction de votre
				progression, dans la continuité de votre formation. L’épreuve pratique du permis de conduire est évaluée par un
				expert : l’<strong class="c-blue">inspecteur du permis de conduire</strong> et de la <strong
					class="c-blue">sécurité routière</strong>. L’examen à lieu à Narbonne, le point rendez-vous est le parking de
				la DDTM proche du théâtre à 1 km de l’auto école. L’examen se déroule sur un <strong
					class="c-blue">véhicule</strong> de l’<strong class="c-blue">auto-école</strong> et vous êtes accompagné d’un
				enseignant.
			</p>
		</div>
		<div class="col-12 col-md-6">
			<p class="font-weight-bold lead"><svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" fill="currentColor"
					class="bi bi-bookmark-heart-fill mr-2" viewBox="0 0 16 16">
					<path
						d="M2 15.5a.5.5 0 0 0 .74.439L8 13.069l5.26 2.87A.5.5 0 0 0 14 15.5V2a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v13.5zM8 4.41c1.387-1.425 4.854 1.07 0 4.277C3.146 5.48 6.613 2.986 8 4.412z" />
				</svg>Durée de l'épreuve et compétences requises
			</p>
			<p>
				<strong class="c-blue">L'examen dure 32 minutes</strong> durant lesquelles il vous sera demandé d’effectuer un
				parcours en et hors agglomération, de suivre un itinéraire de manière <strong class="c-blue">autonome</strong> ( 5
				minutes environ), de réaliser un <strong class="c-blue">freinage</strong> pour s’arrêter avec précision, une
				<strong class="c-blue">manœuvre</strong> en marche arrière, de procéder à la <strong
					class="c-blue">vérification</strong> d’un élément technique à l’intérieur ou l’extérieur du véhicule, <strong
					class="c-blue">répondre</strong> à une question en lien avec la sécurité routière et un question portant sur
				les notions élémentaires de premiers secours.
			</p>
		</div>
	</div>
</div>
<div class="bg-custom-blue">
	<div class="row p-8">
		<div class="col-12">
			<p class="font-weight-bold text-white lead"><svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"
					fill="currentColor" class="bi bi-bookmark-plus-fill mr-2" viewBox="0 0 16 16">
					<path fill-rule="evenodd"
						d="M2 15.5V2a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v13.5a.5.5 0 0 1-.74.439L8 13.069l-5.26 2.87A.5.5 0 0 1 2 15.5zm6.5-11a.5.5 0 0 0-1 0V6H6a.5.5 0 0 0 0 1h1.5v1.5a.5.5 0 0 0 1 0V7H10a.5.5 0 0 0 0-1H8.5V4.5z" />
				</svg>Respect du code de la route et courtoisie
			</p>
			<p class="text-white">Il faudra appliquer les règles du <strong>code de la route</strong>, notamment les limitations
				de vitesse s’appliquant aux jeunes conducteurs, avoir une <strong>conduite économe</strong> et faire preuve de
				<strong>courtoisie</strong> envers les autres usagers et notamment les plus vulnérables.
			</p>
		</div>
	</div>
</div>
<div class="row p-8">
	<div class="col-12">
		<p class="font-weight-bold lead"><svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" fill="currentColor"
				class="bi bi-bookmark-star-fill mr-2" viewBox="0 0 16 16">
				<path fill-rule="evenodd"
					d="M2 15.5V2a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v13.5a.5.5 0 0 1-.74.439L8 13.069l-5.26 2.87A.5.5 0 0 1 2 15.5zM8.16 4.1a.178.178 0 0 0-.32 0l-.634 1.285a.178.178 0 0 1-.134.098l-1.42.206a.178.178 0 0 0-.098.303L6.58 6.993c.042.041.061.1.051.158L6.39 8.565a.178.178 0 0 0 .258.187l1.27-.668a.178.178 0 0 1 .165 0l1.27.668a.178.178 0 0 0 .257-.187L9.368 7.15a.178.178 0 0 1 .05-.158l1.028-1.001a.178.178 0 0 0-.098-.303l-1.42-.206a.178.178 0 0 1-.134-.098L8.16 4.1z" />
			</svg>Communication des résultats
		</p>
		<p class="lead">Le résultat vous est communiqué 2 jours après l’examen.
		</p>
		<p>
			<span class="font-weight-bold">En cas de résultat positif</span>, nous vous donnons un <strong class="c-blue">permis
				provisoire</strong> et nous occupons de faire les démarches administratives vous permettant de recevoir votre
			<strong class="c-blue">permis définitif</strong>.
		</p>
		<p>
			<span class="font-weight-bold">En cas d’échec</span>, nous vous orienterons vers deux possibilités :
		</p>
		<ul class="ul-style">
			<li>Faire un <strong class="c-blue">complément de formation</strong> et <strong class="c-blue">repasser le
					permis</strong>.</li>
			<li>Effectuer une période de <strong class="c-blue">conduite supervisé</strong> (avec un accompagnateur) avant de
				<strong class="c-blue">repasser l’épreuve</strong>.</li>
		</ul>
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
