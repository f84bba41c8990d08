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
		<div id="silvesterTitle">
			<h1>Unsere Silvester-Angebot f&uuml;r Sie:</h1>
		</div>
		<h3>Dienstag, 29.12.2015</h3>
		Wir heißen Sie mit einer Bierspezialität im Sauerland willkommen.
		Nach dem Abendessen gemütliches Beisammensein in der Silberdistel
		oder Bierakademie.
		<br/><br/>
		
		<h3>Mittwoch, 30.12.2015</h3>
		Bis 10 Uhr haben Sie die Möglichkeit, sich an unserem reichhaltigen
		Frühstücksbüffet zu stärken. Danach haben Sie Zeit, das schneebedeckte Sauerland zu erkunden,
		hierfür bieten sich unter anderem das nahe gelegene Kloster Oelinghausen, der Wildwald Voßwinkel
		oder der Möhnesee an. Ab 13 Uhr hat unser Koch ein Mittagessen für Sie vorbereitet. Am Nachmittag
		können Sie sich dann an leckeren Waffeln erfreuen. Nach dem Abendessen genießen Sie eine köstliche
		Feuerzangenbowle.
		<br/><br/>
		
		<h3>Donnerstag, 31.12.2015</h3>
		Auch an diesem Tag warten wieder einige Gaumenfreuden auf Sie, zwischen dem Frühstückbüffet am Morgen
		und dem Kuchenbüffet am Nachmittag, bereitet Ihnen unser Koch ein herzhaftes Mittagessen zu. Auch dazwischen
		bleibt wieder Zeit, die schöne Umgebung des Sauerlands zu erkunden.
		Am Abend lockt Sie dann das große Silvesterbüffet in die Silberdistel. Unser DJ versorgt Sie im Anschluss mit
		Musik, bei bester Stimmung und Tanz feiern Sie bis in den frühen Morgen.
		<br/><br/>
		
		<h3>Freitag, 01.01.2015</h3>
		Am Neujahrsmorgen bieten wir Ihnen genügend Zeit zum Ausschlafen. Bis 14 Uhr können Sie sich am
		reichhaltigen Brunchbüffet bedienen. Im Lauf des Nachmittags wartet die Kaffeetafel wieder mit süßen
		Versuchungen auf Sie. Nach dem Abendessen testen wir bei einem lustigen Quiz Ihr Wissen rund um das Thema Bier.
		<br/><br/>
		
		<h3>Samstag, 02.01.2016</h3>
		Auch an diesem Tag soll es Ihnen an nichts fehlen. Auf das stärkende Frühstücksbüffet folgt das Mittagessen und
		am Nachmittag eine Kaffeetafel. Stets mit ausreichend Zeit, um die schönene Ecken des waldreichen Sauerlands
		zu erkunden. Nach dem heutigen Abendessen können Sie erneut Ihr Können unter Beweis stellen, diesmal beim Preiskegeln
		in ausgelassener Runde.
		<br/><br/>
		
		<h3>Sonntag, 03.01.2016</h3>
		Wieder können Sie das reichhaltige Frühstücksbüffet genießen, im Laufe des Tages wünschen wir Ihnen
		dann eine angenehme Heimreise.
		
		<br />
		<br />
		<hr>
		<br />
		
		<h3>Preise</h3>
		abhängig von der Aufenthaltsdauer:<br />
		
		<table border=0 class="preistable">
			<tr>
				<td>29.12.2015 - 01.01.2015</td>
				<td class="preisTd">208,- &euro;</td>
			</tr>
			<tr>
				<td>30.12.2015 - 01.01.2015</td>
				<td class="preisTd">154,- &euro;</td>
			</tr>
			<tr>
				<td>31.12.2015 - 01.01.2015</td>
				<td class="preisTd">110,- &euro;</td>
			</tr>
			<tr>
				<td>&nbsp;</td>
				<td>&nbsp;</td>
			</tr>
			<tr>
				<td>29.12.2015 - 02.01.2015</td>
				<td class="preisTd">268,- &euro;</td>
			</tr>
			<tr>
				<td>30.12.2015 - 02.01.2015</td>
				<td class="preisTd">214,- &euro;</td>
			</tr>
			<tr>
				<td>31.12.2015 - 02.01.2015</td>
				<td class="preisTd">170,- &euro;</td>
			</tr>
			<tr>
				<td>&nbsp;</td>
				<td>&nbsp;</td>
			</tr>
			<tr>
				<td>29.12.2015 - 03.01.2015</td>
				<td class="preisTd">320,- &euro;</td>
			</tr>
			<tr>
				<td>30.12.2015 - 03.01.2015</td>
				<td class="preisTd">268,- &euro;</td>
			</tr>
			<tr>
				<td>31.12.2015 - 03.01.2015</td>
				<td class="preisTd">214,- &euro;</td>
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