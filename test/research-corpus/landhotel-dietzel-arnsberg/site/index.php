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
		<h3>Herzlich willkommen im</h3>
		<h1>Landhotel Dietzel</h1>
		<img src="design/aussen.png" /><br /><br />
		<b>Erholung und Erlebnis zu fairen Preisen</b> - nach diesem Grundsatz kümmern wir uns seit über 30 Jahren erfolgreich um das Wohl unserer Gäste.
		In unserem familiär geführten Hotel sorgen wir für Ihr ganz persönliches Wohlbefinden und finden das richtige Angebot für Ihre Interessen:
		Ob Clubtouren, Radtouren, Seniorentouren oder Tagesfahrten.<br /><br />
		Informieren Sie sich auf unserer Website oder schauen Sie doch selbst einmal bei uns vorbei.<br />
		<br />
		Wir freuen uns auf Sie,<br />
		Ihre Familie Dietzel
		<br /><br /><br />
		<h2>Aktuelles:</h2>
						<div class="aktItem">
			<div class="aktBild">
				<img src="https://toughmudder.cachefly.net/sites/all/themes/tough_mudder/logo.png" width=150 />
			</div>
			<span class="aktTitel">Tough Mudder</span><br />
			<span class="aktText">
				Tough Mudder&reg; ist eine weltweite Serie von 16 - 18 Kilometer langen Hindernisl&auml;ufen. Bestens geeignet, um Deine Kraft und Ausdauer zu testen &ndash; aber mindestens
				genau so gut, um Deine Willensst&auml;rke und Deinen Teamgeist unter Beweis zu stellen. Tough Mudder ist kein gew&ouml;hnlicher Crosslauf oder Gel&auml;ndelauf. Mit den
				innovativsten Strecken und &uuml;ber einer Million begeisterten Teilnehmer ist Tough Mudder&reg; die f&uuml;hrende Hindernislauf-Serie der Welt. Und im Juni 2016 kommt dieses Event wieder nach Herdringen.
				Weitere Informationen unter <a href="https://toughmudder.de/events/nrw-2016">www.toughmudder.de</a></span>
			<div style="clear: both;"></div>
		</div>
		<div class="aktItem">
			<div class="aktBild">
				<img src="img/oktoberfest.png" width=150 />
			</div>
			<span class="aktTitel">Oktoberfest</span><br />
			<span class="aktText">
				Am Samstag, den 08. Oktober 2016 verwandeln wir das Abendlokal "Silberdistel" f&uuml;r unser allj&auml;hrliches Oktoberfest in ein blau-wei&szlig;-geschm&uuml;cktes Festzelt.
				Und auch sonst stehen alle Zeichen auf bayrisch: Unsere K&uuml;che sorgt f&uuml;r extra herzhafte "Schmankerln". Genie&szlig;en Sie knusprige Haxen, N&uuml;rnberger Bratw&uuml;rstchen
				und andere Leckereien. Dazu nat&uuml;rlich "Kraut" und ein kr&auml;ftiges Starkbier frisch vom Fass. Dann geht mit der z&uuml;nftigen "Musi" unseres
				Diskjockeys die Stimmung richtig los! Oans, zwoa, gsuffa...
			</span>
			<div style="clear: both;"></div>
		</div>
		<div style="clear: both;"></div>
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