<!doctype html>
<html lang="de">
	<head>
		<meta charset="UTF-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />
		<meta name="keywords" content="Zahnarzt, Zahnärzte, Zahnatztpraxis, Berlin, Hellerdsdorf, Marzahn, Helle-Mitte, Gemeinschaftspraxis, Katrin, Kunath, Dornberger, Schmidt, Al-Hasaki, Implantat, Implantologie, Brücken, Prothese, Zahnschmerzen, Notfall, Notdienst, Narkosebehandlung, Narkose, Bleeching, weiße Zähne, Angstbehandlung, Schmerzpatienten, Interdisziplinäre Sprechstunden, Russisch, Ästehetik, Prophylaxe, Operation, Weisheitszähne, Paradontose, Putzen, Zahnbürste, Zahnärzte in Berlin, Kinder, Jugendliche, Prophylaxe-Programm">
		<meta name="descritpion" content="Die Zahndocs Berlin bieten spezielle Prophylaxeprogramme für unterschiedliche Altersgruppen an. Hier können Sie sich über das Prophylaxeprogramm für Kinder und Jugendliche informieren." />
	  
		<title>Prophylaxe für Kinder und Jugendliche - Zahndocs-Berlin</title>
	  
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
						<span>Prophylaxe für Kinder und Jugendliche</span>
					</li>
				
				</ul>
			
				<section>
				
					<h2>Prophylaxe für Kinder und Jugendliche</h2>
					
					<h3>Kleinkinder (0-3 Jahre)</h3>
					
					<p>
						<strong>„Milchzähne fallen ja eh aus. Diese kleinen Beißer brauchen doch keine besondere Pflege.”</strong><br />
						Falsch gedacht! Denn gerade Milchzähne nehmen eine besonders wichtige Stellung im Kauapparat ein. Ein durchbrechender Milchzahn ist jedoch grundsätzlich gesund und kariesfrei.
					</p>
					
					<p>
						Wie beim Erwachsenen ist Zucker auch für das Baby der größte Feind. Er ist sogar noch anfälliger gegenüber Kariesbakterien. Denn sein Schmelz ist noch nicht so widerstandsfähig wie der von bleibenden Zähnen. Milchzähne bieten kaum Widerstand gegen Karies.
					</p>
					
					<p>
						Flaschennahrung und besonders süße Tees und Obstsäfte schädigen den Schmelz der Milchzähne. Dabei hat sich vor allem das “Dauernuckeln” am Fläschchen als zahnschädigend erwiesen. Je stärker und öfter die Zähne von den Säuren umspült werden, desto größer wird das Kariesrisiko.
					</p>
					
					<p><strong>Prophylaxeschwerpunkte:</strong></p>
					
					<ul>
					
						<li>
							Ernährungsberatung
						</li>
						<li>
							Mit Durchbruch der ersten Milchzähne fluoridhaltige Zahnpasta
						</li>
						<li>
							Kindgerechte Zahnputzübungen
						</li>
						<li>
							ggf. Versiegelung (bei hohem Kariesrisiko!)
						</li>
					
					</ul>
					
					<hr />
					
					<h3>Kindergartenkinder (3-6 Jahre)</h3>
					
					<p>
						Die Milchzähne dienen als Platzhalter für die nachrückenden, bleibenden Zähne. Gehen sie frühzeitig verloren, kann es zu Zahnfehlstellungen und dadurch zu aufwendigen kieferorthopädischen Korrekturen kommen. Und nur ein vollständiges, gesundes Milchgebiss erlaubt es dem Kind, sprechen zu lernen und richtig zu kauen. Karies an den Milchzähnen kann außerdem bleibende Schäden an den zweiten Zähnen verursachen.
					</p>
					
					<p><strong>Prophylaxeschwerpunkte:</strong></p>
					
					<ul>
					
						<li>
							Weiterhin Ernährungsberatung
						</li>
						<li>
							Mit Durchbruch der ersten bleibenden Backenzähne – <a href="zahnversiegelung.php">Zahnversiegelung</a>
						</li>
						<li>
							Kindgerechte Zahnputzübungen
						</li>
					
					</ul>
					
					<hr />
					
					<h3>Schulkinder (6-12 Jahre)</h3>
					
					<p>
						Kennzeichnend für diese Alter ist das Wechselgebiss. Hauptaugenmerk gilt neben der Zahnpflege, dem regelrechten Durchbruch der bleibenden Zähne. Gemeinsam mit unserem Kieferorthopäden prüfen wir, ob eine Behandlungsnotwendigkeit besteht.
					</p>
					
					<p>
						Im Rahmen der kassenzahnärztlichen Vorsorge steht jedem Kind in unserem Lande eine Prophylaxebehandlung zu.
					</p>
					
					<p><strong>Prophylaxeschwerpunkte:</strong></p>
					
					<ul>
					
						<li>
							Anfärbetest
						</li>
						<li>
							<a href="zahnversiegelung.php">Zahnversiegelung</a>
						</li>
						<li>
							<a href="flouridierung.php">Flouridierung</a>
						</li>
					
					</ul>
					
					<hr />
					
					<h3>Jugendliche (12-18 Jahre)</h3>
					
					<p>
						Wie Sie als Eltern wissen, ist dieses Alter durch die Pubertät besonders schwierig. Sie kennen sicherlich die “Null-Bock-Phase”, wo so gut wie keine Zahnpflege stattfindet, bis hin zur übertriebenen Mundhygiene beim ersten “Verliebt sein”.
					</p>
					
					<p><strong>Prophylaxeschwerpunkte:</strong></p>
					
					<ul>
					
						<li>
							Motivation
						</li>
						<li>
							Ernährungsberatung (Bulimie, Fast – Food Ernährung)
						</li>
						<li>
							Anfärbetest
						</li>
						<li>
							<a href="zahnversiegelung.php">Zahnversiegelung</a>
						</li>
						<li>
							<a href="flouridierung.php">Flouridierung</a>
						</li>
					
					</ul>
					
				</section>
			
				<aside class="aside">

	<span class="icon-container">
		<i class="material-icons aside-icon">arrow_back</i>
	</span>

	<div class="aside-content">

		<table>

            <tr>

                <td colspan="2" class="heading" >Sprechzeiten</td>

            </tr>

            <tr>

                <td>Die aktuell gültigen Sprechzeiten entnehmen Sie am besten der Infobox der <a href="https://www.google.com/search?q=zahndocs+berlin" target="_blank">Google Suche</a></td>

            </tr>

		</table>
	</div>

