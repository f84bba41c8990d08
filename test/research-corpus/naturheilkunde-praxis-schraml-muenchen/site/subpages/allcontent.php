<!DOCTYPE html>
<html lang="de">
<head>
<title>Naturheilkunde-Praxis - Sybille Schraml</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta http-equiv="Content-Language" content="de">
<meta name="audience" content="alle">
<meta name="description" content="Angelika Bartels, Spirituelle Rückführung">
<meta name="keywords"
	content="Angelika Bartels, Spirituelle Rückführung, Psychoenergetisches Atmen,
Leben zwischen den Leben">
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/allcontent.js"></script>
</head>
<body id="allcontent">
	<img src="../img/screenshot.jpg" alt="Startseite" width="100%">
	<hr>
	<div path="behandlung.php" class='load'></div>
	<hr class="newpage">
	<div path="tcm.php" class='load'></div>
	<hr>
	<div path="bioresonanz.php" class='load'></div>
	<hr class="newpage">
	<div path="testung.php" class='load'></div>
	<hr>
	<div path="hakomi.php" class='load'></div>
	<hr class="newpage">
	<div path="farbtherapie.php" class='load'></div>
	<hr class="newpage">
	<div path="seminare.php" class='load'></div>
	<hr>
	<div path="uebermich.php" class='load'></div>
	<hr class="newpage">
	<div path="links.php" class='load'></div>
	<hr>
	<div path="kontakt.php" class='load'></div>
	<hr class="newpage">
	<div path="impressum.php" class='load'></div>
</body>

</html>

