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
		<h2>Sehensw&uuml;rdigkeiten und Unternehmungen vor Ort:</h2>
		<h3>Schloss und Schlosspark Herdringen</h3>
		Das Jagdschloss Herdringen gilt als einer der bedeutendsten neugotischen Schlossbauten Westfalens.<br />
		Der neugotische Teil des Schlosses wurde im 19. Jahrhundert nach Pl&auml;nen des K&ouml;lner Dombauers Ernst Zwirner im Stil des englischen Castle Gothic erbaut<br />
		Die Parklandschaft rund um das Schloss wurde im 19. Jahrhundert von dem romantischen Landschafts- und Gartengestalter Maximilian Friedrich von Weyhe entworfen.<br />
		Das Schloss ist in wenigen Minuten fu&szlig;l&auml;ufig vom Hotel zu erreichen.<br />
		Weitere Informationen finden Sie hier: <a href="http://www.schloss-herdringen.de/" target="_blank">www.schloss-herdringen.de</a><br />
		<br />
		<h3>Freilichtb&uuml;hne Herdringen</h3>
		Die Freilichtb&uuml;hne Herdringen bietet im j&auml;hrlich wechselnden Sommerprorgamm zwei Theaterst&uuml;cke an - jeweils ein Familienst&uuml;ck und ein St&uuml;ck f&uuml;r erwachsene Besucher.<br />
		Mit viel Liebe zum Detail inszenieren die Schauspieler von Jung bis Alt die verschiedenen St&uuml;cke und entf&uuml;hren Sie in eine andere Welt.<br />
		N&auml;here Informationen zum aktuellen Spielplan finden Sie unter <a href="http://www.freilichtbuehne-herdringen.de/cms/index.php?section=home" target="_blank">www.freilichtbuehne-herdringen.de</a><br />
		<br /><br /><br />
		<h2>Sehensw&uuml;rdigkeiten und Unternehmungen in der Umgebung:</h2>
		<h3>Kloster Oelinghausen</h3>
		Seit &uuml;ber 800 Jahren ist das Kloster der Pr&auml;monstratenserinnen in Oelinghausen eine St&auml;tte des Gebetes, der Andacht und der Kultur. <br />
		Von den adeligen Nonnen wurden hervorragende Kunstwerke f&uuml;r Kirche und Kloster nach Oelinghausen geholt. Dieses Kloster ist unter den Frauenkl&ouml;stern Westfalens, was sowohl den Bau als auch seine Ausstattung in der Folge der Geschlechter angeht, in einem bewundernswerten einmaligen Ma&szlig;e erhalten.<br />
		Vergleichbares gibt es in Westfalen nicht.<br />
		Weitere Infos unter <a href="http://www.oelinghausen.de/index.php/Kloster.html" target="_blank">www.oelinghausen.de</a><br />
		<br />
		<h3>Stadt Arnsberg</h3>
		Die Stadt Arnsberg ist eine der gr&ouml;&szlig;eren St&auml;dte des Hochsauerlandkreises und bietet mit ihrem mittelalterlichen Stadtkern und der Schlossruine immer wieder ein tolles Ausflugsziel. Neben einer spannenden Geschichte - &uuml;ber die man sich bei Stadtf&uuml;hrungen informieren kann - bietet Arnsberg auch viele andere Angebote: von Theater, &uuml;ber Museen und Kneipen bis hinzu Veranstaltungen wie dem allj&auml;hrlichen Weihnachtsmarkt oder dem internationalen Kunstsommer, hier ist f&uuml;r jeden etwas dabei.<br />
		Weitere Infos unter <a href="http://www.arnsberg.de/" target="_blank">www.arnsberg.de</a><br />
		<br />
		<h3>Stadt Neheim</h3>
		Die Stadt Neheim bietet neben vielen Baudenkm&auml;lern, wie der Pfarrkirche St. Johannes oder dem Fresekenhof, vor allem eins: eine gut ausgebaute, moderne Fu&szlig;g&auml;ngerzone, die viele M&ouml;glichkeiten zum shoppen, bummeln und st&ouml;bern bietet.<br />
		Aber auch das Nachtleben in Neheim ist nicht zu verachten. Mit seinen vielen Kneipen, Restaurants und Bars lockt es viele Besucher aus den umliegenden St&auml;dten und D&ouml;rfern an. Events wie die Neheimer Kneipennacht, der Dies internationales oder der Wochenmarkt sind immer gut besucht und einen Ausflug wert. <br />
		Weitere Infos unter <a href="http://www.aktives-neheim.de/index.php" target="_blank">www.aktives-neheim.de</a><br />
		<br />
		<h3>Balver H&ouml;hle</h3>
		Die Balver H&ouml;hle ist die gr&ouml;&szlig;te offene Kulturh&ouml;hle in Europa. Sie besitzt ein gro&szlig;es Eingangsportal hinter dem sich eine riesige Halle befindet. Diese wird regelm&auml;&szlig;ig f&uuml;r Events und Konzerte genutzt und man kann diese in einzigartiger Akustik und Atmosph&auml;re erleben.<br />
		Weitere Infos unter <a href="http://www.balver-hoehle.de/" target="_blank">www.balver-hoehle.de</a><br />
		<br />
		<h3>Luisenh&uuml;tte Balve-Wocklum</h3>
		Die Luisenh&uuml;tte ist eine der &auml;ltesten im Original erhaltenen Eisenh&uuml;tten Deutschlands und gilt als technischen Denkmal.<br />
		Das besucherorientierte Erlebnismuseum bietet die M&ouml;glichkeit sich &uuml;ber die fr&uuml;here Eisenherstellung und die verschiedenen Gussprodukte zu informieren.<br />
		Weitere Infos unter <a href="http://www.balve.de/Luisenhuette.327.0.html" target="_blank">www.balve.de</a><br />
		<br />
		<h3>Wildwald Vo&szlig;winkel</h3>
		Der Wildwald in Vo&szlig;winkel ist vor allem f&uuml;r Familien ein attraktives Ausflugsziel - man kann den ganzen Tag damit verbringen, die Tiere in ihrer nat&uuml;rlichen Umgebung zu beobachten und hat die M&ouml;glichkeit nebenbei vieles interaktiv zu lernen. Vor allem die F&uuml;tterung der Wildtiere ist ein Highlight, aber auch auf dem Waldspielplatz oder im Hochseilgarten kann viel erlebt werden. <br />
		Auch f&uuml;r Erwachsene bietet der Wildwald attraktive Angebote: Das Waldkino, der Wald-Weihnachtsmarkt oder der Lichterwald sind tolle Events f&uuml;r (romantische) Ausfl&uuml;ge.<br />
		Weitere Infos unter <a href="http://www.wildwald.de/" target="_blank">www.wildwald.de</a><br />
		<br />
		<h3>Sorpesee</h3>
		Der Sorpesee ist ein Stausee im Hochsauerlandkreis, er dient der Wasserversorgung und der Stromerzeugung. <br />
		Der See bietet Freizeitm&ouml;glichkeiten wie Wandern, Tauchen, Rudern, Schwimmen, Angeln und Golfen.<br />
		Weitere Infos unter <a href="http://www.sorpesee.de/" target="_blank">www.sorpesee.de</a><br />
		<br />
		<h3>Stadt Soest</h3>
		Einige Kilometer von Herdringen entfernt liegt die Hansestadt Soest, die bereits seit &uuml;ber 1000 Jahren besteht. Eine so lange Geschichte bringt auch viele Sehensw&uuml;rdigkeiten und Attraktionen mit sich. Von mittelalterlichen Stadtf&uuml;hrungen, Kirchen und Kapellen, Theaterauff&uuml;hrungen, einer modernen Einkaufsstra&szlig;e und vielen (urigen) Restaurants und Kneipen, bis hin zur ber&uuml;hmten Soester Kirmes: Soest ist immer einen Besuch wert.<br />
		Weitere Infos unter <a href="http://www.soest.de/" target="_blank">www.soest.de</a><br />
		<br />
		<h3>M&ouml;hnesee</h3>
		Der M&ouml;hnesee im Kreis Soest ist ein 10,73 km&sup2; gro&szlig;er Stausee, dessen Talsperre im zweiten Weltkrieg gesprengt und dann wieder aufgebaut wurde. <br />
		Der See bietet tolle M&ouml;glichkeiten f&uuml;r Wanderungen, Radtouren, Bootstouren oder zum Schwimmen. Au&szlig;erdem finden sich &uuml;berall an seinen Ufern Restaurants und Cafes.<br />
		Weitere Infos unter <a href="http://www.moehnesee.de/" target="_blank">www.moehnesee.de</a><br />
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