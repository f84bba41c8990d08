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
  <img src="../assets/img/permis/7.webp" alt="image Recuperation de Point" />
</div>

<!--Resume-->
<div class="row p-8">
  <div class="col-12">
    <h1>Récupération de points</h1>
  </div>
</div>
<div class="row">
  <div class="col-12">
    <p class="text-center font-weight-bold lead-points">
      Nous vous proposons de vous présenter au bureau, nous vous recevrons et
      nous vous aiderons à constituer votre dossier d’inscription.
    </p>
  </div>
</div>
<div class="row p-8">
  <p>
	  Le tarif des stages varie entre 
	  <strong class="c-blue">180 Euros et 400 Euros</strong> en fonction du lieu 
	  où il sera effectué.
  </p>
  <p>Pour constituer votre dossier il vous sera demandé :</p>
  <ul class="ul-style">
    <li><strong>La photocopie du verso de votre permis de conduire</strong></li>
    <li>
      <strong
        >la photocopie du dernier document de notification de perte de points
        reçu du ministère de l’intérieur « réf 48 » ou « réf 48N » Recto Verso
        pour les conducteurs en période probatoire</strong
      >
      (si ce papier a été égaré une solution sera trouvé à l’auto école).
    </li>
  </ul>
</div>
<div class="bg-custom-blue">
  <div class="row p-8">
    <p class="info-points">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="50"
        height="50"
        fill="currentColor"
        class="bi bi-info-circle svg-info-points"
        viewBox="0 0 16 16"
      >
        <path
          d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14zm0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16z"
        />
        <path
          d="M8.93 6.588l-2.29.287-.082.38.45.083c.294.07.352.176.288.469l-.738 3.468c-.194.897.105 1.319.808 1.319.545 0 1.178-.252 1.465-.598l.088-.416c-.2.176-.492.246-.686.246-.275 0-.375-.193-.304-.533L8.93 6.588zM9 4.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0z"
        />
      </svg>
      Différents stages vous seront proposés sur Narbonne, Gruissan, Béziers,
      Montpellier ce qui vous permet de choisir parmi de nombreuses dates,
      proches ou plus lointaines.
    </p>
  </div>
</div>
<!--case number 1-->
<div class="row p-8">
  <div class="row">
    <div class="col-12">
      <h2 class="text-left font-weight-bold pb-4 mt-1 title-cases-law">
        Cas n°1 : Stage volontaire – récupération de points
      </h2>
    </div>
  </div>
  <div class="row">
    <div class="col-12 col-md-6">
      <p class="font-weight-bold">Contexte</p>
      <p>
        Vous avez été verbalisé et avez reçu du Ministère de l’intérieur un
        courrier vous informant de la perte de vos points. Ce document porte la
        référence 48.
      </p>
      <p class="font-weight-bold">Introduction</p>
      <p>
        Ce stage vous permettra de récupérer
        <strong class="c-blue">4 points</strong> sans pouvoir dépasser un total,
        à l’issue du stage, de 12 points (6 en période probatoire). Ces points
        sont inscrits au fichier national du permis de conduire en retenant
        comme date de valeur le lendemain du deuxième jour du stage.
      </p>
    </div>
    <div class="col-12 col-md-6">
      <p class="font-weight-bold">Conditions</p>
      <p>
        Il existe certaines conditions pour pouvoir récupérer des points à la
        suite de ce stage:
      </p>
      <ul class="ul-style">
        <li>Disposer au minimum d’un point sur votre permis de conduire.</li>
        <li>
          Ne pas avoir récupéré de points à la suite d’un stage analogue s’étant
          déroulé moins de 1 ans avant le stage.
        </li>
        <li>A voir effectivement perdu des points à la date du stage.</li>
      </ul>
    </div>
  </div>
</div>
<div class="row p-8 bg-custom-grey">
  <div class="col-12">
    <p class="text-center">
      <img
        src="../assets/img/illustrations/rules.png"
        alt="picture"
        class="pictures-points"
      />
    </p>
    <p class="font-weight-bold">Perte de points</p>
    <p>
      Il existe des <strong class="c-blue">délais</strong> entre la perte de
      points et son imputation sur le fichier national puis le courrier en
      informant le conducteur. Ainsi un conducteur peut avoir perdu
      juridiquement l’ensemble de ses points sans que cela ne soit encore
      inscrit sur le fichier national. C’est le
      <strong class="c-blue">capital points</strong>, tel qu’il figure au
      <strong class="c-blue">fichier national des permis de conduire</strong>,
      qui fait foi. Avant de s’inscrire à un stage, si vous n’avez pas reçu de
      document référence 48, vous êtes invité à vous rendre dans la
      <strong class="c-blue">préfecture</strong> ou la
      <strong class="c-blue">sous-préfecture</strong> de votre choix (muni d’une
      pièce d’identité) pour vérifier qu’une perte de points a déjà été
      enregistrée sur le fichier national.
    </p>
    <p class="font-weight-bold">Récupération de points</p>
    <p>
      Lorsque le <strong class="c-blue">capital</strong> point devient
      <strong class="c-blue">égal ou inférieur à 0</strong>, le Ministère de
      l’intérieur envoie au titulaire du permis de conduire une
      <strong class="c-blue">lettre de notification</strong> référence 48S par
      courrier recommandé avec accusé réception. Dans ce cas,
      <span class="font-weight-bold"
        >les points relatifs à un stage sont affectés au permis de conduire dès
        lors que le premier jour du stage a eu lieu avant la date de réception
        du courrier ou avant que le délai pour retirer le courrier recommandé ne
        soit épuisé.</span
      >
    </p>
  </div>
