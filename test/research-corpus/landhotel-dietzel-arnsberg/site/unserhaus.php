<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="de" lang="de">
<head>
	    <meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
    <meta name="author" content="Carsten Dietzel" />
    <meta name="author-personal" content="Carsten Dietzel" />
    <meta name="description" content="Landhotel Dietzel" />
    <meta name="language" content="de" />
    <meta name="robots" content="index, follow" />
	<meta name="allow-search" content="YES">
	<meta name="searchtitle"  content="Dietzel">
	<meta name="description" content="Landhotel Dietzel / Sauerl&auml;ndische Bierakademie">
	<meta name="author" content="HumpertKoch">
	<meta name="keywords" content="Arnsberg, Ausflug, Bar, Besichtigung, Betriebsfeier, Betriebsausflug, Bier, Bierakademie,
	  Biergarten, Bierklause, Bierstadel, Bierstube, Buffet, Bundeskegelbahn, Club, Clubreisen,
	  Disco, Discothek, Diskothek, Doppelzimmer, Dusche, Einzelzimmer, Familienfeier, Familienurlaub,
	  Feier, feiern, Ferien, Ferienreise, Fernseher, Fr&uuml;hschoppen, Fr&uuml;hst&uuml;ck,
	  Fr&uuml;hst&uuml;cksbuffet, Gast, Gasthaus, Gastronomie, Gastst&auml;tte, Gastzimmer, Geburtstag,
	  Geburtstagsfeier, Gruppenreisen, gutb&uuml;rgerlich, gute, Halbpension, HErdringen, Hochzeit,
	  Hochzeitsfeier, Hotel, Hotelbar, Hotelzimmer, Jubil&auml;um, Klassentreffen, Kegelausflug,
	  Kegelbahn, Kegelklub, kegeln, Kegeltour, Kegelziel, Kurzreise, Kurztrip, Laune, M&ouml;hne,
	  M&ouml;hnesse, M&ouml;hnetalsperre, Musik, Pension, Monteure, Monteurzimmer, Pauschalangebot, Pauschalreise, preiswert,
	  Prospekt, Reise, Restaurant, Ruhr, Ruhrtal, Sauerland, Seminar, Sorpe, Sorpesee, Sorpetalsperre,
	  Stimmung, Tagung, Tagesausflug, Talsperre, Tanz, Tanzabend, tanzen, Telefon, TV, &Uuml;bernachtung,
	  Fahrrad, Rad, Radtour, Ruhrtal, Radweg, Fahrradtour,
	  Unterhaltung, Urlaub, Urlaubsreise, Vereinsreisen, Vollpension, Wald, Wandern, Wanderung, WC,
	  Wochendpauschale, Wochenendreise, Wochenendtour, Zimmer, Zimmerpreise">
	<meta http-equiv="expires" content="0">
	
	<title>Landhotel Dietzel - Sauerl&auml;ndische Bierakademie</title>
	
	<link rel="stylesheet" href="design/default.css" type="text/css" media="screen, projection" />
	<script src="http://code.jquery.com/jquery-1.11.1.min.js"></script>
	<script src="http://code.jquery.com/ui/1.10.4/jquery-ui.min.js"></script>
	<script type="text/javascript">
		// $( document ).ready(function() {
		// });
	</script></head>
