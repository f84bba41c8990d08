<!DOCTYPE html>
<html lang="de">
<head>
<title>Startseite</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/subpage.js"></script>
</head>

<body id="startseite">
	<table id="subpage">
		<tr>
			<td id="text">
				<h2>Herzlich Willkommen</h2>
				<p>In meiner bald 30-jährigen Praxiszeit haben sich folgende Therapien herauskristallisiert:</p>
				<h3>
					<a href="tcm.php">Chinesische Heil&shy;methode</a>
				</h3>
				<p>Zungen- und Puls&shy;diagnose, Ernährungs&shy;unter&shy;stützung nach den 5 Elementen</p>
				<h3>
					<a href="bioresonanz.php">Bioresonanz</a>
				</h3>
				<p>Allergien, Entgiftung auch nach Amalgam&shy;entfernung, Schmerz&shy;therapie u.a.</p>
				<h3>
					<a href="testung.php">Testung</a>
				</h3>
				<p>Diagnose der körper&shy;lichen Schwach&shy;stellen mit der Puls&shy;reflex&shy;methode nach Dr. Nogier</p>
				<h3>
					<a href="farbtherapie.php">Farblichttherapie</a>
				</h3>
				<p>Farbpunktur, Ganz&shy;körper&shy;bestrahlung, Chakren und Farblicht&shy;massage</p>
				<h3>
					<a href="hakomi.php">Hakomi</a>
				</h3>
				<p>Körper&shy;orientierte Psycho&shy;therapie bei körper&shy;lichen Beschwerden und in Krisen&shy;situationen</p>
			</td>
			<td id="pict"><a href="kontakt.php">
					<img id="pictimg" src="../img/SchnuSy.jpg">
				</a></td>
		</tr>
	</table>
</body>
</html>
