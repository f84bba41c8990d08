<!doctype html>
<html lang="de">
	<head>
		<meta charset="UTF-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />
		<meta name="keywords" content="Zahnarzt, Zahnärzte, Zahnatztpraxis, Berlin, Hellerdsdorf, Marzahn, Helle-Mitte, Gemeinschaftspraxis, Katrin, Kunath, Dornberger, Schmidt, Al-Hasaki, Implantat, Implantologie, Brücken, Prothese, Zahnschmerzen, Notfall, Notdienst, Narkosebehandlung, Narkose, Bleeching, weiße Zähne, Angstbehandlung, Schmerzpatienten, Interdisziplinäre Sprechstunden, Russisch, Ästehetik, Prophylaxe, Operation, Weisheitszähne, Paradontose, Putzen, Zahnbürste, Zahnärzte in Berlin, Mundhygiene, Zahnreinigung">
		<meta name="descritpion" content="Schöne Zähne sind nicht nur ästhetisch sondern auch gesund. In Sachen Zahnpflege und Zahnreinigung werden Sie von den Zahndocs Berlin bestmöglich betreut." />
	  
		<title>Effektive Mundhygiene - Professionelle Zahnreinigung - Zahndocs-Berlin</title>
	  
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
						<span>Effektive Mundhygiene - Professionelle Zahnreinigung</span>
					</li>
				
				</ul>
			
				<section>
				
					<h2>Effektive Mundhygiene – Professionelle Zahnreinigung</h2>
					
					<p>Ihre Zähne spielen eine entscheidende Rolle, wenn es um den ersten Eindruck geht. Mit einem strahlenden Lächeln wirken Sie auf Anhieb sympathisch.</p>
					<p>Fast alle Menschen sind überzeugt, dass Sie ihre Zähne richtig putzen. Leider zeigt die Realität das genaue Gegenteil.</p>
					<p>Denn die Anzahl der Füllungen und gezogenen Zähne sind die traurige Bilanz, dass die Zahnpflege von vielen Menschen doch nicht ernst genug genommen wird. Die Folge ist, dass Bakterien einen Zahnbelag bilden und somit Karies und Zahnfleischentzündungen entstehen.</p>
					<p>Früher glaubte man, dass mit zunehmendem Alter die Zähne zwangsläufig verloren gehen. Heute wissen wir, dass Zähne ein Leben lang gesund erhalten werden können.</p>
					<p>Wir zeigen Ihnen und Ihren Kindern, wie und mit welchen Hilfsmitteln Sie Ihre Zähne optimal pflegen.</p>
					<p>Mit unserem speziellen Prophylaxe-Programm für Kinder, Jugendliche und Erwachsene erhalten Sie einen Rundum-Schutz für Zähne und Zahnfleisch, damit auch Sie beim Lachen Ihre Zähne zeigen können.</p>
					
				</section>
			
								
				<a id="back-to-top">
					<i class="material-icons">arrow_upward</i>
				</a>
			
			</main>
					
		</div>
		
				
	</body>
</html>