<!doctype html>
<html lang="de">
	<head>
		<meta charset="UTF-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />
		<meta name="keywords" content="Zahnarzt, Zahnärzte, Zahnatztpraxis, Berlin, Hellerdsdorf, Marzahn, Helle-Mitte, Gemeinschaftspraxis, Katrin, Kunath, Dornberger, Schmidt, Al-Hasaki, Implantat, Implantologie, Brücken, Prothese, Zahnschmerzen, Notfall, Notdienst, Narkosebehandlung, Narkose, Bleeching, weiße Zähne, Angstbehandlung, Schmerzpatienten, Interdisziplinäre Sprechstunden, Russisch, Ästehetik, Prophylaxe, Operation, Weisheitszähne, Paradontose, Putzen, Zahnbürste, Zahnärzte in Berlin, herausnehmbar, fest">
		<meta name="descritpion" content="Hier erhalten Sie Informationen zum Thema Brücken auf Implantaten." />
	  
		<title>Brücken auf Implantaten - Zahndocs-Berlin</title>
	  
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
						<a href="../implantate.php">Implantate</a>
					</li>
					<li>
						<span>→</span>
						<span>Brücken auf Implantaten</span>
					</li>
				
				</ul>
			
				<section>
				
					<h2>Brücken auf Implantaten</h2>
					
					<p>
						Nach Richtlinien der Krankenkassen würde in diesem Fall nur eine herausnehmbare Prothese erstattet. Ohne Frage ist natürlich eine fest zementierte Brücke im Vergleich zu einer herausnehmbaren Prothese einfach komfortabler und das Preis-Leistungs-Verhältnis ist akzeptabel. Sie fühlen sich einfach wohler.
					</p>
					
					<img src="../images/Brueck1-125px.jpg" style="float: left;" />
					<img src="../images/Brueck2-125px.jpg" style="float: left;" />
					<img src="../images/Brueck3-125px.jpg" style="float: left;" />
					
					<p style="clear: both;">
						Bilder wurden von der Firma Camlog zur Verfügung gestellt.
					</p>
					
				</section>
			
								
				<a id="back-to-top">
					<i class="material-icons">arrow_upward</i>
				</a>
			
			</main>
					
		</div>
		
				
	</body>
</html>