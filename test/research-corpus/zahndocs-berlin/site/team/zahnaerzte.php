<!doctype html>
<html lang="de">
	<head>
		<meta charset="UTF-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />
		<meta name="keywords" content="Zahnarzt, Zahnärzte, Zahnatztpraxis, Berlin, Hellerdsdorf, Marzahn, Helle-Mitte, Gemeinschaftspraxis, Katrin, Kunath, Dornberger, Schmidt, Al-Hasaki, Implantat, Implantologie, Brücken, Prothese, Zahnschmerzen, Notfall, Notdienst, Narkosebehandlung, Narkose, Bleeching, weiße Zähne, Angstbehandlung, Schmerzpatienten, Interdisziplinäre Sprechstunden, Russisch, Ästehetik, Prophylaxe, Operation, Weisheitszähne, Paradontose, Putzen, Zahnbürste, Zahnärzte in Berlin, webdesign, felix loebel">
		<meta name="descritpion" content="Die namensgebenden Ärzte der Zahndocs Berlin freuen sich darauf, Sie sorgfältig zu untersuchen und entsprechend zu behandeln." />

		<title>Zahnärzte - Zahndocs-Berlin</title>

		<link rel="icon" href="../images/favicon.ico" type="image/x-icon" />
		<link rel="pingback" href="http://zahndocs-berlin.de/xmlrpc.php" />
		<link rel="canonical" href="http://zahndocs-berlin.de/">

						<link rel="stylesheet" href="../style/normalize.css" type="text/css" />
		<link rel="stylesheet" href="../style/general-style.css" type="text/css" />
		<link rel="stylesheet" href="team-unterseiten-style.css" type="text/css" />

		<script type="text/javascript">
			var gaProperty = 'UA-112741886-1';
			var disableStr = 'ga-disable-' + gaProperty;
			if (document.cookie.indexOf(disableStr + '=true') > -1) {
			window[disableStr] = true;
			}
			function gaOptout() {
			document.cookie = disableStr + '=true; expires=Thu, 31 Dec 2099 23:59:59 UTC;path=/';
			window[disableStr] = true;
			}
		</script>

		<!-- Global site tag (gtag.js) - Google Analytics -->
		<script async src="https://www.googletagmanager.com/gtag/js?id=UA-112741886-1"></script>
		<script>
			window.dataLayer = window.dataLayer || [];
			function gtag(){dataLayer.push(arguments);}
			gtag('js', new Date());

			gtag('config', 'UA-112741886-1', { 'anonymize_ip': true });
		</script>

		<script src="../script/script.js" type="application/javascript" defer></script>
		<!--[if lt IE 9]>
			<script src="../script/html5shiv.js"></script>
		<![endif]-->



		<!--

			Webdesign by Markus Städler, weberlin-design.de, markus.staedler@weberlin-design.de

		-->

	</head>
	<body>

		<div id="wrapper">

			<header id="header" >
	
	<div id="above-nav">
	
		<a class="toggle-menu" >
			<div class="bars">
				<span class="bar"></span>
				<span class="bar"></span>
				<span class="bar"></span>
			</div>
		</a>
	
		<div id="logo-container">
			<a href="/index.php"><img src="/images/logo.gif" alt="Logo von Zahndocs-Berlin" /></a>
		</div>
		<a class="booking-link"><i class="material-icons">event</i></a>
		<div id="brandarea">
			<h1>Wir sorgen für Ihr strahlendstes Lächeln!</h1>
		</div> 
		
		<a class="search">
			<i class="material-icons">search</i>
		</a>
		
		<form id="search" method="get" action="/search.php">
			
			<label for="s" class="heading">Suche</label>
			<input id="s" placeholder="Zur Zeit leider nicht möglich" name="s" type="text" disabled />
			
		</form>
		
	</div>
	
	<nav id="main-nav" >
		<ul>
			<li class="li">
				<a href="/index.php"><i class="material-icons">home</i>Home</a>
			</li>
			<li class="li">
				<a href="/team.php" title="sub-menu-1">Das Team</a>
				<ul id="sub-menu-1" >
					<li>
						<a href="/team/zahnaerzte.php">Zahnärzte</a>
					</li>
					<li>
						<a href="/team/assistenz.php">Assistenz</a>
					</li>
					<li>
						<a href="/team/rezeption.php">Rezeption</a>
					</li>
					<li>
						<a href="/team/management.php">Management</a>
					</li>
					<li>
						<a href="/team/azubis.php">Azubis</a>
					</li>
					<li>
						<a href="/team/prophylaxe-assistenz.php">Prophylaxe-Assistenz</a>
					</li>
				</ul>
			</li>
			<li class="li">
				<a href="/praxis.php" >Praxis</a>
			</li>
			<li class="li">
				<a href="/leistungen.php" title="sub-menu-2">Leistungen</a>
				<ul id="sub-menu-2" >
					<li>
						<a href="/leistungen/prophylaxe.php">Prophylaxe</a>
					</li>
					<li>
						<a href="/leistungen/zahnerhaltung.php">Zahn&shy;erhaltung</a>
					</li>
					<li>
						<a href="/leistungen/implantate.php">Implantate</a>
					</li>
				</ul>
			</li>
			<li class="li">
				<a href="/notdienste.php">Notdienste</a>
			</li>
			<li class="li">
				<a href="/stellenangebote.php">Stellen&shy;angebote</a>
			</li>
			<li class="li">
				<a href="/kontakt.php">Kontakt</a>
			</li>
		</ul>
		
	</nav>
	
	<div id="modal"></div>

</header>

<div class="booking-info">Jetzt online Termin buchen</div>
			<main>

				<ul class="breadcrumb">

					<li>
						<span>Sie sind hier:</span>
					</li>
					<li>
						<span>→</span>
						<a href="../index.php">Home</a>
					</li>
					<li>
						<span>→</span>
						<a href="../team.php">Team</a>
					</li>
					<li>
						<span>→</span>
						<span>Zahnärzte</span>
					</li>

				</ul>

				<section>

					<h2>Zahnärzte</h2>

					<div>

						<div>

							<img src="images/homepage-2-200x300.jpg" alt="Zahnärztin Katrin Kunath" />

							<h3>Katrin Kunath</h3>

							<p>Ich bin die große Sanfte. Mit viel Einfühlungs&shy;vermögen und Verständnis für große und kleine Ängste, schafft es jeder Patient über seinen Schatten zu springen. Packen wir es an!</p>

						</div>

						<ul>

							<li>Ausbildung zur Zahnarzthelferin, 1997-2000</li>
							<li>Studium der Zahnmedizin an der Humboldt-Universität, 2000-2006</li>
							<li>Examen und Approbation, Dezember 2005</li>
							<li>Ausbildung im Fachbereich Implantatprothetik</li>
                            <li>Curriculum Implantologie, Juni 2018</li>

						</ul>

						<div class="under-image-1">

							<h4>Sprechzeiten:</h4>

                            