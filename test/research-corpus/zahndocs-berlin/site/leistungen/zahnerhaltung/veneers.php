<!doctype html>
<html lang="de">
	<head>
		<meta charset="UTF-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />
		<meta name="keywords" content="Zahnarzt, Zahnärzte, Zahnatztpraxis, Berlin, Hellerdsdorf, Marzahn, Helle-Mitte, Gemeinschaftspraxis, Katrin, Kunath, Dornberger, Schmidt, Al-Hasaki, Implantat, Implantologie, Brücken, Prothese, Zahnschmerzen, Notfall, Notdienst, Narkosebehandlung, Narkose, Bleeching, weiße Zähne, Angstbehandlung, Schmerzpatienten, Interdisziplinäre Sprechstunden, Russisch, Ästehetik, Prophylaxe, Operation, Weisheitszähne, Paradontose, Putzen, Zahnbürste, Zahnärzte in Berlin, Keramik">
		<meta name="descritpion" content="Hauchdünne Keramikschalen, auch genannt Veneers, dienen dazu, kleinere Schönheitsmakel wie Zahnfehlstellungen oder abgebrochene Frontzähne effektiv zu kaschieren." />
	  
		<title>Veneers - Zahndocs-Berlin</title>
	  
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
						<a href="../zahnerhaltung.php">Zahnerhaltung</a>
					</li>
					<li>
						<span>→</span>
						<span>Veneers</span>
					</li>
				
				</ul>
			
				<section>
				
					<h2>Veneers (Keramikschalen)</h2>
					
					<img src="../images/Veneers1.jpg" />
					
					<p>
						Zahnfehlstellungen, abgebrochene oder mehrfach gefüllte Frontzähne – mit hauchdünnen Keramikschalen versehen erhalten Ihre Zähne ein neues Outfit.
					</p>
					
					<p>
						Ein Veneer weist eine ausgezeichnete Gewebeverträglichkeit auf, dessen hoch glasierte Oberfläche Anlagerungen von Belägen vorbeugt. Früher wurden Zähne, die durch Verfärbungen, Lücken, große sichtbare Füllungen oder abgebrochene Ecken ästhetisch beeinträchtigt waren, mit Kronen versehen. Ein Veneer ist extrem naturgetreu und unterscheidet sich von Ihren eigenen Zähnen fast nicht. Hiermit stellen wir den positiven Eindruck von gesunden, weißen Zähnen wieder her.
					</p>
					
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