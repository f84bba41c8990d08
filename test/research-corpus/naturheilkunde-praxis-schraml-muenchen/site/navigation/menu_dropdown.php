<!DOCTYPE html>
<html lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Menu</title>
<link rel="stylesheet" href="../stylesheets/styles.css" id="stylesheet">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/menudropdown.js"></script>
</head>
<body id="menudropdown">
	<a href="javascript:toggleMenu()">
		<img src="../img/icon_menu_black.png" class="icon">
	</a>
	<div id="menuitems">
		<ul>
			<li><a href="../subpages/startseite.php" target="main" id="startseite">Startseite</a></li>
			<li><a href="../subpages/behandlung.php" target="main" id="behandlung">Behandlung</a></li>
			<li class="sublink"><a href="../subpages/tcm.php" target="main" id="tcm">Chinesische Heilmethode</a></li>
			<li class="sublink"><a href="../subpages/bioresonanz.php" target="main" id="bioresonanz">Bioresonanz</a></li>
			<li class="sublink"><a href="../subpages/testung.php" target="main" id="testung">Testung</a></li>
			<li class="sublink"><a href="../subpages/farbtherapie.php" target="main" id="farbtherapie">Farblichttherapie</a></li>
			<li class="sublink"><a href="../subpages/hakomi.php" target="main" id="hakomi">Hakomi</a></li>
			<li><a href="../subpages/seminare.php" target="main" id="seminare">Seminare</a></li>
			<li><a href="../subpages/uebermich.php" target="main" id="uebermich">Über mich</a></li>
			<li><a href="../subpages/links.php" target="main" id="links">Links</a></li>
			<li><a href="../subpages/kontakt.php" target="main" id="kontakt">Kontakt</a></li>
			<li><a href="javascript:showImpressum()" id="impressum">Impressum</a></li>
		</ul>
	</div>
</body>
</html>