<body>
	<div id="wrapper">
			<div id="header">
		<img src="design/sauerland_2.png" width=1200 />
		<img id="logo" src="design/logo.png" />
		Landhotel Dietzel
	</div>				<div id="navigation">
					<div class="navItem " id="" attrLink="index.php">Startseite</div>
					<div class="navItem " id="" attrLink="unserhaus.php">Unser Haus</div>
					<div class="navItem " id="" attrLink="angebote.php">Angebote</div>
					<div class="navItem " id="" attrLink="umgebung.php">Umgebung</div>
					<div class="navItem " id="" attrLink="kontakt.php">Kontakt</div>
			</div>		<div id="content">	<div class="contentItem">
		<h1>Unser Haus</h1>
		<h2>Zimmer</h2>
		<img src="img/zimmer_1.jpg" width=300 /><br />
		Unsere freundlichen und hellen G&auml;stezimmer sind ausgestattet mit Dusche/Bad/WC, TV und Telefon. Au&szlig;erdem k&ouml;nnen Sie unseren WLAN-Zugang nutzen.<br />
		Wir bieten Ihnen eine gem&uuml;tliche Atmosph&auml;re, um unserem Namen als Landhotel gerecht zu werden.<br />
		Wir bieten Doppel- und Einzelzimmer an und gerne k&ouml;nnen wir auch ein Kinderbett in Ihr Zimmer stellen.<br />
		Unsere Preise und weitere Angebote finden Sie <a href="angebote.php">hier</a>.<br />
		<br />
		<h2>Silberdistel</h2>
		<img src="img/silberdistel_1.jpg" width=300 /><br />
		Die Silberdistel ist unser Abendlokal, in dem bis zu 120 G&auml;ste Platz finden. Hier kann bei dem ein oder anderen Drink gem&uuml;tlich der Abend verbracht werden.<br />
		Auch f&uuml;r Musik wird gesorgt - von Schlager, &uuml;ber Oldies bis hin zu aktuellen Hits wird Ihnen alles geboten. Dazu k&ouml;nnen Sie dann auf der Tanzfl&auml;che das Tanzbein schwingen.<br />
		Neben einem vielf&auml;ltigem Getr&auml;nkeangebot wird auch ein herzfhafter Mitternachtsimbiss geboten.<br />
		<!--Informieren Sie sich auch HIER &uuml;ber anstehende Events in unserer Silberdistel.<br />-->
		<br />
		<h2>Gastst&auml;tte</h2>
		Unsere Gastst&auml;tte ist fast t&auml;glich ge&ouml;ffnet und gut besuchter Treffpunkt f&uuml;r die Leute aus der Umgebung - sei es beim sonnt&auml;glichen Fr&uuml;hshoppen, beim gemeinsamen Fu&szlig;ball gucken oder beim gem&uuml;tlichen Feierabendbier, hier spielt sich ein Teil des Dorflebens ab und es werden Klatsch und Tratsch ausgetauscht. <br />
		In gem&uuml;tlicher und geselliger Atmosph&auml;re kann man verschiedene Getr&auml;nke genie&szlig;en und lustige Abende verbringen. Sie haben au&szlig;erdem die M&ouml;glichkeit, bei uns zu Darten, zu Knobeln oder Kartenspiele zu spielen.<br />
		Gerne k&ouml;nnen Sie sich auch unsere Speisekarte ansehen und sich an einem der leckeren, hausgemachten Gerichte erfreuen.<br />
		<br />
		<h2>Kegelbahnen</h2>
		<img src="img/kegelbahn_1.jpg" /><br />
		Unser Haus besitzt zwei Bundeskegelbahnen, die Sie gerne bei Ihrem Aufenthalt nutzen k&ouml;nnen. Werfen Sie doch mal die ein oder andere Kugel.<br />
		Reservieren Sie diese f&uuml;r die Nutzung bitte rechtzeitig.<br />
	</div>
			<div class="impressum"><a href="impressum.php">Impressum</a></div>
		</div>
			<div id="fb-root"></div>
	<script>
		(
			function(d, s, id) {
				var js, fjs = d.getElementsByTagName(s)[0];
				if (d.getElementById(id)) return;
				js = d.createElement(s); js.id = id;
				js.src = "//connect.facebook.net/en_US/all.js#xfbml=1";
				fjs.parentNode.insertBefore(js, fjs);
			}
			(document, 'script', 'facebook-jssdk')
		);
	</script>
	<div id="zusatzinfos">
		<div class="zusatzItem">
			Telefon: 02932/4533<br />
			Telefax: 02932/51344
		</div>
		<div class="zusatzItem">
			<a href="mailto:info@landhotel-dietzel.de" target="_blank">info@landhotel-dietzel.de</a>
		</div>
		<div class="zusatzItem">
			<img src="design/bike.png"  /> <a href="angebote.php#radtouren">Hinweis f&uuml;r alle Radfahrer</a>
		</div>
				<div class="zusatzItem" style="vertical-align: middle;">
			<img src="design/facebook.png" /> <a href="https://www.facebook.com/LandhotelDietzel" target="_blank">Besuchen Sie uns auf Facebook</a>
		</div>
	</div>
			<div style="clear: both;"></div>
	</div>
</body>
	<script src="include/javascript.js"></script>
</html>