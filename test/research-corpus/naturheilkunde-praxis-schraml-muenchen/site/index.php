<!DOCTYPE html>
<html lang="de">
<head>
<title>Sybille Schraml - Naturheilkunde Praxis - Dantestrasse 29 - 80637 München - U1 Westfriedhof</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta http-equiv="Content-Language" content="de">
<meta name="audience" content="alle">
<meta name="description" content="Sybille Schraml, Naturheilkunde Praxis, München">
<meta name="keywords"
	content="Naturheilkunde, Bioresonanz, Testung, Farblichttherapie, Hakomi, München, Sybille Schraml, Heikpraktiker">
<meta name="keywords"
	content="Naturheilkunde, München, Bioresonanz, Chinesische Medizin, Chinesische Heilmethode, Chinesische Heilkunde, TCM,
Farblichttherapie, Hakomi, Testung, Zungen- und Pulsdiagnose, Entgiftung, Yin-Yang,
Schmerztherapie, Ernaehrungsberatung, Naturheilkundliche Stoffwechselregulation, Heilpraktiker">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="shortcut icon" href="img/sybille.ico">
<link href="stylesheets/styles.css" rel="Stylesheet" type="text/css">
<link href="stylesheets/iframes.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="javascript/resolution.js"></script>
</head>
<body id="index">
	<iframe id="toplogoframe" name="toplogoframe" src="navigation/top_logo.php" scrolling="no" marginheight="0"
		marginwidth="0" frameborder="0"></iframe>
	<iframe id="bottomframe" src="navigation/bottom.php" scrolling="no" marginheight="0" marginwidth="0" frameborder="0"></iframe>
	<iframe id="menuleftframe" src="navigation/menu_left.php" name="menu" marginheight="0" marginwidth="0" frameborder="0"></iframe>
	<iframe id="menutopframe" src="navigation/menu_top.php" name="menutop" marginheight="0" marginwidth="0"
		frameborder="0"></iframe>
	<iframe id="menudropdownframe" src="navigation/menu_dropdown.php" name="menudropdown" marginheight="0" marginwidth="0"
		frameborder="0"></iframe>
	<iframe id="mainframe" src="subpages/startseite.php" name="main" marginheight="0" marginwidth="0" frameborder="0"></iframe>
	<iframe id="popupframe" name="popup" marginheight="0" marginwidth="0" frameborder="0"
		data-link="subpages/impressum.php"></iframe>
</body>
</html>
