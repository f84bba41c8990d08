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
		<h2>Kontakt</h2>
		Landhotel Dietzel<br />
		<br />
		Neuer Weg 11<br />
		59757 Arnsberg<br />
		<br />
		Telefon: 02932/4533<br />
		Telefax: 02932/51344<br />
		<br />
		E-Mail: <a href="mailto:info@landhotel-dietzel.de">info@landhotel-dietzel.de</a><br />
		<br />
		<h2>Anfahrt</h2>
		<iframe
			src="https://www.google.com/maps/embed?pb=!1m14!1m8!1m3!1d2487.9830500269854!2d7.963430999999999!3d51.421738!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x47b9675c919c3ca9%3A0x214458a9718191b!2sLandhotel+Dietzel!5e0!3m2!1sde!2sde!4v1403429066966"
			width="500"
			height="500"
			frameborder="0"
			style="border:0">
		</iframe>
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