</aside>
				
				<a id="back-to-top">
					<i class="material-icons">arrow_upward</i>
				</a>
			
			</main>
			<footer>
	<div id="footerupdate">
		Letzte Aktualisierung: 
		26.11.2026<br>
		<a href="/impressum.php" >Impressum</a><br />
		<a href="/data-privacy-statement.php">Datenschutzerklärung</a>
	</div>
	<div id="footerimprint">
		Zahn-Docs Berlin<br>
		ZÄ Katrin Kunath &amp; Kollegen<br>
		Ärztezentrum Helle Mitte Haus B<br>
		Kurt-Weill-Gasse 4<br>
		12627 Berlin
	</div>
	<address id="footercontact">
		<b>E-Mail:</b> <a>info@zahndocs-berlin.de</a><br>
		<b>Tel: 030/99499090</b><br>
		<b>Fax: 030/99499091</b>
	</address>
</footer>		
		</div>
		
		<div class="show-booking no-display"><span class="show-booking-information no-display">Hier können Sie Termine online buchen.</span><a class="show-booking-a no-display">OK</a></div>
<div class="booking-modal no-display"></div>
<div class="cookie-div">
	<p>Diese Seite verwendet Cookies, um diese Information nicht bei jedem Seitenaufruf erneut anzuzeigen. Wenn Sie damit einverstanden sind, aktivieren Sie die Check-Box.</p>
	<input id="preference-cookies" type="checkbox" checked="checked" />
	<label for="preference-cookies">Präferenzen</label>
	<input id="statistical-cookies" type="checkbox" checked="checked" />
	<label for="statistical-cookies">Statistiken</label>
	<a class="got-it">OK</a>
	<a href="/data-privacy-statement.php">Mehr Informationen</a>
</div>		
	</body>
</html>