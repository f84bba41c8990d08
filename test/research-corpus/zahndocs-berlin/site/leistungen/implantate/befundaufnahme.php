<!doctype html>
<html lang="de">
	<head>
		<meta charset="UTF-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />
		<meta name="keywords" content="Zahnarzt, Zahnärzte, Zahnatztpraxis, Berlin, Hellerdsdorf, Marzahn, Helle-Mitte, Gemeinschaftspraxis, Katrin, Kunath, Dornberger, Schmidt, Al-Hasaki, Implantat, Implantologie, Brücken, Prothese, Zahnschmerzen, Notfall, Notdienst, Narkosebehandlung, Narkose, Bleeching, weiße Zähne, Angstbehandlung, Schmerzpatienten, Interdisziplinäre Sprechstunden, Russisch, Ästehetik, Prophylaxe, Operation, Weisheitszähne, Paradontose, Putzen, Zahnbürste, Zahnärzte in Berlin, Befundaufnahme, Planung, Beratung, Aufklärung">
		<meta name="descritpion" content="Bevor Implantate eingesetzt werden können, muss eine Befundaufnahme gemacht werden. Diese ist natürlich Leistung der Praxis der Zahndocs Berlin." />
	  
		<title>Befundaufnahme für Implantate - Zahndocs-Berlin</title>
	  
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
						<span>Befundaufnahme</span>
					</li>
				
				</ul>
			
				<section>
				
					<h2>Am Anfang steht die Befundaufnahme</h2>
					
					<p>
						Wie auch beim Hausbau muss erst einmal der Boden geprüft werden, bevor man ein Fundament gießt, denn keiner will auf Sand bauen. So ähnlich ist es auch bei uns. Wir müssen den Knochen und das Weichgewebe darauf prüfen wie viel und in welcher Qualität davon noch da ist.
					</p>
					
					<img src="../images/OPG-mit-Planung-200px-150x135.jpg" />
					
					<p>
						Es werden Planungsmodelle und Schablonen zur Festlegung der Implantatposition und den geplanten Zahnersatz angefertigt. Dafür werden in unserer Praxis Röntgenbilder mit speziellen Röntgenschablonen gefertigt und die geplanten Implantate virtuell eingesetzt.
					</p>
					
					<p>
						Gegebenfalls werden zusätzliche Computertomographie Aufnahmen von unseren radiologischen Kooperationspartnern erstellt. Die Computertomographie ermöglicht vor allem in Kombination mit Röntgenschablonen eine dreidimensionale Darstellung des Knochenlagers und der umgebenden anatomischen Strukturen.
					</p>
					
					<img src="../images/ok1-150x137.jpg" />
					
					<p>
						Im Anschluss erfolgt ein ausführliches Beratungs- und Aufklärungsgespräch, bei dem wir alle Aspekte für eine erfolgreiche Therapie bei Minimierung eventueller Risiken mit Ihnen besprechen. Unter Beachtung aller medizinischen und finanziellen Voraussetzungen erstellen wir Ihnen einen Kostenvoranschlag.
					</p>
					
				</section>
			
								
				<a id="back-to-top">
					<i class="material-icons">arrow_upward</i>
				</a>
			
			</main>
					
		</div>
		
				
	</body>
</html>