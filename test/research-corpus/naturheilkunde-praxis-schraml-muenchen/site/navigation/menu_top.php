<!DOCTYPE html>
<html lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Submenu</title>
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/menu.js"></script>
</head>
<body class="menu" id="menutop">
	<div class="part">
		<a href="../subpages/tcm.php" target="main" id="tcm">Chinesische Heilmethode</a>
		<a href="../subpages/bioresonanz.php" target="main" id="bioresonanz">Bioresonanz</a>
	</div>
	<div class="part">
		<a href="../subpages/testung.php" target="main" id="testung">Testung</a>
		<a href="../subpages/farbtherapie.php" target="main" id="farbtherapie">Farblichttherapie</a>
		<a href="../subpages/hakomi.php" target="main" id="hakomi">Hakomi</a>
	</div>

</body>
</html>