<!DOCTYPE html>
<html lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Menu</title>
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/menu.js"></script>
</head>
<body class="menu" id="menuleft">
	<a href="../subpages/startseite.php" target="main" id="startseite" class="chosen">Startseite</a>
	<hr>
	<a href="../subpages/behandlung.php" target="main" id="behandlung">Behandlung</a>
	<a href="../subpages/seminare.php" target="main" id="seminare">Seminare</a>
	<a href="../subpages/uebermich.php" target="main" id="uebermich">Über mich</a>
	<a href="../subpages/links.php" target="main" id="links">Links</a>
	<hr>
	<a href="../subpages/kontakt.php" target="main" id="kontakt">Kontakt</a>

</body>
</html>