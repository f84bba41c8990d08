<!doctype html>
<html lang="de">
	<head>
		<meta charset="UTF-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />
		<meta name="keywords" content="Zahnarzt, Zahnärzte, Zahnatztpraxis, Berlin, Hellerdsdorf, Marzahn, Helle-Mitte, Gemeinschaftspraxis, Katrin, Kunath, Dornberger, Schmidt, Al-Hasaki, Implantat, Implantologie, Brücken, Prothese, Zahnschmerzen, Notfall, Notdienst, Narkosebehandlung, Narkose, Bleeching, weiße Zähne, Angstbehandlung, Schmerzpatienten, Interdisziplinäre Sprechstunden, Russisch, Ästehetik, Prophylaxe, Operation, Weisheitszähne, Paradontose, Putzen, Zahnbürste, Zahnärzte in Berlin, Ultraschall, Pulverstrahl, Reinigung, Zahnstein, weiche Beläge">
		<meta name="descritpion" content="Um Karies und Zahnbelag vorzubeugen, können Sie ihre Zähne von Zahnstein und weichen Belägen professionell reinigen lassen." />
	  
		<title>Entfernung von Zahnstein und weichen Belägen - Zahndocs-Berlin</title>
	  
		<link rel="icon" href="../../images/favicon.ico" type="image/x-icon" />
		<link rel="pingback" href="http://zahndocs-berlin.de/xmlrpc.php" />
		<link rel="canonical" href="http://zahndocs-berlin.de/">
		
						<link rel="stylesheet" href="../../style/normalize.css" type="text/css" />
		<link rel="stylesheet" href="../../style/general-style.css" type="text/css" />
		<link rel="stylesheet" href="../leistungen-wiki-style.css" type="text/css" />
		
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
		
		<script src="../../script/script.js" type="application/javascript" defer></script>
		<!--[if lt IE 9]>
			<script src="../../script/html5shiv.js"></script>
		<![endif]-->
		
		
		
		<!--
		
			Webdesign by Markus Städler, weberlin-design.de, markus.staedler@weberlin-design.de
		
		-->

	</head>
	<body>
		
		<div id="wrapper">
		
						
			<main>
			
				<ul class="breadcrumb">
					
					<li>
						<span>Sie sind hier:</span>
					</li>
					<li>
						<span>→</span>
						<a href="../../index.php">Home</a>
					</li>
					<li>
						<span>→</span>
						<a href="../../leistungen.php">Leistungen</a>
					</li>
					<li>
						<span>→</span>
						<a href="../prophylaxe.php">Prophylaxe</a>
					</li>
					<li>
						<span>→</span>
						<span>Entfernung von Zahnstein und weichen Belägen</span>
					</li>
				
				</ul>
			
				<section>
				
					<h2>Entfernung von Zahnstein und weichen Belägen</h2>
					
					<ul>
						
						<li>
							<strong>Entfernung von Zahnstein mit Ultraschallinstrumenten.</strong>
						</li>
						<li>
							<strong>Entfernung von weichen Belägen und Verfärbungen mittels Pulverstrahl</strong><br />
							Ein Wasser-Salz-Gemisch wird unter Druck auf die Zahnoberfläche aufgesprüht. Dieses moderne Verfahren greift den Zahnschmelz nicht an, aber die Verfärbungen werden an unzugänglichen Stellen beseitigt.
						</li>
						<li>
							<strong>Politur der Zahnoberflächen</strong><br />
							Mit speziellen Polierbürsten und Pasten können die Zahnoberflächen gereinigt werden. Damit verschwinden auch Verfärbungen, die durch Kaffee, Tee oder Nikotin entstanden sind. Es entstehen völlig glatte Zahnoberflächen, so dass Plaque nicht so leicht an den Zähnen haften bleibt.
						</li>
					
					</ul>
					
				</section>
			
								
				<a id="back-to-top">
					<i class="material-icons">arrow_upward</i>
				</a>
			
			</main>
					
		</div>
		
				
	</body>
</html>