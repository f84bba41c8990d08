<!doctype html>
<html lang="de">
	<head>
		<meta charset="UTF-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />
		<meta name="keywords" content="Zahnarzt, Zahnärzte, Zahnatztpraxis, Berlin, Hellerdsdorf, Marzahn, Helle-Mitte, Gemeinschaftspraxis, Katrin, Kunath, Dornberger, Schmidt, Al-Hasaki, Implantat, Implantologie, Brücken, Prothese, Zahnschmerzen, Notfall, Notdienst, Narkosebehandlung, Narkose, Bleeching, weiße Zähne, Angstbehandlung, Schmerzpatienten, Interdisziplinäre Sprechstunden, Russisch, Ästehetik, Prophylaxe, Operation, Weisheitszähne, Paradontose, Putzen, Zahnbürste, Zahnärzte in Berlin, Fluoridierung, Karies, Kariesrückgang">
		<meta name="descritpion" content="Fluorid ist ein wichtiger Stoff im Zusammenhang mit gesunden und weißen Zähnen, da er Karies hemmt, indem die Zähne gestärkt werden." />
	  
		<title>Fluoridierung - Zahndocs-Berlin</title>
	  
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
						<span>Fluoridierung</span>
					</li>
				
				</ul>
			
				<section>
				
					<h2>Fluoridierung</h2>
					
					<p>
						Die Verhütung von Karies durch die Gabe von Fluoriden ist keine moderne Lehrmeinung, sondern wissenschaftlich nachgewiesen. Der beispiellose Kariesrückgang im Gebiet um Chemnitz ist durch die Trinkwasserfluoridierung oder in der Schweiz durch die Salzfluoridierung zurückzuführen. Die minimale Fluoridaufnahme ist toxikologisch unbedenklich. (<a href="http://www.dgzmk.de/">» www.dgzmk.de</a>) Die Gabe von Fluoriden kann in folgenden Formen erfolgen:
					</p>
					
					<ul>
						
						<li>
							Zahnpasten, Fluoridgel
						</li>
						<li>
							Salz
						</li>
						<li>
							Tabletten
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