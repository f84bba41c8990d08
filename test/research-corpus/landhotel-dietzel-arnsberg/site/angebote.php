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
		<h1>Unsere Angebote f&uuml;r Sie:</h1>
		<h2>Preise</h2>
		<h3>&Uuml;bernachtungspreise pro Person</h3>
		<table border=0 class="preistable">
		<tr>
			<td colspan=2><b>im Doppelzimmer mit Dusche/WC/TV</b></td>
		</tr>
		<tr>
			<td>&Uuml;bernachtung mit Fr&uuml;hst&uuml;cksb&uuml;ffet</td>
			<td class="preisTd">27,00 &euro;</td>
		</tr>
		<tr>
			<td>Halbpension</td>
			<td class="preisTd">36,00 &euro;</td>
		</tr>
		<tr>
			<td>Vollpension</td>
			<td class="preisTd">41,00 &euro;</td>
		</tr>
		<tr>
			<td>&nbsp;</td>
			<td>&nbsp;</td>
		</tr>
		<tr>
			<td colspan=2><b>im Einzelzimmer mit Dusche/WC/TV</b></td>
		</tr>
		<tr>
			<td>&Uuml;bernachtung mit Fr&uuml;hst&uuml;cksb&uuml;ffet</td>
			<td class="preisTd">36,00 &euro;</td>
		</tr>
		<tr>
			<td>Halbpension</td>
			<td class="preisTd">45,00 &euro;</td>
		</tr>
		<tr>
			<td>Vollpension</td>
			<td class="preisTd">50,00 &euro;</td>
		</tr>
		</table>
		<h3>Sonderpreise</h3>
		Bei einem l&auml;ngeren Aufenthalt in unserem Hotel gew&auml;hren wir Ihnen nach Vereinbarung Sonderpreise. Dieses Angebot richtet sich insbesondere an
		Monteure und Kursteilnehmer des Notfallseminars. Auch wenn Sie mit einer Gruppe bei uns zu Gast sind, k&ouml;nnen wir Ihnen ein spezielles Angebot machen.
		<br /><br />
		Wir freuen uns auf Ihre Anfrage!<br />
		<br /><br />
		<hr>
		<br />
		<h2>Clubwochenende</h2>
		Unser Programm f&uuml;r Ihr Clubwochenende steht unter dem Motto <b>Ringelspiel</b>.<br />
		<h3>Freitag</h3>
		Bei der Ankunft werden Sie mit einem frischgezapftem Bier begr&uuml;&szlig;t. Ab 19 Uhr servieren wir zum Abendessen unser &quot;Braumeister-Schnitzel&quot;. Anschlie&szlig;end bittet unser Diskjockey ab 20 Uhr zum Tanz in der Silberdistel.
		Um Mitternacht wird mit einem Tanzspiel der Mitternachtsprinz und die Mitternachtsprinzessin ermittelt; anschlie&szlig;end steht ein kleiner Imbiss bereit.
		<h3>Samstag</h3>
		Zwischen 8 und 10 Uhr wartet unser Fr&uuml;hst&uuml;cksb&uuml;ffet auf Sie. Danach haben Sie Gelegenheit zum Kegeln (bitte bei Ankunft reservieren), Fr&uuml;hschoppen oder einem Spaziergang in unserer waldreichen Umgebung.
		Ab 13 Uhr hat unser Koch die original Sauerl&auml;nder Fleischplatte mit Salatb&uuml;ffet f&uuml;r Sie vorbereitet. Im Anschluss daran beginnt um 15 Uhr im Bierstadel das &quot;Ringelspiel&quot; mit Spiel, Spa&szlig; und Musik; dazu Kaffeetafel mit hausgemachtem Kuchen.
		Um 19 Uhr servieren wir ein warmes B&uuml;ffet. Danach in der Silberdistel Tanz und Musik bis in die Nacht, dabei Siegerehrung des Ringelspiels. Um Mitternacht steht wiederum ein Imbiss f&uuml;r Sie bereit.
		<h3>Sonntag</h3>
		Nach dem Fr&uuml;hst&uuml;ck wird beim Fr&uuml;hshoppen mit Musik im Bierseminar der Bierk&ouml;nig und die Bierk&ouml;nigin ermittelt. Ab 13 Uhr servieren wir Ihnen ein Drei-G&auml;nge-Men&uuml;.
		<br /><br /><br />
		An drei speziellen Terminen können sie au&szlig;erdem Ihre Clubtour mit einem ganz besonderen Highlight abrunden:
		<h3>1000-jährige H&uuml;stener Kirmes</h3>
		Das gr&ouml;&szlig;te Volksfest des Sauerlandes findet Anfang September im Arnsberger Ortsteil H&uuml;sten statt. Mit seiner &uuml;ber 1000-j&auml;hrigen Tradition ist es ein Publikumsmagnet, der die Menschen von Nah und Fern anzieht.
		Der Festplatz ist nur ca 2,5 km von unserem Hotel entfernt. F&uuml;r einen kleinen Vorgeschmack besuchen Sie <a href="http://www.huestener-kirmes.de/" target="_blank">www.huestener-kirmes.de</a>.
		<h3>Oktoberfest in der Silberdistel</h3>
		Mitte Oktober verwandeln wir unser Abendlokal "Silberdistel" in ein blau-wei&szlig;-geschm&uuml;cktes Festzelt. Und auch sonst stehen alle Zeichen auf bayrisch: Unsere K&uuml;che sorgt f&uuml;r extra herzhafte "Schmankerln".
		Genie&szlig;en Sie knusprige Haxen, N&uuml;rnberger Bratw&uuml;rstchen und andere Leckereien. Dazu nat&uuml;rlich "Kraut" und ein kr&auml;ftiges Starkbier frisch vom Fass. Dann geht mit der z&uuml;nftigen "Musi" unseres
		Diskjockeys die Stimmung richtig los! Oans, zwoa, gsuffa...
		<br /><br /><br />
		<h3>Preise pro Person, Zimmer mit TV, Dusche und WC</h3>
		<table border=0 class="preistable">
		<tr>
			<td>Freitag bis Sonntag</td>
			<td class="preisTd">110,00 &euro;</td>
		</tr>
		<tr>
			<td>- All-Inclusive Zuschlag</td>
			<td class="preisTd">90,00 &euro;</td>
		</tr>
		<tr>
			<td>&nbsp;</td>
			<td>&nbsp;</td>
		</tr>
		<tr>
			<td>Samstagmittag bis Sonntag</td>
			<td class="preisTd">75,00 &euro;</td>
		</tr>
		<tr>
			<td>- All-Inclusive Zuschlag</td>
			<td class="preisTd">60,00 &euro;</td>
		</tr>
		<tr>
			<td>&nbsp;</td>
			<td>&nbsp;</td>
		</tr>
		<tr>
			<td>Einzelzimmerzuschlag pro Tag</td>
			<td class="preisTd">8,00 &euro;</td>
		</tr>
		<tr>
			<td>&nbsp;</td>
			<td>&nbsp;</td>
		</tr>
		</table>
		Bei Reservierung 25 &euro; Anzahlung pro Person, Restzahlung bei Ankunft
		<br /><br /><br />
		<hr>
		<br />
		<h2>Seniorentouren</h2>
		Wir stellen Ihnen Ihr pers&ouml;nliches Programm zusammen!<br />
		Dabei ist es egal wann Sie anreisen, mit wie vielen Personen Sie das tun und wie lange Sie unser Gast bleiben m&ouml;chten.
		F&uuml;r die Tage von Sonntag bis Freitag erstellen wir Ihnen Ihr individuelles Seniorenprogramm.
		F&uuml;r ein spezielles Programm melden Sie sich bei uns!
		Wir freuen uns auf Ihren Besuch.
		<br /><br /><br />
		<hr>
		<br />
		<h2>Radtouren<a name="radtouren"></a></h2>
		<div class="hinweisDiv">
			<b>Wichtiges zur Anreise:</b><br />
			Da uns sehr viel an Ihrem Wohl liegt, beachten Sie bitte folgendes, wenn Sie mit dem Fahrrad aus Richtung Bahnhof Neheim-H&uuml;sten anreisen:
			Auf dem Weg zu uns treffen Sie auf eine Weggabelung, an welcher Ihnen die Schilder angeben, der linke Pfad f&uuml;hre nach Herdringen. Wir empfehlen
			Ihnen dennoch der rechten Abbiegung zu folgen. Auch diese Route f&uuml;hrt nach Herdringen und zu unserem Hotel, jedoch ist sie aus vielerlei Hinsicht deutlich angenehmer zu fahren.
			Auch der Routendienst Google Maps wird Ihnen nicht direkt den &quot;gem&uuml;tlicheren&quot; Weg vorschlagen, weswegen wir Ihnen diesen
			<a href="https://www.google.de/maps/dir/Bahnhof+Neheim-H%C3%BCsten/51.421714,7.963414/@51.4277396,7.9606127,2285m/data=!3m1!1e3!4m15!4m14!1m10!1m1!1s0x47b9673940e69ed3:0x815e218d5225348a!2m2!1d7.970099!2d51.437823!3m4!1m2!1d7.970762!2d51.43455!3s0x47b9673885025f31:0x132760fc50e164a0!1m1!4e1!3e0?hl=de" target="_blank">hier</a>
			hinterlegt haben.<br />
			<b>Wir w&uuml;nschen eine sch&ouml;ne Anreise.</b>
		</div><br />
		Unser Haus ist ein beliebtes Etappenziel bei allen, die das Sauerland mit dem Fahrrad erkunden. Einer der sch&ouml;nsten Strecken
		ist sicher der RuhrtalRadweg von der Ruhr-Quelle nahe Winterberg bis zur M&uuml;ndung in den Rhein bei Duisburg. Doch so richtig
		geniessen kann man das Radfahren nur, wenn man sich die Tagesstrecken gut einteilt und dort &uuml;bernachtet, wo man auf Radfahrer
		eingestellt ist.<br />
		Wir haben f&uuml;r Ihre Bed&uuml;rfnisse als Radfahrer eigens einen Fahradkeller eingerichtet, in dem Ihre R&auml;der trocken und
		gesch&uuml;tzt die Nacht &uuml;ber abgestellt werden k&ouml;nnen. Auch bei Regen ist das Sauerland sch&ouml;n! Aber nasse und feuchte
		Kleidung macht keinen Spass. Nutzen sie deshalb &uuml;ber Nacht unseren Trockenraum, damit Ihre Sachen anderntags wieder trocken zu
		tragen sind. Selbstverst&auml;ndlich ist dieser Service kostenlos!<br />
		Unser Haus liegt nur ca. 2 km vom RuhrtalRadweg entfernt. Sie k&ouml;nnen uns leicht finden, wenn sie den Radweg am Bahnhof Arnsberg/Neheim-
		H&uuml;sten verlassen. Dann folgen Sie einfach den Schildern der "Hotel-Route" bzw. "Landhotel-Dietzel" in Richtung Herdringen.
		<br /><br /><br />
		<h3>Preise pro Person, Zimmer mit TV, Dusche und WC, Fr&uuml;hst&uuml;cksbuffet</h3>
		<table border=0 class="preistable">
		<tr>
			<td colspan=2>Einfache &Uuml;bernachtung</td>
		</tr>
		<tr>
			<td><b>Doppelzimmer</b></td>
			<td class="preisTd">26,00 &euro;</td>
		</tr>
		<tr>
			<td>Einzelzimmerzuschlag</td>
			<td class="preisTd">9,00 &euro;</td>
		</tr>
		<tr>
			<td>&nbsp;</td>
			<td>&nbsp;</td>
		</tr>
		<tr>
			<td colspan=2><b>Fahrradpauschale</b></td>
		</tr>
		<tr>
			<td colspan=2>Leistungen wie oben, jedoch zus&auml;tzlich Begr&uuml;&szlig;ungs-<br />trunk und ein reichhaltiges Zwei-G&auml;nge-Men&uuml;</td>
		</tr>
		<tr>
			<td><b>Doppelzimmer</b></td>
			<td class="preisTd">34,00 &euro;</td>
		</tr>
		<tr>
			<td>Einzelzimmerzuschlag</td>
			<td class="preisTd">9,00 &euro;</td>
		</tr>
		</table>
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