</div>
<!--case number 2-->
<div class="row p-8">
  <div class="row">
    <div class="col-12">
      <h2 class="text-left font-weight-bold pb-4 mt-1 title-cases-law">
        Cas N° 2 : Stage obligatoire – Permis probatoire
      </h2>
    </div>
  </div>
  <div class="row">
    <div class="col-12 col-md-6">
      <p>
        Tous les nouveaux conducteurs qui ont obtenu un permis de conduire
        depuis le 1er mars 2004 se voient attribuer un
        <strong class="c-blue">permis probatoire</strong> pour une période de 3
        ans réduit à 2 ans pour les personnes ayant suivi l’apprentissage
        anticipé de la conduite (AAC ou conduite accompagnée).
      </p>
      <br />
      <p>
        <svg
          xmlns="http://www.w3.org/2000/svg"
          width="25"
          height="25"
          fill="currentColor"
          class="bi bi-check-circle-fill svg-info-points-2"
          viewBox="0 0 16 16"
        >
          <path
            d="M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0zm-3.97-3.03a.75.75 0 0 0-1.08.022L7.477 9.417 5.384 7.323a.75.75 0 0 0-1.06 1.06L6.97 11.03a.75.75 0 0 0 1.079-.02l3.992-4.99a.75.75 0 0 0-.01-1.05z"
          />
        </svg>
        Ce permis probatoire est affecté d’un
        <strong class="c-blue">capital de 6 points</strong>.
      </p>
    </div>
    <div class="col-12 col-md-6">
      <p>
        Si vous êtes <strong class="c-blue">verbalisé</strong> au titre d’une
        infraction entraînant la perte de 3 points ou plus, pendant cette
        période probatoire de 2 ou 3 ans, vous êtes dans l’<strong
          class="c-blue"
          >obligation de suivre un stage</strong
        >
        dans les 4 mois après la réception d’une lettre recommandée avec accusé
        de réception vous informant de la perte de points (Lettre référence
        48N).<br /><br />
        Ce stage vous permettra de
        <strong class="c-blue">récupérer 4 points</strong> dans la limite de 6
        et de vous faire <strong class="c-blue">rembourser</strong> le montant
        de l’amende.
      </p>
    </div>
  </div>
</div>

<!--case number 3-->
<div class="bg-custom-grey">
  <div class="row p-8">
    <div class="row">
      <div class="col-12">
        <h2 class="text-left font-weight-bold pb-4 mt-1 title-cases-law">
          Cas N° 3 : Stage - alternative aux poursuites pénales
        </h2>
      </div>
    </div>
    <div class="col-12 col-md-9">
      <p>
        Alternative aux poursuites parce que le procureur vous a proposé de
        classer sans suite votre infraction sous réserve que vous suiviez un
        <strong class="c-blue">stage de sensibilisation</strong>. Dans ce cas de
        classement sans suite, vous ne payerez
        <strong class="c-blue">pas d’amende</strong>, n’aurez
        <strong class="c-blue">pas de points retirés</strong> et votre
        <strong class="c-blue">permis ne sera pas suspendu</strong>, par contre
        le stage de sensibilisation que vous allez suivre ne vous permettra pas
        de récupérer des points, si vous en avez déjà perdu.
      </p>
    </div>
    <div class="col-12 col-md-3 text-center">
      <img
        src="../assets/img/illustrations/law.png"
        alt="picture"
        class="pictures-points-law"
      />
    </div>
  </div>
</div>

<!--case number 4-->
<div class="row p-8">
  <div class="row">
    <div class="col-12">
      <h2 class="text-left font-weight-bold pb-4 mt-1 title-cases-law">
        Cas N° 4 : Stage en peine complémentaire ou Composition pénale
      </h2>
    </div>
  </div>
  <div class="col-12">
    <p>
      Vous êtes passé devant une juridiction et avez été condamné à suivre un
      <strong class="c-blue">stage de sensibilisation</strong> au titre de la
      condamnation ou à titre de peine complémentaire. Vous devez effectuer un
      stage de sensibilisation dans un délai de 6 mois à compter de la date à
      laquelle cette condamnation est devenue définitive, c’ est à dire après
      épuisement ou abandon des voies de recours.
      <strong class="c-blue"
        >Ce stage ne donne pas lieu à la reconstitution de points.</strong
      >
    </p>
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
