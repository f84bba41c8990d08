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
		<h2>Impressum</h2>
		Landhotel Dietzel<br />
		<br />
		Neuer Weg 11<br />
		59757 Arnsberg<br />
		<br />
		Tel.: 02932/4533<br />
		Fax.: 02932/51344<br />
		<br />
		<a href="mailto:info@landhotel-dietzel.de" target="_blank">info@landhotel-dietzel.de</a><br />
		<br />
		Vertretungsberechtigter Gesch&auml;ftsf&uuml;hrer:<br />
		Ulrich Dietzel<br />
		<br />
		Steuernummer:<br />
		303599456049<br />
		<br />
		<h3>Haftungshinweis:</h3>
		Trotz sorgf&auml;ltiger inhaltlicher Kontrolle &uuml;bernehmen wir keine Haftung f&uuml;r die Inhalte externer Links. F&uuml;r den Inhalt der verlinkten Seiten sind ausschlie&szlig;lich deren Betreiber verantwortlich.<br />
		<br />
		<h3>Datenschutzerkl&auml;rung:</h3>
		Wir erheben, verarbeiten und nutzen Ihre Daten nur im Rahmen der gesetzlichen Bestimmungen.
		Diese Datenschutzerkl&auml;rung gilt ausschlie&szlig;lich f&uuml;r die Nutzung der von uns angebotenen Webseiten. Sie gilt nicht f&uuml;r die Webseiten anderer Dienstanbieter, auf die wir lediglich durch einen Link verweisen.
		Bei der Nutzung unserer Webseiten bleiben Sie anonym, solange Sie uns nicht von sich aus freiwillig personenbezogene Daten zur Verf&uuml;gung stellen. Personenbezogene Daten werden nur dann erhoben, wenn dies f&uuml;r die Nutzung der auf der Webseite angebotenen Leistungen, insbesondere Formularangebote, erforderlich ist.
		Wir werden die von Ihnen zur Verf&uuml;gung gestellten Daten streng vertraulich behandeln. Ohne Ihre ausdr&uuml;ckliche Einwilligung geben wir keine pers&ouml;nlichen Daten weiter, es sei denn, dass wir rechtlich dazu verpflichtet sind. Wir weisen jedoch darauf hin, dass es bei der &Uuml;bermittlung von Daten im Internet immer dazu kommen kann, dass Dritte Ihre Daten zur Kenntnis nehmen oder verf&auml;lschen.
		Sofern Sie es von uns verlangen, gew&auml;hren wir Ihnen Einblick in die &uuml;ber Sie gespeicherten Daten, beziehungsweise l&ouml;schen diese. Wenn Sie Daten berichtigen, l&ouml;schen oder einsehen wollen, gen&uuml;gt hierf&uuml;r ein Schreiben an die im Impressum angegebene Adresse.
		Im Rahmen der Benachrichtigung unserer Kunden &uuml;ber Produktneuheiten, etc. senden wir Ihnen E-Mails nur zu, sofern Sie uns Ihre E-Mail-adresse zur Verf&uuml;gung stellen.<br />
		<br />
		<h3>Datenschutzerkl&auml;rung f&uuml;r die Nutzung von Facebook-Plugins (Like-Button):</h3>
		Auf unseren Seiten sind Plugins des sozialen Netzwerks Facebook, 1601 South California Avenue, Palo Alto, CA 94304, USA integriert. Die Facebook-Plugins erkennen Sie an dem Facebook-Logo oder dem &quot;Like-Button&quot; (&quot;Gef&auml;llt mir&ldquo;) auf unserer Seite. Eine &Uuml;bersicht &uuml;ber die Facebook-Plugins finden Sie hier: http://developers.facebook.com/docs/plugins/ Wenn Sie unsere Seiten besuchen, wird &uuml;ber das Plugin eine direkte Verbindung zwischen Ihrem Browser und dem Facebook-Server hergestellt. Facebook erh&auml;lt dadurch die Information, dass Sie mit Ihrer IP-Adresse unsere Seite besucht haben. Wenn Sie den Facebook &bdquo;Like-Button&ldquo; anklicken w&auml;hrend Sie in Ihrem Facebook-Account eingeloggt sind, k&ouml;nnen Sie die Inhalte unserer Seiten auf Ihrem Facebook-Profil verlinken. Dadurch kann Facebook den Besuch unserer Seiten Ihrem Benutzerkonto zuordnen. Wir weisen darauf hin, dass wir als Anbieter der Seiten keine Kenntnis vom Inhalt der &uuml;bermittelten Daten sowie deren Nutzung durch Facebook erhalten. Weitere Informationen hierzu finden Sie in der Datenschutzerkl&auml;rung von facebook unter http://de-de.facebook.com/policy.php
		Wenn Sie nicht w&uuml;nschen, dass Facebook den Besuch unserer Seiten Ihrem Facebook-Nutzerkonto zuordnen kann, loggen Sie sich bitte aus Ihrem Facebook-Benutzerkonto aus.<br />
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